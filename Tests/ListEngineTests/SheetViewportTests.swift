import Testing
@_spi(Sheet) @testable import ListEngine
import TestSupport

/// A sheet's viewport against a naive one: panes, the columns each shows, every cell's frame,
/// hit testing against a linear search of every cell's visible frame, and the column windows
/// against bands worked out by hand.
@Suite struct SheetViewportTests {
    /// Random columns (closed form or per column, spacing, frozen ones) and their naive twin.
    static func randomColumns(_ rng: inout SeededGenerator, maxCount: Int = 60) throws -> (SheetColumns, NaiveColumns) {
        let count = rng.below(maxCount + 1)
        let spacing = rng.below(3) == 0 ? 0 : Double(rng.below(17)) / 4
        let frozen = rng.below(Swift.min(count, 3) + 1)
        if rng.below(3) == 0 {
            let width = [0, 30, 44.5, 120][rng.below(4)]
            return (try SheetColumns(count: count, width: width, spacing: spacing, frozenCount: frozen),
                    NaiveColumns(widths: Array(repeating: width, count: count), spacing: spacing, frozenCount: frozen))
        }
        let widths = (0..<count).map { _ in SheetColumnsTests.width(&rng, max: 150) }
        return (try SheetColumns(widths: widths, spacing: spacing, frozenCount: frozen),
                NaiveColumns(widths: widths, spacing: spacing, frozenCount: frozen))
    }

    /// Rows as a table stacks them: tops and heights, the first `frozen` frozen.
    struct Rows {
        var tops: [Double]
        var heights: [Double]
        var frozen: Int
        var frozenHeight: Double { frozen < tops.count ? tops[frozen] : (tops.last.map { $0 + heights[heights.count - 1] } ?? 0) }

        init(_ rng: inout SeededGenerator) {
            heights = (0..<rng.below(30)).map { _ in rng.quarterHeight(max: 60) }
            var y = 0.0
            tops = heights.map { h in defer { y += h }; return y }
            frozen = rng.below(Swift.min(heights.count, 3) + 1)
        }

        /// The row of the given frozenness whose span holds `y`.
        func row(at y: Double, frozen isFrozen: Bool) -> Int? {
            tops.indices.first { ($0 < frozen) == isFrozen && tops[$0] <= y && y < tops[$0] + heights[$0] }
        }
    }

    /// A viewport of random offset (within the limits, past them, or far off) and size (0,
    /// smaller than the frozen panes, or larger than the content).
    static func randomViewport(_ columns: SheetColumns, _ rows: Rows, _ rng: inout SeededGenerator) throws -> SheetViewport {
        let size = Size(width: [0, 50, 200, 400, 1_000][rng.below(5)] + Double(rng.below(4)) / 4,
                        height: [0, 30, 300, 2_000][rng.below(4)])
        func coordinate(_ length: Double) -> Double {
            switch rng.below(5) {
            case 0: 0
            case 1: -Double(rng.below(200)) / 4
            case 2: length + Double(rng.below(200))
            default: Double(rng.below(Swift.max(1, Int(length) * 4))) / 4
            }
        }
        let offset = Point(x: coordinate(columns.totalWidth - size.width), y: coordinate(rows.frozenHeight + 500))
        return try SheetViewport(columns: columns, offset: offset, size: size, frozenRowHeight: rows.frozenHeight)
    }

    /// Every cell's visible frame, worked out from the naive columns and rows: its frame moved
    /// by the content offset along the axes it scrolls, clipped to the pane its row and column
    /// put it in.
    static func naiveVisibleFrames(_ naive: NaiveColumns, _ rows: Rows, offset: Point, size: Size) -> [(row: Int, column: Int, rect: Rect)] {
        let fw = min(naive.frozenWidth, size.width), fh = min(rows.frozenHeight, size.height)
        var frames = [(row: Int, column: Int, rect: Rect)]()
        for r in rows.tops.indices {
            for c in 0..<naive.count {
                let frozenColumn = c < naive.frozenCount, frozenRow = r < rows.frozen
                let x = naive.offset(ofColumn: c) - (frozenColumn ? 0 : offset.x)
                let y = rows.tops[r] - (frozenRow ? 0 : offset.y)
                let pane = Rect(x: frozenColumn ? 0 : fw, y: frozenRow ? 0 : fh,
                                width: frozenColumn ? fw : size.width - fw, height: frozenRow ? fh : size.height - fh)
                let x0 = max(x, pane.minX), x1 = min(x + naive.widths[c], pane.maxX)
                let y0 = max(y, pane.minY), y1 = min(y + rows.heights[r], pane.maxY)
                if x0 < x1, y0 < y1 { frames.append((r, c, Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))) }
            }
        }
        return frames
    }

    /// Hit testing finds the cell a linear search of every visible cell's frame finds — at most
    /// one holds any point — at random points and at the edges of panes and cells (on the
    /// quarter-point grid, where moving a point by the offset is exact); and every cell's
    /// visible frame is the naive one.
    @Test(arguments: testSeeds(60))
    func hitTestingMatchesALinearSearch(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(94_000 + seed))
        let (columns, naive) = try Self.randomColumns(&rng)
        let rows = Rows(&rng)
        for round in 0..<4 {
            let viewport = try Self.randomViewport(columns, rows, &rng)
            let context = "seed \(seed), round \(round), offset \(viewport.offset), size \(viewport.size)"
            let frames = Self.naiveVisibleFrames(naive, rows, offset: viewport.offset, size: viewport.size)
            var shown = Set<Int>()
            for (r, c, rect) in frames {
                let frame = viewport.visibleFrame(ofColumn: c, rowTop: rows.tops[r], rowHeight: rows.heights[r], rowIsFrozen: r < rows.frozen)
                #expect(frame == rect, "\(context): cell (\(r), \(c))")
                shown.insert(r * 1_000 + c)
            }
            for r in rows.tops.indices {
                for c in 0..<naive.count where !shown.contains(r * 1_000 + c) {
                    let frame = viewport.visibleFrame(ofColumn: c, rowTop: rows.tops[r], rowHeight: rows.heights[r], rowIsFrozen: r < rows.frozen)
                    #expect(frame == nil, "\(context): cell (\(r), \(c)) hidden, yet \(String(describing: frame))")
                }
            }
            var points = (0..<150).map { _ in
                Point(x: Double.random(in: -10...(viewport.size.width + 10), using: &rng), y: Double.random(in: -10...(viewport.size.height + 10), using: &rng))
            }
            for (_, _, rect) in frames.shuffled(using: &rng).prefix(40) {
                points += [rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX - 0.125, y: rect.maxY - 0.125),
                           Point(x: rect.midX, y: rect.midY)]
            }
            points += [Point(x: viewport.frozenPaneWidth, y: viewport.frozenPaneHeight), Point(x: 0, y: 0), Point(x: .nan, y: 1)]
            for point in points {
                let naiveHits = frames.filter { $0.rect.contains(point) }
                #expect(naiveHits.count <= 1, "\(context): cells overlap at \(point)")
                let hit = viewport.hitTest(point)
                let inside = point.x >= 0 && point.x < viewport.size.width && point.y >= 0 && point.y < viewport.size.height
                #expect((hit != nil) == inside, "\(context): hit at \(point)")
                let found = hit.flatMap { hit in
                    hit.column.flatMap { c in rows.row(at: hit.content.y, frozen: hit.pane.hasFrozenRows).map { (row: $0, column: c) } }
                }
                let expected = naiveHits.first.map { (row: $0.row, column: $0.column) }
                #expect(found?.row == expected?.row && found?.column == expected?.column,
                        "\(context): at \(point) hit \(String(describing: hit)), naive \(String(describing: expected))")
                if let hit, let pane = viewport.pane(at: point) {
                    #expect(hit.pane == pane && viewport.rect(of: pane).contains(point), "\(context): pane at \(point)")
                }
            }
        }
    }

    /// Each pane shows the columns of its kind whose frames on screen meet its rect, by a scan;
    /// the panes tile the viewport.
    @Test(arguments: testSeeds(60))
    func visibleColumnsMatchAScan(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(95_000 + seed))
        let (columns, naive) = try Self.randomColumns(&rng, maxCount: seed % 5 == 0 ? 3_000 : 60)
        let rows = Rows(&rng)
        for round in 0..<6 {
            let viewport = try Self.randomViewport(columns, rows, &rng)
            let context = "seed \(seed), round \(round), offset \(viewport.offset), size \(viewport.size)"
            var area = 0.0
            for pane in SheetPane.allCases {
                let rect = viewport.rect(of: pane)
                #expect(rect.width >= 0 && rect.height >= 0, "\(context): \(pane) \(rect)")
                area += rect.width * rect.height
                let kind = pane.hasFrozenColumns ? 0..<naive.frozenCount : naive.frozenCount..<naive.count
                let scroll = pane.scrollsHorizontally ? viewport.offset.x : 0
                let scanned = rect.width > 0 && rect.height > 0 ? kind.filter { c in
                    naive.offset(ofColumn: c) - scroll < rect.maxX && naive.end(ofColumn: c) - scroll > rect.minX
                } : []
                let visible = viewport.visibleColumns(in: pane)
                #expect(Array(visible) == scanned, "\(context): \(pane) shows \(visible), scan \(scanned)")
                #expect(viewport.contentRect(of: pane).minX == rect.minX + scroll, "\(context): \(pane) content")
            }
            #expect(area == viewport.size.width * viewport.size.height, "\(context): the panes tile the viewport")
            #expect(viewport.rowBand(of: .body) == (viewport.offset.y + viewport.frozenPaneHeight, viewport.offset.y + viewport.size.height))
            #expect(viewport.rowBand(of: .frozenRows) == (0, viewport.frozenPaneHeight))
        }
    }

    /// The column windows are the scrolling columns that bands leaning the way of travel meet,
    /// worked out by hand (`leading` screens ahead, `trailing` behind, a screen being the
    /// scrolling panes' width), each holding the one before it; the frozen columns on screen stay
    /// apart.
    @Test(arguments: testSeeds(40))
    func columnWindowsLeanTheWayOfTravel(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(96_000 + seed))
        let (columns, naive) = try Self.randomColumns(&rng, maxCount: 300)
        let rows = Rows(&rng)
        let tuning = rng.below(2) == 0 ? RangeTuning()
            : RangeTuning(ready: .init(leading: Double(rng.below(9)) / 4, trailing: Double(rng.below(9)) / 4),
                          prefetch: .init(leading: Double(rng.below(17)) / 4, trailing: Double(rng.below(9)) / 4))
        for round in 0..<6 {
            let viewport = try Self.randomViewport(columns, rows, &rng)
            let direction: ScrollDirection = rng.below(2) == 0 ? .forward : .backward
            let ranges = SheetColumnRanges(viewport: viewport, tuning: tuning, direction: direction)
            let context = "seed \(seed), round \(round), \(direction), offset \(viewport.offset), size \(viewport.size)"
            #expect(ranges.frozen == viewport.visibleFrozenColumns && ranges.visible == viewport.visibleScrollingColumns, "\(context)")
            let x0 = viewport.offset.x + viewport.frozenPaneWidth, x1 = viewport.offset.x + viewport.size.width
            func scan(_ window: RangeTuning.Window) -> [Int] {
                guard x1 > x0, viewport.size.height > 0 else { return Array(ranges.visible) }
                let screen = x1 - x0
                let ahead = window.leading * screen, behind = window.trailing * screen
                let (b0, b1) = direction == .forward ? (x0 - behind, x1 + ahead) : (x0 - ahead, x1 + behind)
                return (naive.frozenCount..<naive.count).filter { naive.offset(ofColumn: $0) < b1 && naive.end(ofColumn: $0) > b0 }
            }
            func hull(_ scanned: [Int], _ inner: Range<Int>) -> [Int] {
                guard let first = scanned.first, let last = scanned.last else { return Array(inner) }
                return inner.isEmpty ? Array(first...last) : Array(min(first, inner.lowerBound)..<max(last + 1, inner.upperBound))
            }
            #expect(Array(ranges.ready) == hull(scan(tuning.ready), ranges.visible), "\(context): ready \(ranges.ready)")
            #expect(Array(ranges.prefetch) == hull(scan(tuning.prefetch), ranges.ready), "\(context): prefetch \(ranges.prefetch)")
            #expect(ranges.ready.clamped(to: ranges.visible) == ranges.visible || ranges.visible.isEmpty, "\(context)")
        }
    }

    /// Travelling right, the ready window reaches a screen ahead and half a screen behind (the
    /// default tuning); travelling left, the other way round — as the rows' windows lean.
    @Test func windowsLeanAsTheRowsDo() throws {
        let columns = try SheetColumns(count: 1_000, width: 100, frozenCount: 1)
        // The scrolling panes are 400 wide: x 100 ..< 500 on screen, content 2_100 ..< 2_500.
        let viewport = try SheetViewport(columns: columns, offset: Point(x: 2_000, y: 0), size: Size(width: 500, height: 300))
        #expect(viewport.visibleFrozenColumns == 0..<1 && viewport.visibleScrollingColumns == 21..<25)
        let forward = SheetColumnRanges(viewport: viewport, direction: .forward)
        #expect(forward.ready == 19..<29 && forward.prefetch == 15..<35)
        let backward = SheetColumnRanges(viewport: viewport, direction: .backward)
        #expect(backward.ready == 17..<27 && backward.prefetch == 11..<31)
        // The row windows' band math, unchanged: the same numbers along y.
        #expect(ViewportRanges.band(of: RangeTuning().ready, around: 2_100, 2_500, direction: .forward) == (1_900, 2_900))
        #expect(SheetColumnRanges.direction(from: 10, to: 20, last: .backward) == .forward)
        #expect(SheetColumnRanges.direction(from: 20, to: 10, last: .forward) == .backward)
        #expect(SheetColumnRanges.direction(from: 20, to: 20, last: .backward) == .backward)
    }

    /// Frozen columns keep their place on screen whatever the horizontal scroll, frozen rows
    /// whatever the vertical one, and the body cell under a point is the one the offset puts there.
    @Test func frozenCellsStayPut() throws {
        let columns = try SheetColumns(widths: [50, 60, 70, 80, 90, 100], spacing: 2, frozenCount: 2)
        let viewport = try SheetViewport(columns: columns, offset: Point(x: 150, y: 400), size: Size(width: 300, height: 200),
                                         frozenRowHeight: 44)
        #expect(viewport.frozenPaneWidth == 114 && viewport.rect(of: .body) == Rect(x: 114, y: 44, width: 186, height: 156))
        #expect(viewport.frame(ofColumn: 1, rowTop: 0, rowHeight: 44, rowIsFrozen: true) == Rect(x: 52, y: 0, width: 60, height: 44))
        #expect(viewport.frame(ofColumn: 1, rowTop: 500, rowHeight: 30, rowIsFrozen: false) == Rect(x: 52, y: 100, width: 60, height: 30))
        #expect(viewport.frame(ofColumn: 3, rowTop: 0, rowHeight: 44, rowIsFrozen: true) == Rect(x: 186 - 150, y: 0, width: 80, height: 44))
        // Column 3 starts at 186: 36 on screen, under the frozen columns; its visible part starts at 114.
        #expect(viewport.visibleFrame(ofColumn: 3, rowTop: 0, rowHeight: 44, rowIsFrozen: true) == Rect(x: 114, y: 0, width: 2, height: 44))
        #expect(viewport.visibleScrollingColumns == 3..<6)
        let hit = viewport.hitTest(Point(x: 120, y: 50))
        #expect(hit == SheetViewport.Hit(pane: .body, content: Point(x: 270, y: 450), column: 4))
        #expect(viewport.hitTest(Point(x: 113, y: 10)) == SheetViewport.Hit(pane: .corner, content: Point(x: 113, y: 10), column: nil))
        #expect(viewport.hitTest(Point(x: 300, y: 10)) == nil)
        #expect(viewport.horizontalLimits == 0...(columns.totalWidth - 300))
    }

    /// A viewport refuses an offset, size or frozen row height it cannot lay out.
    @Test func viewportRefusesBadInput() throws {
        let columns = try SheetColumns(count: 10, width: 10)
        for bad in [Double.nan, .infinity, -.infinity, ListView.maximumCoordinate * 2] {
            #expect(throws: ListError.self) { try SheetViewport(columns: columns, offset: Point(x: bad, y: 0), size: Size(width: 1, height: 1)) }
            #expect(throws: ListError.self) { try SheetViewport(columns: columns, offset: Point(x: 0, y: bad), size: Size(width: 1, height: 1)) }
            #expect(throws: ListError.self) { try SheetViewport(columns: columns, offset: .zero, size: Size(width: bad, height: 1)) }
            #expect(throws: ListError.self) { try SheetViewport(columns: columns, offset: .zero, size: Size(width: 1, height: 1), frozenRowHeight: bad) }
        }
        #expect(throws: ListError.self) { try SheetViewport(columns: columns, offset: .zero, size: Size(width: -1, height: 1)) }
        #expect(throws: ListError.self) { try SheetViewport(columns: columns, offset: .zero, size: Size(width: 1, height: 1), frozenRowHeight: -1) }
    }
}
