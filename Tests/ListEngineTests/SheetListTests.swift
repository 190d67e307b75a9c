import Testing
@testable import ListEngine
import TestSupport

/// Sheets driven through the public `ListView` API against a naive sheet: every row stacked
/// from the row frames the list reports, every column stacked from the data source's widths,
/// each cell's frame on screen worked out from its pane and clipped to it, over every row and
/// column. Random offsets in both axes, viewports, row heights, row and column batches,
/// reloads and layout switches, checked after every pass: the cells shown and their frames,
/// each cell configured for its row and column, hit testing against a search over the shown
/// frames, and the place kept in both axes when a row above or a column to the left changes.
@Suite struct SheetListTests {
    /// Rows and columns of identities; a row's height belongs to it, a column's width to it.
    final class Source: ListDataSource, ListDelegate, ListSheetDataSource {
        var rows: [Int]
        var columns: [Int]
        var heights: [Int: Double] = [:]
        var widths: [Int: Double] = [:]
        /// How many sheet cells were asked for.
        var cellsAsked = 0

        init(rows: [Int], columns: [Int]) {
            self.rows = rows
            self.columns = columns
        }

        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { heights[rows[indexPath.row]] }
        func numberOfColumns(in listView: ListView) -> Int { columns.count }
        func listView(_ listView: ListView, widthOfColumn column: Int) -> Double { widths[columns[column]] ?? 100 }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath, column: Int) throws -> ListCell {
            cellsAsked += 1
            let cell = try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = "\(rows[indexPath.row])×\(columns[column])"
            return cell
        }
    }

    static func length(_ rng: inout SeededGenerator, _ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &rng)) / 4
    }

    static func makeSheet(_ rng: inout SeededGenerator, rows: Int, columns: Int, layout: SheetLayout,
                          viewport: Size) throws -> (ListView, Source) {
        let source = Source(rows: Array(0..<rows), columns: Array(0..<columns))
        for r in 0..<rows { source.heights[r] = length(&rng, 40...320) }
        for c in 0..<columns { source.widths[c] = length(&rng, 120...800) }
        if case let .fixed(width) = layout.columnWidths { for c in 0..<columns { source.widths[c] = width } }
        let list = ListView(layout: .sheet(layout), rowHeight: .perRow)
        list.register(ListCell.self, forCellReuseIdentifier: "row")
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        list.sheetDataSource = source
        try list.setViewportSize(viewport)
        try list.reloadData()
        return (list, source)
    }

    /// What the naive sheet shows: each cell on screen with its frame, clipped to its pane.
    static func naiveCells(_ list: ListView, _ source: Source, layout: SheetLayout) -> [String: Rect] {
        guard list.listLayout.sheet != nil, list.sheetColumnCount > 0 else { return [:] }
        let spacing = layout.columnSpacing
        var xs: [Double] = []
        var x = 0.0
        for id in source.columns {
            xs.append(x)
            x += Double(Float32(source.widths[id] ?? 100)) + spacing
        }
        let frozenRows = min(layout.frozenRows, source.rows.count)
        let frozenColumns = min(layout.frozenColumns, source.columns.count)
        let size = list.viewportSize, offset = list.contentOffset
        // The frozen columns take the room up to the first scrolling column (the spacing after the last included).
        let frozenWidth = frozenColumns == 0 ? 0 : frozenColumns < xs.count ? xs[frozenColumns] : x - spacing
        let frozenHeight = frozenRows == 0 ? 0 : list.rectForRow(globalRow: frozenRows - 1)!.maxY
        let paneWidth = min(frozenWidth, size.width), paneHeight = min(frozenHeight, size.height)
        var shown: [String: Rect] = [:]
        for r in source.rows.indices {
            let row = list.rectForRow(globalRow: r)!
            let rowFrozen = r < frozenRows
            for c in source.columns.indices {
                let columnFrozen = c < frozenColumns
                let width = Double(Float32(source.widths[source.columns[c]] ?? 100))
                let frame = Rect(x: xs[c] - (columnFrozen ? 0 : offset.x), y: row.minY - (rowFrozen ? 0 : offset.y),
                                 width: width, height: row.height)
                let px0 = columnFrozen ? 0 : paneWidth, px1 = columnFrozen ? paneWidth : size.width
                let py0 = rowFrozen ? 0 : paneHeight, py1 = rowFrozen ? paneHeight : size.height
                let x0 = max(frame.minX, px0), x1 = min(frame.maxX, px1), y0 = max(frame.minY, py0), y1 = min(frame.maxY, py1)
                if x0 < x1, y0 < y1 { shown["\(source.rows[r])×\(source.columns[c])"] = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
            }
        }
        return shown
    }

    /// Checks what the list shows against the naive sheet, and hit testing against a search.
    static func check(_ list: ListView, _ source: Source, layout: SheetLayout, _ rng: inout SeededGenerator, _ context: String) {
        #if LISTENGINE_INTERNAL_CHECKS
        list._checkInvariants()
        list.sheet._checkInvariants(in: list)
        #endif
        var shown: [String: Rect] = [:]
        var shownPaths: [(ListIndexPath, Int, Rect)] = []
        list.forEachSheetCell { path, column, cell, frame in
            let label = "\(source.rows[path.row])×\(source.columns[column])"
            #expect(cell.accessibilityLabel == label, "\(context): the cell at \(path), column \(column) shows \(cell.accessibilityLabel ?? "nothing")")
            #expect(cell.sheetColumn == column && cell.indexPath == path, "\(context)")
            #expect(shown[label] == nil, "\(context): \(label) shown twice")
            shown[label] = frame
            shownPaths.append((path, column, frame))
        }
        let naive = naiveCells(list, source, layout: layout)
        #expect(Set(shown.keys) == Set(naive.keys), "\(context): shown \(shown.count), naive \(naive.count); missing \(Set(naive.keys).subtracting(shown.keys).sorted().prefix(4)), extra \(Set(shown.keys).subtracting(naive.keys).sorted().prefix(4))")
        for (label, frame) in shown {
            guard let expected = naive[label] else { continue }
            #expect(abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
                    && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6,
                    "\(context): \(label) at \(frame), naive \(expected)")
        }
        let size = list.viewportSize
        for _ in 0..<12 {
            let point = Point(x: Double.random(in: -5...(size.width + 5), using: &rng), y: Double.random(in: -5...(size.height + 5), using: &rng))
            let found = list.sheetCell(atScreenPoint: point)
            let searched = shownPaths.first { $0.2.minX <= point.x && point.x < $0.2.maxX && $0.2.minY <= point.y && point.y < $0.2.maxY }
            #expect(found?.indexPath == searched?.0 && found?.column == searched?.1,
                    "\(context): hit at \(point) \(String(describing: found)), searched \(String(describing: searched.map { ($0.0, $0.1) }))")
        }
    }

    @Test(arguments: 0..<40)
    func randomSheetsShowWhatANaiveSheetShows(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var layout = SheetLayout(columnWidths: seed % 4 == 0 ? .fixed(Double(Int.random(in: 40...160, using: &rng))) : .perColumn,
                                 columnSpacing: Double(rng.below(3) * 2), frozenRows: rng.below(3), frozenColumns: rng.below(3))
        let viewport = Size(width: Double(Int.random(in: 200...900, using: &rng)), height: Double(Int.random(in: 200...900, using: &rng)))
        let (list, source) = try Self.makeSheet(&rng, rows: Int.random(in: 0...300, using: &rng), columns: Int.random(in: 0...80, using: &rng),
                                                layout: layout, viewport: viewport)
        var nextColumn = source.columns.count, nextRow = source.rows.count
        list.layout()
        Self.check(list, source, layout: layout, &rng, "seed \(seed) start")
        for step in 0..<40 {
            let context = "seed \(seed) step \(step)"
            switch rng.below(9) {
            case 0, 1:
                let limits = list.contentOffsetLimits
                try list.setContentOffset(Point(x: Double.random(in: -40...(list.sheetContentWidth + 40), using: &rng),
                                                y: Double.random(in: limits, using: &rng)))
            case 2:
                try list.setContentOffset(Point(x: list.contentOffset.x + Double.random(in: -250...250, using: &rng),
                                                y: list.contentOffset.y + Double.random(in: -250...250, using: &rng)))
            case 3 where !source.columns.isEmpty:
                // A column changes width: with fixed widths, every column.
                if case .fixed = layout.columnWidths {
                    let width = Double(Int.random(in: 40...160, using: &rng))
                    layout.columnWidths = .fixed(width)
                    for id in source.columns { source.widths[id] = width }
                    try list.setListLayout(.sheet(layout))
                } else {
                    let c = rng.below(source.columns.count)
                    let width = Self.length(&rng, 0...800)
                    source.widths[source.columns[c]] = width
                    try list.performColumnUpdates(SheetColumnBatch(reloads: [.init(c, width: width)]))
                }
            case 4 where layout.columnWidths == .perColumn:
                var batch = SheetColumnBatch()
                if !source.columns.isEmpty, rng.below(2) == 0 {
                    let c = rng.below(source.columns.count)
                    source.columns.remove(at: c)
                    batch.deletions = [c]
                } else {
                    let c = rng.below(source.columns.count + 1)
                    let width = Self.length(&rng, 120...800)
                    source.columns.insert(nextColumn, at: c)
                    source.widths[nextColumn] = width
                    nextColumn += 1
                    batch.insertions = [.init(c, width: width)]
                }
                try list.performColumnUpdates(batch)
            case 5 where !source.rows.isEmpty:
                let r = rng.below(source.rows.count)
                let height = Self.length(&rng, 0...320)
                source.heights[source.rows[r]] = height
                try list.setHeight(height, forRowAt: ListIndexPath(row: r, section: 0))
            case 6:
                var update = ListBatchUpdate()
                if !source.rows.isEmpty, rng.below(2) == 0 {
                    let r = rng.below(source.rows.count)
                    source.rows.remove(at: r)
                    update.deletedRows = [ListIndexPath(row: r, section: 0)]
                } else {
                    let r = rng.below(source.rows.count + 1)
                    source.rows.insert(nextRow, at: r)
                    source.heights[nextRow] = Self.length(&rng, 40...320)
                    nextRow += 1
                    update.insertedRows = [ListIndexPath(row: r, section: 0)]
                }
                try list.performBatchUpdates(update)
            case 7:
                try list.setViewportSize(Size(width: Double(Int.random(in: 0...900, using: &rng)), height: Double(Int.random(in: 100...900, using: &rng))))
            default:
                if rng.below(3) == 0 {
                    try list.setListLayout(.table)
                    list.layout()
                    #expect(list.sheetColumnCount == 0, "\(context): a table has no columns")
                    try list.setListLayout(.sheet(layout))
                } else {
                    try list.reloadData()
                }
            }
            list.layout()
            Self.check(list, source, layout: layout, &rng, context)
        }
    }

    /// The first scrolling column on screen stays where it is when a column to its left changes
    /// width, is inserted or deleted; the first visible row when a row above changes height.
    @Test(arguments: 0..<30)
    func thePlaceStaysInBothAxes(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(1_000 + seed))
        let layout = SheetLayout(columnWidths: .perColumn, columnSpacing: 2, frozenRows: 1, frozenColumns: 1)
        let (list, source) = try Self.makeSheet(&rng, rows: 400, columns: 120, layout: layout, viewport: Size(width: 700, height: 600))
        try list.setContentOffset(Point(x: Double.random(in: 2_000...20_000, using: &rng), y: Double.random(in: 3_000...30_000, using: &rng)))
        list.layout()
        for step in 0..<20 {
            let columns = list.visibleSheetColumns.scrolling
            // The first row below the frozen one, and the first scrolling column, on screen.
            let rows = list.indexPathsForVisibleRows
            guard let anchorColumn = columns.first, anchorColumn > 1, let anchorRow = rows.first, anchorRow.row > 1 else { break }
            let screenX = try list.sheetColumnSpan(anchorColumn).x - list.contentOffset.x
            let screenY = list.rectForRow(at: anchorRow)!.minY - list.contentOffset.y
            let anchorID = source.columns[anchorColumn]
            if rng.below(2) == 0 {
                let c = Int.random(in: 1..<anchorColumn, using: &rng)
                let width = Self.length(&rng, 0...800)
                source.widths[source.columns[c]] = width
                try list.performColumnUpdates(SheetColumnBatch(reloads: [.init(c, width: width)]))
            } else {
                let r = Int.random(in: 1..<anchorRow.row, using: &rng)
                let height = Self.length(&rng, 0...320)
                source.heights[source.rows[r]] = height
                try list.setHeight(height, forRowAt: ListIndexPath(row: r, section: 0))
            }
            list.layout()
            let newColumn = try #require(source.columns.firstIndex(of: anchorID))
            #expect(try list.sheetColumnSpan(newColumn).x - list.contentOffset.x == screenX, "seed \(seed) step \(step): x drift")
            #expect(list.rectForRow(at: anchorRow)!.minY - list.contentOffset.y == screenY, "seed \(seed) step \(step): y drift")
            Self.check(list, source, layout: layout, &rng, "seed \(seed) step \(step)")
        }
    }

    /// Only the cells that come into the ready windows are asked for: a pan of a few points
    /// asks for none, and a steady pan asks for about a column or a row of cells at a time.
    @Test func aPanAsksOnlyForCellsThatEnter() throws {
        var rng = SeededGenerator(seed: 7)
        let layout = SheetLayout(columnWidths: .fixed(100), frozenRows: 1, frozenColumns: 1)
        let (list, source) = try Self.makeSheet(&rng, rows: 10_000, columns: 1_000, layout: layout, viewport: Size(width: 800, height: 600))
        list.layout()
        let held = list.sheet.cellCount
        #expect(held > 0)
        source.cellsAsked = 0
        try list.setContentOffset(Point(x: 3, y: 3))
        list.layout()
        let rowsHeld = list.ranges.ready.count + 1, columnsHeld = held / rowsHeld + 1
        #expect(source.cellsAsked <= rowsHeld + columnsHeld, "a pan of 3 pt asked for \(source.cellsAsked) cells: a row and a column at most")
        for _ in 0..<200 {
            try list.setContentOffset(Point(x: list.contentOffset.x + 17, y: list.contentOffset.y + 29))
            list.layout()
        }
        #expect(source.cellsAsked < 200 * 40, "asked \(source.cellsAsked) cells over 200 frames")
        #expect(list.sheet.cellCount <= held * 2)
        Self.check(list, source, layout: layout, &rng, "after the pan")
    }

    /// Bad input: a column out of range, a batch the data source does not match, bad widths,
    /// a column batch on a table — each refused with a typed error, the sheet unchanged.
    @Test func badInputIsRefused() throws {
        var rng = SeededGenerator(seed: 3)
        let layout = SheetLayout(columnWidths: .perColumn, frozenColumns: 1)
        let (list, source) = try Self.makeSheet(&rng, rows: 50, columns: 10, layout: layout, viewport: Size(width: 500, height: 400))
        list.layout()
        #expect(throws: ListError.columnOutOfRange(10, columnCount: 10)) { try list.scrollToSheetColumn(10) }
        #expect(throws: ListError.columnOutOfRange(-1, columnCount: 10)) { try list.sheetColumnSpan(-1) }
        #expect(throws: ListError.self) { try list.performColumnUpdates(SheetColumnBatch(deletions: [3])) }
        #expect(throws: ListError.self) { try list.performColumnUpdates(SheetColumnBatch(reloads: [.init(2, width: .nan)])) }
        #expect(throws: ListError.self) { try list.performColumnUpdates(SheetColumnBatch(deletions: [12])) }
        #expect(list.sheetColumnCount == 10)
        #expect(throws: ListError.self) { try list.setListLayout(.sheet(SheetLayout(columnWidths: .fixed(-1)))) }
        #expect(throws: ListError.self) { try list.setListLayout(.sheet(SheetLayout(frozenRows: -1))) }
        source.widths[4] = .infinity
        try list.reloadData()
        list.layout()
        #expect(list.sheetColumnCount == 0, "a bad width leaves the sheet without columns")
        #expect(list.lastDiagnostic == .invalidColumnWidth(.infinity, column: 4))
        try list.setListLayout(.table)
        #expect(throws: ListError.self) { try list.performColumnUpdates(SheetColumnBatch()) }
        Self.check(list, source, layout: layout, &rng, "after bad input")
    }

    /// Scrolling to a column shows it whole beside the frozen ones.
    @Test func scrollingToAColumnShowsIt() throws {
        var rng = SeededGenerator(seed: 11)
        let layout = SheetLayout(columnWidths: .perColumn, frozenColumns: 2)
        let (list, source) = try Self.makeSheet(&rng, rows: 20, columns: 300, layout: layout, viewport: Size(width: 800, height: 400))
        list.layout()
        for _ in 0..<50 {
            let c = Int.random(in: 2..<300, using: &rng)
            try list.scrollToSheetColumn(c)
            list.layout()
            #expect(list.visibleSheetColumns.scrolling.contains(c), "column \(c) shown")
            let span = try list.sheetColumnSpan(c)
            let frozen = try list.sheetColumnSpan(1)
            let paneLeft = frozen.x + frozen.width
            #expect(span.x - list.contentOffset.x >= paneLeft - 1e-9 || span.width > 800 - paneLeft)
        }
        Self.check(list, source, layout: layout, &rng, "after scrolls")
    }
}

/// Selection, focus and the accessibility model of a sheet.
@Suite struct SheetInteractionTests {
    @Test func selectedCellsAndColumnsFollowBatches() throws {
        var rng = SeededGenerator(seed: 21)
        let layout = SheetLayout(columnWidths: .perColumn, frozenRows: 1, frozenColumns: 1)
        let (list, source) = try SheetListTests.makeSheet(&rng, rows: 60, columns: 30, layout: layout, viewport: Size(width: 900, height: 700))
        list.allowsMultipleSelection = true
        list.layout()
        let cell = SheetCellPath(ListIndexPath(row: 5, section: 0), column: 3)
        try list.selectSheetCell(cell)
        try list.selectSheetColumn(7)
        #expect(list.sheetCell(at: cell.indexPath, column: 3)?.isSelected == true)
        #expect(list.sheetCell(at: ListIndexPath(row: 9, section: 0), column: 7)?.isSelected == true)
        #expect(list.sheetCell(at: ListIndexPath(row: 9, section: 0), column: 6)?.isSelected == false)
        // A row inserted above, a column deleted to the left: both follow.
        source.rows.insert(1_000, at: 2)
        source.heights[1_000] = 30
        try list.performBatchUpdates({ $0.insertedRows = [ListIndexPath(row: 2, section: 0)] })
        source.columns.remove(at: 1)
        try list.performColumnUpdates(SheetColumnBatch(deletions: [1]))
        list.layout()
        let moved = SheetCellPath(ListIndexPath(row: 6, section: 0), column: 2)
        #expect(list.selectedSheetCells == [moved])
        #expect(list.selectedSheetColumns == [6])
        #expect(list.sheetCell(at: moved.indexPath, column: 2)?.isSelected == true)
        #expect(list.isSheetCellSelected(SheetCellPath(ListIndexPath(row: 40, section: 0), column: 6)))
        // Deleting the selected column deselects it; a reload deselects the cells.
        source.columns.remove(at: 6)
        try list.performColumnUpdates(SheetColumnBatch(deletions: [6]))
        #expect(list.selectedSheetColumns.isEmpty)
        try list.reloadData()
        #expect(list.selectedSheetCells.isEmpty)
        // Without multiple selection, a selection replaces the last.
        list.allowsMultipleSelection = false
        list.layout()
        try list.selectSheetCell(moved)
        try list.selectSheetColumn(4)
        #expect(list.selectedSheetCells.isEmpty && list.selectedSheetColumns == [4])
        #expect(throws: ListError.columnOutOfRange(99, columnCount: 28)) { try list.selectSheetColumn(99) }
        #expect(throws: ListError.self) { try list.selectSheetCell(SheetCellPath(ListIndexPath(row: 500, section: 0), column: 1)) }
    }

    /// Left and right move the focus one column, to the cell a search over the visible cells'
    /// frames finds next to it in its row, and scroll to show it; up and down keep the column.
    @Test(arguments: 0..<10)
    func focusMovesAcrossTheSheet(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(300 + seed))
        let layout = SheetLayout(columnWidths: .perColumn, columnSpacing: 2, frozenRows: 1, frozenColumns: rng.below(3))
        let (list, source) = try SheetListTests.makeSheet(&rng, rows: 200, columns: 60, layout: layout, viewport: Size(width: 800, height: 600))
        list.layout()
        try list.focusRow(at: ListIndexPath(row: 3, section: 0))
        #expect(list.focusedSheetCell == SheetCellPath(ListIndexPath(row: 3, section: 0), column: 0), "the first column until the focus moves along the row")
        for step in 0..<60 {
            let heading: FocusHeading = [.right, .right, .right, .left, .down, .up][rng.below(6)]
            let before = list.focusedSheetCell
            var frames: [SheetCellPath: Rect] = [:]
            list.forEachSheetCell { path, column, _, frame in frames[SheetCellPath(path, column: column)] = frame }
            try list.moveFocus(heading)
            list.layout()
            let after = try #require(list.focusedSheetCell, "seed \(seed) step \(step)")
            if let before, heading == .left || heading == .right, let from = frames[before] {
                // The nearest cell that way in the same row, among those on screen before.
                let naive = frames.filter { $0.key.indexPath == before.indexPath
                    && (heading == .right ? $0.value.minX >= from.maxX : $0.value.maxX <= from.minX) }
                    .min { abs($0.value.minX - from.minX) < abs($1.value.minX - from.minX) }?.key
                if let naive { #expect(after == naive, "seed \(seed) step \(step): \(heading) from \(before)") }
                #expect(after.indexPath == before.indexPath)
            }
            if let before, heading == .up || heading == .down { #expect(after.column == before.column) }
            if after.column >= list.frozenSheetColumnCount {
                #expect(list.visibleSheetColumns.scrolling.contains(after.column), "seed \(seed) step \(step): the focused column shows")
            }
        }
        _ = source
    }

    @Test func theAccessibilityModelIsADataTable() throws {
        var rng = SeededGenerator(seed: 5)
        let layout = SheetLayout(columnWidths: .fixed(90), frozenRows: 1, frozenColumns: 1)
        let (list, source) = try SheetListTests.makeSheet(&rng, rows: 100, columns: 20, layout: layout, viewport: Size(width: 600, height: 500))
        list.layout()
        #expect(list.sheetAccessibilitySize == (rows: 100, columns: 20))
        let path = SheetCellPath(ListIndexPath(row: 4, section: 0), column: 3)
        let element = try #require(list.sheetAccessibilityCell(path))
        #expect(element.label == "4×3")
        #expect(element.row == 4 && element.column == 3)
        #expect(!element.isColumnHeader && !element.isRowHeader)
        #expect(element.columnHeaders == ["0×3"])
        #expect(element.rowHeaders == ["4×0"])
        let corner = try #require(list.sheetAccessibilityCell(SheetCellPath(ListIndexPath(row: 0, section: 0), column: 0)))
        #expect(corner.isColumnHeader && corner.isRowHeader && corner.columnHeaders.isEmpty && corner.rowHeaders.isEmpty)
        #expect(list.sheetAccessibilityCell(SheetCellPath(ListIndexPath(row: 0, section: 0), column: 20)) == nil)
        _ = source
    }
}

/// Columns measured from their cells: each as wide as the widest cell configured in it, the
/// first scrolling column on screen kept still as columns widen.
@Suite struct SheetMeasuredColumnTests {
    final class WideCell: ListCell {
        var wanted = 0.0
        override func preferredSize(fittingWidth width: Double) -> Size? { Size(width: wanted, height: 0) }
    }

    final class Source: ListDataSource, ListSheetDataSource {
        let rows: Int, columns: Int
        /// The widest cell asked for in each column: the naive width.
        var widest: [Int: Double] = [:]
        init(rows: Int, columns: Int) { (self.rows, self.columns) = (rows, columns) }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func numberOfColumns(in listView: ListView) -> Int { columns }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath, column: Int) throws -> ListCell {
            let cell = try listView.dequeueReusableCell(withIdentifier: "wide", for: indexPath) as! WideCell
            cell.wanted = Double(30 + (indexPath.row &* 7919 &+ column &* 104_729) % 97 + (indexPath.row / 50) * 3)
            widest[column] = max(widest[column] ?? 0, cell.wanted)
            return cell
        }
    }

    @Test(arguments: 0..<8)
    func columnsWidenToTheirWidestCellKeepingThePlace(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(700 + seed))
        let source = Source(rows: 5_000, columns: 400)
        let list = ListView(layout: .sheet(SheetLayout(columnWidths: .measured(estimate: 40), columnSpacing: 1, frozenRows: 1, frozenColumns: 1)),
                            rowHeight: .fixed(20))
        list.register(ListCell.self, forCellReuseIdentifier: "row")
        list.register(WideCell.self, forCellReuseIdentifier: "wide")
        list.dataSource = source
        list.sheetDataSource = source
        try list.setViewportSize(Size(width: 700, height: 500))
        try list.reloadData()
        try list.setContentOffset(Point(x: Double.random(in: 0...4_000, using: &rng), y: 0))
        list.layout()
        for step in 0..<40 {
            // Measured from the frozen column's right edge: a frozen column that widens pushes the others aside.
            let first = list.visibleSheetColumns.scrolling.lowerBound
            func paneX() throws -> Double { try list.sheetColumnSpan(first).x - list.contentOffset.x - list.sheetColumnSpan(1).x }
            let x = try paneX()
            try list.setContentOffset(Point(x: list.contentOffset.x, y: list.contentOffset.y + Double.random(in: 0...300, using: &rng)))
            list.layout()
            #expect(try paneX() == x, "seed \(seed) step \(step): x drift")
            for (column, widest) in source.widest {
                #expect(try list.sheetColumnSpan(column).width == max(40, widest), "seed \(seed) step \(step): column \(column)")
            }
            SheetListTests.checkFramesOnly(list, "seed \(seed) step \(step)")
        }
    }
}

extension SheetListTests {
    /// Every cell shown lies where its column and row are, clipped to the viewport.
    static func checkFramesOnly(_ list: ListView, _ context: String) {
        #if LISTENGINE_INTERNAL_CHECKS
        list._checkInvariants()
        list.sheet._checkInvariants(in: list)
        #endif
        list.forEachSheetCell { path, column, cell, frame in
            #expect(cell.sheetColumn == column && cell.indexPath == path, "\(context)")
            #expect(cell.frame.width == (try? list.sheetColumnSpan(column).width), "\(context): column \(column)'s cell is as wide as it")
            #expect(frame.minX >= 0 && frame.maxX <= list.viewportSize.width && frame.minY >= 0 && frame.maxY <= list.viewportSize.height, "\(context)")
        }
    }
}

extension SheetInteractionTests {
    /// Scrolling to a cell puts its row just below the frozen rows and its column in view.
    @Test func scrollingToACellShowsItBelowTheFrozenRows() throws {
        var rng = SeededGenerator(seed: 17)
        let layout = SheetLayout(columnWidths: .perColumn, frozenRows: 2, frozenColumns: 1)
        let (list, source) = try SheetListTests.makeSheet(&rng, rows: 3_000, columns: 500, layout: layout, viewport: Size(width: 900, height: 700))
        list.layout()
        defer { withExtendedLifetime(source) {} }  // the list does not keep its data source alive
        #expect(list.indexPathsForVisibleRows.first == ListIndexPath(row: 2, section: 0), "from the first pass, below the frozen rows")
        for _ in 0..<40 {
            let path = SheetCellPath(ListIndexPath(row: Int.random(in: 2..<2_800, using: &rng), section: 0), column: Int.random(in: 1..<500, using: &rng))
            try list.scrollToSheetCell(path, position: .top)
            list.layout()
            #expect(list.indexPathsForVisibleRows.first == path.indexPath, "\(path): the first row below the frozen ones")
            #expect(list.visibleSheetColumns.scrolling.contains(path.column))
            var shown = false
            list.forEachSheetCell { indexPath, column, _, _ in if SheetCellPath(indexPath, column: column) == path { shown = true } }
            #expect(shown, "\(path) is drawn")
        }
        #expect(throws: ListError.columnOutOfRange(500, columnCount: 500)) {
            try list.scrollToSheetCell(SheetCellPath(ListIndexPath(row: 3, section: 0), column: 500), position: .top)
        }
    }
}
