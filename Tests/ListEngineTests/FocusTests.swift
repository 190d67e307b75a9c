import Testing
@testable import ListEngine
import TestSupport

/// Keyboard focus against naive references: where each heading leads in random tables, grids
/// and flows (a search over every item's frame), and where the focus goes through random
/// batches (by identity, a deleted item's focus to the nearest item that stays); the delegate's
/// say, selection following the focus, and the focused row kept in view.
@Suite struct FocusTests {
    /// The delegate: which items may take the focus, whether a move may happen, what it heard.
    final class Book: ListDelegate {
        let source: ItemDataSource
        var unfocusable: Set<Int> = []
        var refuses = false
        /// How many times `shouldUpdateFocusFrom:to:` was asked.
        var asked = 0
        var focusableHeaders: Set<Int> = []
        var updates: [(from: FocusTarget?, to: FocusTarget?)] = []
        var selected: [ListIndexPath] = []

        init(_ source: ItemDataSource) { self.source = source }

        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { source.listView(listView, heightForRowAt: indexPath) }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { source.listView(listView, heightForHeaderInSection: section) }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { source.listView(listView, heightForFooterInSection: section) }
        /// Flow items of many widths and heights: several to a line, lines of mixed heights.
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = source.item(at: indexPath)
            return Size(width: 40 + Double((item &* 37) % 90), height: 30 + Double(item % 4) * 12)
        }
        func listView(_ listView: ListView, canFocusRowAt indexPath: ListIndexPath) -> Bool { !unfocusable.contains(source.item(at: indexPath)) }
        /// Headers take the focus by their section's identity.
        func listView(_ listView: ListView, canFocusHeaderInSection section: Int) -> Bool { focusableHeaders.contains(source.sections[section].id) }
        func listView(_ listView: ListView, shouldUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) -> Bool {
            asked += 1
            return !refuses
        }
        func listView(_ listView: ListView, didUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) { updates.append((from, to)) }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { selected.append(indexPath) }
    }

    static func makeList(_ layout: AnimatedUpdateTests.Layout, seed: Int) throws -> (ListView, ItemDataSource, Book) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 0
        let source = ItemDataSource(sections: BatchUpdateTests.makeModel(&rng, nextID: &nextID))
        let book = Book(source)
        let list = try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], delegate: book,
                                            layout: layout.listLayout, laysOut: true)
        return (list, source, book)
    }

    /// The naive answer: every item's and header's frame, searched, passing over the items and
    /// headers that may not take the focus.
    struct Reference {
        /// A place the focus can be: a header, or an item by its global index.
        enum Place: Hashable { case header(Int), item(Int) }

        var frames: [Rect]
        var sections: [Int]
        var focusable: [Bool]
        var headerFrames: [Rect]
        var headerFocusable: [Bool]
        var isTable: Bool
        var page: Double
        /// The height of each section's header pinned at the top (0 where none pins).
        var pinnedHeaders: [Double]

        init(_ list: ListView, unfocusable: Set<Int>, focusableHeaders: Set<Int> = [], source: ItemDataSource) {
            frames = []
            sections = []
            focusable = []
            headerFrames = []
            headerFocusable = []
            for s in 0..<list.numberOfSections {
                headerFrames.append(list.rectForHeader(inSection: s)!)
                headerFocusable.append(headerFrames[s].height > 0 && focusableHeaders.contains(source.sections[s].id))
                for r in 0..<list.numberOfRows(inSection: s) {
                    frames.append(list.rectForRow(at: ListIndexPath(row: r, section: s))!)
                    sections.append(s)
                    focusable.append(!unfocusable.contains(source.item(at: ListIndexPath(row: r, section: s))))
                }
            }
            isTable = list.listLayout == .table
            page = list.viewportSize.height
            // A plain table's header stays pinned over the rows: a page is what is left below it.
            let table = isTable
            pinnedHeaders = (0..<list.numberOfSections).map { table ? list.rectForHeader(inSection: $0)!.height : 0 }
        }

        /// The items around `g` in its section whose frames overlap its frame vertically, in a
        /// run (a table's row alone).
        func line(_ g: Int) -> Range<Int> {
            if isTable { return g..<(g + 1) }
            func overlaps(_ i: Int) -> Bool {
                i >= 0 && i < frames.count && sections[i] == sections[g] && frames[i].minY < frames[g].maxY && frames[g].minY < frames[i].maxY
            }
            var low = g
            var high = g + 1
            while overlaps(low - 1) { low -= 1 }
            while overlaps(high) { high += 1 }
            return low..<high
        }

        /// Every header and line in reading order (`byItem`: every item a line of its own).
        func readingOrder(byItem: Bool) -> [(header: Int?, line: Range<Int>)] {
            var order: [(header: Int?, line: Range<Int>)] = []
            var g = 0
            for s in headerFrames.indices {
                order.append((s, 0..<0))
                while g < frames.count, sections[g] == s {
                    let line = byItem ? g..<(g + 1) : self.line(g)
                    order.append((nil, line))
                    g = line.upperBound
                }
            }
            return order
        }

        /// The focusable item of `line` nearest `frame`'s centre (the first of equals).
        func nearest(in line: Range<Int>, to frame: Rect) -> Int? {
            line.filter { focusable[$0] }.min { abs(frames[$0].midX - frame.midX) < abs(frames[$1].midX - frame.midX) }
        }

        /// What takes the focus at a stop of the reading order.
        func take(_ stop: (header: Int?, line: Range<Int>), toward frame: Rect?) -> Place? {
            if let s = stop.header { return headerFocusable[s] ? .header(s) : nil }
            if let frame { return nearest(in: stop.line, to: frame).map(Place.item) }
            return focusable[stop.line.lowerBound] ? .item(stop.line.lowerBound) : nil
        }

        func frame(of place: Place) -> Rect {
            switch place {
            case let .header(s): headerFrames[s]
            case let .item(g): frames[g]
            }
        }

        /// The first focusable place in reading order from the start (`step` 1) or the end.
        func end(_ step: Int) -> Place? {
            let order = readingOrder(byItem: true)
            return (step > 0 ? Array(order) : order.reversed()).lazy.compactMap { take($0, toward: nil) }.first
        }

        /// The first focusable item after `g` (or before it), headers passed.
        func walk(from g: Int, step: Int) -> Int? {
            stride(from: g + step, to: step > 0 ? frames.count : -1, by: step).first { focusable[$0] }
        }

        /// Line by line from `line`, the nearest focusable item (a page lands on an item).
        func nearestOnLines(from line: Range<Int>, step: Int, to frame: Rect) -> Int? {
            var line = line
            while true {
                if let found = nearest(in: line, to: frame) { return found }
                let next = step > 0 ? line.upperBound : line.lowerBound - 1
                guard next >= 0, next < frames.count else { return nil }
                line = self.line(next)
            }
        }

        /// Up or down from `place` in reading order, the first that may take the focus (headers
        /// passed over unless `headers`).
        func step(from place: Place, down: Bool, headers: Bool) -> Place? {
            let order = readingOrder(byItem: isTable)
            let here = order.firstIndex { stop in
                switch place {
                case let .header(s): stop.header == s
                case let .item(g): stop.header == nil && stop.line.contains(g)
                }
            }!
            let rest = down ? Array(order[(here + 1)...]) : order[..<here].reversed()
            return rest.lazy.filter { headers || $0.header == nil }.compactMap { take($0, toward: isTable ? nil : frame(of: place)) }.first
        }

        func target(from place: Place, _ heading: FocusHeading) -> Place? {
            let n = frames.count
            switch heading {
            case .first: return end(1)
            case .last: return end(-1)
            case .up, .down:
                return step(from: place, down: heading == .down, headers: true)
            case .left, .right:
                guard !isTable, case let .item(g) = place else { return nil }
                let step = heading == .right ? 1 : -1
                return stride(from: g + step, to: step > 0 ? line(g).upperBound : line(g).lowerBound - 1, by: step).first { focusable[$0] }.map(Place.item)
            case .pageUp, .pageDown:
                guard n > 0 else { return nil }
                let down = heading == .pageDown
                let section: Int
                // A header lies just before its section's first item.
                let position: Double
                switch place {
                case let .header(s): section = s; position = Double(sections.firstIndex { $0 >= s } ?? n) - 0.5
                case let .item(g): section = sections[g]; position = Double(g)
                }
                let pageStep = Swift.max(1, page - pinnedHeaders[section])
                let y = down ? frame(of: place).minY + pageStep : frame(of: place).minY - pageStep
                let found = Swift.min(frames.indices.first { frames[$0].maxY > y } ?? n, n - 1)
                if down ? Double(found) <= position : Double(found) >= position { return step(from: place, down: down, headers: false) }
                if isTable { return (focusable[found] ? found : walk(from: found, step: down ? 1 : -1)).map(Place.item) }
                return nearestOnLines(from: line(found), step: down ? 1 : -1, to: frame(of: place)).map(Place.item)
            }
        }
    }

    /// Where the focus is, as the reference names it.
    static func place(_ list: ListView) -> Reference.Place? {
        switch list.focusedTarget {
        case let .row(path)?: list.globalRow(for: path).map(Reference.Place.item)
        case let .header(section)?: .header(section)
        case nil: nil
        }
    }

    @Test(arguments: testSeeds(12), AnimatedUpdateTests.Layout.allCases)
    func movesGoWhereANaiveSearchSays(seed: Int, layout: AnimatedUpdateTests.Layout) throws {
        let (list, source, book) = try Self.makeList(layout, seed: seed)
        defer { withExtendedLifetime(source) {} }
        guard list.totalRows > 0 else { return }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 99)
        // A tenth of the items may not take the focus (on some seeds); on others, some headers may.
        if seed % 2 == 1 { book.unfocusable = Set(source.sections.flatMap(\.items).filter { _ in rng.below(10) == 0 }) }
        if seed % 3 != 0 { book.focusableHeaders = Set(source.sections.map(\.id).filter { _ in rng.below(2) == 0 }) }
        func reference() -> Reference { Reference(list, unfocusable: book.unfocusable, focusableHeaders: book.focusableHeaders, source: source) }
        _ = try list.moveFocus(.first)
        #expect(Self.place(list) == reference().end(1))
        guard list.focusedTarget != nil else { return }
        var lines = 0
        for step in 0..<150 {
            // Every frame laid out (a flow lays out as it is asked).
            let reference = reference()
            let heading = FocusHeading.allCases[rng.below(FocusHeading.allCases.count)]
            let from = try #require(Self.place(list))
            let expected = reference.target(from: from, heading)
            let moved = try list.moveFocus(heading)
            let context = "seed \(seed) \(layout) step \(step): \(heading) from \(from)"
            #expect((moved == nil) == (expected == nil) && Self.place(list) == (expected ?? from), "\(context): \(String(describing: moved)), expected \(String(describing: expected))")
            // What has the focus is in view (a header where it lies).
            let frame: Rect = switch try #require(list.focusedTarget) {
            case let .row(path): try #require(list.rectForRow(at: path))
            case let .header(section): try #require(list.rectForHeader(inSection: section))
            }
            #expect(frame.maxY > list.contentOffset.y && frame.minY < list.contentOffset.y + 480, "\(context): \(frame) out of view at \(list.contentOffset.y)")
            if case let .item(g)? = Self.place(list) { lines += reference.line(g).count > 1 ? 1 : 0 }
            list.layout()
            list._checkInvariants()
        }
        // The run was no idle one — where the list is long enough for it.
        if list.totalRows >= 30 {
            #expect(book.updates.count > 10)
            if layout != .table { #expect(lines > 20, "\(layout): the focus met lines of several items") }
        }
    }

    /// What has the focus, by identity: an item, or the header of a section (by its id).
    enum Focused: Equatable { case item(Int), header(id: Int) }

    static func focused(_ list: ListView, _ source: ItemDataSource) -> Focused? {
        switch list.focusedTarget {
        case let .row(path)?: .item(source.item(at: path))
        case let .header(section)?: .header(id: source.sections[section].id)
        case nil: nil
        }
    }

    /// The naive answer to where the focus goes through a batch: its item if it stays, else the
    /// next item of its section that stays, else the one before, else the nearest section's
    /// (``nearestItem(toSectionAt:in:)``); a header's with its section, else the nearest
    /// section's item.
    static func focusAfter(_ batch: RandomBatch, focused: Focused) -> Focused? {
        let after = batch.after
        func exists(_ item: Int) -> Bool { after.contains { $0.items.contains(item) } }
        switch focused {
        case let .header(id):
            if after.contains(where: { $0.id == id }) { return focused }
            return nearestItem(toSectionAt: batch.before.firstIndex { $0.id == id }!, in: batch).map(Focused.item)
        case let .item(item):
            if exists(item) { return focused }
            let s = batch.before.firstIndex { $0.items.contains(item) }!
            let r = batch.before[s].items.firstIndex(of: item)!
            if after.contains(where: { $0.id == batch.before[s].id }) {
                if let next = batch.before[s].items[(r + 1)...].first(where: exists) { return .item(next) }
                if let previous = batch.before[s].items[..<r].last(where: exists) { return .item(previous) }
            }
            return nearestItem(toSectionAt: s, in: batch).map(Focused.item)
        }
    }

    /// The first item of the first section after section `s` (before the batch) that stays and
    /// has items, else the last item of the last such before it.
    static func nearestItem(toSectionAt s: Int, in batch: RandomBatch) -> Int? {
        let after = batch.after
        let start = (0..<s).last { old in after.contains { $0.id == batch.before[old].id } }
            .map { old in after.firstIndex { $0.id == batch.before[old].id }! + 1 } ?? 0
        if let t = (start..<after.count).first(where: { !after[$0].items.isEmpty }) { return after[t].items.first }
        if let t = (0..<start).last(where: { !after[$0].items.isEmpty }) { return after[t].items.last }
        return nil
    }

    @Test(arguments: testSeeds(20))
    func theFocusFollowsItsItemThroughRandomBatchesAndReloads(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 10_000
        let (list, source, book) = try Self.makeList(.table, seed: seed)
        guard list.totalRows > 0 else { return }
        list.remembersLastFocusedIndexPath = true
        // Every header may take the focus; a third of the time one has it.
        book.focusableHeaders = Set(0..<1_000_000)
        func focusSomething() throws {
            if list.numberOfSections > 0, rng.below(3) == 0 {
                try list.focusHeader(inSection: rng.below(list.numberOfSections))
            } else if list.totalRows > 0 {
                try list.focusRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows)))
            }
        }
        try focusSomething()
        var focused = Self.focused(list, source)
        var headers = 0, headersFocused = 0
        for step in 0..<40 {
            let batch = RandomBatch(source.sections, intensity: 0.2, nextID: &nextID, rng: &rng, sectionChanges: rng.below(3) == 0)
            let updatesBefore = book.updates.count
            let before = list.focusedTarget
            source.sections = batch.after
            let expected: Focused?
            if rng.below(6) == 0 {
                // A reload keeps the place: the same index path (the last row of its section if
                // that is shorter now) or section, while it exists.
                try list.reloadData()
                let after = batch.after
                let target: FocusTarget? = switch before {
                case let .row(path)?:
                    path.section < after.count && !after[path.section].items.isEmpty
                        ? .row(ListIndexPath(row: Swift.min(path.row, after[path.section].items.count - 1), section: path.section)) : nil
                case let .header(section)?: section < after.count ? .header(section: section) : nil
                case nil: nil
                }
                #expect(list.focusedTarget == target, "seed \(seed) step \(step): a reload")
                expected = Self.focused(list, source)
                #expect(book.updates.count - updatesBefore == (target == before ? 0 : 1), "seed \(seed) step \(step)")
            } else {
                try list.performBatchUpdates(batch.update)
                expected = focused.flatMap { Self.focusAfter(batch, focused: $0) }
                // The delegate hears only when the focus went elsewhere.
                #expect(book.updates.count - updatesBefore == (expected == focused ? 0 : 1), "seed \(seed) step \(step)")
            }
            #expect(Self.focused(list, source) == expected, "seed \(seed) step \(step)")

            list.layout()
            list._checkInvariants()
            if case .header? = expected { headers += 1 }
            focused = expected
            if focused == nil || rng.below(4) == 0 {
                try focusSomething()
                focused = Self.focused(list, source)
                if case .header? = focused { headersFocused += 1 }
            }
        }
        // The run was no idle one: headers took the focus often enough for one to keep it.
        #expect(headers > 0 || headersFocused < 4, "seed \(seed): a header kept the focus through batches")
    }

    @Test(arguments: [AnimatedUpdateTests.Layout.table, .grid])
    func headersTakeTheFocusWhereTheDelegateSays(layout: AnimatedUpdateTests.Layout) throws {
        let source = ItemDataSource(sections: [(id: 0, items: [1, 2]), (id: 1, items: []), (id: 2, items: [3])])
        let book = Book(source)
        let list = try AccessibilityTests.itemList(source, book, layout: layout.listLayout)
        list.selectionFollowsFocus = true
        func path(_ row: Int, _ section: Int) -> FocusTarget { .row(ListIndexPath(row: row, section: section)) }
        // By default headers are passed over.
        #expect(try list.moveFocus(.first) == path(0, 0))
        if layout == .table { #expect(try list.moveFocus(.down) == path(1, 0)) }
        #expect(try list.moveFocus(.down) == path(0, 2))
        #expect(try !list.focusHeader(inSection: 1))
        #expect(throws: ListError.self) { try list.focusHeader(inSection: 3) }
        // Where the delegate lets them, up and down stop on headers in reading order, an empty
        // section's too; left and right do nothing there; a page lands on a row.
        book.focusableHeaders = [0, 1, 2]
        #expect(try list.moveFocus(.first) == .header(section: 0))
        #expect(list.focusedIndexPath == nil && list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 2)], "a header selects nothing")
        #expect(try list.moveFocus(.left) == nil && list.moveFocus(.right) == nil)
        // (A grid's first line holds both items: from a header, the one nearest its centre.)
        let centre = try #require(list.rectForHeader(inSection: 0)).midX
        let nearest = (0..<2).min { abs(list.rectForRow(at: ListIndexPath(row: $0, section: 0))!.midX - centre)
            < abs(list.rectForRow(at: ListIndexPath(row: $1, section: 0))!.midX - centre) }!
        let steps: [FocusTarget] = (layout == .table ? [path(0, 0), path(1, 0)] : [path(nearest, 0)])
            + [.header(section: 1), .header(section: 2), path(0, 2)]
        for expected in steps { #expect(try list.moveFocus(.down) == expected) }
        #expect(try list.moveFocus(.down) == nil)
        for expected in steps.reversed().dropFirst() + [.header(section: 0)] { #expect(try list.moveFocus(.up) == expected) }
        #expect(try list.moveFocus(.up) == nil)
        #expect(try list.moveFocus(.pageDown) == path(0, 2))
        #expect(try list.moveFocus(.last) == path(0, 2))
        // The delegate hears of headers; a header's element says it has the focus.
        #expect(try list.focusHeader(inSection: 1))
        #expect(book.updates.last! == (path(0, 2), .header(section: 1)))
        #expect(list.accessibilityElement(.header(section: 1))?.traits.contains(.focused) == true)
        #expect(list.accessibilityElement(.row(ListIndexPath(row: 0, section: 2)))?.traits.contains(.focused) == false)
        // A refusal, and a header that may not, leave the focus.
        book.focusableHeaders = [1]
        #expect(try list.moveFocus(.down) == path(0, 2))
        #expect(try list.moveFocus(.up) == .header(section: 1))
        #expect(try !list.focusHeader(inSection: 2))
        book.refuses = true
        #expect(try list.moveFocus(.down) == nil && list.focusedTarget == .header(section: 1))
        book.refuses = false
        // It follows its section through a batch: deleting the section before renumbers it;
        // deleting its own hands the focus to the nearest row.
        source.sections.remove(at: 0)
        try list.performBatchUpdates { $0.deleteSections([0]) }
        #expect(list.focusedTarget == .header(section: 0))
        source.sections.remove(at: 0)
        try list.performBatchUpdates { $0.deleteSections([0]) }
        #expect(list.focusedTarget == path(0, 0) && book.updates.last! == (.header(section: 0), path(0, 0)))
        // Given up and coming back, the remembered header.
        list.remembersLastFocusedIndexPath = true
        book.focusableHeaders = [2]
        #expect(try list.focusHeader(inSection: 0))
        #expect(try list.focusRow(at: nil) && list.focusedTarget == nil)
        #expect(try list.moveFocus(.down) == .header(section: 0))
        list.layout()
        list._checkInvariants()
        #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 0, section: 0)], "rows selected as the focus went, headers not")
    }

    /// Sections of given row counts and header heights, headers taking the focus where listed.
    final class Sections: ListDataSource, ListDelegate {
        var counts: [Int]
        var headers: [Double]
        var rowHeights: [ListIndexPath: Double] = [:]
        var focusable: Set<Int> = []
        var heard: [(from: FocusTarget?, to: FocusTarget?)] = []
        init(counts: [Int], headers: [Double]) {
            self.counts = counts
            self.headers = headers
        }
        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { rowHeights[indexPath] ?? 40 }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { headers[section] }
        func listView(_ listView: ListView, canFocusHeaderInSection section: Int) -> Bool { focusable.contains(section) }
        func listView(_ listView: ListView, didUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) { heard.append((from, to)) }
    }

    static func sectionsList(_ source: Sections) throws -> ListView {
        try AccessibilityTests.itemList(source, source)
    }

    @Test func aHeaderLeftWithoutHeightHandsTheFocusToTheNearestRow() throws {
        func path(_ row: Int, _ section: Int) -> FocusTarget { .row(ListIndexPath(row: row, section: section)) }
        // A reload of its section, outside a batch.
        let source = Sections(counts: [3, 3], headers: [20, 20])
        source.focusable = [0, 1]
        let list = try Self.sectionsList(source)
        list.remembersLastFocusedIndexPath = true
        #expect(try list.focusHeader(inSection: 1))
        source.headers[1] = 0
        try list.reloadSections([1])
        #expect(list.focusedTarget == path(0, 1) && source.heard.last! == (.header(section: 1), path(0, 1)))
        list.layout()
        list._checkInvariants()
        // An empty section's, in a batch: the nearest section's row.
        source.counts = [3, 0, 3]
        source.headers = [20, 20, 20]
        try list.reloadData()
        #expect(try list.focusHeader(inSection: 1))
        source.headers[1] = 0
        try list.performBatchUpdates { $0.reloadSections([1]) }
        #expect(list.focusedTarget == path(0, 2))
        list.layout()
        list._checkInvariants()
        // The remembered header too, while the focus is away.
        #expect(try list.focusHeader(inSection: 0))
        try list.focusRow(at: nil)
        source.headers[0] = 0
        try list.reloadSections([0])
        #expect(try list.moveFocus(.down) == path(0, 0))
        list._checkInvariants()
        // A new layout that gives headers no height (a grid without them is the same list).
        source.focusable = [2]
        #expect(try list.focusHeader(inSection: 2))
        source.headers = [0, 0, 0]
        try list.setListLayout(.grid(GridLayout(columns: .fixed(2))))
        #expect(list.focusedTarget == path(0, 2))
        list.layout()
        list._checkInvariants()
    }

    @Test func pageMovesLandOnRowsAndArrowsReachHeadersOfEmptySections() throws {
        func path(_ row: Int, _ section: Int) -> FocusTarget { .row(ListIndexPath(row: row, section: section)) }
        // Nothing a page above: the first row, not the header over it; from the first row, nothing.
        let source = Sections(counts: [0, 3], headers: [20, 20])
        source.focusable = [0, 1]
        let list = try Self.sectionsList(source)
        #expect(try list.focusRow(at: ListIndexPath(row: 1, section: 1)))
        #expect(try list.moveFocus(.pageUp) == path(0, 1))
        #expect(try list.moveFocus(.pageUp) == nil && list.focusedTarget == path(0, 1))
        // A row taller than a page: the next row, past the header between.
        source.counts = [1, 3]
        source.rowHeights = [ListIndexPath(row: 0, section: 0): 2_000]
        try list.reloadData()
        #expect(try list.focusRow(at: ListIndexPath(row: 0, section: 0)))
        #expect(try list.moveFocus(.pageDown) == path(0, 1))
        // Only empty sections: an arrow brings the focus to the first header that may take it.
        source.counts = [0, 0]
        source.focusable = [1]
        try list.reloadData()
        try list.focusRow(at: nil)
        #expect(try list.moveFocus(.down) == .header(section: 1))
        #expect(try list.moveFocus(.pageDown) == nil && list.moveFocus(.up) == nil)
        list._checkInvariants()
    }

    /// A move to what has the focus already — `.first` or `.last` onto the end that has it,
    /// `focusRow(at:)` or `focusHeader(inSection:)` onto it — is no focus update, as in UIKit:
    /// the delegate is not asked (not even one that refuses every move) and hears nothing, and
    /// the row is not selected again; the list only scrolls back to show it, and the move
    /// returns it.
    @Test func aMoveToWhatHasTheFocusIsNoUpdate() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 3)
        defer { withExtendedLifetime(source) {} }
        list.selectionFollowsFocus = true
        func shown(_ target: FocusTarget) -> Bool {
            let frame = target.indexPath.flatMap(list.rectForRow(at:)) ?? list.rectForHeader(inSection: target.section)!
            return frame.minY >= list.contentOffset.y && frame.maxY <= list.contentOffset.y + list.viewportSize.height
        }
        book.focusableHeaders = [source.sections.last!.id]
        for heading in [FocusHeading.first, .last] {
            let target = try #require(try list.moveFocus(heading))
            let heard = (book.updates.count, book.selected.count, book.asked)
            // Scrolled away from it, the move again (the delegate would refuse any change).
            let limits = list.contentOffsetLimits
            try list.setContentOffset(Point(x: 0, y: heading == .first ? limits.upperBound : limits.lowerBound))
            list.layout()
            book.refuses = true
            #expect(try list.moveFocus(heading) == target && shown(target))
            switch target {
            case let .row(path): #expect(try list.focusRow(at: path))
            case let .header(section): #expect(try list.focusHeader(inSection: section))
            }
            #expect(book.updates.count == heard.0 && book.selected.count == heard.1 && book.asked == heard.2,
                    "\(heading) onto \(target): heard \(book.updates.count - heard.0) updates, \(book.selected.count - heard.1) selections, asked \(book.asked - heard.2) times")
            #expect(list.focusedTarget == target)
            book.refuses = false
        }
        // Nor is it asked whether the row may take the focus: one that has it keeps it, though
        // the delegate no longer lets it.
        let row = try #require(try list.moveFocus(.first)?.indexPath)
        book.unfocusable = [source.item(at: row)]
        let heard = (book.updates.count, book.asked)
        #expect(try list.focusRow(at: row) && list.focusedIndexPath == row)
        #expect(book.updates.count == heard.0 && book.asked == heard.1)
    }

    @Test func theDelegateDecidesAndHears() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 3)
        defer { withExtendedLifetime(source) {} }
        let first = ListIndexPath(row: 0, section: 0)
        #expect(try list.focusRow(at: first))
        #expect(book.updates.count == 1 && book.updates[0].from == nil && book.updates[0].to == .row(first))
        // Rows that may not take the focus are passed over; a refusal leaves the focus.
        book.unfocusable = [source.item(at: ListIndexPath(row: 1, section: 0)), source.item(at: ListIndexPath(row: 2, section: 0))]
        #expect(try list.moveFocus(.down)?.indexPath == ListIndexPath(row: 3, section: 0))
        #expect(try !list.focusRow(at: ListIndexPath(row: 1, section: 0)))
        book.refuses = true
        #expect(try list.moveFocus(.down)?.indexPath == nil && list.focusedIndexPath == ListIndexPath(row: 3, section: 0))
        book.refuses = false
        // Giving the focus up, and coming back: to the first visible row, or the one remembered.
        #expect(try list.focusRow(at: nil) && list.focusedIndexPath == nil)
        #expect(try list.moveFocus(.down)?.indexPath == list.indexPathsForVisibleRows.first)
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        list.remembersLastFocusedIndexPath = true
        try list.focusRow(at: nil)
        #expect(try list.moveFocus(.down)?.indexPath == ListIndexPath(row: 3, section: 0))
        #expect(throws: ListError.self) { try list.focusRow(at: ListIndexPath(row: 0, section: 99)) }
    }

    @Test func theSelectionFollowsTheFocusWithTheTapsCallbacks() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 5)
        defer { withExtendedLifetime(source) {} }
        list.selectionFollowsFocus = true
        try list.focusRow(at: ListIndexPath(row: 0, section: 0))
        try list.moveFocus(.down)
        #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 1, section: 0)])
        #expect(book.selected == [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)])
    }

    @Test func theFocusedRowIsKeptTheMarginFromTheEdges() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 1_000)
        defer { withExtendedLifetime(source) {} }
        list.focusMargin = 60
        try list.focusRow(at: ListIndexPath(row: 0, section: 0))
        for _ in 0..<30 { try list.moveFocus(.down) }
        // Row 30 (600…620) sits 60 pt above the bottom edge: the offset is 620 + 60 − 400.
        #expect(list.contentOffset.y == 280)
        for _ in 0..<5 { try list.moveFocus(.up) }
        #expect(list.contentOffset.y == 280)   // row 25 (500…520) is inside the margins
        try list.moveFocus(.last)
        #expect(list.contentOffset.y == list.contentOffsetLimits.upperBound)
        try list.moveFocus(.pageUp)
        #expect(list.focusedIndexPath == ListIndexPath(row: 979, section: 0))
    }

    @Test func theFocusedCellIsPinnedWhileItsRowIsAwayAndGivenBackAfter() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 10_000)
        defer { withExtendedLifetime(source) {} }
        try list.focusRow(at: ListIndexPath(row: 5, section: 0))
        let focused = try #require(list.cellForRow(at: ListIndexPath(row: 5, section: 0)))
        // Far away: the cell is kept aside, in no pool, showing no other row.
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        #expect(list.pinnedCells.first === focused && focused.indexPath == ListIndexPath(row: 5, section: 0) && !focused.isDisplayed)
        #expect(!list.visibleCells.contains { $0 === focused })
        for _ in 0..<50 {
            try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + 400))
            list.layout()
            #expect(!list.visibleCells.contains { $0 === focused })
            list._checkInvariants()
        }
        // Back: the row has its own cell again.
        try list.setContentOffset(Point(x: 0, y: 0))
        list.layout()
        #expect(list.cellForRow(at: ListIndexPath(row: 5, section: 0)) === focused && list.pinnedCells.isEmpty && focused.isDisplayed)
        // Away again, then the focus moves on: the cell goes back to its pool.
        try list.setContentOffset(Point(x: 0, y: 100_000))
        list.layout()
        #expect(list.pinnedCells.first === focused)
        let inUse = try #require(list.reuseStatistics()).inUse
        try list.focusRow(at: nil)
        #expect(list.pinnedCells.isEmpty && list.reuseStatistics()?.inUse == inUse - 1)
    }

    @Test(arguments: testSeeds(10))
    func pinnedCellsAreNeverOnAnotherRowThroughRandomBatchesAndScrolls(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var nextID = 10_000
        let (list, source, _) = try Self.makeList(seed % 2 == 0 ? .table : .grid, seed: seed)
        guard list.totalRows > 60 else { return }
        var pinnedSteps = 0
        for step in 0..<120 {
            switch rng.below(5) {
            case 0:
                if list.totalRows > 0 { try list.focusRow(at: list.indexPath(forGlobalRow: rng.below(list.totalRows))) }
            case 4:
                // The screen reader's element, on a row (pinned too) or a header (not).
                let row = list.totalRows > 0 ? list.indexPath(forGlobalRow: rng.below(list.totalRows)) : nil
                try list.setAccessibilityFocus(rng.below(4) == 0 ? .header(section: row?.section ?? 0) : row.map { .row($0) })
            case 1:
                let batch = RandomBatch(source.sections, intensity: 0.1, nextID: &nextID, rng: &rng, sectionChanges: rng.below(3) == 0)
                source.sections = batch.after
                try list.performBatchUpdates(batch.update)
            default:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: limits.lowerBound + Double(rng.below(Int(limits.upperBound - limits.lowerBound) + 1))))
            }
            list.layout()
            list._checkInvariants()
            let context = "seed \(seed) step \(step)"
            let readerRow: ListIndexPath? = if case let .row(path)? = list.accessibilityFocusedElement { path } else { nil }
            for pinned in list.pinnedCells {
                pinnedSteps += 1
                #expect(pinned.indexPath == list.focusedIndexPath || pinned.indexPath == readerRow, "\(context)")
                #expect((pinned as! ItemCell).item == source.item(at: pinned.indexPath!), "\(context): the pinned cell shows another item")
                #expect(!list.visibleCells.contains { $0 === pinned }, "\(context)")
            }
            for focused in [list.focusedIndexPath, readerRow].compactMap({ $0 }) {
                if let cell = list.cellForRow(at: focused) { #expect((cell as! ItemCell).item == source.item(at: focused), "\(context)") }
            }
        }
        #expect(pinnedSteps > 0, "seed \(seed): the focused row was never away")
    }

    @Test func aHeldArrowGoesOnIntoRowsNotLoadedYet() throws {
        let (list, source, _) = try PagingTests.makeList(rows: 1_000_000)
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<20 { list.layout() }
        let lastLoaded = try #require((0..<1_000).last { list.isLoaded(ListIndexPath(row: $0, section: 0)) })
        try list.focusRow(at: ListIndexPath(row: lastLoaded, section: 0))
        #expect(try list.moveFocus(.down)?.indexPath == ListIndexPath(row: lastLoaded + 1, section: 0))
    }

    /// Tells what the focus did, and what the focused row's cell shows at that moment.
    final class Watcher: ListDelegate {
        var heard: [(from: ListIndexPath?, to: ListIndexPath?, item: Int?)] = []
        var then: ((ListView) -> Void)?
        func listView(_ listView: ListView, didUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) {
            heard.append((from?.indexPath, to?.indexPath, to?.indexPath.flatMap { listView.cellForRow(at: $0) as? ItemCell }?.item))
            then?(listView)
            then = nil
        }
    }

    @Test func anUpdateThatTakesTheFocusedRowTellsTheDelegateOnceEveryCellIsInPlace() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<300))])
        let list = ListView(rowHeight: .fixed(20))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        let watcher = Watcher()
        list.delegate = watcher
        try list.setViewportSize(Size(width: 100, height: 400))
        try list.reloadData()
        list.layout()
        try list.focusRow(at: ListIndexPath(row: 5, section: 0))
        // Rows 0, 1 and 5 go: the focus goes to item 6, now row 3, and its cell shows item 6.
        source.sections[0].items.removeAll { [0, 1, 5].contains($0) }
        try list.performBatchUpdates { $0.deleteRows(at: [0, 1, 5].map { ListIndexPath(row: $0, section: 0) }) }
        #expect(watcher.heard.last?.from == ListIndexPath(row: 5, section: 0) && watcher.heard.last?.to == ListIndexPath(row: 3, section: 0))
        #expect(watcher.heard.last?.item == 6)
        // A reload that leaves the row out: told, and a call from the callback is made after it.
        var problems = 0
        list.diagnosticHandler = { _ in problems += 1 }
        watcher.then = { _ = try? $0.focusRow(at: ListIndexPath(row: 0, section: 0)) }
        source.sections = [(id: 0, items: [0, 1])]
        try list.reloadData()
        #expect(watcher.heard.count == 4 && watcher.heard[2].to == ListIndexPath(row: 1, section: 0))
        #expect(list.focusedIndexPath == ListIndexPath(row: 0, section: 0) && problems == 0)
    }

    @Test func theSelectionFollowsTheFocusOnlyWhereATapWouldSelectOneRow() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 5)
        defer { withExtendedLifetime(source) {} }
        list.selectionFollowsFocus = true
        list.allowsSelection = false
        try list.focusRow(at: ListIndexPath(row: 0, section: 0))
        #expect(list.indexPathsForSelectedRows.isEmpty && book.selected.isEmpty)
        list.allowsSelection = true
        list.allowsMultipleSelection = true
        try list.moveFocus(.down)
        #expect(list.indexPathsForSelectedRows.isEmpty && book.selected.isEmpty)
    }

    @Test func pagesSkipGapsAndLeaveRowsTallerThanAPage() throws {
        // A row of 1,000 pt among rows of 20, under 40-pt headers.
        final class Tall: ListDataSource, ListDelegate {
            func numberOfSections(in listView: ListView) -> Int { 2 }
            func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 11 : 500 }
            func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
                try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { indexPath == ListIndexPath(row: 3, section: 0) ? 1_000 : 40 }
            func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 40 }
        }
        let source = Tall()
        let list = ListView(style: .grouped, rowHeight: .perRow)
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 440))
        try list.reloadData()
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        #expect(try list.moveFocus(.pageDown)?.indexPath == ListIndexPath(row: 4, section: 0))
        try list.focusRow(at: ListIndexPath(row: 10, section: 0))
        let next = try #require(try list.moveFocus(.pageDown)?.indexPath)
        #expect(next.section == 1 && next.row < 20, "a page, not the end: \(next)")
        #expect(try list.moveFocus(.pageUp).map { $0.section == 0 } == true)
    }

    @Test func theFocusClosesASwipeElsewhereAndWaitsForAMove() throws {
        let source = ItemDataSource(sections: [(id: 0, items: Array(0..<40))])
        let list = ListView(rowHeight: .fixed(40))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        let movable = AccessibilityTests.MovableSource(source)
        list.dataSource = movable
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 400))
        try list.reloadData()
        list.layout()
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        // The focused row's swipe stays open as the focus stays; another row's focus closes it.
        try list.openSwipeActions(forRowAt: ListIndexPath(row: 3, section: 0), edge: .trailing)
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        #expect(list.swipeActionsState != nil)
        try list.moveFocus(.down)
        #expect(list.swipeActionsState == nil)
        // While a row moves, the focus stays where it is.
        #expect(try list.beginInteractiveMovement(forRowAt: ListIndexPath(row: 6, section: 0)))
        #expect(try list.moveFocus(.down)?.indexPath == nil && list.focusedIndexPath == ListIndexPath(row: 4, section: 0))
        #expect(try !list.focusRow(at: ListIndexPath(row: 9, section: 0)))
        list.cancelInteractiveMovement()
        #expect(try list.moveFocus(.down)?.indexPath == ListIndexPath(row: 5, section: 0))
    }

    @Test func inEditingModeTheFocusSelectsOnlyWhereATapWould() throws {
        let (list, source, book) = try Self.makeList(.table, seed: 3)
        defer { withExtendedLifetime(source) {} }
        guard list.totalRows > 3 else { return }
        list.selectionFollowsFocus = true
        list.setEditing(true)
        try list.moveFocus(.first)
        try list.moveFocus(.down)
        #expect(book.selected.isEmpty && list.indexPathsForSelectedRows.isEmpty)
        list.allowsSelectionDuringEditing = true
        let target = try #require(try list.moveFocus(.down)?.indexPath)
        #expect(list.indexPathsForSelectedRows == [target])
    }
}
