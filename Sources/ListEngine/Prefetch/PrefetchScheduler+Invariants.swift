/// Consistency checks, trapping with a message that names the key: the whole scheduler for tests
/// (see ``ListView/_checkInvariants()``), and the key one operation touched, which the
/// operations check when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
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

    /// Checks key `key`'s books: one entry per key in every table, content exactly when it is
    /// cached, the cell waiting for it naming it, and the key live (its item found under it)
    /// exactly while its item is queued or running, waited for by a cell, or cached; and the
    /// cache's counts not below 0.
    ///
    /// - Complexity: O(1) expected.
    @usableFromInline
    func _checkKey(_ key: Int) {
        let size = keys.tableSize
        precondition(isQueued.count == size && waitingCell.count == size && isCached.count == size && contents.count == size
                        && costs.count == size && lastUse.count == size && shown.count == size,
                     "the scheduler's tables do not have one entry for each of its \(size) keys")
        precondition(key >= 0 && key < size, "key \(key) is outside the \(size) keys")
        precondition(isCached[key] == (contents[key] != nil), "key \(key): cached \(isCached[key]) but content \(contents[key] != nil)")
        if let cell = waitingCell[key] {
            precondition(cell.prefetchKey == key, "key \(key) is waited for by a cell that names key \(cell.prefetchKey)")
        }
        let used = isQueued[key] || isCached[key] || waitingCell[key] != nil
        precondition((keys.items[key] != nil) == used,
                     "key \(key) is \(keys.items[key] != nil ? "live" : "free") while queued \(isQueued[key]), cached \(isCached[key]), waited for \(waitingCell[key] != nil)")
        precondition(cachedItems >= 0 && cacheCost >= 0 && cachedItems <= size,
                     "the cache counts \(cachedItems) items of cost \(cacheCost) for \(size) keys")
    }
}
