/// How the lengths of a block of ``LineIndex/linesPerBlock`` lines are packed in a chunk's
/// words: a patched frame of reference. Each length is stored less the block's shortest
/// (``minimum``) in a slot of ``width`` bits; a length less the minimum that needs more bits (an
/// exception) keeps its low bits in its slot and its high bits in an entry after the slots: the
/// line in the entry's low 8 bits, the high bits above them (``highWidth`` of them). The width
/// is the one that makes the block smallest, slots and entries together: a block of equal
/// lengths packs into no words at all, one of ordinary text's lengths into 5 to 7 bits a line.
///
/// The slots of a block fill whole words (256 × ``width`` bits), so its entries start on a word;
/// fields are written from a word's low bits up and may straddle two words.
///
/// A length is at most 2¹⁶ bytes (``LineFile/maximumLineBytes``): 17 bits.
struct PackedLengths: Equatable {
    /// Where the block's words start among its chunk's.
    var wordOffset: Int
    /// The shortest length in the block.
    var minimum: UInt64
    /// The bits of a slot: a length less ``minimum``, or its low bits for an exception.
    var width: Int
    /// The bits above ``width`` of the longest length less ``minimum`` (0 without exceptions).
    var highWidth: Int
    /// How many lengths are exceptions: the entries after the slots, in line order.
    var exceptions: Int

    /// The most bits a length less the minimum takes.
    static let lengthBits = 17
    /// Lines a block holds: an entry names its line in 8 bits.
    static let lines = 256

    // The descriptor packed in a UInt64: word offset (20 bits), minimum (17), width (5), high
    // width (5), exceptions (9). A chunk of 256 blocks packs into at most 256 × 68 words (no
    // block is packed larger than its lengths in 17 bits each), well under 2²⁰.
    private static let offsetBits: UInt64 = 20
    private static let fieldBits: UInt64 = 5

    /// The descriptor as one word, for a chunk's array of them.
    var packed: UInt64 {
        UInt64(wordOffset) | minimum << Self.offsetBits | UInt64(width) << 37 | UInt64(highWidth) << 42
            | UInt64(exceptions) << 47
    }

    init(wordOffset: Int, minimum: UInt64, width: Int, highWidth: Int, exceptions: Int) {
        self.wordOffset = wordOffset
        self.minimum = minimum
        self.width = width
        self.highWidth = highWidth
        self.exceptions = exceptions
    }

    /// The descriptor a ``packed`` word holds.
    init(packed: UInt64) {
        wordOffset = Int(packed & (1 << Self.offsetBits - 1))
        minimum = packed >> Self.offsetBits & (1 << UInt64(Self.lengthBits) - 1)
        width = Int(packed >> 37 & (1 << Self.fieldBits - 1))
        highWidth = Int(packed >> 42 & (1 << Self.fieldBits - 1))
        exceptions = Int(packed >> 47 & 0x1FF)
    }

    /// The words the block takes: its slots and its entries.
    var wordCount: Int { Self.lines * width / 64 + (exceptions * (8 + highWidth) + 63) / 64 }

    /// Packs the lengths of the lines ending at `ends` (``lines`` of them, increasing, each at
    /// most 2¹⁶ past the one before), the first starting at `start`, appending the block's words
    /// to `words`.
    ///
    /// - Complexity: O(``lines``).
    static func pack(ends: [UInt64], from start: UInt64, into words: inout [UInt64]) -> PackedLengths {
        var minimum = UInt64.max
        var maximum: UInt64 = 0
        var previous = start
        for end in ends {
            minimum = Swift.min(minimum, end - previous)
            maximum = Swift.max(maximum, end - previous)
            previous = end
        }
        if minimum == maximum {
            return PackedLengths(wordOffset: words.count, minimum: minimum, width: 0, highWidth: 0, exceptions: 0)
        }
        // How many lengths need each number of bits; then the width that packs smallest.
        let bits = 64 - (maximum - minimum).leadingZeroBitCount
        let width = withUnsafeTemporaryAllocation(of: Int.self, capacity: 65) { needing in
            needing.initialize(repeating: 0)
            previous = start
            for end in ends {
                needing[64 - (end - previous - minimum).leadingZeroBitCount] += 1
                previous = end
            }
            var width = bits
            var best = lines * bits
            var wider = 0
            for candidate in stride(from: bits - 1, through: 0, by: -1) {
                wider += needing[candidate + 1]
                let size = lines * candidate + wider * (8 + bits - candidate)
                if size < best { (width, best) = (candidate, size) }
            }
            return width
        }
        var writer = BitWriter()
        var exceptions = 0
        previous = start
        for end in ends {
            let value = end - previous - minimum
            writer.put(value, width: width, into: &words)
            if value >> width != 0 { exceptions += 1 }
            previous = end
        }
        let block = PackedLengths(
            wordOffset: words.count - lines * width / 64, minimum: minimum, width: width,
            highWidth: exceptions == 0 ? 0 : bits - width, exceptions: exceptions)
        previous = start
        for (line, end) in ends.enumerated() {
            let high = (end - previous - minimum) >> width
            if high != 0 { writer.put(UInt64(line) | high << 8, width: 8 + block.highWidth, into: &words) }
            previous = end
        }
        writer.flush(into: &words)
        return block
    }

    /// Where each of the block's lines ends, its first starting at `start`: ``lines`` ends,
    /// written to `ends`.
    ///
    /// - Complexity: O(``lines``).
    func decode(from start: UInt64, in words: UnsafeBufferPointer<UInt64>, into ends: UnsafeMutableBufferPointer<UInt64>) {
        // The lengths first: each slot read from the two words it may straddle, without a
        // branch (the second of them the first again at the words' end)...
        if width == 0 {
            for line in 0..<Self.lines { ends[line] = minimum }
        } else {
            let mask: UInt64 = 1 &<< UInt64(width) &- 1
            let last = words.count - 1
            var bit = wordOffset * 64
            for line in 0..<Self.lines {
                let shift = UInt64(bit & 63)
                let low = words[bit >> 6] &>> shift
                let high = (words[Swift.min(bit >> 6 + 1, last)] &<< 1) &<< (63 - shift)
                ends[line] = minimum + (low | high) & mask
                bit += width
            }
        }
        // ...the exceptions' high bits added...
        var entry = (wordOffset + Self.lines * width / 64) * 64
        for _ in 0..<exceptions {
            let exception = Self.field(words, bit: entry, width: 8 + highWidth)
            entry += 8 + highWidth
            ends[Int(exception & 0xFF)] += (exception >> 8) << width
        }
        // ...then added up.
        var end = start
        for line in 0..<Self.lines {
            end += ends[line]
            ends[line] = end
        }
    }

    /// The `width`-bit field (1…57 bits) at bit `bit` of `words`.
    @inline(__always)
    static func field(_ words: UnsafeBufferPointer<UInt64>, bit: Int, width: Int) -> UInt64 {
        let shift = bit & 63
        var value = words[bit >> 6] >> shift
        if shift + width > 64 { value |= words[bit >> 6 + 1] << (64 - shift) }
        return value & (1 << UInt64(width) - 1)
    }
}

/// Appends fields of up to 57 bits to words, from each word's low bits up.
private struct BitWriter {
    private var word: UInt64 = 0
    private var used = 0

    /// Appends `value`'s low `width` bits (nothing for a width of 0).
    ///
    /// - Complexity: O(1) amortized.
    mutating func put(_ value: UInt64, width: Int, into words: inout [UInt64]) {
        guard width > 0 else { return }
        let value = value & (1 << UInt64(width) - 1)
        word |= value << used
        used += width
        if used >= 64 {
            words.append(word)
            used -= 64
            word = used == 0 ? 0 : value >> (width - used)
        }
    }

    /// Appends the last, partly filled word.
    ///
    /// - Complexity: O(1) amortized.
    mutating func flush(into words: inout [UInt64]) {
        if used > 0 { words.append(word) }
        (word, used) = (0, 0)
    }
}
