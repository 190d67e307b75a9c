import Foundation

/// How a list measures its rows, what it tells about display, and how rows are highlighted and
/// selected: UITableViewDelegate's semantics in Swift idiom. Called on the engine's thread.
/// Every requirement has a default.
///
/// Heights come in three shapes, each a requirement, so a conformance written the UIKit way is
/// called, never silently ignored: `Double?` (nil: not provided), and UIKit's `Double` or
/// `CGFloat`, where ``ListView/automaticDimension`` means not provided. Implement one shape of
/// each; if several, `Double?` wins, then `Double`. A height not provided falls back to the
/// style's default or the list's ``RowHeight``.
public protocol ListDelegate: AnyObject {
    /// The height of the row at `indexPath` (``RowHeight/perRow``, and the measured height of a
    /// self-sizing row whose cell gives none). Default: nil.
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double?
    /// UIKit's shape of ``listView(_:heightForRowAt:)-(_,_)->Double?``. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double
    /// The estimate a self-sizing row starts from. Default: nil (the list's estimate).
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double?
    /// UIKit's shape of the estimate. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double
    /// The height of `section`'s header. Default: nil (the style's default).
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double?
    /// UIKit's shape of the header height. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double
    /// The height of `section`'s footer. Default: nil (the style's default).
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double?
    /// UIKit's shape of the footer height. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double
    /// UIKit's `CGFloat` shape of the row height. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> CGFloat
    /// UIKit's `CGFloat` shape of the estimate. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> CGFloat
    /// UIKit's `CGFloat` shape of the header height. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> CGFloat
    /// UIKit's `CGFloat` shape of the footer height. Default: ``ListView/automaticDimension``.
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> CGFloat

    /// The size of the item at `indexPath` in a flow (``FlowLayout``): UICollectionViewDelegateFlowLayout's
    /// `sizeForItemAt`, asked when the item is laid out (for the first time, or again after a
    /// reload or a batch update) and when a self-sizing item whose cell gives no size is
    /// measured. Default: nil (the layout's estimated item size).
    func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size?

    /// Whether the item at `indexPath` spans every column of a masonry (``MasonryLayout``): it
    /// starts below the tallest column, is as wide as all the columns and the spacing between
    /// them, and every column continues below it — a banner, a featured item. Asked once, when
    /// the item is placed (again only when a new column count or a rebalance places it again);
    /// the item stays full-span through batches, moved or not. Default: false.
    func listView(_ listView: ListView, isFullSpanItemAt indexPath: ListIndexPath) -> Bool

    /// A row is about to become visible in `cell`.
    func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath)
    /// A row stopped being visible; its cell may go back to the pool next.
    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath)

    /// Whether a touch on the row highlights it (and can select it: a row that is not
    /// highlighted is not selected by the touch either, as in UIKit). Default: true.
    func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool
    /// The row was highlighted by a touch.
    func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath)
    /// The row's highlight ended (the touch ended, or a scroll cancelled it).
    func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath)
    /// The row a touch is about to select: return it, another row to select instead, or nil to
    /// select nothing. Default: `indexPath`.
    func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath?
    /// The row was selected by a touch. Calls that change the list made from here (a reload, a
    /// batch, a scroll, selection) wait and are made in order when the touch ends, as if made
    /// right after ``ListView/touchUp()`` returned; from the touch's other callbacks they are
    /// refused with ``ListError/reentrantCall(_:during:)``.
    func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath)
    /// The row a touch is about to deselect: return it, another row to deselect instead, or nil
    /// to keep it selected. Default: `indexPath`.
    func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath?
    /// The row was deselected by a touch. Calls that change the list wait for the touch to end,
    /// as from `didSelectRowAt`.
    func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath)
    /// A touch went down and up on the row's detail button (``ListCell/detailButtonFrame(in:)``):
    /// its own action, not a selection. Calls that change the list wait for the touch to end,
    /// as from `didSelectRowAt`.
    func listView(_ listView: ListView, accessoryButtonTappedForRowWith indexPath: ListIndexPath)

    /// The editing control the row at `indexPath` shows in editing mode (and whether swiping it
    /// offers the delete confirmation). Asked only for rows the data source can edit. Default:
    /// ``ListCell/EditingStyle/delete``, as in UIKit.
    func listView(_ listView: ListView, editingStyleForRowAt indexPath: ListIndexPath) -> ListCell.EditingStyle
    /// The title of the row's delete confirmation button. Default: nil ("Delete").
    func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String?
    /// UIKit's non-optional shape of the delete confirmation's title ("" for the default). Default: "".
    func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String
    /// The actions a swipe to the right reveals on the row's leading edge. Default: nil (none).
    func listView(_ listView: ListView, leadingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration?
    /// The actions a swipe to the left reveals on the row's trailing edge. Default: nil — the
    /// delete confirmation, if the row's editing style is ``ListCell/EditingStyle/delete``.
    /// An empty configuration reveals nothing.
    func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration?
    /// A swipe began to reveal the row's actions.
    func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath)
    /// The row's swipe actions closed; nil when the row no longer exists (its action deleted it,
    /// or the list was reloaded).
    func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?)
    /// Where a row moving interactively from `sourceIndexPath` lands instead of
    /// `proposedDestinationIndexPath` (both as after the move). Default: the proposal.
    func listView(_ listView: ListView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListIndexPath,
                  toProposedIndexPath proposedDestinationIndexPath: ListIndexPath) -> ListIndexPath

    /// An animated scroll to a row (``ListView/scrollToRow(at:position:animated:)``) landed: the
    /// layout pass of its last frame put the row where asked (UIScrollViewDelegate's
    /// `scrollViewDidEndScrollingAnimation(_:)`). Not called for an animation that was stopped.
    /// Calls that change the list made from here wait and are made in order when the pass
    /// ends, as from `didSelectRowAt`.
    ///
    /// - Complexity: called once an animation, from the pass that lands it.
    func listViewDidEndScrollingAnimation(_ listView: ListView)

    /// An animated update (``ListView/performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``) drew its last frame:
    /// every row is at its frame and the cells of rows that left are back in their pools
    /// (UIKit's completion of an animated `performBatchUpdates`). Not called for an animation
    /// that another one took over or that something ended early. Calls that change the list
    /// made from here wait and are made in order when the pass ends.
    ///
    /// - Complexity: called once an animation, from the pass that draws its last frame.
    func listViewDidEndUpdateAnimation(_ listView: ListView)

    /// Whether the row at `indexPath` can take the keyboard focus (UIKit's
    /// `tableView(_:canFocusRowAt:)`): ``ListView/moveFocus(_:)`` passes over rows that cannot.
    /// True by default.
    ///
    /// - Complexity: called for each row a focus move considers.
    func listView(_ listView: ListView, canFocusRowAt indexPath: ListIndexPath) -> Bool

    /// Whether `section`'s header can take the keyboard focus (as a focusable header view can in
    /// UIKit): ``ListView/moveFocus(_:)`` then stops on it in reading order — going up or down,
    /// between the rows of the section before and its own, and at the ends (a page move lands on
    /// a row). False by default; a section without a header (no height) never takes it.
    ///
    /// - Complexity: called for each header a focus move considers.
    func listView(_ listView: ListView, canFocusHeaderInSection section: Int) -> Bool

    /// Whether the focus may move from `from` to `to` (either nil: the list without focus) —
    /// UIKit's `shouldUpdateFocus(in:)`. True by default; false leaves the focus where it is.
    ///
    /// - Complexity: called once a focus move.
    func listView(_ listView: ListView, shouldUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) -> Bool

    /// The focus moved from `from` to `to` (UIKit's `didUpdateFocus(in:with:)`): by a move, by
    /// ``ListView/focusRow(at:)`` or ``ListView/focusHeader(inSection:)``, or because an update
    /// took the focused row or section away (or its header) — then when the update has ended,
    /// every cell in place, with `from` as it was before it (which may equal `to`, the row that
    /// took its place). What is given the focus then is not asked `canFocusRowAt`. Calls that
    /// change the list made from here wait and are made in order when the operation ends.
    ///
    /// - Complexity: called once a focus change.
    func listView(_ listView: ListView, didUpdateFocusFrom from: FocusTarget?, to: FocusTarget?)

    /// What a screen reader says for the element `id` (UIKit's `accessibilityLabel`, set on the
    /// cell): nil, the default, leaves it to the cell or view
    /// (``ListReusableView/accessibilityLabel``, a content cell's texts) or the section's title.
    ///
    /// - Complexity: called once for each element ``ListView/accessibilityElements()`` makes.
    func listView(_ listView: ListView, accessibilityLabelFor id: AccessibilityElement.ID) -> String?

    /// The list has something for a screen reader to say that no element says (rows that
    /// arrived at the end of a list that anchors to its end, placeholders on screen that
    /// loaded): post it in the platform's way, in words from ``ListView/accessibilityFormatter``.
    /// Called when the operation that made it ends; calls that change the list made from here
    /// wait as from `didSelectRowAt`. A delegate without it costs nothing: once the default
    /// has run, the list stops counting for announcements (until another delegate is set).
    ///
    /// - Complexity: called once an announcement.
    func listView(_ listView: ListView, announce announcement: AccessibilityAnnouncement)
}

extension ListDelegate {
    public func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? { nil }
    public func listView(_ listView: ListView, isFullSpanItemAt indexPath: ListIndexPath) -> Bool { false }
    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { nil }
    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double { ListView.automaticDimension }
    public func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double? { nil }
    public func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double { ListView.automaticDimension }
    public func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { nil }
    public func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double { ListView.automaticDimension }
    public func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { nil }
    public func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double { ListView.automaticDimension }
    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> CGFloat { CGFloat(ListView.automaticDimension) }
    public func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> CGFloat { CGFloat(ListView.automaticDimension) }
    public func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> CGFloat { CGFloat(ListView.automaticDimension) }
    public func listView(_ listView: ListView, heightForFooterInSection section: Int) -> CGFloat { CGFloat(ListView.automaticDimension) }
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool { true }
    public func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
    public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath? { indexPath }
    public func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, accessoryButtonTappedForRowWith indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, editingStyleForRowAt indexPath: ListIndexPath) -> ListCell.EditingStyle { .delete }
    public func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String? { nil }
    public func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String { "" }
    public func listView(_ listView: ListView,
                         leadingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? { nil }
    public func listView(_ listView: ListView,
                         trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? { nil }
    public func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) {}
    public func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) {}
    public func listView(_ listView: ListView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListIndexPath,
                         toProposedIndexPath proposedDestinationIndexPath: ListIndexPath) -> ListIndexPath { proposedDestinationIndexPath }
    public func listViewDidEndScrollingAnimation(_ listView: ListView) {}
    public func listViewDidEndUpdateAnimation(_ listView: ListView) {}
    public func listView(_ listView: ListView, canFocusRowAt indexPath: ListIndexPath) -> Bool { true }
    public func listView(_ listView: ListView, canFocusHeaderInSection section: Int) -> Bool { false }
    public func listView(_ listView: ListView, shouldUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) -> Bool { true }
    public func listView(_ listView: ListView, didUpdateFocusFrom from: FocusTarget?, to: FocusTarget?) {}
    public func listView(_ listView: ListView, accessibilityLabelFor id: AccessibilityElement.ID) -> String? { nil }
    public func listView(_ listView: ListView, announce announcement: AccessibilityAnnouncement) {
        // Only the list's own delegate speaks for it (not one an app forwards to).
        if listView.delegate === self { listView.accessibility.hearsAnnouncements = false }
    }
}

/// What the engine reads, whichever shape the conformance has: each a height, or nil when
/// the delegate provides none.
extension ListDelegate {
    func rowHeight(in list: ListView, at indexPath: ListIndexPath) -> Double? {
        Self.provided(listView(list, heightForRowAt: indexPath), { listView(list, heightForRowAt: indexPath) },
                      { listView(list, heightForRowAt: indexPath) })
    }

    func estimatedRowHeight(in list: ListView, at indexPath: ListIndexPath) -> Double? {
        Self.provided(listView(list, estimatedHeightForRowAt: indexPath), { listView(list, estimatedHeightForRowAt: indexPath) },
                      { listView(list, estimatedHeightForRowAt: indexPath) })
    }

    func headerHeight(in list: ListView, section: Int) -> Double? {
        Self.provided(listView(list, heightForHeaderInSection: section), { listView(list, heightForHeaderInSection: section) },
                      { listView(list, heightForHeaderInSection: section) })
    }

    func footerHeight(in list: ListView, section: Int) -> Double? {
        Self.provided(listView(list, heightForFooterInSection: section), { listView(list, heightForFooterInSection: section) },
                      { listView(list, heightForFooterInSection: section) })
    }

    /// The first shape that provides a height: `Double?` if not nil, else `Double`, else
    /// `CGFloat` if not ``ListView/automaticDimension``. Later shapes are asked only if needed.
    private static func provided(_ optional: Double?, _ plain: () -> Double, _ cg: () -> CGFloat) -> Double? {
        if let optional { return optional }
        let value = plain()
        if value != ListView.automaticDimension { return value }
        let other = cg()
        return other != CGFloat(ListView.automaticDimension) ? Double(other) : nil
    }
}

/// The delete confirmation's title, whichever shape the conformance has.
extension ListDelegate {
    /// The title from either shape; nil when the delegate gives none.
    func deleteConfirmationTitle(in list: ListView, at indexPath: ListIndexPath) -> String? {
        let optional: String? = listView(list, titleForDeleteConfirmationButtonForRowAt: indexPath)
        if let optional { return optional }
        let plain: String = listView(list, titleForDeleteConfirmationButtonForRowAt: indexPath)
        return plain.isEmpty ? nil : plain
    }
}
