import ListEngine

/// Where each line of a file starts and ends, found by an indexer thread while the main thread
/// reads it: about 4 bytes a line, never the text.
///
/// Lines are kept in chunks of ``linesPerChunk``: a chunk holds the byte offset its first line
/// starts at and, for each line, where it ends relative to that offset (after its line break)
/// as a `UInt32`. A line is at most ``LineFile/maximumLineBytes`` long (longer ones are cut into
/// rows), so a chunk spans at most 2²⁸ bytes and the relative ends always fit.
public final class LineIndex: Sendable {
    /// Lines a chunk holds: line i is in chunk i / 4,088, so finding it takes no search. With
    /// an array's 32-byte header, a chunk's ends fill one 16 KiB allocation exactly (an
    /// allocator rounds anything larger up to its next size class).
    public static let linesPerChunk = 4_088

    struct Chunk {
        /// Where the chunk's first line starts in the file.
        let base: UInt64
        /// Where each line ends (after its line break), minus ``base``.
        var ends: [UInt32]
    }

    struct State {
        var chunks: [Chunk] = []
        var count = 0
        var end: UInt64 = 0
    }

    private let state = Locked(State())

    /// An empty index.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// The number of lines found so far.
    ///
    /// - Complexity: O(1) (a lock).
    public var count: Int { state.withLock { $0.count } }

    /// Where the lines found so far end: the offset the next line starts at.
    ///
    /// - Complexity: O(1) (a lock).
    public var end: UInt64 { state.withLock { $0.end } }

    /// The bytes of line `line`, its line break included; nil for a line not found (or
    /// forgotten: the file was truncated).
    ///
    /// - Complexity: O(1) (a lock).
    public func byteRange(ofLine line: Int) -> Range<UInt64>? {
        state.withLock { state in
            guard (0..<state.count).contains(line) else { return nil }
            let chunk = state.chunks[line / Self.linesPerChunk]
            let i = line % Self.linesPerChunk
            let start = i == 0 ? chunk.base : chunk.base + UInt64(chunk.ends[i - 1])
            return start..<(chunk.base + UInt64(chunk.ends[i]))
        }
    }

    /// The line that holds byte `offset` (the last line for an offset at or past ``end``; 0
    /// when there are none).
    ///
    /// - Complexity: O(log n).
    public func line(containing offset: UInt64) -> Int {
        state.withLock { state in
            guard state.count > 0 else { return 0 }
            guard offset < state.end else { return state.count - 1 }
            // The last chunk whose base is at or before the offset, then the first line ending after it.
            var low = 0
            var high = state.chunks.count
            while high - low > 1 {
                let mid = (low + high) / 2
                if state.chunks[mid].base <= offset { low = mid } else { high = mid }
            }
            let chunk = state.chunks[low]
            let relative = UInt32(offset - chunk.base)
            var first = 0
            var last = chunk.ends.count
            while first < last {
                let mid = (first + last) / 2
                if chunk.ends[mid] <= relative { first = mid + 1 } else { last = mid }
            }
            return low * Self.linesPerChunk + first
        }
    }

    /// Adds lines ending at `ends` (increasing, each after the one before, the first after
    /// ``end``), under one lock: the indexer hands over a block's lines at once.
    ///
    /// - Complexity: O(ends.count) amortized.
    func append<Ends: Sequence<UInt64>>(lineEnds ends: Ends) {
        state.withLock { state in
            for end in ends {
                if state.count % Self.linesPerChunk == 0 {
                    var ends: [UInt32] = []
                    ends.reserveCapacity(Self.linesPerChunk)
                    state.chunks.append(Chunk(base: state.end, ends: ends))
                }
                let last = state.chunks.count - 1
                let relative = UInt32(end - state.chunks[last].base)
                state.chunks[last].ends.append(relative)
                state.end = end
                state.count += 1
            }
        }
    }

    /// Forgets every line (the file was truncated or replaced).
    ///
    /// - Complexity: O(1) besides freeing the chunks.
    func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The bytes the index holds for its lines: what a line costs in memory.
    ///
    /// - Complexity: O(chunks).
    public var bytesHeld: Int {
        state.withLock { state in
            state.chunks.reduce(state.chunks.capacity * MemoryLayout<Chunk>.stride) {
                $0 + $1.ends.capacity * MemoryLayout<UInt32>.stride + 32
            }
        }
    }
}
