#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#elseif os(Windows)
import WinSDK
#endif

/// A value guarded by a lock: a pthread mutex where the C library has one, an SRW lock on
/// Windows. (Synchronization's `Mutex` waits on a futex on Linux, which ThreadSanitizer cannot
/// see, so it reports races that are not there; a pthread mutex it understands.) The package's
/// other modules that share state between threads (listterm's reading, indexing and search)
/// use it too.
@usableFromInline package final class Locked<State>: @unchecked Sendable {
    #if os(Windows)
    @usableFromInline typealias Lock = SRWLOCK
    #else
    @usableFromInline typealias Lock = pthread_mutex_t
    #endif

    @usableFromInline var state: State
    @usableFromInline let lock: UnsafeMutablePointer<Lock>

    @usableFromInline package init(_ state: State) {
        self.state = state
        lock = .allocate(capacity: 1)
        #if os(Windows)
        InitializeSRWLock(lock)
        #else
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !os(Windows)
        pthread_mutex_destroy(lock)
        #endif
        lock.deallocate()
    }

    /// Runs `body` with the state, holding the lock.
    @inlinable package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if os(Windows)
        AcquireSRWLockExclusive(lock)
        defer { ReleaseSRWLockExclusive(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state)
    }
}
