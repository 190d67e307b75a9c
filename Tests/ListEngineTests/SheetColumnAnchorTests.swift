import Testing
@_spi(Sheet) @testable import ListEngine
import TestSupport

/// Keeping the horizontal place through column changes: the offset the anchor gives against a
/// naive recomputation (the anchor found by a scan, its columns followed by identity), and the
/// anchor's drift on screen, 0.
@Suite struct SheetColumnAnchorTests {
    /// The naive anchor: the first scrolling column on screen (a scan of the naive columns) that
    /// the batch neither deletes nor moves, and that is not frozen after it; with where it is
    /// after the batch (found by its identity).
    static func naiveAnchor(before: NaiveColumns, after: NaiveColumns, batch: SheetColumnBatch, x: Double,
                            width: Double) -> (old: Int, new: Int)? {
        let fw = min(before.frozenWidth, width)
        let leaving = Set(batch.deletions + batch.moves.map(\.from))
        guard fw < width else { return nil }
        for c in before.frozenCount..<before.count where before.offset(ofColumn: c) - x < width && before.end(ofColumn: c) - x > fw {
            guard !leaving.contains(c), let new = after.column(withID: before.ids[c]), new >= after.frozenCount else { continue }
            return (c, new)
        }
        return nil
    }

    /// Random batches over random columns, from random offsets: the new offset is the naive one
    /// (the anchor's new start, less the new frozen width, less where it was from the
    /// scrolling panes' edge); the anchor's left edge keeps its place from that edge, and where
    /// the frozen columns keep their width, its screen x.
    @Test(arguments: testSeeds(120))
    func randomBatchesKeepTheAnchorInPlace(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(97_000 + seed))
        var (columns, naive) = try SheetViewportTests.randomColumns(&rng, maxCount: seed % 10 == 0 ? 2_000 : 80)
        for step in 0..<12 {
            let width = [200, 400, 1_000][rng.below(3)] + Double(rng.below(4)) / 4
            let x = Double(rng.below(Swift.max(1, Int(columns.totalWidth) * 4))) / 4 - (rng.below(8) == 0 ? 30 : 0)
            let viewport = try SheetViewport(columns: columns, offset: Point(x: x, y: 0), size: Size(width: width, height: 300))
            let limit = rng.below(4) == 0 ? 40 : 4
            let batch = SheetColumnsTests.randomBatch(count: naive.count, limit: limit, &rng) { rng in
                columns.hasFixedWidth && columns.count > 0 && rng.below(2) == 0 ? columns.width(ofColumn: 0) : SheetColumnsTests.width(&rng, max: 150)
            }
            let before = naive
            let changes = try columns.apply(batch)
            naive.apply(batch)
            let kept = SheetColumnAnchor.offsetX(keeping: viewport, through: changes, over: columns)
            let context = "seed \(seed), step \(step), x \(x), width \(width), batch \(batch)"
            guard let expected = Self.naiveAnchor(before: before, after: naive, batch: batch, x: x, width: width) else {
                #expect(kept == x, "\(context): no anchor, yet the offset moved to \(kept)")
                let anchor = SheetColumnAnchor(viewport: viewport, changes: changes)
                #expect(anchor == nil, "\(context): anchor \(String(describing: anchor))")
                continue
            }
            guard let anchor = SheetColumnAnchor(viewport: viewport, changes: changes) else {
                Issue.record("\(context): no anchor; naive \(expected)")
                continue
            }
            #expect(anchor.column == expected.old && anchor.newColumn == expected.new, "\(context): anchor \(anchor)")
            let paneX = before.offset(ofColumn: expected.old) - x - before.frozenWidth
            let naiveX = naive.offset(ofColumn: expected.new) - naive.frozenWidth - paneX
            #expect(kept == naiveX, "\(context): offset \(kept), naive \(naiveX)")
            // Drift, on screen: the anchor's left edge from the scrolling panes' edge.
            let after = try SheetViewport(columns: columns, offset: Point(x: kept, y: 0), size: Size(width: width, height: 300))
            let screenBefore = viewport.frame(ofColumn: expected.old, rowTop: 0, rowHeight: 1, rowIsFrozen: false).minX
            let screenAfter = after.frame(ofColumn: expected.new, rowTop: 0, rowHeight: 1, rowIsFrozen: false).minX
            #expect(screenAfter - columns.frozenWidth == screenBefore - before.frozenWidth, "\(context): drift")
            if naive.frozenWidth == before.frozenWidth {
                #expect(screenAfter == screenBefore, "\(context): screen x \(screenBefore) → \(screenAfter)")
            }
        }
    }

    /// A column left of the anchor grown to fit its content (and columns right of it, and the
    /// anchor itself) move nothing on screen: the offset grows by the width gained left of it.
    @Test(arguments: testSeeds(40))
    func widenedColumnsKeepTheAnchorInPlace(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(98_000 + seed))
        var (columns, naive) = try SheetViewportTests.randomColumns(&rng, maxCount: 120)
        guard columns.count > columns.frozenCount else { return }
        for step in 0..<10 {
            let x = Double(rng.below(Swift.max(1, Int(columns.totalWidth) * 4))) / 4
            let viewport = try SheetViewport(columns: columns, offset: Point(x: x, y: 0), size: Size(width: 300, height: 300))
            let anchor = SheetColumnAnchor(viewport: viewport)
            let c = rng.below(columns.count)
            let width = SheetColumnsTests.width(&rng, max: 200)
            let before = naive
            let grew = try columns.widen(column: c, toAtLeast: width)
            _ = naive.widen(column: c, toAtLeast: width)
            let context = "seed \(seed), step \(step): column \(c) to \(width), x \(x)"
            guard let anchor else {
                #expect(viewport.visibleScrollingColumns.isEmpty, "\(context)")
                continue
            }
            #expect(anchor.column == viewport.visibleScrollingColumns.lowerBound && anchor.newColumn == anchor.column, "\(context)")
            let kept = anchor.offsetX(over: columns)
            let gained = c < anchor.column ? naive.widths[c] - before.widths[c] : 0
            let frozenGain = naive.frozenWidth - before.frozenWidth
            #expect(kept == x + gained - frozenGain, "\(context): offset \(kept), grew \(grew)")
            let after = try SheetViewport(columns: columns, offset: Point(x: kept, y: 0), size: Size(width: 300, height: 300))
            let screenBefore = viewport.frame(ofColumn: anchor.column, rowTop: 0, rowHeight: 1, rowIsFrozen: false).minX
            let screenAfter = after.frame(ofColumn: anchor.column, rowTop: 0, rowHeight: 1, rowIsFrozen: false).minX
            #expect(screenAfter - naive.frozenWidth == screenBefore - before.frozenWidth, "\(context): drift")
        }
    }

    /// Columns inserted, deleted and resized left of the anchor, by hand: the anchor stays at
    /// its screen x; deleting the anchor passes the place to the next column on screen; with no
    /// column on screen left to keep it, the offset stays.
    @Test func handPickedBatches() throws {
        var columns = try SheetColumns(widths: Array(repeating: 100, count: 20), frozenCount: 1)
        // The scrolling panes show content 550 ..< 950: column 5 (500 ..< 600) is the anchor,
        // its left edge at 50 on screen.
        let viewport = try SheetViewport(columns: columns, offset: Point(x: 450, y: 0), size: Size(width: 500, height: 100))
        #expect(viewport.visibleScrollingColumns == 5..<10)
        let batch = SheetColumnBatch(deletions: [2], insertions: [.init(1, width: 30), .init(2, width: 45)], reloads: [.init(3, width: 150)])
        var copy = columns
        let changes = try copy.apply(batch)
        // Column 5 is column 6 now, at 100 + 30 + 45 + 100 + 150 + 100 = 525: 50 on screen at 475.
        #expect(copy.offset(ofColumn: 6) == 525)
        #expect(SheetColumnAnchor.offsetX(keeping: viewport, through: changes, over: copy) == 475)
        // The anchor deleted and the next moved: the place passes to column 7.
        let gone = try columns.apply(SheetColumnBatch(deletions: [5], moves: [.init(from: 6, to: 0)]))
        let anchor = try #require(SheetColumnAnchor(viewport: viewport, changes: gone))
        #expect(anchor.column == 7 && anchor.newColumn == 6 && anchor.paneX == 700 - 450 - 100)
        #expect(anchor.offsetX(over: columns) == columns.offset(ofColumn: 6) - 100 - 150)
        // Nothing on screen survives: the offset stays.
        let all = try SheetColumns(widths: Array(repeating: 100, count: 4), frozenCount: 1)
        let wide = try SheetViewport(columns: all, offset: .zero, size: Size(width: 1_000, height: 10))
        var emptied = all
        let changes2 = try emptied.apply(SheetColumnBatch(deletions: [1, 2, 3]))
        #expect(SheetColumnAnchor.offsetX(keeping: wide, through: changes2, over: emptied) == 0)
    }
}
