/// Geometry queries (frames of rows, sections and headers; the row at a point) and scrolling.
///
/// Two geometries, as in UIKit: the `rect…` queries and ``indexPathForRow(at:)`` answer in
/// the *layout* — where rows, sections and headers are in the content, whatever is drawn over
/// it. What a renderer draws is the *presentation*: the cells' frames, ``headerFrame(inSection:)``
/// and the supplementary views' frames add to the layout what is shown now — a header pinned to
/// the top, and the rows and sections an interactive move under way shifts (the gap it opens,
/// the row floating under the touch; see ``interactiveMovement``). Without a move and pinning
/// the two agree.
extension ListView {
    /// The total size of the content: the viewport's width, the rows' and headers' height.
    ///
    /// - Complexity: O(log n).
    public var contentSize: Size { Size(width: viewport.size.width, height: activeLayout.contentHeight) }

    /// The number of sections and rows as last loaded.
    public var numberOfSections: Int { activeLayout.geometry.sectionCount }
    /// The number of rows in `section` as last loaded (0 for a section out of range).
    public func numberOfRows(inSection section: Int) -> Int {
        section >= 0 && section < activeLayout.geometry.sectionCount ? activeLayout.geometry.rowCount(inSection: section) : 0
    }
    /// The number of rows in all sections.
    public var totalRows: Int { activeLayout.geometry.totalRows }

    /// The global number (counted from 0 across sections) of the row at `indexPath`, or nil if out of range.
    ///
    /// - Complexity: O(1).
    public func globalRow(for indexPath: ListIndexPath) -> Int? {
        (try? validate(indexPath)) != nil ? activeLayout.geometry.globalRow(of: indexPath) : nil
    }

    /// The index path of global row `row`, or nil if out of range.
    ///
    /// - Complexity: O(log sections).
    public func indexPath(forGlobalRow row: Int) -> ListIndexPath? {
        row >= 0 && row < activeLayout.geometry.totalRows ? activeLayout.geometry.indexPath(ofRow: row) : nil
    }

    /// Sets the left edge and width of rows, headers and footers (inset in the inset-grouped
    /// style) from the viewport's width and the metrics.
    func updateRowExtent() {
        activeLayout.updateRowExtent(viewportWidth: viewport.size.width)
    }

    /// The frame of the row at `indexPath` in content coordinates, or nil if out of range.
    ///
    /// - Complexity: O(log n).
    public func rectForRow(at indexPath: ListIndexPath) -> Rect? {
        globalRow(for: indexPath).map(activeLayout.frame(ofItem:))
    }

    /// The frame of global row `row`, or nil if out of range.
    ///
    /// - Complexity: O(log n).
    public func rectForRow(globalRow row: Int) -> Rect? {
        row >= 0 && row < activeLayout.geometry.totalRows ? activeLayout.frame(ofItem: row) : nil
    }

    /// The frame of `section` from its header's top to its footer's bottom, or nil if out of range.
    ///
    /// - Complexity: O(log n).
    public func rect(forSection section: Int) -> Rect? {
        guard section >= 0, section < activeLayout.geometry.sectionCount else { return nil }
        return activeLayout.sectionFrame(ofSection: section)
    }

    /// The frame of `section`'s header in the layout (not pinned, not shifted by a move under
    /// way; see ``headerFrame(inSection:)`` for where it is drawn), or nil if out of range.
    ///
    /// - Complexity: O(log n).
    public func rectForHeader(inSection section: Int) -> Rect? {
        guard section >= 0, section < activeLayout.geometry.sectionCount else { return nil }
        return activeLayout.headerFrame(ofSection: section)
    }

    /// The title the data source gives `section`'s header (in either of its shapes), for a
    /// renderer to draw; nil for none or a section out of range.
    ///
    /// - Complexity: O(1) plus the data source's call.
    public func headerTitle(inSection section: Int) -> String? {
        guard section >= 0, section < activeLayout.geometry.sectionCount else { return nil }
        return dataSource?.headerTitle(in: self, section: section)
    }

    /// The title the data source gives `section`'s footer, for a renderer to draw; nil for none
    /// or a section out of range.
    ///
    /// - Complexity: O(1) plus the data source's call.
    public func footerTitle(inSection section: Int) -> String? {
        guard section >= 0, section < activeLayout.geometry.sectionCount else { return nil }
        return dataSource?.footerTitle(in: self, section: section)
    }

    /// The frame of `section`'s footer, or nil if out of range. A collection's sections have no
    /// footers: a zero-height frame at the section's bottom.
    ///
    /// - Complexity: O(log n).
    public func rectForFooter(inSection section: Int) -> Rect? {
        guard section >= 0, section < activeLayout.geometry.sectionCount else { return nil }
        return activeLayout.footerFrame(ofSection: section)
    }

    /// Where `section`'s header is drawn now (shifted, while a row moves interactively, as the
    /// move would shift it): in a plain table (and a grid or flow that
    /// ``GridLayout/pinsSectionHeaders``) it stays pinned to the top of the visible area while
    /// its section is on screen, and stops at the top of the section's footer (a collection's:
    /// the section's end) — its bottom never goes below it, so the section's end pushes it up
    /// and it is never drawn over the footer or the next section; elsewhere it is
    /// ``rectForHeader(inSection:)``.
    ///
    /// - Complexity: O(log n).
    public func headerFrame(inSection section: Int) -> Rect? {
        guard var rect = rectForHeader(inSection: section) else { return nil }
        // While a row moves interactively, the sections between its two places shift.
        let shift = editing.move.presentation(in: self)?.shift(ofSection: section) ?? (header: 0, bottom: 0)
        rect.origin.y += shift.header
        guard let limit = activeLayout.pinnedHeaderLimit(ofSection: section, height: rect.height, style: style) else { return rect }
        let pinTop = viewport.offset.y + viewport.inset.top
        rect.origin.y = Swift.max(rect.minY, Swift.min(pinTop, limit + shift.bottom))
        return rect
    }

    /// The sections whose extent (header to footer) intersects the viewport: those whose
    /// headers and footers a renderer may draw.
    ///
    /// - Complexity: O(log n).
    public var visibleSections: Range<Int> {
        guard viewport.size.width > 0, viewport.size.height > 0 else { return 0..<0 }
        return activeLayout.sections(intersecting: viewport.offset.y, viewport.offset.y + viewport.size.height)
    }

    /// The row whose frame contains `point` (content coordinates), or nil over a header, a
    /// footer, a side inset or no content.
    ///
    /// - Complexity: O(log n).
    public func indexPathForRow(at point: Point) -> ListIndexPath? {
        activeLayout.item(at: point).map(activeLayout.geometry.indexPath(ofRow:))
    }

    /// Whether section headers stay pinned to the top of the visible area (see ``headerFrame(inSection:)``).
    var pinsHeaders: Bool { activeLayout.pinsHeaders(style: style) }

    /// Where section `s` starts: its header's top.
    func top(ofSection s: Int) -> Double { activeLayout.top(ofSection: s) }

    // MARK: Scrolling

    /// The smallest and largest content offsets at rest (UIScrollView's limits with insets).
    public var contentOffsetLimits: ClosedRange<Double> { viewport.limits(contentHeight: activeLayout.contentHeight) }

    /// Scrolls so the row at `indexPath` is at `position` in the visible area (the viewport
    /// less the content insets; below its section's pinned header where headers pin),
    /// within the content offset limits, at once: the non-animated
    /// ``scrollToRow(at:position:animated:)``. It stops a scroll animation under way.
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``.
    /// - Complexity: O(log n).
    public func scrollToRow(at indexPath: ListIndexPath, position: ScrollPosition) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.scrollToRow(at: indexPath, position: position) } }
        try perform("scrollToRow(at:position:)") { () throws(ListError) in try scroll(to: indexPath, position: position) }
    }

    private func scroll(to indexPath: ListIndexPath, position: ScrollPosition) throws(ListError) {
        if data.needsReload { try reloadAll() }
        try validate(indexPath)
        stopScrollAnimation()
        let y = restingOffset(showing: indexPath, at: position, callees: Callees(of: self))
        viewport.scroll(to: y, end: contentOffsetLimits.upperBound)
    }

    /// The content offset at rest that shows the row at `indexPath` (which exists) at
    /// `position` (`.none`: `margin` from the visible area's edges, as far as it fits), within
    /// the content offset limits: where ``scrollToRow(at:position:)`` puts
    /// the viewport, and what a scroll animation aims at each frame. A flow lays its lines out
    /// through the row first: its estimated place is not its own (and the cells below move with
    /// what is laid out); and the sections above it as far as a viewport showing it reaches, so
    /// that the pass after the scroll, laying out what the viewport shows, moves nothing there.
    ///
    /// - Complexity: O(log n), plus laying a flow's lines out through the row, and the sections
    ///   above it a viewport's height up, the first time.
    func restingOffset(showing indexPath: ListIndexPath, at position: ScrollPosition, margin: Double = 0, callees: Callees) -> Double {
        let g = activeLayout.geometry.globalRow(of: indexPath)
        let laidOutThrough = layOut(through: g, callees: callees)
        let laidOutAbove = activeLayout.layOut(above: g, by: viewport.size.height, sizes: itemSizes(callees))
        if laidOutThrough || laidOutAbove, !window.materialized.isEmpty {
            refreshFrames(from: window.materialized.lowerBound)
        }
        let row = activeLayout.frame(ofItem: g)
        // A pinned header, and a sheet's frozen rows, cover the top of the visible area.
        let pinned = (pinsHeaders ? activeLayout.geometry.headerHeights[indexPath.section] : 0) + sheet.coveredHeight(in: self)
        return restingOffset(showing: row, below: pinned, at: position, margin: margin)
    }

    /// The content offset at rest that shows `row` (a frame in content coordinates) at
    /// `position` in the visible area less its insets and `pinned` points at its top (a header
    /// pinned over it), within the content offset limits — `.none`: the least move that shows
    /// it `margin` from the edges, as far as it fits.
    ///
    /// - Complexity: O(1).
    func restingOffset(showing row: Rect, below pinned: Double, at position: ScrollPosition, margin: Double) -> Double {
        let areaTop = viewport.inset.top + pinned
        let areaHeight = Swift.max(0, viewport.size.height - viewport.inset.bottom - areaTop)
        let topAligned = row.minY - areaTop
        let bottomAligned = row.maxY - areaTop - areaHeight
        var y: Double
        switch position {
        case .top: y = topAligned
        case .middle: y = row.minY + row.height / 2 - areaTop - areaHeight / 2
        case .bottom: y = bottomAligned
        case .none:
            // The least move that shows it, `margin` from the edges (as much as fits).
            let top = topAligned - Swift.min(margin, Swift.max(0, (areaHeight - row.height) / 2))
            let bottom = bottomAligned + Swift.min(margin, Swift.max(0, (areaHeight - row.height) / 2))
            if viewport.offset.y > top { y = top }
            else if viewport.offset.y < bottom { y = bottom }
            else { y = viewport.offset.y }
        }
        let limits = contentOffsetLimits
        return Swift.min(Swift.max(y, limits.lowerBound), limits.upperBound)
    }

    /// Scrolls so `section`'s header is at the top of the visible area: what tapping the
    /// section index title at `titleIndex` does (plain style). It stops a scroll animation
    /// under way.
    ///
    /// - Throws: ``ListError/sectionIndexUnavailable(_:)`` in a grouped style,
    ///   ``ListError/sectionIndexOutOfRange(_:titleCount:)``, or
    ///   ``ListError/sectionOutOfRange(_:sectionCount:)`` if the data source names a section the list lacks.
    /// - Complexity: O(log n).
    @discardableResult
    public func scrollToSectionIndexTitle(at titleIndex: Int) throws(ListError) -> Int {
        if defersCalls { return deferred(-1) { list throws(ListError) in _ = try list.scrollToSectionIndexTitle(at: titleIndex) } }
        return try perform("scrollToSectionIndexTitle(at:)") { () throws(ListError) in try scroll(toSectionIndexTitle: titleIndex) }
    }

    private func scroll(toSectionIndexTitle titleIndex: Int) throws(ListError) -> Int {
        guard style == .plain else { throw .sectionIndexUnavailable(style) }
        if data.needsReload { try reloadAll() }
        guard titleIndex >= 0, titleIndex < sectionIndexTitles.count else {
            throw .sectionIndexOutOfRange(titleIndex, titleCount: sectionIndexTitles.count)
        }
        let title = sectionIndexTitles[titleIndex]
        let section = dataSource?.listView(self, sectionForSectionIndexTitle: title, at: titleIndex) ?? titleIndex
        guard section >= 0, section < activeLayout.geometry.sectionCount else {
            throw .sectionOutOfRange(section, sectionCount: activeLayout.geometry.sectionCount)
        }
        stopScrollAnimation()
        let limits = contentOffsetLimits
        let y = top(ofSection: section) - viewport.inset.top
        viewport.scroll(to: Swift.min(Swift.max(y, limits.lowerBound), limits.upperBound), end: limits.upperBound)
        return section
    }
}
