import Testing
@testable import ListEngine
import TestSupport

/// A fixed-height grid of 10⁶, 10⁸ and then 10⁹ items through batches — rows deleted, inserted
/// and moved above, in and below the viewport, a section reloaded, deleted and inserted (below and
/// above the viewport: its rows are new rows above, kept as one run) — stays in
/// closed form, holding nothing per item, and the process's peak resident memory grows by a few
/// megabytes at most. The sizes go up in turn and stop at the first that fails: a regression that
/// holds memory per item fails at 10⁸ (some 500 MB) and never reaches 10⁹ (5 GB and more).
@Suite struct HugeGridBatchTests {
    /// Sections of items that are only counted: no memory per item.
    final class CountedItems: ListDataSource {
        /// Every section's number of items.
        var counts: [Int]

        /// Sections of `counts` items.
        init(counts: [Int]) { self.counts = counts }

        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        }
    }

    /// How much the peak resident memory may grow over a size's batches: room for what other
    /// tests running at the same time allocate, far below what one `Float32` an item would take
    /// at 10⁸ items (400 MB).
    static let peakGrowthLimit = 96 << 20

    /// 10⁶, 10⁸, then 10⁹ items, stopping at the first size that fails.
    @Test func fixedHeightGridStaysClosedFormThroughBatches() throws {
        for items in [1_000_000, 100_000_000, 1_000_000_000] {
            let passed = try batchesKeepClosedForm(items: items)
            guard passed else { break }
        }
    }

    /// Runs the batches on a grid of `items` items; returns whether every check held.
    private func batchesKeepClosedForm(items: Int) throws -> Bool {
        let sections = 26
        let source = CountedItems(counts: (0..<sections).map { items / sections + ($0 < items % sections ? 1 : 0) })
        let list = ListView(style: .plain, layout: .grid(GridLayout()), rowHeight: .fixed(120))
        list.register(ItemCell.self, forCellReuseIdentifier: "item")
        list.dataSource = source
        try list.setViewportSize(Size(width: 390, height: 844))
        try list.reloadData()
        try list.scrollToRow(at: ListIndexPath(row: source.counts[13] / 2, section: 13), position: .middle)
        list.layout()
        let peakBefore = ProcessMemory.resetPeak()
        let first = list.indexPath(forGlobalRow: list.ranges.visible.lowerBound)!
        let s = first.section
        var checks = [Bool]()
        func batch(_ what: String, _ change: (inout ListBatchUpdate) -> Void) throws {
            var update = ListBatchUpdate()
            change(&update)
            try list.performBatchUpdates(update)
            list.layout()
            let closed = list.gridHoldsNothingPerItem
            #expect(closed, "\(items) items, \(what): the grid holds nothing per item")
            checks.append(closed)
        }
        let rows = (0..<3).map { ListIndexPath(row: first.row - 300 + $0 * 7, section: s) }
        try batch("rows deleted above and inserted below") { update in
            update.deleteRows(at: rows)
            update.insertRows(at: rows.map { ListIndexPath(row: $0.row + 600, section: s) })
        }
        try batch("rows deleted on screen and inserted at a section's end") { update in
            update.deleteRows(at: [ListIndexPath(row: first.row + 4, section: s), ListIndexPath(row: first.row + 5, section: s)])
            update.insertRows(at: [ListIndexPath(row: source.counts[s] - 2, section: s), ListIndexPath(row: source.counts[s] - 1, section: s)])
        }
        source.counts[s] -= 1
        source.counts[s + 1] += 1
        try batch("a row moved to the next section") { update in
            update.moveRow(at: ListIndexPath(row: first.row + 1, section: s), to: ListIndexPath(row: 10, section: s + 1))
        }
        try batch("a section reloaded") { $0.reloadSections([s + 2]) }
        let deleted = source.counts.remove(at: sections - 1)
        try batch("the last section deleted") { $0.deleteSections([sections - 1]) }
        source.counts.append(deleted)
        try batch("a section inserted at the end") { $0.insertSections([sections - 1]) }
        source.counts.insert(deleted, at: 0)
        try batch("a section inserted above the viewport") { $0.insertSections([0]) }
        #expect(list.newRowsAbove == deleted, "\(items) items: the inserted section's rows are new above")
        if let peakBefore, let peak = ProcessMemory.peakResidentBytes() {
            let growth = peak - peakBefore
            #expect(growth <= Self.peakGrowthLimit, "\(items) items: the peak resident memory grew by \(growth >> 20) MB")
            checks.append(growth <= Self.peakGrowthLimit)
        }
        return !checks.contains(false)
    }
}
