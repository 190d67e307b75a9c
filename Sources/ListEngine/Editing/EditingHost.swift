/// What the editing interactions — a swipe (``SwipeController``) and an interactive move
/// (``MoveController``) — need of any list they run in: how it reaches its data source and
/// delegate for one operation, and where it reports what it cannot throw.
protocol EditingHost: AnyObject {
    /// What one operation's calls to the data source and the delegate go through, loaded once
    /// for it (the list's ``Callees``); the controllers only hand it back.
    associatedtype Context

    /// The data source and delegate as they are now, for work that begins outside an
    /// operation (a swipe action's completion called late, a touch).
    ///
    /// - Complexity: O(1).
    func loadContext() -> Context

    /// Reports a problem found where no error can be thrown (``ListView/diagnosticHandler``).
    ///
    /// - Complexity: O(1) plus the handler's.
    func diagnose(_ diagnostic: ListError)
}
