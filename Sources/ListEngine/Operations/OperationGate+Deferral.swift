/// Calls that wait instead of being refused: queued while a callback runs under a
/// ``OperationGate/Deferral``, and made in order when they may be.
extension OperationGate {
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

    /// Queues `call`, to be made when it may (see ``defersCalls``).
    ///
    /// - Complexity: amortized O(1).
    func queue(_ call: @escaping DeferredCall) {
        deferred.append(call)
    }

    /// Runs `body` (a callback) with calls from it deferred as `deferral` says, and returns
    /// what it returns; the deferral before it applies again afterwards.
    ///
    /// - Complexity: O(1) beyond `body`.
    @discardableResult
    func deferring<Result>(_ deferral: Deferral, _ body: () -> Result) -> Result {
        let outer = self.deferral
        self.deferral = deferral
        defer { self.deferral = outer }
        return body()
    }

    /// Makes the deferred calls from the `start`-th on, in the order they were queued, with
    /// `host`, which hears what they throw as diagnostics; those before it keep waiting.
    ///
    /// - Complexity: the calls'.
    func makeDeferredCalls(from start: Int = 0, in host: Host) {
        guard start < deferred.count else { return }
        let calls = deferred[start...]
        deferred.removeSubrange(start...)
        for call in calls {
            do throws(ListError) { try call(host) } catch { host.diagnose(error) }
        }
    }
}
