/// One public operation at a time, and what the callbacks of the one under way may do: the
/// state behind ``ListView``'s reentrancy rules (see ``ListView/perform(_:_:)``).
///
/// A layout pass, a reload, a batch update or a touch calls out to the data source, the delegate
/// and the cells. While it runs, a call back into the list that would change its rows, cells,
/// geometry or viewport is refused — except in two places where a call is *deferred* instead:
/// queued, and made when it can be made as if the caller had waited.
struct OperationGate {
    /// Where calls from callbacks wait instead of being refused.
    enum Deferral {
        /// Nowhere: mutating calls from callbacks are refused, selection changes apply at once.
        case none
        /// A reload is asking its questions: selection calls wait until it has cleared the old
        /// selection (a row selected from `heightForRowAt` must not be cleared by the reload
        /// that asked).
        case selectionDuringReload
        /// A touch is reporting its outcome (`didSelectRowAt`, `didDeselectRowAt`,
        /// `accessoryButtonTappedForRowWith`): every call that changes the list — selection
        /// included — waits for the touch to end, and is then made in order.
        case untilTouchEnds
    }

    /// A call made later: it gets the list, and what it throws is reported as a diagnostic.
    typealias DeferredCall = (ListView) throws(ListError) -> Void

    /// The public operation under way, whose callbacks may not change the list.
    var running: StaticString?
    /// Set when a callback changed the selection: the cells' flags follow at the operation's end.
    var selectionChanged = false
    /// Where calls from callbacks wait now.
    var deferral = Deferral.none
    /// The calls waiting, in the order they were made.
    var deferred: [DeferredCall] = []
    /// The problems found where no error could be thrown, and their handler.
    var diagnostics = Diagnostics()

    /// Whether a call that changes the list waits instead of running (or being refused).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    var defersCalls: Bool {
        if case .untilTouchEnds = deferral { true } else { false }
    }

    /// Whether a selection call waits instead of applying at once.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    var defersSelection: Bool {
        if case .none = deferral { false } else { true }
    }
}
