/// A set of integer identities — `Int`, `UInt`, `Int64` and `UInt64`, which lists mostly use —
/// as one bit per value of a range: inserting and looking up cost a subtraction and a bit,
/// without hashing, for identities whose range is not much wider than their count.
@usableFromInline
struct _IntegerIdentitySet<ID: Hashable> {
    /// The bits, 64 a word: bit `v` stands for the identity whose mapped value is `low + v`.
    @usableFromInline let words: UnsafeMutableBufferPointer<UInt64>
    /// The smallest mapped value the set can hold.
    @usableFromInline let low: UInt64
    /// The number of values from `low` on the set can hold.
    @usableFromInline let span: UInt64
    /// What maps an identity to its value (see ``value(of:bias:)``).
    @usableFromInline let bias: UInt64

    /// What maps identities of type `ID` to unsigned integers in their order (so that -1 and
    /// 0 stay neighbours), or nil for another type.
    ///
    /// - Complexity: O(1); decided by the type, so specialized code keeps one branch.
    @inlinable
    static var bias: UInt64? {
        // (`Int` and `UInt` are 32 bits wide on some platforms: those are hashed.)
        guard MemoryLayout<ID>.size == MemoryLayout<UInt64>.size else { return nil }
        if ID.self == Int.self || ID.self == Int64.self { return 1 << 63 }
        if ID.self == UInt.self || ID.self == UInt64.self { return 0 }
        return nil
    }

    /// `identity` as an unsigned integer in the order of its type, `bias` being ``bias``.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func value(of identity: ID, bias: UInt64) -> UInt64 {
        unsafeBitCast(identity, to: UInt64.self) ^ bias
    }

    /// Widens `bounds` (mapped values, `low > high` for none yet) to hold `identities`.
    ///
    /// - Complexity: O(k) for k identities.
    @inlinable
    static func widen(_ bounds: inout (low: UInt64, high: UInt64), toHold identities: some Sequence<ID>, bias: UInt64) {
        var low = bounds.low
        var high = bounds.high
        for identity in identities {
            let value = value(of: identity, bias: bias)
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        bounds = (low, high)
    }

    /// Calls `body` with an empty set for the identities whose mapped values lie in `bounds`,
    /// and returns its result; nil, without calling it, when `bounds` is empty or holds more
    /// than `limit` values. The set lives only during the call.
    ///
    /// - Complexity: O(range / 64), plus `body`.
    @inlinable
    static func with<R>(bounds: (low: UInt64, high: UInt64), bias: UInt64, limit: Int,
                        _ body: (inout _IntegerIdentitySet) -> R) -> R? {
        guard bounds.low <= bounds.high, bounds.high - bounds.low < UInt64(Swift.max(limit, 0)) else { return nil }
        let span = bounds.high - bounds.low + 1
        let wordCount = Int(truncatingIfNeeded: (span + 63) >> 6)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { words in
            words.initialize(repeating: 0)
            var set = _IntegerIdentitySet(words: words, low: bounds.low, span: span, bias: bias)
            return body(&set)
        }
    }

    /// Makes a set over `words` for `span` values from `low` on.
    @inlinable
    init(words: UnsafeMutableBufferPointer<UInt64>, low: UInt64, span: UInt64, bias: UInt64) {
        self.words = words
        self.low = low
        self.span = span
        self.bias = bias
    }

    /// Adds `identity`, which must lie in the set's range; false if it was there already.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func insert(_ identity: ID) -> Bool {
        let offset = Self.value(of: identity, bias: bias) &- low
        let word = Int(truncatingIfNeeded: offset >> 6)
        let bit: UInt64 = 1 << (offset & 63)
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        return true
    }

    /// Whether the set holds `identity` (any identity: outside the range, it does not).
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    func contains(_ identity: ID) -> Bool {
        let offset = Self.value(of: identity, bias: bias) &- low
        guard offset < span else { return false }
        return words[Int(truncatingIfNeeded: offset >> 6)] & (1 << (offset & 63)) != 0
    }
}
