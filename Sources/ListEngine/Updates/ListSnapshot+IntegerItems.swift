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
        typealias Identities = _IntegerIdentitySet<ItemID>
        guard let bias = Identities.bias else { return nil }
        var bounds = (low: UInt64.max, high: UInt64.min)
        for items in _items {
            items.withUnsafeBufferPointer { Identities.widen(&bounds, toHold: $0, bias: bias) }
        }
        return Identities.with(bounds: bounds, bias: bias, limit: 8 * _itemCount) { seen in
            for items in _items {
                let distinct = items.withUnsafeBufferPointer { items in
                    for item in items where !seen.insert(item) { return false }
                    return true
                }
                if !distinct { return false }
            }
            return true
        }
    }
}
