import Testing
@testable import ListEngine
import TestSupport

/// Keyboard focus and the accessibility elements through random sequences of focus moves in
/// every heading, `focusRow`, screen-reader navigation, batches (animated or not) that delete
/// and move focused rows, height changes, reloads of rows, width changes and scrolls — in
/// tables (measured and self-sizing), grids and flows, through the public API only.
///
/// Beside the list run naive references: the focused and the screen reader's items by
/// identity (a deleted one handing over to the next row of its section that stays, else the
/// one before, else the nearest section's); where a move goes, by a scan of the rows in order
/// (up, down and the ends in a table; left and right along a line, found from the reference
/// frames, in a grid or flow) over the rows the delegate lets take the focus; and the
/// accessibility elements, made by brute force from the frames: every row with a cell and the
/// header and footer of each section from the first such row's to the last and of those on
/// screen, in reading order (a grid's or flow's items sorted by line, then along it), each with
/// its position counted from the model (and a grid's line and column counted from the frames),
/// its frame, its label and whether it has the focus; and the delegate hears of each focus change
/// and of nothing else (a move onto the item that has the focus is none). After every step, and
/// after each pass.
@Suite struct FocusAccessibilityRandomizedTests {
    typealias Source = CapabilityWorld.Source
    static let steps = 120

    final class Run {
        let seed: Int
        let layout: CapabilityWorld.Layout
        var rng: SeededGenerator
        let source: Source
        let list: ListView
        /// The reference: the keyboard-focused item, and the screen reader's element (a row
        /// by its item, or a section view).
        var focused: Int?
        var reader: ReaderTarget?
        var checks = 0

        enum ReaderTarget: Equatable { case item(Int), header(Int), footer(Int) }

        init(seed: Int, layout: CapabilityWorld.Layout) throws {
            self.seed = seed
            self.layout = layout
            rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ UInt64(CapabilityWorld.Layout.allCases.firstIndex(of: layout)!))
            source = Source.random(&rng, sections: Int.random(in: 1...4, using: &rng), maxItems: 25, footers: layout.isTable)
            for item in source.items where rng.below(7) == 0 { source.unfocusable.insert(item) }
            let viewport = Size(width: Double(Int.random(in: 300...700, using: &rng)), height: Double(Int.random(in: 200...700, using: &rng)))
            list = try CapabilityWorld.makeList(source, layout, viewport: viewport)
        }

        var context: String { "seed \(seed), \(layout)" }

        func focusable(_ item: Int) -> Bool { !source.unfocusable.contains(item) }

        /// Where `heading` leads from the focused item by the reference's scan, when it has one
        /// for this layout; `.some(nil)`: nowhere (nothing changes).
        func expectedMove(_ heading: FocusHeading) -> Int?? {
            let order = source.items
            switch heading {
            case .first: return .some(order.first(where: focusable))
            case .last: return .some(order.last(where: focusable))
            default: break
            }
            guard let focused, let at = order.firstIndex(of: focused) else { return nil }
            switch heading {
            case .down where layout.isTable: return .some(order[(at + 1)...].first(where: focusable))
            case .up where layout.isTable: return .some(order[..<at].last(where: focusable))
            case .left, .right:
                guard !layout.isTable, let frames = CapabilityWorld.referenceFrames(source, layout, width: list.viewportSize.width) else { return .some(nil) }
                let path = source.path(of: focused)!
                let line = source.sections[path.section].items.indices
                    .map { g in (item: source.sections[path.section].items[g], frame: frames[at - path.row + g]) }
                    .filter { $0.frame.minY == frames[at].minY }
                    .sorted { $0.frame.minX < $1.frame.minX }
                let k = line.firstIndex { $0.item == focused }!
                let next = heading == .right ? line[(k + 1)...].first { focusable($0.item) } : line[..<k].last { focusable($0.item) }
                return .some(next?.item)
            default: return nil
            }
        }

        /// The item that takes a deleted item's place: the next item of its old section that
        /// stays, else the one before, else the first of the next section with rows (its own,
        /// if rows arrived there), else the last of the one before.
        static func survivor(of item: Int, before: [(id: Int, items: [Int])], after: [(id: Int, items: [Int])]) -> Int? {
            let staying = Set(after.flatMap(\.items))
            guard let s = before.firstIndex(where: { $0.items.contains(item) }) else { return nil }
            let r = before[s].items.firstIndex(of: item)!
            if let next = before[s].items[(r + 1)...].first(where: staying.contains) { return next }
            if let previous = before[s].items[..<r].last(where: staying.contains) { return previous }
            if let first = after[s...].first(where: { !$0.items.isEmpty }) { return first.items.first }
            return after[..<s].last(where: { !$0.items.isEmpty })?.items.last
        }

        /// The whole list's elements in reading order.
        var readingOrder: [ReaderTarget] {
            source.sections.flatMap { section -> [ReaderTarget] in
                (source.header(ofSection: section.id) > 0 ? [.header(section.id)] : [])
                    + section.items.map(ReaderTarget.item)
                    + (source.footer(ofSection: section.id) > 0 ? [.footer(section.id)] : [])
            }
        }

        func target(of id: AccessibilityElement.ID?) -> ReaderTarget? {
            switch id {
            case let .row(path)?: path.section < source.sections.count && path.row < source.sections[path.section].items.count ? .item(source.item(at: path)) : nil
            case let .header(s)?: s < source.sections.count ? .header(source.sections[s].id) : nil
            case let .footer(s)?: s < source.sections.count ? .footer(source.sections[s].id) : nil
            case nil: nil
            }
        }

        /// The checks; the elements only after a pass (`elements`: asked after a scroll, they
        /// have the list lay out first — see ``BeforeThePassRandomizedTests``).
        func check(_ what: String, elements: Bool) {
            let context = "\(context), \(what)"
            checks += 1
            let focusedItem = list.focusedIndexPath.map(source.item(at:))
            #expect(focusedItem == focused, "\(context): the focus is on item \(String(describing: focusedItem)), the reference's on \(String(describing: focused))")
            #expect(target(of: list.accessibilityFocusedElement) == reader,
                    "\(context): the screen reader is on \(String(describing: list.accessibilityFocusedElement)), the reference's on \(String(describing: reader))")
            if elements { checkElements(context) }
            CapabilityWorld.checkCells(list, source, context)
        }

        /// The elements against the brute-force reference.
        func checkElements(_ context: String) {
            let elements = list.accessibilityElements()
            let container = list.accessibilityContainer
            #expect(container.rows == source.count && container.sections == source.sections.count, "\(context): container \(container)")
            let rows = list.rowsWithCells
            let top = list.contentOffset.y, bottom = top + list.viewportSize.height
            var sections = Set(source.sections.indices.filter { s in
                list.rect(forSection: s).map { $0.minY < bottom && $0.maxY > top } ?? false
            })
            let paths = source.paths
            if !rows.isEmpty { sections.formUnion([paths[rows.lowerBound].section, paths[rows.upperBound - 1].section]) }
            var expected: [AccessibilityElement.ID] = []
            if let first = sections.min(), let last = sections.max() {
                for s in first...last {
                    if (list.rectForHeader(inSection: s)?.height ?? 0) > 0 { expected.append(.header(section: s)) }
                    let start = paths.firstIndex { $0.section == s } ?? 0
                    let inWindow = source.sections[s].items.indices.map { ListIndexPath(row: $0, section: s) }
                        .filter { rows.contains(start + $0.row) }
                        .sorted { a, b in
                            let (fa, fb) = (list.rectForRow(at: a)!, list.rectForRow(at: b)!)
                            return (fa.minY, fa.minX) < (fb.minY, fb.minX)
                        }
                    expected += inWindow.map(AccessibilityElement.ID.row)
                    if (list.rectForFooter(inSection: s)?.height ?? 0) > 0 { expected.append(.footer(section: s)) }
                }
            }
            #expect(elements.map(\.id) == expected, "\(context): elements \(elements.map(\.id)), the reference has \(expected)")
            let frames = CapabilityWorld.referenceFrames(source, layout, width: list.viewportSize.width)
            let tops = layout == .flow ? CapabilityWorld.referenceSectionTops(source, width: list.viewportSize.width) : nil
            for element in elements {
                guard case let .row(path) = element.id, let g = list.globalRow(for: path) else { continue }
                let item = source.item(at: path)
                let wanted = AccessibilityPosition(rowInSection: path.row + 1, rowsInSection: source.sections[path.section].items.count,
                                                   section: path.section + 1, sections: source.sections.count,
                                                   rowInList: g + 1, rowsInList: source.count)
                var position = element.position
                if case .grid = list.listLayout, let frames, let p = position {
                    let start = g - path.row
                    let own = frames[start..<(start + source.sections[path.section].items.count)]
                    let line = Set(own.map(\.minY).filter { $0 < frames[g].minY }).count + 1
                    let column = own.filter { $0.minY == frames[g].minY && $0.minX < frames[g].minX }.count + 1
                    #expect(p.line == line && p.column == column, "\(context): \(path) at line \(String(describing: p.line)), column \(String(describing: p.column)); the frames say \(line), \(column)")
                    position?.line = nil
                    position?.column = nil
                }
                #expect(position == wanted, "\(context): \(path)'s position \(String(describing: element.position)), the model's \(wanted)")
                #expect(element.frame == list.rectForRow(at: path), "\(context): \(path)'s element at \(element.frame)")
                if var wanted = frames?[g] {
                    // A flow: within its section, from the section's top the list has.
                    if let tops, let top = list.rectForHeader(inSection: path.section)?.minY { wanted.origin.y += top - tops[path.section] }
                    #expect(element.frame == wanted, "\(context): \(path)'s element at \(element.frame), the reference's at \(wanted)")
                }
                #expect(element.label == "Item \(item)", "\(context): \(path)'s label \(element.label)")
                #expect(element.traits.contains(.focused) == (focused == item), "\(context): \(path)'s traits \(element.traits)")
            }
        }

        func follow(before: [(id: Int, items: [Int])]) {
            let staying = Set(source.items)
            if let item = focused, !staying.contains(item) { focused = Self.survivor(of: item, before: before, after: source.sections) }
            if case let .item(item)? = reader, !staying.contains(item) {
                reader = Self.survivor(of: item, before: before, after: source.sections).map(ReaderTarget.item)
            }
        }

        func step(_ index: Int) throws {
            let what = "step \(index)"
            switch rng.below(20) {
            case 0..<6:
                let headings: [FocusHeading] = layout.isTable ? [.up, .down, .up, .down, .pageUp, .pageDown, .first, .last]
                    : [.up, .down, .left, .right, .left, .right, .pageUp, .pageDown, .first, .last]
                let heading = headings[rng.below(headings.count)]
                let wanted = expectedMove(heading)
                let heard = source.focusUpdates
                let result = try list.moveFocus(heading)
                let now = list.focusedIndexPath.map(source.item(at:))
                // A move onto the item that has the focus (an end that has it) is no focus update.
                #expect(source.focusUpdates - heard == (now != focused ? 1 : 0),
                        "\(context), \(what) move \(heading) from \(String(describing: focused)) to \(String(describing: now)): \(source.focusUpdates - heard) updates heard")
                if let wanted {
                    #expect(now == (wanted ?? focused), "\(context), \(what) move \(heading) from \(String(describing: focused)): on \(String(describing: now)), the scan says \(String(describing: wanted))")
                    #expect((result != nil) == (wanted != nil), "\(context), \(what) move \(heading): returned \(String(describing: result))")
                } else if result == nil {
                    #expect(now == focused, "\(context), \(what) move \(heading) went nowhere, yet the focus is on \(String(describing: now))")
                } else if let now {
                    // (A focus can sit on a refusing row that took it over from a deleted one.)
                    #expect(focusable(now), "\(context), \(what) move \(heading): on item \(now), which refuses the focus")
                }
                focused = now
                // It scrolls the least that shows the row (it fits: rows are at most 90 pt; a
                // self-sizing one may be measured taller in the pass after).
                if result != nil, layout != .selfSizingTable, let path = list.focusedIndexPath, let rect = list.rectForRow(at: path) {
                    let y = list.contentOffset.y
                    #expect(rect.minY >= y - 1e-6 && rect.maxY <= y + list.viewportSize.height + 1e-6,
                            "\(context), \(what) move \(heading): \(path) at \(rect) is not shown from \(y)")
                }
            case 6, 7:
                let paths = source.paths
                guard !paths.isEmpty else { break }
                let path = paths[rng.below(paths.count)]
                let item = source.item(at: path)
                let heard = source.focusUpdates
                let took = try list.focusRow(at: path)
                // (The row that has the focus keeps it, though it may refuse it: no focus update.)
                #expect(took == (focusable(item) || item == focused), "\(context), \(what) focusRow(at: \(path)) of item \(item): \(took)")
                #expect(source.focusUpdates - heard == (took && item != focused ? 1 : 0),
                        "\(context), \(what) focusRow(at: \(path)) of item \(item), the focus on \(String(describing: focused)): \(source.focusUpdates - heard) updates heard")
                if took { focused = item }
            case 8, 9:
                var step: AccessibilityNavigation = [.next, .previous, .next, .previous, .first, .last][rng.below(6)]
                if reader == nil, rng.below(2) == 0 { step = .next }
                let order = readingOrder
                let wanted: ReaderTarget? = switch (step, reader.flatMap { order.firstIndex(of: $0) }) {
                case (.first, _), (.next, nil): order.first
                case (.last, _), (.previous, nil): order.last
                case let (.next, at?): at + 1 < order.count ? order[at + 1] : nil
                case let (.previous, at?): at > 0 ? order[at - 1] : nil
                }
                let from = list.accessibilityFocusedElement
                let element = try list.navigateAccessibility(step, from: from)
                #expect(target(of: element?.id) == wanted, "\(context), \(what) \(step) from \(String(describing: from)): \(String(describing: element?.id)), the reading order says \(String(describing: wanted))")
                if let wanted { reader = wanted }
                if layout != .selfSizingTable, let element, case let .row(path) = element.id, let rect = list.rectForRow(at: path) {
                    let y = list.contentOffset.y
                    #expect(rect.minY >= y - 1e-6 && rect.maxY <= y + list.viewportSize.height + 1e-6, "\(context), \(what): \(path) is not shown")
                }
            case 10..<13:
                let before = source.sections
                var nextID = source.nextID
                let batch = RandomBatch(source.sections, intensity: 0.1, nextID: &nextID, rng: &rng, sectionChanges: false)
                source.nextID = nextID
                let arrived = Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items))
                for item in arrived.sorted() {
                    source.resize(item, &rng)
                    if rng.below(7) == 0 { source.unfocusable.insert(item) }
                }
                source.sections = batch.after
                _ = try list.performBatchUpdates(batch.update, animated: rng.below(2) == 0)
                follow(before: before)
            case 13:
                let paths = source.paths
                guard !paths.isEmpty else { break }
                let path = paths[rng.below(paths.count)]
                let height = Double(Int.random(in: 40...360, using: &rng)) / 4
                source.heights[source.item(at: path)] = height
                try list.setHeight(height, forRowAt: path)
            case 14:
                let visible = list.indexPathsForVisibleRows
                guard !visible.isEmpty else { break }
                let path = visible[rng.below(visible.count)]
                source.resize(source.item(at: path), &rng)
                try list.reloadRows(at: [path])
            case 15:
                _ = try list.setViewportSize(Size(width: Double(Int.random(in: 300...700, using: &rng)), height: list.viewportSize.height))
            case 16, 17:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: 0, y: Double.random(in: limits, using: &rng).rounded()))
            default:
                break
            }
            check("\(what), before the pass", elements: false)
            list.layout()
            check("\(what), after the pass", elements: true)
        }
    }

    static func run(seed: Int, layout: CapabilityWorld.Layout) throws {
        let run = try Run(seed: seed, layout: layout)
        for index in 0..<steps { try run.step(index) }
        #expect(run.checks == 2 * steps)
    }

    @Test(arguments: testSeeds(28))
    func tablesFocusAndReadByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .table) }

    @Test(arguments: testSeeds(16))
    func selfSizingTablesFocusAndReadByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .selfSizingTable) }

    @Test(arguments: testSeeds(20))
    func gridsFocusAndReadByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .grid) }

    @Test(arguments: testSeeds(28))
    func flowsFocusAndReadByTheReference(seed: Int) throws { try Self.run(seed: seed, layout: .flow) }
}
