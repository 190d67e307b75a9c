import ListEngine

/// Where each line of a file starts and ends, found by an indexer thread while the main thread
/// reads it: under a byte a line for ordinary text (5 to 8 bits), next to nothing for lines of
/// equal length, never the text.
///
/// Lines are kept in blocks of ``linesPerBlock``: a block holds where its first line starts and
/// its lines' lengths bit-packed (`PackedLengths`: each less the block's shortest, in the
/// fewest bits, a few longer ones as exceptions). The block being filled keeps its lines' ends
/// as they are until it is full, and the block asked about last is kept unpacked (2 KiB), so
/// rows drawn one after another unpack their block once. Blocks are grouped in chunks of 256 whose headers are arrays
/// side by side (a block's start as 32 bits past its chunk's, its packing in 64): 12 bytes a
/// block, and no array larger than a chunk's is ever grown, so growing never copies the index.
/// A line is at most ``LineFile/maximumLineBytes`` long (longer ones are cut into rows), so a
/// chunk spans at most 2³² bytes and a block's start past its chunk's always fits.
public final class LineIndex: Sendable {
    /// Lines a block holds: line i is in block i / 256, so finding it takes no search.
    public static let linesPerBlock = PackedLengths.lines
    /// Blocks a chunk holds (fewer in tests, to cross chunks in few lines).
    let blocksPerChunk: Int

    struct Chunk {
        /// Where the chunk's first line starts in the file.
        let base: UInt64
        /// Where each block's first line starts, minus ``base``.
        var starts: [UInt32] = []
        /// How each block's lengths are packed (``PackedLengths/packed``).
        var packings: [UInt64] = []
        /// The blocks' packed lengths.
        var words: [UInt64] = []
    }

    struct State {
        var chunks: [Chunk] = []
        /// Where the lines of the block being filled end (fewer than ``linesPerBlock``).
        var open: [UInt64] = []
        /// Where the block being filled starts: where the packed blocks end.
        var openStart: UInt64 = 0
        var count = 0
        var end: UInt64 = 0
        /// The packed block last asked about (-1: none), where it starts and where its lines
        /// end: the rows drawn, one after the other, are mostly in one block.
        var decodedBlock = -1
        var decodedStart: UInt64 = 0
        var decoded: [UInt64] = []

        /// Where packed block `block` starts, its lines' ends decoded into ``decoded``.
        ///
        /// - Complexity: O(1) for the block decoded last, else O(``linesPerBlock``).
        mutating func decode(block: Int, blocksPerChunk: Int) -> UInt64 {
            guard block != decodedBlock else { return decodedStart }
            let c = block / blocksPerChunk
            let b = block % blocksPerChunk
            let packing = PackedLengths(packed: chunks[c].packings[b])
            decodedStart = chunks[c].base + UInt64(chunks[c].starts[b])
            decodedBlock = block
            if decoded.count != linesPerBlock { decoded = Array(repeating: 0, count: linesPerBlock) }
            let start = decodedStart
            chunks[c].words.withUnsafeBufferPointer { words in
                decoded.withUnsafeMutableBufferPointer { packing.decode(from: start, in: words, into: $0) }
            }
            return decodedStart
        }
    }

    private let state = Locked(State())

    /// An empty index.
    ///
    /// - Complexity: O(1).
    public convenience init() { self.init(blocksPerChunk: 256) }

    /// An empty index whose chunks hold `blocksPerChunk` blocks (1…256).
    ///
    /// - Complexity: O(1).
    init(blocksPerChunk: Int) { self.blocksPerChunk = blocksPerChunk }

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
    /// - Complexity: O(1) for a line in the block asked about last (a lock), else
    ///   O(``linesPerBlock``): its lengths unpacked, 0.6 to 0.9 µs.
    public func byteRange(ofLine line: Int) -> Range<UInt64>? {
        state.withLock { state in
            guard (0..<state.count).contains(line) else { return nil }
            let packed = state.count - state.open.count
            if line >= packed {
                let i = line - packed
                return (i == 0 ? state.openStart : state.open[i - 1])..<state.open[i]
            }
            let start = state.decode(block: line / Self.linesPerBlock, blocksPerChunk: blocksPerChunk)
            let i = line % Self.linesPerBlock
            return (i == 0 ? start : state.decoded[i - 1])..<state.decoded[i]
        }
    }

    /// The line that holds byte `offset` (the last line for an offset at or past ``end``; 0
    /// when there are none).
    ///
    /// - Complexity: O(log n + ``linesPerBlock``).
    public func line(containing offset: UInt64) -> Int {
        state.withLock { state in
            guard state.count > 0 else { return 0 }
            guard offset < state.end else { return state.count - 1 }
            let packed = state.count - state.open.count
            if offset >= state.openStart {
                // In the block being filled: the first line ending after the offset.
                var first = 0
                var last = state.open.count
                while first < last {
                    let mid = (first + last) / 2
                    if state.open[mid] <= offset { first = mid + 1 } else { last = mid }
                }
                return packed + first
            }
            // The last chunk, then the last block in it, starting at or before the offset (it
            // ends after it: the next one starts after it), then the line in that block.
            var low = 0
            var high = state.chunks.count
            while high - low > 1 {
                let mid = (low + high) / 2
                if state.chunks[mid].base <= offset { low = mid } else { high = mid }
            }
            let chunk = low
            let relative = offset - state.chunks[chunk].base
            low = 0
            high = state.chunks[chunk].starts.count
            while high - low > 1 {
                let mid = (low + high) / 2
                if UInt64(state.chunks[chunk].starts[mid]) <= relative { low = mid } else { high = mid }
            }
            let block = chunk * blocksPerChunk + low
            _ = state.decode(block: block, blocksPerChunk: blocksPerChunk)
            var first = 0
            var last = Self.linesPerBlock - 1
            while first < last {
                let mid = (first + last) / 2
                if state.decoded[mid] <= offset { first = mid + 1 } else { last = mid }
            }
            return block * Self.linesPerBlock + first
        }
    }

    /// Adds lines ending at `ends` (increasing, each after the one before, the first after
    /// ``end``, none more than ``LineFile/maximumLineBytes`` long), under one lock: the indexer
    /// hands over a block's lines at once.
    ///
    /// - Complexity: O(ends.count) amortized.
    func append<Ends: Sequence<UInt64>>(lineEnds ends: Ends) {
        state.withLock { state in
            for end in ends {
                if state.open.capacity < Self.linesPerBlock { state.open.reserveCapacity(Self.linesPerBlock) }
                state.open.append(end)
                state.end = end
                state.count += 1
                if state.open.count == Self.linesPerBlock { pack(&state) }
            }
        }
    }

    /// Packs the full block being filled into the last chunk (a new one when that is full).
    private func pack(_ state: inout State) {
        if state.chunks.last.map({ $0.starts.count == blocksPerChunk }) ?? true {
            var chunk = Chunk(base: state.openStart)
            chunk.starts.reserveCapacity(blocksPerChunk)
            chunk.packings.reserveCapacity(blocksPerChunk)
            state.chunks.append(chunk)
        }
        let c = state.chunks.count - 1
        state.chunks[c].starts.append(UInt32(state.openStart - state.chunks[c].base))
        let packing = PackedLengths.pack(ends: state.open, from: state.openStart, into: &state.chunks[c].words)
        state.chunks[c].packings.append(packing.packed)
        if state.chunks[c].starts.count == blocksPerChunk {
            // Full: its words never grow again, so they keep no spare capacity.
            state.chunks[c].words = state.chunks[c].words.withUnsafeBufferPointer { Array($0) }
        }
        state.openStart = state.end
        state.open.removeAll(keepingCapacity: true)
    }

    /// Forgets every line (the file was truncated or replaced).
    ///
    /// - Complexity: O(1) besides freeing the chunks.
    func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The bytes the index holds for its lines: what a line costs in memory.
    ///
    /// - Complexity: O(n / 65,536): a sum over the chunks.
    public var bytesHeld: Int {
        state.withLock { state in
            let header = 32  // an array's
            let chunks = state.chunks.reduce(header + state.chunks.capacity * MemoryLayout<Chunk>.stride) {
                $0 + 3 * header + $1.starts.capacity * 4 + ($1.packings.capacity + $1.words.capacity) * 8
            }
            return chunks + 2 * header + (state.open.capacity + state.decoded.capacity) * 8
        }
    }
}
