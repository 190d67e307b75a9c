/// What an ``OperationGate`` needs from the list it guards: where its problems are reported, and
/// what happens when an operation ends. Deferred calls get the host itself.
protocol OperationHost: AnyObject {
    /// Records `diagnostic` and hands it to the diagnostic handler (a refused non-throwing call,
    /// or what a deferred call threw).
    func diagnose(_ diagnostic: ListError)

    /// Brings the cells' selected and highlighted flags up to date with the selection: called
    /// when an operation ends whose callbacks changed the selection.
    ///
    /// - Complexity: O(c log n) for c cells.
    func showSelectionInCells()

    /// Tells the delegate and the assistive technology of what the operation that just ended
    /// changed (the keyboard focus, an accessibility notice); before the deferred calls are made.
    func deliverOperationNotices()
}
