/// Removing entries: one at a time, merging or evening out underfull nodes, or by rebuilding
/// when they are many.
extension HeightIndex {
    /// Removes entry `i` and returns it.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n). Allocates nothing (unless the storage is shared with a copy).
    @discardableResult
    package mutating func remove(at i: Int) -> Entry {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let value = withWritableStorage { s in
            Self.withPath { path in s.remove(at: i, path: path) }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkNeighbourhood(ofEntry: i)
        #endif
        return Self.entry(value)
    }

    /// Removes the entries in `range`.
    ///
    /// Removes one entry at a time when they are few; when they are many next to `count` (at
    /// least 64, and at least 1/16 of `count`), rebuilds the tree with full leaves instead.
    ///
    /// - Precondition: `range` lies within `0 ..< count`.
    /// - Complexity: O(k log n), where k is `range.count`; O(n) when it rebuilds.
    package mutating func removeSubrange(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "HeightIndex: range out of bounds")
        let k = range.count
        guard k > 0 else { return }
        guard Self.rebuilds(changing: k, of: count) else {
            withWritableStorage { s in
                Self.withPath { path in
                    for _ in range { _ = s.remove(at: range.lowerBound, path: path) }
                }
            }
            #if LISTENGINE_INTERNAL_CHECKS
            _checkNeighbourhood(ofEntry: range.lowerBound)
            #endif
            return
        }
        var storage = [Float32]()
        storage.reserveCapacity(Self.storageCapacity(count - k))
        forEachLeaf { leaf, start in
            let low = Swift.max(start, range.lowerBound)
            let high = Swift.min(start + leaf.count, range.upperBound)
            if low < high {
                storage.append(contentsOf: leaf[..<(low - start)])
                storage.append(contentsOf: leaf[(high - start)...])
            } else {
                storage.append(contentsOf: leaf)
            }
        }
        self = HeightIndex(building: storage, clearingFlags: false)
    }
}
