/// Consistency checks for tests; see ``ListView/_checkInvariants()``.
extension ReusePool {
    /// Checks each pool: its counts agree with the cells waiting in it, no more wait than its
    /// bound, and every waiting cell belongs to it, is reset and waits once. Traps with a
    /// message that names the pool and what is broken.
    ///
    /// - Complexity: O(pooled cells).
    func _checkInvariants() {
        var seen = Set<ObjectIdentifier>()
        for (slot, pool) in slots.enumerated() {
            let name = "pool \"\(pool.identifier)\""
            precondition(slotByIdentifier[pool.identifier] == slot, "\(name) is not found under its identifier")
            let counts = pool.statistics
            precondition(counts.pooled == pool.free.count, "\(name) counts \(counts.pooled) waiting cells but holds \(pool.free.count)")
            precondition(counts.pooled <= counts.peakInUse, "\(name) keeps \(counts.pooled) cells, above its bound \(counts.peakInUse)")
            precondition(counts.inUse >= 0 && counts.inUse <= counts.peakInUse,
                         "\(name) has \(counts.inUse) cells in use, outside 0…\(counts.peakInUse)")
            precondition(counts.created + counts.reused - counts.recycled == counts.inUse,
                         "\(name) handed out \(counts.created + counts.reused) cells and took \(counts.recycled) back, but counts \(counts.inUse) in use")
            for cell in pool.free {
                precondition(cell.poolSlot == slot && cell.reuseIdentifier == pool.identifier,
                             "\(name) holds a cell of \"\(cell.reuseIdentifier)\"")
                if let cell = cell as? ListCell {
                    precondition(cell.indexPath == nil && !cell.isDisplayed, "\(name) holds a cell still configured for \(String(describing: cell.indexPath))")
                }
                precondition(seen.insert(ObjectIdentifier(cell)).inserted, "\(name) holds a cell twice")
            }
        }
    }
}
