/// Keeps the reader's place along a sheet's horizontal axis through a change of its columns:
/// the column that anchors the view, and the content offset that puts it back where it was.
///
/// The anchor is the first scrolling column on screen that the change leaves where it was among
/// its neighbours — not deleted, not moved (a moved column goes elsewhere; following it would
/// jump the view), and not made frozen — as a list's anchor row is chosen through a batch.
/// What keeps its place is the anchor's left edge, measured from the scrolling panes' left edge:
/// where columns before it are resized, inserted, deleted or moved, the offset moves by as much
/// as its start does, so it stays at the same screen x (drift 0). Where the frozen columns'
/// width changes, the scrolling panes' left edge moves with it, and the anchor with the edge:
/// the frozen columns push the scrolling ones aside rather than cover them.
///
/// Pure: it reads a viewport and the changes, and gives an offset; bringing the offset within
/// ``SheetViewport/horizontalLimits`` is the caller's (a list keeps a place first, then within
/// its limits).
@_spi(Sheet) public struct SheetColumnAnchor: Hashable, Sendable {
    /// The anchor column, as numbered before the change.
    let column: Int
    /// The anchor column, as numbered after it.
    let newColumn: Int
    /// Where its left edge was from the scrolling panes' left edge, on screen: its offset less
    /// the content offset and the frozen columns' width.
    let paneX: Double

    /// The anchor of `viewport` (before the change) through `changes`: the first scrolling
    /// column on screen that is neither deleted nor moved, and not frozen after the change; nil
    /// when there is none (the offset then stays). Without `changes`, the first scrolling
    /// column on screen: for a change that numbers no column anew (a width grown to fit,
    /// ``SheetColumns/widen(column:toAtLeast:)``).
    ///
    /// - Precondition: `changes` were made for `viewport.columns`.
    /// - Complexity: O(log n + v (log k + k)) for v scrolling columns on screen and a batch
    ///   naming k columns: usually the first is the anchor.
    @_spi(Sheet) public init?(viewport: SheetViewport, changes: SheetColumnChanges? = nil) {
        let columns = viewport.columns
        for c in viewport.visibleScrollingColumns {
            let new: Int
            if let changes {
                guard !changes.isMoved(c), let kept = changes.newColumn(for: c), kept >= changes.frozenCount else { continue }
                new = kept
            } else {
                new = c
            }
            column = c
            newColumn = new
            paneX = columns.offset(ofColumn: c) - viewport.offset.x - columns.frozenWidth
            return
        }
        return nil
    }

    /// The content offset x that puts the anchor's left edge back at ``paneX`` from the
    /// scrolling panes' left edge, over `columns` (after the change).
    ///
    /// - Precondition: `columns` holds ``newColumn``.
    /// - Complexity: O(log n); O(1) with a fixed width and no frozen column.
    @_spi(Sheet) public func offsetX(over columns: SheetColumns) -> Double {
        columns.offset(ofColumn: newColumn) - columns.frozenWidth - paneX
    }

    /// The content offset x after `changes` that keeps `viewport`'s place (before them) over
    /// `columns` (after them): the anchor's (``offsetX(over:)``), or `viewport`'s own without one.
    ///
    /// - Precondition: `changes` took `viewport.columns` to `columns`.
    /// - Complexity: as ``init(viewport:changes:)``, plus O(log n).
    static func offsetX(keeping viewport: SheetViewport, through changes: SheetColumnChanges,
                        over columns: SheetColumns) -> Double {
        SheetColumnAnchor(viewport: viewport, changes: changes)?.offsetX(over: columns) ?? viewport.offset.x
    }
}
