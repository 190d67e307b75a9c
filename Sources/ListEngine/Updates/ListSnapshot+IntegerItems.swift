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

    /// Whether no item of this snapshot lies within the values `other`'s items span, so that the
    /// two share no item, decided without hashing for `Int`, `UInt`, `Int64` and `UInt64`
    /// identifiers: one pass finds `other`'s smallest and largest value, and another looks at
    /// this snapshot's items until one falls between them. False when it does not apply
    /// (identifiers of another type), when either snapshot has no items, and when an item falls
    /// between them — which does not say that an item is shared.
    ///
    /// - Complexity: O(n + m) for n items here and m in `other`, no hashing; the second pass
    ///   stops at the first item inside `other`'s span.
    @inlinable
    func _integerItemsLieOutside(_ other: ListSnapshot) -> Bool {
        typealias Identities = _IntegerIdentitySet<ItemID>
        guard let bias = Identities.bias, _itemCount > 0, other._itemCount > 0 else { return false }
        var bounds = (low: UInt64.max, high: UInt64.min)
        for items in other._items {
            items.withUnsafeBufferPointer { Identities.widen(&bounds, toHold: $0, bias: bias) }
        }
        for items in _items {
            let inside = items.withUnsafeBufferPointer { items in
                items.contains { item in
                    let value = Identities.value(of: item, bias: bias)
                    return bounds.low <= value && value <= bounds.high
                }
            }
            if inside { return false }
        }
        return true
    }
}
