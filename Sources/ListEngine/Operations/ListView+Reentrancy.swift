/// One operation at a time. A layout pass, a reload, a batch update or a touch calls out to the
/// data source, the delegate, the prefetch data source and the cells; a call back into the list
/// that would change its rows, cells, geometry or viewport while the operation is half done is
/// refused: a throwing call throws ``ListError/reentrantCall(_:during:)``, a non-throwing one
/// (a nested ``layout()``, say) does nothing and reports the same error as a diagnostic. The
/// list is then exactly as the running operation leaves it. Make such changes after the
/// operation returns.
///
/// Two kinds of call wait instead of being refused:
///
/// - **Selection** (``selectRow(at:)``, ``deselectRow(at:)``, ``highlightRow(at:)``…) may
///   change from any callback. It applies at once, and the cells' flags follow when the
///   operation ends — but during a reload's questions (`numberOfRowsInSection`,
///   `heightForRowAt`, header heights…) it waits until the reload has cleared the old
///   selection, then applies, checked against the new counts; and while a touch (or a keyboard
///   selection) is being decided (`shouldHighlightRowAt`, `didHighlightRowAt`,
///   `didUnhighlightRowAt`, `willSelectRowAt`, `willDeselectRowAt`) it waits until the call
///   that asked returns, and is made then, in order — exactly as if made right after it
///   returned (``touchDown(at:)``, ``touchUp()``, ``cancelTouch()``).
/// - **The outcome of a touch.** While a touch is being decided a mutating call is refused as
///   from any callback. From `didSelectRowAt`, `didDeselectRowAt`
///   and `accessoryButtonTappedForRowWith` — where apps reload, update and scroll — every call
///   that changes the list, selection included, is queued and made in order when the touch
///   operation ends, exactly as if made right after ``touchUp()`` returned. Such a call
///   returns at once with nothing done (an empty transition or report, `nil`, `false`); what it
///   throws when it is made is reported as a diagnostic.
///
/// The rules live in ``OperationGate`` (``gate``); these are the list's entry points to them.
extension ListView {
    /// Runs `body` as the public operation `name`, or refuses it if another one is running.
    ///
    /// - Complexity: O(1) beyond `body`: a load and two stores.
    @inline(__always)
    func perform<Result>(_ name: StaticString, _ body: () throws(ListError) -> Result) throws(ListError) -> Result {
        try gate.perform(name, in: self, body)
    }

    /// Throws ``ListError/reentrantCall(_:during:)`` if an operation is running.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func refuseIfRunning(_ name: StaticString) throws(ListError) {
        try gate.refuseIfRunning(name)
    }

    /// Whether a non-throwing mutating call may go ahead; if not, reports why as a diagnostic.
    ///
    /// - Complexity: O(1).
    func mayMutate(_ name: StaticString) -> Bool { gate.mayMutate(name, in: self) }

    /// Marks the non-throwing operation `name` as running; false (and a diagnostic) if another
    /// operation is. The caller ends it with ``endOperation()``.
    ///
    /// - Complexity: O(1).
    func beginOperation(_ name: StaticString) -> Bool { gate.begin(name, in: self) }

    /// Ends the running operation: selection changed by its callbacks reaches the cells, the
    /// delegate hears of a focus change the operation made, then the calls its callbacks
    /// deferred are made, in order.
    ///
    /// - Complexity: O(1) when nothing changed; O(c log n) for c cells after a selection change.
    func endOperation() { gate.end(in: self) }

    // MARK: Deferred calls

    /// Whether a call that changes the list must wait for the touch to end: queue it with
    /// ``deferCall(_:)`` and return at once. Checked before anything else by every public call
    /// that changes the list.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    var defersCalls: Bool { gate.defersCalls }

    /// Whether a selection call must wait (see the rules above).
    ///
    /// - Complexity: O(1).
    var defersSelection: Bool { gate.defersSelection }

    /// Queues `call`, to be made when it may (see ``defersCalls``).
    ///
    /// - Complexity: amortized O(1).
    @usableFromInline
    func deferCall(_ call: @escaping (ListView) throws(ListError) -> Void) { gate.queue(call) }

    /// Queues `call` (see ``defersCalls``) and returns `result`: what the deferred call returns
    /// now.
    ///
    /// - Complexity: amortized O(1).
    @usableFromInline
    func deferred<Result>(_ result: Result, _ call: @escaping (ListView) throws(ListError) -> Void) -> Result {
        gate.queue(call)
        return result
    }

    /// Runs `body` (a callback) with calls from it deferred as `deferral` says, and returns
    /// what it returns; the deferral before it applies again afterwards.
    ///
    /// - Complexity: O(1) beyond `body`.
    @discardableResult
    func deferring<Result>(_ deferral: OperationGate<ListView>.Deferral, _ body: () -> Result) -> Result {
        gate.deferring(deferral, body)
    }

    /// Makes the deferred calls from the `start`-th on, in the order they were queued,
    /// reporting what they throw; those before it keep waiting.
    ///
    /// - Complexity: the calls'.
    func makeDeferredCalls(from start: Int = 0) { gate.makeDeferredCalls(from: start, in: self) }
}
