/// The table's rows as a layout model: one column of rows, their frames the table geometry's
/// rows across the row extent (``ActiveLayout/rowExtent``), sections with headers and footers.
///
/// A view of the ``ActiveLayout`` it is made from, for one question: it reads the table
/// geometry in place, through its address (unowned and unretained, as the layout outlives the
/// question), so a question costs what it did on the geometry itself. Read through the layout
/// instead, each question would copy the geometry, retaining and releasing its storage.
struct TableRows: LayoutModel {
    /// The layout whose row extent these rows are.
    unowned(unsafe) let layout: ActiveLayout
    /// The layout's table geometry, in place.
    let geometry: UnsafeMutablePointer<TableGeometry>

    /// The rows of `layout`, whose ``ActiveLayout/geometry`` is at `geometry` for the question.
    init(_ layout: ActiveLayout, geometry: UnsafeMutablePointer<TableGeometry>) {
        self.layout = layout
        self.geometry = geometry
    }

    /// Rows, not a collection: the delegate's per-row heights size them.
    static var traits: LayoutTraits { LayoutTraits(hasCollectionGeometry: false) }

    /// None of its own: the table geometry holds the rows.
    var loaded: LoadedCollection { .table }

    /// The height of the whole table.
    ///
    /// - Complexity: O(1).
    var contentHeight: Double { geometry.pointee.contentHeight }

    /// The rows that intersect the band `y0 ..< y1`.
    ///
    /// - Complexity: O(log n).
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> { geometry.pointee.rows(intersecting: y0, y1) }

    /// The rows that intersect the band `y0 ..< y1`, the searches guided by `hints`.
    ///
    /// - Complexity: O(log n).
    func items(intersecting y0: Double, _ y1: Double, hints: inout BandHints) -> Range<Int> {
        geometry.pointee.rows(intersecting: y0, y1, hints: &hints)
    }

    /// Row `g`'s frame.
    ///
    /// - Complexity: O(log n).
    func frame(ofItem g: Int) -> Rect {
        let extent = layout.rowExtent
        return Rect(x: extent.x, y: geometry.pointee.top(ofRow: g), width: extent.width, height: geometry.pointee.height(ofRow: g))
    }

    /// Where row `g` starts (its height is not needed).
    ///
    /// - Complexity: O(log n).
    func top(ofItem g: Int) -> Double { geometry.pointee.top(ofRow: g) }

    /// Calls `body` with each row of `items` and its frame, walking the geometry in order.
    ///
    /// - Complexity: O(log n + items.count).
    func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        let extent = layout.rowExtent
        geometry.pointee.forEachRow(in: items) { g, top, height in
            body(g, Rect(x: extent.x, y: top, width: extent.width, height: height))
        }
    }

    /// Whether row `g` is measured.
    ///
    /// - Complexity: O(log n).
    func isMeasured(item g: Int) -> Bool { geometry.pointee.isMeasured(row: g) }

    /// The row whose frame contains `point`: within the row extent, below a header and above a
    /// footer.
    ///
    /// - Complexity: O(log n).
    func item(at point: Point) -> Int? {
        let extent = layout.rowExtent
        guard point.x >= extent.x, point.x < extent.x + extent.width, point.y >= 0 else { return nil }
        let entry = geometry.pointee.entriesEnding(atOrBefore: point.y)
        guard entry < geometry.pointee.entryCount else { return nil }
        let s = geometry.pointee.section(ofEntry: entry)
        let local = entry - geometry.pointee.entryStart(ofSection: s)
        guard local >= 1, local <= geometry.pointee.rowCount(inSection: s) else { return nil }
        return geometry.pointee.rowStart[s] + local - 1
    }

    /// The sections that intersect the band `y0 ..< y1`.
    ///
    /// - Complexity: O(log n).
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> { geometry.pointee.sections(intersecting: y0, y1) }

    /// Section `s`'s frame, from its header's top to its footer's bottom.
    ///
    /// - Complexity: O(log n).
    func sectionFrame(ofSection s: Int) -> Rect {
        let top = geometry.pointee.top(ofSection: s)
        return Rect(x: layout.rowExtent.x, y: top, width: layout.rowExtent.width, height: geometry.pointee.bottom(ofSection: s) - top)
    }

    /// Section `s`'s header frame.
    ///
    /// - Complexity: O(log n).
    func headerFrame(ofSection s: Int) -> Rect {
        Rect(x: layout.rowExtent.x, y: geometry.pointee.top(ofSection: s), width: layout.rowExtent.width,
             height: geometry.pointee.headerHeights[s])
    }

    /// Section `s`'s footer frame.
    ///
    /// - Complexity: O(log n).
    func footerFrame(ofSection s: Int) -> Rect {
        Rect(x: layout.rowExtent.x, y: geometry.pointee.footerTop(ofSection: s), width: layout.rowExtent.width,
             height: geometry.pointee.footerHeights[s])
    }

    /// Section `s`'s footer top: a pinned header stops above the footer.
    ///
    /// - Complexity: O(log n).
    func pinnedHeaderEnd(ofSection s: Int) -> Double { geometry.pointee.footerTop(ofSection: s) }

    /// A plain table's headers pin.
    ///
    /// - Complexity: O(1).
    func pinsHeaders(style: TableStyle) -> Bool { style == .plain }

    /// Nothing to build: the table geometry has taken the batch already.
    ///
    /// - Complexity: O(1).
    func prepareBatch<Sizes: ItemSizes>(_ plan: BatchUpdatePlan, headers: [Double], width: Double,
                                        in layout: ActiveLayout, sizes: Sizes) throws(ListError) -> ActiveLayout.BatchPreparation {
        ActiveLayout.BatchPreparation(replacement: nil, gridArrivals: nil)
    }

    /// Self-sizing rows are measured again at the new width (wrapped text takes other
    /// heights), their heights kept as estimates until they are configured.
    ///
    /// - Complexity: O(n) for self-sizing rows; O(1) otherwise.
    func relayout<Sizes: ItemSizes>(forWidth width: Double, in layout: ActiveLayout, sizes: Sizes) {
        if layout.isSelfSizing { geometry.pointee.forgetMeasurements() }
    }
}
