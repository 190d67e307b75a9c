/// Looking for duplicate items without hashing, for the integer identifiers lists mostly use:
/// one bit per value of the range the items span.
extension ListSnapshot {
    /// Whether the items are all distinct, decided without hashing when it can be: for `Int`,
    /// `UInt`, `Int64` and `UInt64` identifiers whose values span fewer than 8 × n values (a
    /// bitmap of fewer than n bytes), one pass finds the smallest and largest value and another
    /// sets each item's bit, stopping at the first bit already set. Nil when that does not
    /// apply — identifiers of another type, or values spread wider than that — and the items
    /// must be hashed.
    ///
    /// - Complexity: O(n), no hashing.
    @inlinable
    func _integerItemsAreDistinct() -> Bool? {
        // A bias that maps the identifiers to unsigned integers in the same order, so that
        // values that are close (-1 and 0) stay close.
        let bias: UInt64
        if ItemID.self == Int.self || ItemID.self == Int64.self {
            bias = 1 << 63
        } else if ItemID.self == UInt.self || ItemID.self == UInt64.self {
            bias = 0
        } else {
            return nil
        }
        @inline(__always) func key(_ item: ItemID) -> UInt64 { unsafeBitCast(item, to: UInt64.self) ^ bias }
        var low = UInt64.max
        var high = UInt64.min
        for items in _items {
            items.withUnsafeBufferPointer { items in
                for item in items {
                    let value = key(item)
                    low = Swift.min(low, value)
                    high = Swift.max(high, value)
                }
            }
        }
        guard low <= high, high - low < UInt64(8 * _itemCount) else { return nil }
        let wordCount = Int(truncatingIfNeeded: (high - low) >> 6) + 1
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { words in
            words.initialize(repeating: 0)
            for items in _items {
                let distinct = items.withUnsafeBufferPointer { items in
                    for item in items {
                        let offset = key(item) &- low
                        let word = Int(truncatingIfNeeded: offset >> 6)
                        let bit: UInt64 = 1 << (offset & 63)
                        if words[word] & bit != 0 { return false }
                        words[word] |= bit
                    }
                    return true
                }
                if !distinct { return false }
            }
            return true
        }
    }
}
