import Testing
@testable import ListTerminal
import TestSupport

/// The compressed line index against a naive one (an array of line ends), over seeded random
/// sequences of appends and resets; the packing of a block at its extremes; and what a line
/// costs for text's lengths and for equal ones.
@Suite struct LineIndexTests {
    /// The naive reference: every line's end.
    struct NaiveIndex {
        var ends: [UInt64] = []
        var end: UInt64 { ends.last ?? 0 }

        func byteRange(ofLine line: Int) -> Range<UInt64>? {
            guard ends.indices.contains(line) else { return nil }
            return (line == 0 ? 0 : ends[line - 1])..<ends[line]
        }

        /// The first line ending after `offset`; the last line past the end; 0 with none.
        func line(containing offset: UInt64) -> Int {
            guard !ends.isEmpty else { return 0 }
            var (low, high) = (0, ends.count)
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] > offset { high = mid } else { low = mid + 1 }
            }
            return Swift.min(low, ends.count - 1)
        }
    }

    /// Lengths of one kind: text, runs of one length, empty and 1-byte lines, rare long lines
    /// among short ones, anything up to 64 KiB.
    static func lengths(_ random: inout SeededGenerator, count: Int) -> [UInt64] {
        switch random.below(6) {
        case 0: return (0..<count).map { _ in UInt64(1 + random.below(80)) }
        case 1:
            let length = UInt64([0, 1, 9, 65_536, random.below(65_537)][random.below(5)])
            return Array(repeating: length, count: count)
        case 2: return (0..<count).map { _ in UInt64(random.below(2)) }
        case 3: return (0..<count).map { _ in UInt64(random.below(40) == 0 ? random.below(65_537) : 10 + random.below(4)) }
        case 4: return (0..<count).map { _ in UInt64(random.below(65_537)) }
        default:
            // Equal lengths with a few others: one exception in a block, or one at its edges.
            let length = UInt64(random.below(100))
            return (0..<count).map { i in i % 256 == [0, 255, 100][random.below(3)] ? UInt64(random.below(65_537)) : length }
        }
    }

    /// Every line's range and the line at its first and last byte, and at and past the end.
    static func check(_ index: LineIndex, against naive: NaiveIndex, _ note: String) {
        #expect(index.count == naive.ends.count && index.end == naive.end, "\(note)")
        var wrong = 0
        for line in 0..<naive.ends.count + 1 {
            let range = naive.byteRange(ofLine: line)
            if index.byteRange(ofLine: line) != range { wrong += 1 }
            guard let range else { continue }
            if index.line(containing: range.lowerBound) != naive.line(containing: range.lowerBound) { wrong += 1 }
            if !range.isEmpty, index.line(containing: range.upperBound - 1) != line { wrong += 1 }
        }
        #expect(index.byteRange(ofLine: -1) == nil, "\(note)")
        for offset in [naive.end, naive.end + 1, UInt64.max] where index.line(containing: offset) != naive.line(containing: offset) {
            wrong += 1
        }
        #expect(wrong == 0, "\(note): \(wrong) wrong")
    }

    @Test(arguments: testSeeds(60))
    func theIndexAnswersAsAnArrayOfEndsAfterEveryStep(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        // Chunks of 1 to 3 blocks cross chunks in a few hundred lines; some seeds keep 256.
        let blocksPerChunk = [1, 2, 3, 256][random.below(4)]
        let index = LineIndex(blocksPerChunk: blocksPerChunk)
        var naive = NaiveIndex()
        for step in 0..<(1 + random.below(5)) {
            if random.below(8) == 0 {
                index.removeAll()
                naive = NaiveIndex()
            } else {
                let count = [0, 1, 255, 256, 257, random.below(700)][random.below(6)]
                var ends: [UInt64] = []
                var end = naive.end
                for length in Self.lengths(&random, count: count) {
                    end += length
                    ends.append(end)
                }
                // Handed over in one go, or line by line as a stream's last line is.
                if random.below(4) == 0 {
                    for end in ends { index.append(lineEnds: CollectionOfOne(end)) }
                } else {
                    index.append(lineEnds: ends)
                }
                naive.ends += ends
            }
            Self.check(index, against: naive, "seed \(seed), step \(step), \(blocksPerChunk) blocks a chunk")
        }
    }

    @Test func chunksOfTheirFullSizeAnswerAsAnArrayOfEnds() {
        // 3 chunks of 65,536 lines and a part of a block; every 97th line and each block's edges.
        var random = SeededGenerator(seed: 7)
        let index = LineIndex()
        var naive = NaiveIndex()
        var end: UInt64 = 0
        for _ in 0..<200 {
            let ends = Self.lengths(&random, count: 1_000).map { end += $0; return end }
            index.append(lineEnds: ends)
            naive.ends += ends
        }
        #expect(index.count == 200_000 && index.end == end)
        let lines = Array(stride(from: 0, to: naive.ends.count, by: 97)) + (1..<782).flatMap { [$0 * 256 - 1, $0 * 256] }
        var wrong = 0
        for line in lines {
            let range = naive.byteRange(ofLine: line)
            if index.byteRange(ofLine: line) != range { wrong += 1 }
            if let range, index.line(containing: range.lowerBound) != naive.line(containing: range.lowerBound) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    @Test func aBlockPacksItsExtremesAndUnpacksThemExactly() {
        let cases: [[UInt64]] = [
            Array(repeating: 65_536, count: 256),  // the longest, all equal: no words
            (0..<256).map { $0 % 2 == 0 ? 0 : 65_536 },  // 17 bits each
            Array(repeating: 0, count: 255) + [65_536],  // one exception of 17 bits
            [65_536] + Array(repeating: 3, count: 255),  // the exception first, the rest above 0
            (0..<256).map { UInt64($0) },
        ]
        for (n, lengths) in cases.enumerated() {
            var ends: [UInt64] = []
            var end: UInt64 = 1_000
            for length in lengths {
                end += length
                ends.append(end)
            }
            var words: [UInt64] = [42]
            let packing = PackedLengths.pack(ends: ends, from: 1_000, into: &words)
            #expect(PackedLengths(packed: packing.packed) == packing, "case \(n)")
            #expect(packing.wordOffset == 1 && words.count == 1 + packing.wordCount, "case \(n)")
            var decoded = [UInt64](repeating: 0, count: 256)
            words.withUnsafeBufferPointer { words in
                decoded.withUnsafeMutableBufferPointer { packing.decode(from: 1_000, in: words, into: $0) }
            }
            #expect(decoded == ends, "case \(n)")
        }
    }

    /// Bytes a line once 4 chunks (262,144 lines) of `length`'s lengths are in.
    static func bytesALine(_ length: (Int) -> Int) -> Double {
        let index = LineIndex()
        var end: UInt64 = 0
        index.append(lineEnds: (0..<262_144).map { i in end += UInt64(length(i)); return end })
        return Double(index.bytesHeld) / 262_144
    }

    /// The digits of `n` (at least 1).
    static func digits(_ n: Int) -> Int { n < 10 ? 1 : 1 + digits(n / 10) }

    @Test func textCostsUnderAByteALineAndEqualLengthsFarLess() {
        var random = SeededGenerator(seed: 1)
        // A dictionary's words: 2 to 24 bytes, most 8 to 12.
        let words = Self.bytesALine { _ in 2 + random.below(8) + random.below(8) + random.below(8) }
        // Source code: a tenth empty lines, the rest spread evenly up to 120 bytes, rarely more.
        let code = Self.bytesALine { _ in
            switch random.below(1_000) {
            case 0..<100: 1
            case 100..<995: 4 + random.below(100)
            case 995..<999: 100 + random.below(40)
            default: random.below(1_000)
            }
        }
        // A log: "line N some log text…", N counting up; and `seq`'s numbers.
        let log = Self.bytesALine { i in 50 + Self.digits(i + 1) }
        let seq = Self.bytesALine { i in 1 + Self.digits(i + 1) }
        #expect(words < 0.7, "\(words)")
        // 7 bits a line and a few exceptions: 0.98 of a byte, and the allocator's rounding (this
        // test process's jemalloc puts a chunk's 60 KiB of words in a 64 KiB class; glibc does not).
        #expect(code < 1.08, "\(code)")
        // Their blocks' starts and packings, 12 bytes a block of 256 lines, and the arrays' spare room.
        #expect(log < 0.08 && seq < 0.08, "\(log), \(seq)")
    }
}
