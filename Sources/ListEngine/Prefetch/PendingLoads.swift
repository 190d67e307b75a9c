/// Loads waiting for a worker, each with the row it was asked for, and the viewport they are
/// ranked against: a row inside the viewport first, then rows ahead in the direction of travel
/// by distance, then rows behind (at three times their distance). Ranking happens when a worker
/// takes the next load, so it always follows the latest viewport and direction.
///
/// The store is an array reserved up front: adding, removing and taking allocate nothing.
struct PendingLoads<ID: Hashable> {
    private var entries: [(id: ID, row: Int)] = []
    let capacity: Int
    private var top = 0
    private var bottom = -1
    private var forward = true

    init(capacity: Int) {
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    var count: Int { entries.count }
    var isFull: Bool { entries.count >= capacity }

    mutating func setViewport(top: Int, bottom: Int, forward: Bool) {
        self.top = top
        self.bottom = bottom
        self.forward = forward
    }

    /// Adds a load. - Complexity: O(1).
    mutating func add(_ id: ID, row: Int) {
        entries.append((id, row))
    }

    /// Removes the waiting loads of `ids`, adding each removed one to `removed`.
    /// - Complexity: O(pending), however many `ids`.
    mutating func remove(_ ids: Set<ID>, into removed: inout Set<ID>) {
        var index = 0
        while index < entries.count {
            let id = entries[index].id
            if ids.contains(id) {
                removed.insert(id)
                entries[index] = entries[entries.count - 1]
                entries.removeLast(1)
            } else {
                index += 1
            }
        }
    }

    /// Moves `id`'s load to `row` (its item moved), or removes it when `row` is nil.
    mutating func remap(_ newRow: (ID) -> Int?) -> Int {
        var removed = 0
        var index = 0
        while index < entries.count {
            if let row = newRow(entries[index].id) {
                entries[index].row = row
                index += 1
            } else {
                entries[index] = entries[entries.count - 1]
                entries.removeLast(1)
                removed += 1
            }
        }
        return removed
    }

    /// Takes the best-ranked load. - Complexity: O(pending).
    mutating func takeBest() -> (id: ID, row: Int)? {
        guard !entries.isEmpty else { return nil }
        var best = 0
        var bestRank = rank(entries[0].row)
        for index in 1..<entries.count {
            let r = rank(entries[index].row)
            if r < bestRank || (r == bestRank && entries[index].row < entries[best].row) {
                best = index
                bestRank = r
            }
        }
        let chosen = entries[best]
        entries[best] = entries[entries.count - 1]
        entries.removeLast(1)
        return chosen
    }

    func rank(_ row: Int) -> Int {
        if row >= top && row <= bottom { return 0 }
        let ahead = forward ? row > bottom : row < top
        let distance = row > bottom ? row - bottom : top - row
        return ahead ? distance : 3 * distance
    }
}
