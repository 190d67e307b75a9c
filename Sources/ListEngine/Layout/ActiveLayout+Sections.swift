/// Where the layout puts its sections' headers and footers, and whether a header stays pinned:
/// each layout answers for itself, so the list never asks which layout it has.
extension ActiveLayout {
    /// Where section `s` starts: its header's top.
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func top(ofSection s: Int) -> Double {
        kind.isCollection ? sectionFrame(ofSection: s).minY : geometry.top(ofSection: s)
    }

    /// Section `s`'s footer frame: a table's, or for a collection (whose sections have no
    /// footers) a zero-height frame at the section's bottom.
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func footerFrame(ofSection s: Int) -> Rect {
        guard case .table = kind else {
            let frame = sectionFrame(ofSection: s)
            return Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0)
        }
        return Rect(x: rowExtent.x, y: geometry.footerTop(ofSection: s), width: rowExtent.width, height: geometry.footerHeights[s])
    }

    /// A layout of fixed columns (a grid): how many; nil for the others.
    ///
    /// - Complexity: O(1).
    var columnCount: Int? {
        guard case .grid = kind else { return nil }
        return Swift.max(1, grid.columnCount)
    }

    /// A layout of fixed columns (a grid): how many columns, and how many lines its sections
    /// hold together; nil for the others, whose lines hold items of their own sizes.
    ///
    /// - Complexity: O(sections).
    func columnsAndLines() -> (columns: Int, lines: Int)? {
        guard let columns = columnCount else { return nil }
        let lines = (0..<geometry.sectionCount).reduce(0) { $0 + (geometry.rowCount(inSection: $1) + columns - 1) / columns }
        return (columns, lines)
    }

    /// Whether section headers stay pinned to the top of the visible area: a plain table's, and
    /// a collection's whose layout says so.
    ///
    /// - Complexity: O(1).
    func pinsHeaders(style: TableStyle) -> Bool {
        switch layout {
        case .table: style == .plain
        case let .grid(gridLayout): gridLayout.pinsSectionHeaders
        case let .flow(flowLayout): flowLayout.pinsSectionHeaders
        case let .custom(customLayout): customLayout.pinsSectionHeaders
        }
    }

    /// The lowest top a pinned header of `height` points may have in section `s`: where its
    /// bottom meets the section's footer (a table) or end (a collection); nil when headers do
    /// not pin (see ``pinsHeaders(style:)``).
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func pinnedHeaderLimit(ofSection s: Int, height: Double, style: TableStyle) -> Double? {
        guard pinsHeaders(style: style) else { return nil }
        let end = kind.isCollection ? sectionFrame(ofSection: s).maxY : geometry.footerTop(ofSection: s)
        return end - height
    }
}
