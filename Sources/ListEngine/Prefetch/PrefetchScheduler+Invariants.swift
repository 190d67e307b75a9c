/// Consistency checks for tests; see ``ListView/_checkInvariants()``.
extension PrefetchScheduler {
    /// Checks the engine thread's books: one entry per key in every table, the cache's counts
    /// agree with what it holds and stay within its bounds unless every cached item is on a
    /// cell, content exactly for cached keys, and each cell waiting for a key is the one the
    /// key names. Traps with a message that names the key and what is broken.
    ///
    /// - Complexity: O(keys).
    @usableFromInline
    func _checkInvariants() {
        let size = keys.tableSize
        for (name, count) in [("queued", isQueued.count), ("waiting", waitingCell.count), ("cached", isCached.count),
                              ("contents", contents.count), ("costs", costs.count), ("last use", lastUse.count),
                              ("shown", shown.count)] {
            precondition(count == size, "the scheduler's \(name) table has \(count) entries for \(size) keys")
        }
        var cached = 0
        var cost = 0
        var pinned = 0
        for key in 0..<size {
            precondition(isCached[key] == (contents[key] != nil), "key \(key): cached \(isCached[key]) but content \(contents[key] != nil)")
            if isCached[key] {
                cached += 1
                cost += costs[key]
                if waitingCell[key] != nil { pinned += 1 }
            }
        }
        precondition(cached == cachedItems, "the cache counts \(cachedItems) items but holds \(cached)")
        precondition(cost == cacheCost, "the cache counts a cost of \(cacheCost) but holds \(cost)")
        precondition(cached <= Swift.max(1, configuration.cacheCount, pinned + 1),
                     "the cache holds \(cached) items, above its bound \(configuration.cacheCount) with \(pinned) on cells")
        for key in 0..<size {
            guard let cell = waitingCell[key] else { continue }
            precondition(cell.prefetchKey == key, "key \(key) is waited for by a cell that names key \(cell.prefetchKey)")
        }
    }
}
