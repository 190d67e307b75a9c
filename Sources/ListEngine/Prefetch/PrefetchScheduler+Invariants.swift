/// Consistency checks for tests; see ``ListView/_checkInvariants()``.
extension PrefetchScheduler {
    /// Checks the engine thread's books: the keys' table (``ItemKeys/_checkInvariants()``), one
    /// entry per key in every per-key table and nothing kept for a key that is not live, the
    /// cache's counts agree with what it holds and stay within its bounds unless every cached
    /// item is on a cell, content exactly for cached keys, the list of use holds exactly the
    /// cached keys, each once, with links that agree both ways, and each cell waiting for a key
    /// is the one the key names. Traps with a message that names the key and what is broken.
    ///
    /// - Complexity: O(keys).
    @usableFromInline
    func _checkInvariants() {
        keys._checkInvariants()
        let capacity = keys.capacity
        for (name, count) in [("queued", isQueued.count), ("waiting", waitingCell.count), ("cached", isCached.count),
                              ("contents", contents.count), ("costs", costs.count), ("shown", shown.count),
                              ("newer use", newerUse.count), ("older use", olderUse.count), ("remap", remapRows.count)] {
            precondition(count == capacity, "the scheduler's \(name) table has \(count) entries for \(capacity) keys")
        }
        var cached = 0
        var cost = 0
        var pinned = 0
        var unshown = 0
        for key in 0..<capacity {
            precondition(isCached[key] == (contents[key] != nil), "key \(key): cached \(isCached[key]) but content \(contents[key] != nil)")
            precondition(remapRows[key] == -1, "key \(key) keeps a row \(remapRows[key]) from a remap")
            if !keys.isLive(key) {
                precondition(!isQueued[key] && !isCached[key] && waitingCell[key] == nil,
                             "key \(key) is not live but queued \(isQueued[key]), cached \(isCached[key]), waited for \(waitingCell[key] != nil)")
                precondition(olderUse[key] == -1 && newerUse[key] == -1, "key \(key) is not live but in the list of use")
                continue
            }
            precondition(isQueued[key] || isCached[key] || waitingCell[key] != nil, "key \(key) is live for nothing")
            if isCached[key] {
                cached += 1
                cost += costs[key]
                if waitingCell[key] != nil { pinned += 1 }
                if !shown[key] { unshown += 1 }
            }
        }
        precondition(cached == cachedItems, "the cache counts \(cachedItems) items but holds \(cached)")
        precondition(cost == cacheCost, "the cache counts a cost of \(cacheCost) but holds \(cost)")
        precondition(unshown == cachedUnshown, "the cache counts \(cachedUnshown) contents not shown but holds \(unshown)")
        precondition(cached <= Swift.max(1, configuration.cacheCount, pinned + 1),
                     "the cache holds \(cached) items, above its bound \(configuration.cacheCount) with \(pinned) on cells")
        var listed = 0
        var key = leastRecent
        var older: Int32 = -1
        while key >= 0 {
            let k = Int(key)
            precondition(isCached[k], "key \(k) is in the list of use but not cached")
            precondition(olderUse[k] == older, "key \(k) in the list of use links back to \(olderUse[k]), not \(older)")
            listed += 1
            precondition(listed <= cached, "the list of use is longer than the \(cached) cached keys (a cycle?)")
            older = key
            key = newerUse[k]
        }
        precondition(older == mostRecent, "the list of use ends at \(older), but its most recent key is \(mostRecent)")
        precondition(listed == cached, "the list of use holds \(listed) keys for \(cached) cached")
        for key in 0..<capacity {
            guard let cell = waitingCell[key] else { continue }
            precondition(cell.prefetchKey == key, "key \(key) is waited for by a cell that names key \(cell.prefetchKey)")
        }
        queue._checkInvariants()
    }
}

extension ItemKeys {
    /// Checks the table: each live key sits once in the slots, where a probe from its hash's
    /// slot finds it, with its item's hash; the slots hold live keys only and are at most
    /// two-thirds full; the free keys are the dead ones below ``tableSize``, each once.
    ///
    /// - Complexity: O(capacity + slots).
    @usableFromInline
    func _checkInvariants() {
        precondition(free.count == capacity, "the keys' tables differ in length: \(entries.count), \(free.count)")
        precondition(slots.count == 1 << slotBits && slots.count >= capacity + capacity / 2,
                     "\(slots.count) slots for \(capacity) keys (\(slotBits) bits)")
        var live = 0
        for key in 0..<capacity where entries[key].item != nil {
            precondition(key < tableSize, "key \(key) is live beyond the \(tableSize) handed out")
            precondition(entries[key].hash == hash(entries[key].item!), "key \(key) keeps a hash that is not its item's")
            precondition(find(entries[key].item!, hash: entries[key].hash).key == key, "key \(key) is not found by its item")
            live += 1
        }
        var inSlots = 0
        for slot in 0..<slots.count where slots[slot] >= 0 {
            precondition(Int(slots[slot]) < capacity && entries[Int(slots[slot])].item != nil, "slot \(slot) holds key \(slots[slot]), not live")
            inSlots += 1
        }
        precondition(inSlots == live, "\(inSlots) slots hold keys for \(live) live keys")
        var freed = Set<Int32>()
        for index in 0..<freeCount {
            let key = free[index]
            precondition(key >= 0 && Int(key) < tableSize && entries[Int(key)].item == nil, "free key \(key) is live or was never handed out")
            precondition(freed.insert(key).inserted, "key \(key) is free twice")
        }
        precondition(live + freeCount == tableSize, "\(live) live and \(freeCount) free keys of \(tableSize) handed out")
    }
}
