/// Where a sheet is looked at, and what that shows: the viewport split into four panes by the
/// frozen rows and columns (``SheetPane``), the columns each pane shows, the frame on screen of
/// any cell, and the cell under a point.
///
/// Content coordinates are the sheet's own: column `c` spans ``SheetColumns/offset(ofColumn:)``
/// on, and the rows are where the caller's vertical geometry (a table's) puts them, the frozen
/// rows first, `frozenRowHeight` tall in all. A frozen column stays at its content x on screen
/// whatever the horizontal scroll, a frozen row at its content y whatever the vertical one; the
/// other cells move by the content offset, and are seen through the area to the right of the
/// frozen columns and below the frozen rows. So at offset 0 the first scrolling column starts
/// where the frozen ones end, and the furthest useful offset is the content's width less the
/// viewport's (``horizontalLimits``), as without frozen columns. Frozen columns or rows larger
/// than the viewport fill it, clipped: the scrolling panes are then 0 wide or tall.
///
/// Screen coordinates are the viewport's: (0, 0) at its top left, as a renderer draws.
@_spi(Sheet) public struct SheetViewport {
    /// The sheet's columns.
    private(set) var columns: SheetColumns
    /// The content offset: the body shows content point `p + offset` at screen point `p`
    /// (the strips, along their scrolling axis only).
    @_spi(Sheet) public private(set) var offset: Point
    /// The viewport's size.
    private(set) var size: Size
    /// The height of the frozen rows, all of them (from the vertical geometry: where the first
    /// scrolling row starts).
    private(set) var frozenRowHeight: Double
    /// The frozen columns' width (``SheetColumns/frozenWidth``), kept with the columns.
    private var frozenWidth: Double
    /// The width the frozen columns take on screen: ``SheetColumns/frozenWidth``, clipped to the
    /// viewport.
    private(set) var frozenPaneWidth: Double
    /// The height the frozen rows take on screen: `frozenRowHeight`, clipped to the viewport.
    private(set) var frozenPaneHeight: Double

    /// A viewport at `offset`, `size` large, over `columns` and rows whose frozen ones are
    /// `frozenRowHeight` tall in all.
    ///
    /// Throws as ``look(at:size:frozenRowHeight:)`` does.
    ///
    /// - Complexity: O(log n) (the frozen columns' width).
    @_spi(Sheet) public init(columns: SheetColumns, offset: Point, size: Size, frozenRowHeight: Double = 0) throws(ListError) {
        self.init(columns: columns)
        try look(at: offset, size: size, frozenRowHeight: frozenRowHeight)
    }

    /// A viewport of no size at the origin over `columns` (none by default): what a sheet keeps
    /// before it is looked at (``look(at:size:frozenRowHeight:)``).
    ///
    /// - Complexity: O(log n) (the frozen columns' width).
    init(columns: SheetColumns = SheetColumns()) {
        self.columns = columns
        frozenWidth = columns.frozenWidth
        offset = Point(x: 0, y: 0)
        size = Size(width: 0, height: 0)
        frozenRowHeight = 0
        frozenPaneWidth = 0
        frozenPaneHeight = 0
    }

    /// Moves the viewport to `offset`, `size` large, over rows whose frozen ones are
    /// `frozenRowHeight` tall in all, keeping its columns: a sheet keeps one viewport, and moves
    /// it each pass rather than copying its columns into a new one.
    ///
    /// Throws ``ListError/invalidContentOffset(_:)`` for an offset beyond ±``ListView/maximumCoordinate``
    /// (NaN, infinite), ``ListError/invalidViewportSize(_:)`` for a negative or too large size,
    /// and ``ListError/invalidLayout(_:)`` for a frozen row height that is negative, NaN or above
    /// ``ListView/maximumCoordinate``; the viewport is then as it was.
    ///
    /// - Complexity: O(1).
    mutating func look(at offset: Point, size: Size, frozenRowHeight: Double) throws(ListError) {
        guard ListView.isValidCoordinate(offset.x), ListView.isValidCoordinate(offset.y) else { throw .invalidContentOffset(offset) }
        guard size.width >= 0, size.height >= 0, size.width <= ListView.maximumCoordinate,
              size.height <= ListView.maximumCoordinate else { throw .invalidViewportSize(size) }
        guard frozenRowHeight >= 0, frozenRowHeight <= ListView.maximumCoordinate else {
            throw .invalidLayout("a frozen row height of \(frozenRowHeight): it must be finite and ≥ 0")
        }
        self.offset = offset
        self.size = size
        self.frozenRowHeight = frozenRowHeight
        frozenPaneWidth = Swift.min(frozenWidth, size.width)
        frozenPaneHeight = Swift.min(frozenRowHeight, size.height)
    }

    /// Changes the columns in place with `body` (the viewport holds the only copy of a sheet's
    /// columns, so a change writes to their storage rather than copying it), and the frozen
    /// pane's width with them; returns what `body` returns. The offset stays: keeping the
    /// place is the caller's (``SheetColumnAnchor``).
    ///
    /// - Complexity: that of `body`, plus O(log n) (the frozen columns' width).
    mutating func changeColumns<Result, Failure: Error>(_ body: (inout SheetColumns) throws(Failure) -> Result) throws(Failure) -> Result {
        defer {
            frozenWidth = columns.frozenWidth
            frozenPaneWidth = Swift.min(frozenWidth, size.width)
        }
        return try body(&columns)
    }

    // MARK: Panes

    /// Where `pane` lies on screen; 0 wide or tall where the frozen columns or rows take the
    /// whole viewport, or where there are none (the frozen panes).
    ///
    /// - Complexity: O(1).
    func rect(of pane: SheetPane) -> Rect {
        let x = pane.hasFrozenColumns ? 0 : frozenPaneWidth
        let y = pane.hasFrozenRows ? 0 : frozenPaneHeight
        let width = pane.hasFrozenColumns ? frozenPaneWidth : size.width - frozenPaneWidth
        let height = pane.hasFrozenRows ? frozenPaneHeight : size.height - frozenPaneHeight
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// How far `pane`'s content is scrolled: a content point lies at screen point `content −
    /// scroll(of: pane)`. The content offset along each axis the pane scrolls, 0 along the others.
    ///
    /// - Complexity: O(1).
    func scroll(of pane: SheetPane) -> Point {
        Point(x: pane.scrollsHorizontally ? offset.x : 0, y: pane.scrollsVertically ? offset.y : 0)
    }

    /// The part of the content `pane` shows: its screen rect moved by its scroll.
    ///
    /// - Complexity: O(1).
    func contentRect(of pane: SheetPane) -> Rect {
        let rect = rect(of: pane)
        let scroll = scroll(of: pane)
        return Rect(x: rect.minX + scroll.x, y: rect.minY + scroll.y, width: rect.width, height: rect.height)
    }

    /// The pane under the screen point `point`, or nil outside the viewport (its right and
    /// bottom edges excluded) or for NaN.
    ///
    /// - Complexity: O(1).
    func pane(at point: Point) -> SheetPane? {
        guard point.x >= 0, point.x < size.width, point.y >= 0, point.y < size.height else { return nil }
        return SheetPane(rowIsFrozen: point.y < frozenPaneHeight, columnIsFrozen: point.x < frozenPaneWidth)
    }

    /// The furthest left and right the content offset goes at rest: 0 to the content's width
    /// less the viewport's (0 when the content is narrower).
    ///
    /// - Complexity: O(1).
    @_spi(Sheet) public var horizontalLimits: ClosedRange<Double> { 0...Swift.max(0, columns.totalWidth - size.width) }

    // MARK: Columns

    /// The frozen columns on screen: those that start left of the frozen pane's right edge and
    /// end right of 0; none when the viewport is 0 tall.
    ///
    /// - Complexity: O(log n).
    @_spi(Sheet) public var visibleFrozenColumns: Range<Int> {
        guard size.height > 0 else { return 0..<0 }
        return Self.clamped(columns.columns(intersecting: 0, frozenPaneWidth), to: 0..<columns.frozenCount)
    }

    /// The scrolling columns on screen: those whose spans intersect the band of content the
    /// scrolling panes show, `offset.x + frozenPaneWidth ..< offset.x + size.width`; frozen
    /// columns are left out (a band scrolled left of 0 meets them, but they are drawn in the
    /// frozen panes). Empty, at the first scrolling column on or after the band, when the band
    /// is empty or the viewport 0 tall.
    ///
    /// - Complexity: O(log n).
    @_spi(Sheet) public var visibleScrollingColumns: Range<Int> {
        let band = scrollingBand
        let found = size.height > 0 ? columns.columns(intersecting: band.x0, band.x1) : columns.columns(intersecting: band.x0, band.x0)
        return Self.clamped(found, to: columns.frozenCount..<columns.count)
    }

    /// The columns `pane` shows: ``visibleFrozenColumns`` or ``visibleScrollingColumns``, none
    /// when the pane is 0 wide or tall.
    ///
    /// - Complexity: O(log n).
    func visibleColumns(in pane: SheetPane) -> Range<Int> {
        let rect = rect(of: pane)
        let columns = pane.hasFrozenColumns ? visibleFrozenColumns : visibleScrollingColumns
        return rect.width > 0 && rect.height > 0 ? columns : columns.lowerBound..<columns.lowerBound
    }

    /// The band of content x the scrolling panes show: from the frozen pane's right edge to the
    /// viewport's, in content coordinates.
    ///
    /// - Complexity: O(1).
    var scrollingBand: (x0: Double, x1: Double) { (offset.x + frozenPaneWidth, offset.x + size.width) }

    /// The band of content y `pane` shows, for the caller's vertical geometry to find its rows
    /// in (the frozen rows in the top panes, the others below them).
    ///
    /// - Complexity: O(1).
    func rowBand(of pane: SheetPane) -> (y0: Double, y1: Double) {
        let rect = contentRect(of: pane)
        return (rect.minY, rect.maxY)
    }

    /// `range` within `bounds`: empty at the nearest end of `bounds` when they do not meet.
    ///
    /// - Precondition: `bounds` is not reversed (a range never is).
    /// - Complexity: O(1).
    static func clamped(_ range: Range<Int>, to bounds: Range<Int>) -> Range<Int> {
        let lower = Swift.min(Swift.max(range.lowerBound, bounds.lowerBound), bounds.upperBound)
        let upper = Swift.max(lower, Swift.min(range.upperBound, bounds.upperBound))
        return lower..<upper
    }

    // MARK: Cells

    /// The pane that shows the cells of column `c` in a row frozen or not.
    ///
    /// - Complexity: O(1).
    func pane(ofColumn c: Int, rowIsFrozen: Bool) -> SheetPane {
        SheetPane(rowIsFrozen: rowIsFrozen, columnIsFrozen: columns.isFrozen(c))
    }

    /// The frame on screen of the cell of column `c` in the row that spans `rowTop ..< rowTop +
    /// rowHeight` in content (from the vertical geometry), frozen or not: where the cell is
    /// drawn, not clipped; the pane it is drawn in (``pane(ofColumn:rowIsFrozen:)``) clips it to
    /// its ``rect(of:)``.
    ///
    /// - Precondition: `0 <= c < columns.count`.
    /// - Complexity: O(log n); O(1) with a fixed width.
    @_spi(Sheet) public func frame(ofColumn c: Int, rowTop: Double, rowHeight: Double, rowIsFrozen: Bool) -> Rect {
        let scroll = scroll(of: pane(ofColumn: c, rowIsFrozen: rowIsFrozen))
        return Rect(x: columns.offset(ofColumn: c) - scroll.x, y: rowTop - scroll.y,
                    width: columns.width(ofColumn: c), height: rowHeight)
    }

    /// The part of ``frame(ofColumn:rowTop:rowHeight:rowIsFrozen:)`` that shows: the frame
    /// clipped to its pane, or nil when none of it does.
    ///
    /// - Precondition: `0 <= c < columns.count`.
    /// - Complexity: O(log n); O(1) with a fixed width.
    func visibleFrame(ofColumn c: Int, rowTop: Double, rowHeight: Double, rowIsFrozen: Bool) -> Rect? {
        let frame = frame(ofColumn: c, rowTop: rowTop, rowHeight: rowHeight, rowIsFrozen: rowIsFrozen)
        let pane = rect(of: pane(ofColumn: c, rowIsFrozen: rowIsFrozen))
        let x0 = Swift.max(frame.minX, pane.minX), x1 = Swift.min(frame.maxX, pane.maxX)
        let y0 = Swift.max(frame.minY, pane.minY), y1 = Swift.min(frame.maxY, pane.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// What lies under a screen point: its pane, the content point it shows there, and the
    /// column there, if one of the pane's columns holds it.
    struct Hit: Hashable, Sendable {
        /// The pane under the point.
        var pane: SheetPane
        /// The content point the pane shows at the point: its `y` is for the caller's vertical
        /// geometry to find the row in, among the pane's rows (frozen in the top panes, not in
        /// the others).
        var content: Point
        /// The column whose span holds the content x, if it is one of the pane's columns; nil
        /// in the spacing between columns, past the last, or where a pane scrolled beyond its
        /// columns' start shows none.
        var column: Int?
    }

    /// What lies under the screen point `point` (``Hit``), or nil outside the viewport.
    ///
    /// - Complexity: O(log n); O(1) with a fixed width.
    func hitTest(_ point: Point) -> Hit? {
        guard let pane = pane(at: point) else { return nil }
        let scroll = scroll(of: pane)
        let content = Point(x: point.x + scroll.x, y: point.y + scroll.y)
        let column = columns.column(containing: content.x).flatMap { c in columns.isFrozen(c) == pane.hasFrozenColumns ? c : nil }
        return Hit(pane: pane, content: content, column: column)
    }
}
