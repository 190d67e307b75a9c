/// Inserting entries: one at a time, splitting full nodes, or by rebuilding when they are many.
extension HeightIndex {
    /// Inserts `entry` so that it becomes entry `i`.
    ///
    /// - Precondition: `0 <= i <= count`; the height is finite and ≥ 0.
    /// - Complexity: O(log n). Allocates only to grow the storage (by an eighth) when no
    ///   spare node is left.
    package mutating func insert(_ entry: Entry, at i: Int) {
        precondition(i >= 0 && i <= count, "HeightIndex: insertion index out of range")
        precondition(count < Self.maxCount, "HeightIndex: too many entries")
        reserveForInsertion()
        let value = Self.stored(entry)
        withWritableStorage { s in
            Self.withPath { path in s.insert(value, at: i, path: path) }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkNeighbourhood(ofEntry: i)
        #endif
    }

    /// Inserts `entries` so that the first becomes entry `i`, in order.
    ///
    /// Inserts one entry at a time when they are few; when they are many next to `count`
    /// (at least 64, and at least 1/16 of `count`), rebuilds the tree with full leaves instead.
    ///
    /// - Precondition: `0 <= i <= count`; every height is finite and ≥ 0.
    /// - Complexity: O(k log n), where k is the number of entries inserted; O(n + k) when it
    ///   rebuilds.
    package mutating func insert<C: Collection>(contentsOf entries: C, at i: Int) where C.Element == Entry {
        precondition(i >= 0 && i <= count, "HeightIndex: insertion index out of range")
        let k = entries.count
        guard k > 0 else { return }
        guard Self.rebuilds(changing: k, of: count) else {
            var position = i
            for entry in entries {
                insert(entry, at: position)
                position += 1
            }
            return
        }
        var storage = [Float32]()
        storage.reserveCapacity(Self.storageCapacity(count + k))
        forEachLeaf { leaf, start in
            if i >= start, i < start + leaf.count {
                storage.append(contentsOf: leaf[..<(i - start)])
                for entry in entries { storage.append(Self.stored(entry)) }
                storage.append(contentsOf: leaf[(i - start)...])
            } else {
                storage.append(contentsOf: leaf)
            }
        }
        if i == count {
            for entry in entries { storage.append(Self.stored(entry)) }
        }
        self = HeightIndex(building: storage, clearingFlags: false)
    }

    // MARK: Growing

    /// Makes sure a free leaf and enough free inner nodes (one a level, and a new root) wait
    /// for an insertion, growing the storage by an eighth when they do not.
    ///
    /// - Complexity: O(1), or O(n) when the storage grows.
    mutating func reserveForInsertion() {
        if leaves.isEmpty {
            // An empty index has no root leaf yet.
            leaves = [Float32](repeating: 0, count: Self.leafCapacity)
            root = 0
            depth = 0
        }
        if freeLeafCount == 0 {
            let slots = leaves.count >> Self.leafShift
            let added = Swift.max(1, slots >> 3)
            leaves.reserveCapacity((slots + added) << Self.leafShift)
            appendFreeLeaves(added)
        }
        let needed = depth + 1
        if freeInnerCount < needed {
            let slots = nodes.count >> Self.nodeShift
            let added = Swift.max(needed - freeInnerCount, slots >> 3)
            nodes.reserveCapacity((slots + added) << Self.nodeShift)
            tops.reserveCapacity((slots + added) << Self.slotShift)
            nodes.append(contentsOf: repeatElement(0, count: added << Self.nodeShift))
            tops.append(contentsOf: repeatElement(0, count: added << Self.slotShift))
            for slot in stride(from: slots + added - 1, through: slots, by: -1) {
                nodes[(slot << Self.nodeShift) + Self.childOffset] = Int32(freeInner)
                freeInner = slot
            }
            freeInnerCount += added
        }
    }

    /// Appends `added` leaf slots to the storage and to the free list.
    ///
    /// - Complexity: O(added), plus O(n) if the storage grows.
    mutating func appendFreeLeaves(_ added: Int) {
        let slots = leaves.count >> Self.leafShift
        leaves.append(contentsOf: repeatElement(0, count: added << Self.leafShift))
        for slot in stride(from: slots + added - 1, through: slots, by: -1) {
            leaves[slot << Self.leafShift] = Float32(bitPattern: UInt32(truncatingIfNeeded: freeLeaf))
            freeLeaf = slot
        }
        freeLeafCount += added
    }
}
