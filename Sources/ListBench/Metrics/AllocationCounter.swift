#if !LISTENGINE_NO_JEMALLOC
import CJemallocHooks
#endif

/// Allocations of the engine thread, read before and after each frame: jemalloc's per-thread
/// byte counters and an allocation count kept by a jemalloc hook. Both reads are a load each.
///
/// The count needs the hook, which a process installs once with ``installHook()`` (`listbench`
/// does, first thing). It stays out of test processes: jemalloc 5.3's experimental hooks crash
/// now and then in the TSD cleanup of exiting threads (seen as a segfault in
/// `__nptl_deallocate_tsd` under the parallel test runner, never without the hook). Without
/// it, counts read 0 and ``isAvailable`` is false; the byte counters work regardless.
public struct AllocationCounter {
    private let counters: Jemalloc.ThreadCounters?
    /// Whether counts are real (jemalloc linked and the hook installed).
    public let isAvailable: Bool

    /// Binds to the calling thread's counters.
    public init() {
        counters = Jemalloc.ThreadCounters()
        #if !LISTENGINE_NO_JEMALLOC
        isAvailable = counters != nil && listengine_allocation_counter_installed() != 0
        #else
        isAvailable = false
        #endif
    }

    /// Installs the allocation-counting hook for the whole process; call it once, before
    /// other threads start. Returns whether counts are available.
    @discardableResult
    public static func installHook() -> Bool {
        #if !LISTENGINE_NO_JEMALLOC
        return Jemalloc.ThreadCounters() != nil && listengine_install_allocation_counter() == 0
        #else
        return false
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
