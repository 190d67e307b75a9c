import Testing
@testable import ListEngine
import TestSupport

/// Drags into content laid out from estimates, replayed step by step: a flow's lines above the
/// ones laid out, a self-sizing table's rows not measured yet. The layout pass that lays them
/// out or measures them keeps the content the reader was shown where the drag put it (README,
/// "Keeping the place": the first row on screen whose frame is final anchors), as UIKit's table
/// view and compositional layout move the offset while the rows above are measured.
@Suite struct DragPlaceTests {
    /// Sections of items whose sizes differ from the estimates: widths and heights from the
    /// item's global number (a flow's `sizeForItemAt`), heights the cells measure (a self-sizing
    /// table's).
    final class Source: ListDataSource, ListDelegate {
        let counts: [Int]

        init(counts: [Int]) { self.counts = counts }

        func global(_ path: ListIndexPath) -> Int { counts[..<path.section].reduce(0, +) + path.row }
        func size(of path: ListIndexPath) -> Size {
            let g = global(path)
            return Size(width: 60 + Double((g * 7919) % 181), height: 40 + Double((g * 31) % 5) * 18)
        }

        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            (cell as? ItemCell)?.measuredHeight = size(of: indexPath).height
            return cell
        }
        func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? { size(of: indexPath) }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 28 }
    }

    /// The rows on screen in order, global numbers with where their tops are on screen, from
    /// the frames the list has now — between passes too (rows' tops never decrease with their
    /// numbers; none is taller than 160 pt).
    static func onScreen(_ list: ListView) -> [(row: Int, screenY: Double)] {
        let (y0, y1) = (list.contentOffset.y, list.contentOffset.y + list.viewportSize.height)
        var low = 0
        var high = list.totalRows
        while low < high {
            let mid = (low + high) / 2
            if list.rectForRow(globalRow: mid)!.minY < y0 - 160 { low = mid + 1 } else { high = mid }
        }
        var rows: [(row: Int, screenY: Double)] = []
        for g in low..<list.totalRows {
            let frame = list.rectForRow(globalRow: g)!
            if frame.minY >= y1 { break }
            if frame.maxY > y0, frame.height > 0 { rows.append((g, frame.minY - y0)) }
        }
        return rows
    }

    /// Drags the content down by `distance` (the offset up) and lays out: every row the pass
    /// before showed is where the drag put it, before and after the pass that lays out or
    /// measures what the drag uncovered. Returns the rows on screen before that pass, each with
    /// whether its frame was final (measured, laid out) or laid out from estimates.
    @discardableResult
    static func dragDown(_ list: ListView, by distance: Double, _ context: String) throws -> [(row: Int, final: Bool)] {
        let shown = onScreen(list)
        try list.setContentOffset(Point(x: 0, y: list.contentOffset.y - distance))
        let uncovered = onScreen(list).map { ($0.row, list.layoutHasFinalFrame(item: $0.row)) }
        let rule = PlaceRule(before: list)
        list.layout()
        for (g, screenY) in shown {
            let top = try #require(list.rectForRow(globalRow: g)).minY
            let kept = rule.screenY(ofRowAt: top, keptAt: screenY + distance, in: list)
            #expect(top - list.contentOffset.y == kept, "\(context): row \(g) was at \(screenY), dragged by \(distance) it is at \(top - list.contentOffset.y), not \(kept)")
        }
        for cell in list.visibleCells {
            let path = try #require(cell.indexPath)
            let g = try #require(list.globalRow(for: path))
            #expect(cell.frame == list.rectForRow(globalRow: g), "\(context): the cell of row \(g) is not at its frame")
        }
        return uncovered
    }

    /// The example found by a model of the public API: a flow, a jump into its second section
    /// (the first stays estimated), then a drag up far enough to uncover the first section's
    /// estimated lines above the items on screen. The pass that lays them out keeps every item
    /// that was on screen where the drag put it; before, it kept the first visible item — an
    /// estimated one — and the lines laid out between it and the items on screen moved them.
    @Test func aFlowDraggedUpIntoEstimatedLinesKeepsWhatWasOnScreen() throws {
        let source = Source(counts: [300, 300])
        let list = try makeList(over: source, cells: [("item", ItemCell.self)],
                                layout: .flow(FlowLayout(estimatedItemSize: Size(width: 100, height: 60))),
                                viewport: Size(width: 390, height: 844), laysOut: true)
        // The second section laid out down to its 120th item; the first one estimated.
        try list.scrollToRow(at: ListIndexPath(row: 120, section: 1), position: .top)
        let secondTop = try #require(list.rect(forSection: 1)).minY
        // Then, before any pass, a scroll to 600 pt below the second section's top: the pass
        // lays out half a screen above the viewport, not the first section.
        try list.setContentOffset(Point(x: 0, y: secondTop + 600))
        list.layout()
        #expect(!list.layoutHasLaidOut(item: 299))
        let shown = Self.onScreen(list)
        #expect(!shown.isEmpty && shown.allSatisfy { $0.row >= 300 })
        // The drag: the first section's last lines come on screen above the second's header.
        let uncovered = try Self.dragDown(list, by: 700, "the drag up")
        #expect(uncovered.contains { $0.row < 300 && !$0.final }, "the drag uncovered no estimated line: \(uncovered)")
        #expect(list.layoutHasLaidOut(item: 299))
        // And on up, and back down: each pass keeps what the one before showed.
        for step in 0..<6 { try Self.dragDown(list, by: 500, "drag up \(step)") }
        for step in 0..<6 { try Self.dragDown(list, by: -450, "drag down \(step)") }
    }

    /// The same in a self-sizing table: a jump to row 500 measures the rows on screen and half a
    /// screen above; a drag up by 0.8 of a screen uncovers rows not measured yet above them.
    /// The pass that measures them moves the offset by their change, keeping the rows measured
    /// where the drag put them; before, it kept the first visible row, not measured, and the rows
    /// measured between it and the rows on screen moved those.
    @Test func aSelfSizingTableDraggedUpIntoRowsNotMeasuredKeepsWhatWasOnScreen() throws {
        let source = Source(counts: [2_000])
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: 44),
                                viewport: Size(width: 390, height: 844), laysOut: true)
        // A jump: nothing on screen is measured, so the first row on screen keeps its place.
        try list.scrollToRow(at: ListIndexPath(row: 500, section: 0), position: .top)
        let landed = try #require(Self.onScreen(list).first)
        #expect(!list.layoutHasMeasured(item: landed.row))
        list.layout()
        #expect(list.rectForRow(globalRow: landed.row)!.minY - list.contentOffset.y == landed.screenY)
        let uncovered = try Self.dragDown(list, by: 675, "the drag up")
        #expect(uncovered.first?.final == false, "the drag uncovered no row not measured: \(uncovered)")
        for step in 0..<6 { try Self.dragDown(list, by: 640, "drag up \(step)") }
        for step in 0..<6 { try Self.dragDown(list, by: -700, "drag down \(step)") }
    }

    /// A drag up that uncovers rows measured on an earlier visit above rows not measured yet,
    /// above the rows the last pass showed: those rows, not the first measured on screen, keep
    /// the place — measuring the rows between moves the offset, not what the reader saw.
    @Test func aDragAcrossRowsNotMeasuredKeepsTheRowsTheLastPassShowed() throws {
        let source = Source(counts: [2_000])
        let list = try makeList(over: source, cells: [("item", ItemCell.self)], rowHeight: .selfSizing(estimate: 44),
                                viewport: Size(width: 390, height: 844), laysOut: true)
        // Rows ready a tenth of a screen above the viewport: a short drag up passes them.
        try list.setRangeTuning(RangeTuning(ready: .init(leading: 1, trailing: 0.1)))
        // A first visit measures rows from 400 to `m`; a second, a few rows below `m`, leaves
        // those few rows not measured between.
        try list.scrollToRow(at: ListIndexPath(row: 400, section: 0), position: .top)
        list.layout()
        let m = try #require((400..<2_000).first { !list.layoutHasMeasured(item: $0) })
        var second = m + 3
        var between = 0.0
        while between < 200 {
            between += source.size(of: ListIndexPath(row: second, section: 0)).height
            second += 1
        }
        try list.scrollToRow(at: ListIndexPath(row: second, section: 0), position: .top)
        list.layout()
        // The drag: the first visit's last row comes on screen.
        let distance = list.contentOffset.y - list.rectForRow(globalRow: m - 1)!.minY + 10
        #expect(distance < 700)
        let uncovered = try Self.dragDown(list, by: distance, "the drag up across rows not measured")
        // Measured rows (the first visit's) on screen above rows not measured, above the rows
        // the last pass showed.
        let firstEstimated = try #require(uncovered.firstIndex { !$0.final }, "\(uncovered)")
        #expect(uncovered[..<firstEstimated].contains { $0.final } && uncovered[firstEstimated...].contains { $0.final && $0.row >= second },
                "\(uncovered)")
    }
}
