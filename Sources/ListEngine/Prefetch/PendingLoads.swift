/// Loads waiting for a worker — each an item's key, the item, and the row it was asked for — and
/// the viewport they are ranked against: a row inside the viewport first, then rows ahead in the
/// direction of travel by distance, then rows behind (at three times their distance). Ranking
/// happens when a worker takes the next load, so it always follows the latest viewport.
///
/// Parallel arrays reserved up front: adding, removing and taking allocate nothing, and the
/// work is on integers (the items are only moved, never compared).
@usableFromInline struct PendingLoads<ID> {
    @usableFromInline var keys: [Int] = []
    @usableFromInline var rows: [Int] = []
    @usableFromInline var items: [ID] = []
    @usableFromInline let capacity: Int
    @usableFromInline var top = 0
    @usableFromInline var bottom = -1
    @usableFromInline var forward = true

    @inlinable init(capacity: Int) {
        self.capacity = capacity
        keys.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        items.reserveCapacity(capacity)
    }

    @inlinable var isFull: Bool { keys.count >= capacity }

    @inlinable mutating func setViewport(top: Int, bottom: Int, forward: Bool) {
        self.top = top
        self.bottom = bottom
        self.forward = forward
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        #endif
    }

    /// Adds a load. - Complexity: O(1).
    @inlinable mutating func add(key: Int, item: ID, row: Int) {
        keys.append(key)
        rows.append(row)
        items.append(item)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkLoad(at: keys.count - 1)
        #endif
    }

    /// Removes the waiting loads whose rows lie outside `window` and whose keys `spare` does
    /// not keep, adding each key to `removed`.
    /// - Complexity: O(pending), however many are removed.
    @inlinable mutating func remove(outside window: Range<Int>, sparing spare: (Int) -> Bool, into removed: inout Set<Int>) {
        var index = 0
        while index < keys.count {
            if !window.contains(rows[index]) && !spare(keys[index]) {
                removed.insert(keys[index])
                remove(at: index)
            } else {
                index += 1
            }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKept(inside: window, sparing: spare)
        #endif
    }

    /// Moves each waiting load to its item's new row in `newRows`, removing (into `removed`)
    /// those whose item has none. - Complexity: O(pending).
    @inlinable mutating func remap(_ newRows: [Int: Int], removed: inout Set<Int>) {
        var index = 0
        while index < keys.count {
            if let row = newRows[keys[index]] {
                rows[index] = row
                index += 1
            } else {
                removed.insert(keys[index])
                remove(at: index)
            }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkRemapped(newRows)
        #endif
    }

    /// Takes the best-ranked load. - Complexity: O(pending).
    @inlinable mutating func takeBest() -> (key: Int, item: ID, row: Int)? {
        guard !keys.isEmpty else { return nil }
        var best = 0
        var bestRank = rank(rows[0])
        for index in 1..<rows.count {
            let r = rank(rows[index])
            if r < bestRank || (r == bestRank && rows[index] < rows[best]) {
                best = index
                bestRank = r
            }
        }
        let chosen = (keys[best], items[best], rows[best])
        remove(at: best)
        return chosen
    }

    @inlinable func rank(_ row: Int) -> Int {
        if row >= top && row <= bottom { return 0 }
        let ahead = forward ? row > bottom : row < top
        let distance = row > bottom ? row - bottom : top - row
        return ahead ? distance : 3 * distance
    }

    /// Removes entry `index` by moving the last one into its place. (Plain assignments: in
    /// unspecialized generic code `swapAt` allocates.)
    @inlinable mutating func remove(at index: Int) {
        let last = keys.count - 1
        keys[index] = keys[last]
        rows[index] = rows[last]
        items[index] = items[last]
        keys.removeLast(1)
        rows.removeLast(1)
        items.removeLast(1)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        #endif
    }
}
