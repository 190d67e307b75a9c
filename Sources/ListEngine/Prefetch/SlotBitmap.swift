/// Which of `count` slots are occupied, in two levels — a bit per slot, and a summary bit per
/// word of those that is set while the word has any bit set — so that the first or last
/// occupied slot of a range is found in a few word operations whatever the range's length:
/// O(1) up to 4,096 slots (the summary one word), a word operation more per 4,096 beyond.
/// Its owner frees it with ``deallocate()``.
@usableFromInline struct SlotBitmap {
    @usableFromInline var words: Column<UInt64>
    @usableFromInline var summary: Column<UInt64>

    /// `count` slots (a multiple of 64), none occupied.
    @inlinable init(count: Int) {
        let wordCount = Swift.max(1, count / 64)
        words = Column(count: wordCount, repeating: 0)
        summary = Column(count: (wordCount + 63) / 64, repeating: 0)
    }

    /// Marks `slot` occupied. - Complexity: O(1).
    @inlinable func insert(_ slot: Int) {
        let w = slot >> 6
        words[w] |= 1 << UInt64(slot & 63)
        summary[w >> 6] |= 1 << UInt64(w & 63)
    }

    /// Marks `slot` free. - Complexity: O(1).
    @inlinable func remove(_ slot: Int) {
        let w = slot >> 6
        words[w] &= ~(1 << UInt64(slot & 63))
        if words[w] == 0 { summary[w >> 6] &= ~(1 << UInt64(w & 63)) }
    }

    /// Whether `slot` is occupied. - Complexity: O(1).
    @inlinable func contains(_ slot: Int) -> Bool { words[slot >> 6] & (1 << UInt64(slot & 63)) != 0 }

    /// The first occupied slot of `range`, if any.
    ///
    /// - Complexity: O(1 + slots / 4,096).
    @inlinable func first(in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        let w = range.lowerBound >> 6
        let here = words[w] & (~0 << UInt64(range.lowerBound & 63))
        if here != 0 { return Self.bounded(w << 6 + here.trailingZeroBitCount, below: range.upperBound) }
        // The next word with a bit set, from the summary.
        var next = w + 1
        let lastWord = (range.upperBound - 1) >> 6
        while next <= lastWord {
            let s = next >> 6
            let bits = summary[s] & (~0 << UInt64(next & 63))
            if bits != 0 {
                let found = s << 6 + bits.trailingZeroBitCount
                guard found <= lastWord else { return nil }
                return Self.bounded(found << 6 + words[found].trailingZeroBitCount, below: range.upperBound)
            }
            next = (s + 1) << 6
        }
        return nil
    }

    /// The last occupied slot of `range`, if any.
    ///
    /// - Complexity: O(1 + slots / 4,096).
    @inlinable func last(in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        let top = range.upperBound - 1
        let w = top >> 6
        let here = words[w] & (~0 >> UInt64(63 - top & 63))
        if here != 0 { return Self.bounded(w << 6 + 63 - here.leadingZeroBitCount, atLeast: range.lowerBound) }
        // The previous word with a bit set, from the summary.
        var previous = w - 1
        let firstWord = range.lowerBound >> 6
        while previous >= firstWord {
            let s = previous >> 6
            let bits = summary[s] & (~0 >> UInt64(63 - previous & 63))
            if bits != 0 {
                let found = s << 6 + 63 - bits.leadingZeroBitCount
                guard found >= firstWord else { return nil }
                return Self.bounded(found << 6 + 63 - words[found].leadingZeroBitCount, atLeast: range.lowerBound)
            }
            previous = s << 6 - 1
        }
        return nil
    }

    @inlinable static func bounded(_ slot: Int, below end: Int) -> Int? { slot < end ? slot : nil }
    @inlinable static func bounded(_ slot: Int, atLeast start: Int) -> Int? { slot >= start ? slot : nil }

    /// Frees the bitmap; it must not be used again.
    @inlinable func deallocate() {
        words.deallocate()
        summary.deallocate()
    }
}
