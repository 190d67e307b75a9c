/// One public operation at a time, and what the callbacks of the one under way may do: the
/// state and the rules behind ``ListView``'s reentrancy (see ``ListView/perform(_:_:)``).
///
/// A layout pass, a reload, a batch update or a touch calls out to the data source, the delegate
/// and the cells. While it runs, a call back into the list that would change its rows, cells,
/// geometry or viewport is refused — except in two places where a call is *deferred* instead:
/// queued, and made when it can be made as if the caller had waited (``OperationGate+Deferral``).
///
/// Generic over its host so that the calls into it are direct; the host is what deferred calls
/// get. A class, so that a callback reentering the host while the gate works finds one gate.
final class OperationGate<Host: OperationHost> {
    /// Where calls from callbacks wait instead of being refused.
    enum Deferral {
        /// Nowhere: mutating calls from callbacks are refused, selection changes apply at once.
        case none
        /// A reload is asking its questions: selection calls wait until it has cleared the old
        /// selection (a row selected from `heightForRowAt` must not be cleared by the reload
        /// that asked).
        case selectionDuringReload
        /// A touch (or a keyboard selection) is being decided (`shouldHighlightRowAt`,
        /// `didHighlightRowAt`, `didUnhighlightRowAt`, `willSelectRowAt`, `willDeselectRowAt`):
        /// a call that changes the list is refused, and a selection call waits until the call
        /// under way ends — then it is made, in order, as if made right after that call returned
        /// (applied at once, it would change what the touch is deciding).
        case selectionUntilCallEnds
        /// A touch is reporting its outcome (`didSelectRowAt`, `didDeselectRowAt`,
        /// `accessoryButtonTappedForRowWith`): every call that changes the list — selection
        /// included — waits for the touch to end, and is then made in order.
        case untilTouchEnds
    }

    /// A call made later: it gets the host, and what it throws is reported as a diagnostic.
    typealias DeferredCall = (Host) throws(ListError) -> Void

    /// The public operation under way, whose callbacks may not change the list.
    @exclusivity(unchecked) var running: StaticString?
    /// Set when a callback changed the selection: the cells' flags follow at the operation's end.
    @exclusivity(unchecked) var selectionChanged = false
    /// Where calls from callbacks wait now.
    @exclusivity(unchecked) var deferral = Deferral.none
    /// The calls waiting, in the order they were made.
    @exclusivity(unchecked) var deferred: [DeferredCall] = []
    /// The problems found where no error could be thrown, and their handler.
    @exclusivity(unchecked) var diagnostics = Diagnostics()

    /// Runs `body` as the public operation `name`, or refuses it if another one is running;
    /// ends it with ``end(in:)``, whether `body` returns or throws.
    ///
    /// - Complexity: O(1) beyond `body` and ``end(in:)``: a load and two stores.
    @inline(__always)
    func perform<Result>(_ name: StaticString, in host: Host, _ body: () throws(ListError) -> Result) throws(ListError) -> Result {
        try refuseIfRunning(name)
        running = name
        defer { end(in: host) }
        return try body()
    }

    /// Throws ``ListError/reentrantCall(_:during:)`` if an operation is running.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func refuseIfRunning(_ name: StaticString) throws(ListError) {
        guard let running else { return }
        throw .reentrantCall(name.description, during: running.description)
    }

    /// Whether the non-throwing mutating call `name` may go ahead; if not, tells `host` why as
    /// a diagnostic.
    ///
    /// - Complexity: O(1).
    func mayMutate(_ name: StaticString, in host: Host) -> Bool {
        guard let running else { return true }
        host.diagnose(.reentrantCall(name.description, during: running.description))
        return false
    }

    /// Marks the non-throwing operation `name` as running; false (and a diagnostic) if another
    /// operation is. The caller ends it with ``end(in:)``.
    ///
    /// - Complexity: O(1).
    func begin(_ name: StaticString, in host: Host) -> Bool {
        guard mayMutate(name, in: host) else { return false }
        running = name
        return true
    }

    /// Ends the running operation: selection changed by its callbacks reaches the cells, the
    /// host delivers the notices the operation left, then the calls its callbacks deferred are
    /// made, in order.
    ///
    /// - Complexity: O(1) plus the host's notices when nothing changed; O(c log n) for c cells
    ///   after a selection change; plus the deferred calls.
    func end(in host: Host) {
        running = nil
        if selectionChanged {
            selectionChanged = false
            host.showSelectionInCells()
        }
        host.deliverOperationNotices()
        if !deferred.isEmpty { makeDeferredCalls(in: host) }
    }
}
