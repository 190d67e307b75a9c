#if !LISTENGINE_NO_JEMALLOC
import CJemalloc
#endif

/// jemalloc, the allocator of every process that links ListBench: its per-thread counters
/// (cheap enough to read every frame) and its global statistics (not per frame: an `epoch`
/// refresh costs ~30 µs). Built without jemalloc (sanitizer runs, `LISTENGINE_NO_JEMALLOC`),
/// every reading is nil.
public enum Jemalloc {
    /// Whether jemalloc is linked and answering.
    public static var isAvailable: Bool { ThreadCounters() != nil }

#if !LISTENGINE_NO_JEMALLOC
    /// Bytes allocated and deallocated by the calling thread since it started, read through the
    /// pointers jemalloc hands out once per thread.
    public struct ThreadCounters {
        private let allocated: UnsafeMutablePointer<UInt64>
        private let deallocated: UnsafeMutablePointer<UInt64>

        /// The counters of the calling thread; nil if jemalloc does not serve this process.
        public init?() {
            guard let allocated = Jemalloc.pointer(named: "thread.allocatedp"),
                  let deallocated = Jemalloc.pointer(named: "thread.deallocatedp") else { return nil }
            self.allocated = allocated
            self.deallocated = deallocated
        }

        /// Bytes this thread has allocated so far (~0.4 ns a read).
        public var allocatedBytes: UInt64 { listengine_read_counter(allocated) }
        /// Bytes this thread has freed so far.
        public var deallocatedBytes: UInt64 { listengine_read_counter(deallocated) }
    }

    fileprivate static func pointer(named name: String) -> UnsafeMutablePointer<UInt64>? {
        var pointer: UnsafeMutablePointer<UInt64>?
        var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
        let status = mallctl(name, &pointer, &size, nil, 0)
        return status == 0 ? pointer : nil
    }

    /// Bytes the whole process has allocated and not freed (`stats.allocated`, after an epoch refresh).
    public static func allocatedBytes() -> Int? { statistic("stats.allocated") }

    /// Bytes of physical memory the allocator holds (`stats.resident`, after an epoch refresh).
    public static func residentBytes() -> Int? { statistic("stats.resident") }

    private static func statistic(_ name: String) -> Int? {
        var epoch: UInt64 = 1
        guard mallctl("epoch", nil, nil, &epoch, MemoryLayout<UInt64>.size) == 0 else { return nil }
        var value = 0
        var size = MemoryLayout<Int>.size
        return mallctl(name, &value, &size, nil, 0) == 0 ? value : nil
    }
#else
    public struct ThreadCounters {
        public init?() { return nil }
        public var allocatedBytes: UInt64 { 0 }
        public var deallocatedBytes: UInt64 { 0 }
    }

    public static func allocatedBytes() -> Int? { nil }
    public static func residentBytes() -> Int? { nil }
#endif
}
