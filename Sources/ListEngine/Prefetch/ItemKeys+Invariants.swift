/// Consistency checks, trapping with a message that names the key; the operations check the key
/// they touched when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension ItemKeys {
    /// Checks the books: every key handed out either live (its item found under it) or free.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkCounts() {
        precondition(keyOf.count + free.count == items.count,
                     "ItemKeys: \(keyOf.count) live keys and \(free.count) free ones of \(items.count) handed out")
    }

    /// Checks the books (see ``_checkCounts()``) and that `key` is live for `item`.
    ///
    /// - Complexity: O(1) expected.
    @usableFromInline
    func _checkLive(_ key: Int, for item: ID) {
        _checkCounts()
        precondition(key >= 0 && key < items.count && items[key] == item && keyOf[item] == key,
                     "ItemKeys: key \(key) of \(items.count) is not live for its item (found under key \(keyOf[item].map { "\($0)" } ?? "none"))")
    }

    /// Checks the books (see ``_checkCounts()``) and that `key` is free: no item under it, and
    /// on the free list.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkFree(_ key: Int) {
        _checkCounts()
        precondition(items[key] == nil && free.last == key, "ItemKeys: released key \(key) still holds an item or is not on the free list")
    }
}
