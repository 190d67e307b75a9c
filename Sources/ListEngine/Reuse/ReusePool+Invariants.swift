/// Consistency checks, trapping with a message that names the pool and what is broken: every
/// pool for tests (see ``ListView/_checkInvariants()``), and the pool one operation touched,
/// which the operations check when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension ReusePool {
    /// Checks each pool (see ``_checkSlot(_:)``), and that every waiting cell belongs to its
    /// pool, is reset and waits once.
    ///
    /// - Complexity: O(pooled cells).
    func _checkInvariants() {
        var seen = Set<ObjectIdentifier>()
        for slot in 0..<slots.count {
            _checkSlot(slot)
            slots.base[slot].free.forEach { cell in
                _checkWaiting(cell, in: slot)
                precondition(seen.insert(ObjectIdentifier(cell)).inserted, "pool \"\(slots.base[slot].identifier)\" holds a cell twice")
            }
        }
    }

    /// Checks pool `slot`'s books: found under its identifier, its counts agreeing with the
    /// cells waiting in it, no more waiting than its bound, and its cells in use within it.
    ///
    /// - Complexity: O(1).
    func _checkSlot(_ slot: Int) {
        let pool = slots.base[slot]
        /// The pool's name in a message (made only when a check fails: building it allocates).
        func name() -> String { "pool \"\(pool.identifier)\"" }
        precondition(slotByIdentifier[pool.identifier] == slot, "\(name()) is not found under its identifier")
        let counts = pool.statistics
        precondition(counts.pooled == pool.free.count, "\(name()) counts \(counts.pooled) waiting cells but holds \(pool.free.count)")
        precondition(counts.pooled <= counts.peakInUse, "\(name()) keeps \(counts.pooled) cells, above its bound \(counts.peakInUse)")
        precondition(counts.inUse >= 0 && counts.inUse <= counts.peakInUse,
                     "\(name()) has \(counts.inUse) cells in use, outside 0…\(counts.peakInUse)")
        precondition(counts.created + counts.reused - counts.recycled == counts.inUse,
                     "\(name()) handed out \(counts.created + counts.reused) cells and took \(counts.recycled) back, but counts \(counts.inUse) in use")
    }

    /// Checks that `cell`, waiting in pool `slot`, belongs to it and is reset.
    ///
    /// - Complexity: O(1).
    func _checkWaiting(_ cell: View, in slot: Int) {
        func name() -> String { "pool \"\(slots.base[slot].identifier)\"" }
        precondition(cell.poolSlot == slot && cell.reuseIdentifier == slots.base[slot].identifier,
                     "\(name()) holds a cell of \"\(cell.reuseIdentifier)\"")
        if let cell = cell as? ListCell {
            precondition(cell.indexPath == nil && !cell.isDisplayed, "\(name()) holds a cell still configured for \(String(describing: cell.indexPath))")
        }
    }
}
