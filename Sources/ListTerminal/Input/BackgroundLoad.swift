import Foundation
import ListEngine

/// A ``ListSource`` loading on a thread of its own, so that the screen keeps drawing (the
/// loading spinner, or the stale rows) meanwhile; the frame loop takes the result when it is
/// there.
public final class BackgroundLoad: Sendable {
    private let result = Locked<Result<ListModel, ListSource.LoadError>?>(nil)
    private let done = DispatchGroup()

    /// Starts loading `source`.
    ///
    /// - Complexity: O(1) here; the load runs on its own thread.
    public init(_ source: ListSource) {
        done.enter()
        Thread.detachNewThread { [self] in
            let loaded = Result { () throws(ListSource.LoadError) in try source.load() }
            self.result.withLock { $0 = loaded }
            done.leave()
        }
    }

    /// Blocks until the load is done (its result then waits for ``take()``). The frame loop
    /// never waits; printing and tests do.
    ///
    /// - Complexity: O(the wait).
    public func wait() { done.wait() }

    /// The result once the load is done (then nil again: it is handed over once); nil before.
    ///
    /// - Complexity: O(1).
    public func take() -> Result<ListModel, ListSource.LoadError>? {
        result.withLock { value in
            defer { value = nil }
            return value
        }
    }
}
