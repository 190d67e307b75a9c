/// One of the four panes a sheet's viewport is split into by its frozen rows (at the top) and
/// frozen columns (at the left). Each shows the cells of its rows and columns, and scrolls only
/// along the axes whose cells are not frozen.
enum SheetPane: Hashable, Sendable, CaseIterable {
    /// The frozen rows' cells in the frozen columns, at the top left: never scrolls.
    case corner
    /// The frozen rows' cells in the scrolling columns, at the top right of the corner (a header
    /// row): scrolls horizontally only.
    case frozenRows
    /// The scrolling rows' cells in the frozen columns, below the corner (a header column):
    /// scrolls vertically only.
    case frozenColumns
    /// The scrolling rows' cells in the scrolling columns: scrolls both ways.
    case body

    /// The pane that shows a cell of a row and a column, each frozen or not.
    ///
    /// - Complexity: O(1).
    init(rowIsFrozen: Bool, columnIsFrozen: Bool) {
        switch (rowIsFrozen, columnIsFrozen) {
        case (true, true): self = .corner
        case (true, false): self = .frozenRows
        case (false, true): self = .frozenColumns
        case (false, false): self = .body
        }
    }

    /// Whether the pane's rows are the frozen ones.
    ///
    /// - Complexity: O(1).
    var hasFrozenRows: Bool { self == .corner || self == .frozenRows }

    /// Whether the pane's columns are the frozen ones.
    ///
    /// - Complexity: O(1).
    var hasFrozenColumns: Bool { self == .corner || self == .frozenColumns }

    /// Whether the pane follows the viewport's horizontal scroll (its columns scroll).
    ///
    /// - Complexity: O(1).
    var scrollsHorizontally: Bool { !hasFrozenColumns }

    /// Whether the pane follows the viewport's vertical scroll (its rows scroll).
    ///
    /// - Complexity: O(1).
    var scrollsVertically: Bool { !hasFrozenRows }
}
