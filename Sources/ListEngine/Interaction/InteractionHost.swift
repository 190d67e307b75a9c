/// What touches and selection (``RowSelection``) need of the list they run in: where rows are
/// drawn and whether they are loaded, the cells whose flags show the selection, the modes that
/// say what a touch may select, the few list actions a touch takes, and the delegate's veto
/// points and notifications. The list adopts it (`ListView+InteractionHost.swift`); the
/// selection's operations are generic over it, so each is specialized for the list.
protocol InteractionHost: AnyObject {
    /// What the host loads once for an operation and is handed back with each question that
    /// reaches its delegate (the list: ``Callees``).
    associatedtype Calls

    /// The top-left of the viewport in content coordinates: touches come in viewport coordinates.
    var contentOffset: Point { get }
    /// The time one layout pass stands for, in seconds: a flash's frames are its duration over it.
    var frameInterval: Double { get }
    /// Whether several rows may be selected now (editing mode's setting while editing).
    var selectsManyNow: Bool { get }
    /// Whether a tap selects a row now (editing mode's setting while editing).
    var touchesSelectNow: Bool { get }

    /// The data source and delegate as they are now, for the questions of one operation.
    ///
    /// - Complexity: O(1).
    func loadCallees() -> Calls
    /// Whether the row at `indexPath` has its content (a paged list's placeholder has not).
    ///
    /// - Complexity: O(1).
    func isLoaded(_ indexPath: ListIndexPath) -> Bool
    /// Throws ``ListError/indexPathOutOfRange(_:rowsInSection:)`` unless the list has the row.
    ///
    /// - Complexity: O(1).
    func validate(_ indexPath: ListIndexPath) throws(ListError)
    /// The row drawn under `point` (content coordinates): while an update animates, where its
    /// cell is drawn, not its frame.
    ///
    /// - Complexity: O(log n); O(c) for the c displayed cells while an update animates.
    func indexPathForDrawnRow(at point: Point) -> ListIndexPath?
    /// The cell of `indexPath` if the row has one, inside an operation too: for reading what
    /// the cell shows (where its detail button is).
    ///
    /// - Complexity: O(1).
    func materializedCell(at indexPath: ListIndexPath) -> ListCell?
    /// The cell of `indexPath` whose selection flags to set now, if the row has one. Inside an
    /// operation the cells may be half rearranged: none then, and the cells' flags are brought
    /// up to date when the operation ends.
    ///
    /// - Complexity: O(1).
    func cellForMaterializedRow(at indexPath: ListIndexPath) -> ListCell?
    /// Has the cells' selection flags brought up to date when the operation under way ends.
    ///
    /// - Complexity: O(1).
    func selectionDidChange()
    /// Stops an animated scroll under way where it is: a touch holds the content.
    ///
    /// - Complexity: O(1).
    func stopScrollAnimation()
    /// A touch went down: a row's open swipe actions close. Returns whether the touch was
    /// taken by them (it then does nothing else).
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func closeSwipeActionsForTouch() -> Bool
    /// Cancels the touch under way as the public operation does (``ListView/cancelTouch()``).
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func cancelTouch()

    /// The delegate's `shouldHighlightRowAt`; true without a delegate.
    ///
    /// - Complexity: the delegate's.
    func shouldHighlightRow(at indexPath: ListIndexPath, callees: Calls) -> Bool
    /// Tells the delegate `didHighlightRowAt`, if there is one.
    ///
    /// - Complexity: the delegate's.
    func didHighlightRow(at indexPath: ListIndexPath, callees: Calls)
    /// Tells the delegate `didUnhighlightRowAt`, if there is one.
    ///
    /// - Complexity: the delegate's.
    func didUnhighlightRow(at indexPath: ListIndexPath, callees: Calls)
    /// The row to select instead of `indexPath`: the delegate's `willSelectRowAt` (nil: none),
    /// or the row itself without a delegate.
    ///
    /// - Complexity: the delegate's.
    func willSelectRow(at indexPath: ListIndexPath, callees: Calls) -> ListIndexPath?
    /// The row to deselect instead of `indexPath`: the delegate's `willDeselectRowAt` (nil:
    /// keep it selected), or the row itself without a delegate.
    ///
    /// - Complexity: the delegate's.
    func willDeselectRow(at indexPath: ListIndexPath, callees: Calls) -> ListIndexPath?
    /// Tells the delegate `didSelectRowAt`, when the touch call ends.
    ///
    /// - Complexity: O(1) now; the delegate's then.
    func didSelectRow(at indexPath: ListIndexPath, callees: Calls)
    /// Tells the delegate `didDeselectRowAt`, when the touch call ends.
    ///
    /// - Complexity: O(1) now; the delegate's then.
    func didDeselectRow(at indexPath: ListIndexPath, callees: Calls)
    /// Tells the delegate `accessoryButtonTappedForRowWith`, when the touch call ends.
    ///
    /// - Complexity: O(1) now; the delegate's then.
    func accessoryButtonTapped(forRowAt indexPath: ListIndexPath, callees: Calls)
}
