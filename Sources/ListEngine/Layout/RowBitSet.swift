/// One bit per row (⅛ byte a row): which self-sizing rows have learned their real height.
struct RowBitSet {
    private var words: [UInt64]

    /// A set of `count` bits, all clear.
    ///
    /// - Complexity: O(n / 64).
    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) >> 6)
    }

    subscript(i: Int) -> Bool {
        get { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
        set {
            if newValue { words[i >> 6] |= 1 << UInt64(i & 63) } else { words[i >> 6] &= ~(1 << UInt64(i & 63)) }
        }
    }
}
