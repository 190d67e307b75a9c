/// Consistency checks, trapping with a message that names what is broken; the operations check
/// what they touched when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension PendingLoads {
    /// Checks the books: one key, row and item per waiting load, no more loads than the
    /// capacity, and a viewport whose bottom row is at most one above its top (an empty one).
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkCounts() {
        precondition(keys.count == rows.count && keys.count == items.count,
                     "PendingLoads: \(keys.count) keys, \(rows.count) rows and \(items.count) items waiting")
        precondition(keys.count <= capacity, "PendingLoads: \(keys.count) loads waiting, above the capacity \(capacity)")
        precondition(bottom >= top - 1, "PendingLoads: a viewport from row \(top) to row \(bottom)")
    }

    /// Checks the books (see ``_checkCounts()``) and that waiting load `index` has a key.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkLoad(at index: Int) {
        _checkCounts()
        precondition(keys[index] >= 0, "PendingLoads: load \(index), for row \(rows[index]), has key \(keys[index])")
    }

    /// Checks what removing the loads outside `window` left: the books, and every load that
    /// waits either inside `window` or spared by `spare`.
    ///
    /// - Complexity: O(pending).
    @usableFromInline
    func _checkKept(inside window: Range<Int>, sparing spare: (Int) -> Bool) {
        _checkCounts()
        for index in keys.indices {
            precondition(window.contains(rows[index]) || spare(keys[index]),
                         "PendingLoads: key \(keys[index]) still waits for row \(rows[index]), outside \(window) and not spared")
        }
    }

    /// Checks what moving the loads to `newRows` left: the books, and every load that waits at
    /// its key's row in `newRows`.
    ///
    /// - Complexity: O(pending) expected.
    @usableFromInline
    func _checkRemapped(_ newRows: [Int: Int]) {
        _checkCounts()
        for index in keys.indices {
            precondition(newRows[keys[index]] == rows[index],
                         "PendingLoads: key \(keys[index]) waits for row \(rows[index]), its item moved to \(newRows[keys[index]].map { "\($0)" } ?? "none")")
        }
    }
}
