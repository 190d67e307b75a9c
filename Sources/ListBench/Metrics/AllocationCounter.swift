#if !LISTENGINE_NO_JEMALLOC
import CJemallocHooks
#endif

/// Allocations of the engine thread, read before and after each frame: jemalloc's per-thread
/// byte counters and an allocation count kept by a jemalloc hook. Both reads are a load each.
public struct AllocationCounter {
    private let counters: Jemalloc.ThreadCounters?
    /// Whether counts are real (jemalloc linked and the hook installed).
    public let isAvailable: Bool

    /// Installs the counting hook (once per process) and binds to the calling thread's counters.
    public init() {
        counters = Jemalloc.ThreadCounters()
        #if !LISTENGINE_NO_JEMALLOC
        isAvailable = counters != nil && listengine_install_allocation_counter() == 0
        #else
        isAvailable = false
        #endif
    }

    /// Allocations made by this thread so far.
    @inline(__always)
    public var count: UInt64 {
        #if !LISTENGINE_NO_JEMALLOC
        return listengine_thread_allocation_count()
        #else
        return 0
        #endif
    }

    /// Bytes allocated by this thread so far.
    @inline(__always)
    public var bytes: UInt64 { counters?.allocatedBytes ?? 0 }
}
