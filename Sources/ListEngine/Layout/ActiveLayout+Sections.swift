/// Where the layout puts its sections' headers and footers, and whether a header stays pinned:
/// each layout answers for itself, so the list never asks which layout it has.
extension ActiveLayout {
    /// Where section `s` starts: its header's top.
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func top(ofSection s: Int) -> Double {
        sectionFrame(ofSection: s).minY
    }

    /// Section `s`'s footer frame: a table's, or for a collection (whose sections have no
    /// footers) a zero-height frame at the section's bottom.
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func footerFrame(ofSection s: Int) -> Rect { visit(LayoutQuestions.FooterFrame(section: s)) }

    /// A layout of fixed columns (a grid): how many; nil for the others.
    ///
    /// - Complexity: O(1).
    var columnCount: Int? { visit(LayoutQuestions.ColumnCount()) }

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
    func pinsHeaders(style: TableStyle) -> Bool { visit(LayoutQuestions.PinsHeaders(style: style)) }

    /// The lowest top a pinned header of `height` points may have in section `s`: where its
    /// bottom meets the section's footer (a table) or end (a collection); nil when headers do
    /// not pin (see ``pinsHeaders(style:)``).
    ///
    /// - Precondition: `0 <= s < geometry.sectionCount`.
    /// - Complexity: O(log n).
    func pinnedHeaderLimit(ofSection s: Int, height: Double, style: TableStyle) -> Double? {
        visit(LayoutQuestions.PinnedHeaderEnd(section: s, style: style)).map { $0 - height }
    }
}
