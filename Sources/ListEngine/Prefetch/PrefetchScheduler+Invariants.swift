/// Consistency checks, trapping with a message that names the key: the whole scheduler for tests
/// (see ``ListView/_checkInvariants()``), and the key one operation touched, which the
/// operations check when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
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
        for (name, count) in [("per-key books", books.count),
                              ("contents", contents.count), ("costs", costs.count),
                              ("newer use", newerUse.count), ("older use", olderUse.count), ("remap", remapRows.count)] {
            precondition(count == capacity, "the scheduler's \(name) table has \(count) entries for \(capacity) keys")
        }
        var cached = 0
        var cost = 0
        var pinned = 0
        var unshown = 0
        for key in 0..<capacity {
            precondition(books[key].isCached == (contents[key] != nil), "key \(key): cached \(books[key].isCached) but content \(contents[key] != nil)")
            precondition(remapRows[key] == -1, "key \(key) keeps a row \(remapRows[key]) from a remap")
            if !keys.isLive(key) {
                precondition(!books[key].isQueued && !books[key].isCached && books[key].cell == nil,
                             "key \(key) is not live but queued \(books[key].isQueued), cached \(books[key].isCached), waited for \(books[key].cell != nil)")
                precondition(olderUse[key] == -1 && newerUse[key] == -1, "key \(key) is not live but in the list of use")
                continue
            }
            precondition(books[key].isQueued || books[key].isCached || books[key].cell != nil, "key \(key) is live for nothing")
            if books[key].isCached {
                cached += 1
                cost += costs[key]
                if books[key].cell != nil { pinned += 1 }
                if !books[key].shown { unshown += 1 }
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
            precondition(books[k].isCached, "key \(k) is in the list of use but not cached")
            precondition(olderUse[k] == older, "key \(k) in the list of use links back to \(olderUse[k]), not \(older)")
            listed += 1
            precondition(listed <= cached, "the list of use is longer than the \(cached) cached keys (a cycle?)")
            older = key
            key = newerUse[k]
        }
        precondition(older == mostRecent, "the list of use ends at \(older), but its most recent key is \(mostRecent)")
        precondition(listed == cached, "the list of use holds \(listed) keys for \(cached) cached")
        for key in 0..<capacity {
            guard let cell = books[key].cell?.takeUnretainedValue() else { continue }
            precondition(cell.prefetchKey == key, "key \(key) is waited for by a cell that names key \(cell.prefetchKey)")
        }
        queue._checkInvariants()
    }

    /// Checks key `key`'s books: every per-key table as long as the keys' capacity, content
    /// exactly when it is cached, the cell waiting for it naming it, the key live (its item
    /// found under it) exactly while its item is queued or running, waited for by a cell, or
    /// cached, and in the list of use exactly while cached; and the cache's counts not below 0.
    ///
    /// - Complexity: O(1) expected.
    @usableFromInline
    func _checkKey(_ key: Int) {
        let size = keys.capacity
        precondition(books.count == size && contents.count == size
                        && costs.count == size && newerUse.count == size && olderUse.count == size
                        && remapRows.count == size,
                     "the scheduler's tables do not have one entry for each of its \(size) keys")
        precondition(key >= 0 && key < size, "key \(key) is outside the \(size) keys")
        precondition(books[key].isCached == (contents[key] != nil), "key \(key): cached \(books[key].isCached) but content \(contents[key] != nil)")
        if let cell = books[key].cell?.takeUnretainedValue() {
            precondition(cell.prefetchKey == key, "key \(key) is waited for by a cell that names key \(cell.prefetchKey)")
        }
        let used = books[key].isQueued || books[key].isCached || books[key].cell != nil
        precondition(keys.isLive(key) == used,
                     "key \(key) is \(keys.isLive(key) ? "live" : "free") while queued \(books[key].isQueued), cached \(books[key].isCached), waited for \(books[key].cell != nil)")
        precondition(isLinkedInUse(key) == books[key].isCached, "key \(key) is cached \(books[key].isCached) but in the list of use \(isLinkedInUse(key))")
        precondition(cachedItems >= 0 && cacheCost >= 0 && cachedItems <= size && cachedUnshown >= 0 && cachedUnshown <= cachedItems,
                     "the cache counts \(cachedItems) items of cost \(cacheCost), \(cachedUnshown) not shown, for \(size) keys")
    }
}
