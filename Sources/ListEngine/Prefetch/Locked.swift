#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex. (Synchronization's `Mutex` waits on a futex on Linux,
/// which ThreadSanitizer cannot see, so it reports races that are not there; a pthread mutex it
/// understands.)
final class Locked<State>: @unchecked Sendable {
    private var state: State
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
