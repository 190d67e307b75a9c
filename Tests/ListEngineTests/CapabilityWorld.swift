import Testing
@testable import ListEngine
import TestSupport

/// What the randomized suites of the capabilities share: a data source over sections of item
/// identities whose sizes, focusability and labels belong to the item, the layouts they run in,
/// the naive reference frames of those layouts, and the checks every step ends with.
enum CapabilityWorld {
    /// Sections of item identities; an item's height and width belong to it, so they follow it
    /// through batches. Headers belong to the section's identity; footers only in tables.
    final class Source: ListDataSource, ListDelegate {
        var sections: [(id: Int, items: [Int])]
        var heights: [Int: Double] = [:]
        var widths: [Int: Double] = [:]
        /// Items whose rows refuse the keyboard focus.
        var unfocusable: Set<Int> = []
        /// Whether sections have footers (the collection references have none).
        let footers: Bool
        /// The next identity an item or section gets.
        var nextID = 0
        /// How many animated scrolls landed, and how many update animations played to their end
        /// (the delegate's callbacks).
        var landings = 0
        var updateAnimationsEnded = 0
        /// How many focus changes the delegate heard of.
        var focusUpdates = 0

        init(footers: Bool) { self.footers = footers; sections = [] }

        /// `count` sections of 1…`maxItems` items of random sizes.
        static func random(_ rng: inout SeededGenerator, sections count: Int, maxItems: Int, footers: Bool) -> Source {
            let source = Source(footers: footers)
            for _ in 0..<count {
                let id = source.newID()
                source.sections.append((id, (0..<Int.random(in: 1...maxItems, using: &rng)).map { _ in source.newItem(&rng) }))
            }
            return source
        }

        func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        /// A new item with a random size (quarter points: sums stay exact).
        func newItem(_ rng: inout SeededGenerator) -> Int {
            let item = newID()
            resize(item, &rng)
            return item
        }

        func resize(_ item: Int, _ rng: inout SeededGenerator) {
            heights[item] = Double(Int.random(in: 40...360, using: &rng)) / 4
            widths[item] = Double(Int.random(in: 40...220, using: &rng))
        }

        func item(at path: ListIndexPath) -> Int { sections[path.section].items[path.row] }
        var items: [Int] { sections.flatMap(\.items) }
        var count: Int { sections.reduce(0) { $0 + $1.items.count } }
        var paths: [ListIndexPath] {
            sections.indices.flatMap { s in sections[s].items.indices.map { ListIndexPath(row: $0, section: s) } }
        }
        /// Where `item` is now, by walking the sections.
        func path(of item: Int) -> ListIndexPath? {
            for (s, section) in sections.enumerated() {
                if let r = section.items.firstIndex(of: item) { return ListIndexPath(row: r, section: s) }
            }
            return nil
        }
        func header(ofSection id: Int) -> Double { 12 + Double(id % 3) * 6 }
        func footer(ofSection id: Int) -> Double { footers ? Double(id % 2) * 8 : 0 }

        func numberOfSections(in listView: ListView) -> Int { sections.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            let item = item(at: indexPath)
            (cell as? ItemCell)?.item = item
            (cell as? ItemCell)?.measuredHeight = heights[item]
            cell.accessibilityLabel = "Item \(item)"
            return cell
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { heights[item(at: indexPath)] }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
            let item = item(at: indexPath)
            return Size(width: widths[item] ?? 80, height: heights[item] ?? 44)
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { header(ofSection: sections[section].id) }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { footer(ofSection: sections[section].id) }
        func listView(_ listView: ListView, canFocusRowAt indexPath: ListIndexPath) -> Bool { !unfocusable.contains(item(at: indexPath)) }
        func listViewDidEndScrollingAnimation(_ listView: ListView) { landings += 1 }
        func listViewDidEndUpdateAnimation(_ listView: ListView) { updateAnimationsEnded += 1 }
        func listView(_ listView: ListView, didUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) { focusUpdates += 1 }
    }

    /// The layouts the suites run in.
    enum Layout: String, CaseIterable, CustomStringConvertible, Sendable {
        case table, selfSizingTable, grid, flow
        var description: String { rawValue }
        static let gridLayout = GridLayout(columns: .fixed(3))
        static let flowLayout = FlowLayout()
        var listLayout: ListLayout {
            switch self {
            case .table, .selfSizingTable: .table
            case .grid: .grid(Self.gridLayout)
            case .flow: .flow(Self.flowLayout)
            }
        }
        var rowHeight: RowHeight { self == .selfSizingTable ? .selfSizing(estimate: 40) : .perRow }
        var isTable: Bool { self == .table || self == .selfSizingTable }
    }

    /// Runs one seed's sequence, under `withKnownIssue` when `issue` names a divergence it
    /// replays that is being fixed (remove the seed from its suite's list when the fix lands).
    static func replay(knownIssue issue: String?, _ body: () throws -> Void) throws {
        guard let issue else { return try body() }
        withKnownIssue(Comment(rawValue: issue)) { try body() }
    }

    /// A list of `layout` over `source`, `viewport` big, loaded and laid out.
    static func makeList(_ source: Source, _ layout: Layout, viewport: Size, anchorsToEnd: Bool = false) throws -> ListView {
        try TestSupport.makeList(over: source, cells: [("item", ItemCell.self)], layout: layout.listLayout, rowHeight: layout.rowHeight,
                                 viewport: viewport, anchorsToEnd: anchorsToEnd, laysOut: true)
    }

    /// Every item's frame as a naive layout of all of them from the top places it, in global
    /// order, at `width` — the true sizes (nil for a self-sizing table, whose unmeasured rows
    /// the engine still has at their estimates). A flow lays out lazily and estimates where the
    /// sections it has not laid out end: compare its frames within their sections
    /// (``referenceSectionTops(_:width:)``).
    static func referenceFrames(_ source: Source, _ layout: Layout, width: Double) -> [Rect]? {
        let headers = source.sections.map { source.header(ofSection: $0.id) }
        let heights = source.sections.map { $0.items.map { source.heights[$0]! } }
        switch layout {
        case .selfSizingTable:
            return nil
        case .table:
            let table = ReferenceTable(headers: headers, footers: source.sections.map { source.footer(ofSection: $0.id) }, rows: heights)
            return table.rowFrames().map { Rect(x: 0, y: $0.top, width: width, height: $0.height) }
        case .grid:
            return ReferenceGrid(headers: headers, heights: heights, layout: Layout.gridLayout, width: width, measured: true).itemFrames
        case .flow:
            let sizes = source.sections.map { $0.items.map { Size(width: source.widths[$0]!, height: source.heights[$0]!) } }
            return ReferenceFlow(headers: headers, sizes: sizes, layout: Layout.flowLayout, width: width).placement().frames
        }
    }

    /// Where each section of a flow starts (its header's top), as the reference lays it out.
    static func referenceSectionTops(_ source: Source, width: Double) -> [Double] {
        let sizes = source.sections.map { $0.items.map { Size(width: source.widths[$0]!, height: source.heights[$0]!) } }
        return ReferenceFlow(headers: source.sections.map { source.header(ofSection: $0.id) }, sizes: sizes, layout: Layout.flowLayout,
                             width: width).placement().sectionTops
    }

    /// The checks every step ends with: the engine's invariants, and each visible cell showing
    /// the item the model has at its index path, framed where the list says that row is.
    static func checkCells(_ list: ListView, _ source: Source, _ context: @autoclosure () -> String) {
        list._checkInvariants()
        list.checkTableGeometryInvariants()
        list.checkSectionViewInvariants()
        if case .grid = list.listLayout { list.checkGridGeometryInvariants() }
        #expect(list.totalRows == source.count, "\(context()): \(list.totalRows) rows, the model has \(source.count)")
        for cell in list.visibleCells {
            guard let path = cell.indexPath, path.section < source.sections.count, path.row < source.sections[path.section].items.count else {
                Issue.record("\(context()): a visible cell at \(String(describing: cell.indexPath)), outside the model")
                continue
            }
            if let shown = (cell as? ItemCell)?.item, cell.contentState != .placeholder {
                #expect(shown == source.item(at: path), "\(context()): the cell at \(path) shows item \(shown), the model has \(source.item(at: path))")
            }
            #expect(cell.frame == list.rectForRow(at: path), "\(context()): the cell at \(path) is framed at \(cell.frame), its row at \(String(describing: list.rectForRow(at: path)))")
        }
    }

    /// Performs a random batch of about `intensity` of the rows (no section changes): the
    /// model first, then the list; new items get random sizes. Returns the items that were
    /// deleted or moved (they cannot anchor), the ones inserted, and whether it names any row.
    @discardableResult
    static func randomBatch(_ list: ListView, _ source: Source, intensity: Double, animated: Bool,
                            _ rng: inout SeededGenerator) throws -> (gone: Set<Int>, arrived: Set<Int>, changes: Bool) {
        var nextID = source.nextID
        let batch = RandomBatch(source.sections, intensity: intensity, nextID: &nextID, rng: &rng, sectionChanges: false)
        source.nextID = nextID
        let arrived = Set(batch.after.flatMap(\.items)).subtracting(batch.before.flatMap(\.items))
        for item in arrived.sorted() { source.resize(item, &rng) }
        let gone = Set(batch.update.deletedRows.map { source.item(at: $0) }).union(batch.update.movedRows.map { source.item(at: $0.from) })
        source.sections = batch.after
        _ = try list.performBatchUpdates(batch.update, animated: animated)
        return (gone, arrived, !gone.isEmpty || !arrived.isEmpty || !batch.update.reloadedRows.isEmpty)
    }
}
