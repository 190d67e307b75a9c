/// Setting the heights of a run of consecutive entries a leaf at a time.
extension HeightIndex {
    /// Sets the heights of entries `i ..< i + count` to `height(e)` for each entry `e` (as an
    /// index stores it, a `Float32`), keeping their measured flags: one descent and one pass up
    /// the tree a leaf, instead of one an entry.
    ///
    /// - Precondition: `0 <= i`, `i + count <= self.count`; every height is finite and ≥ 0.
    /// - Complexity: O(count + (count / 32 + 1) log n): a leaf holds 32 to 64 entries.
    package mutating func setHeights(from i: Int, count: Int, _ height: (_ entry: Int) -> Float32) {
        precondition(i >= 0 && count >= 0 && i + count <= self.count, "HeightIndex: range out of bounds")
        withWritableStorage { s in
            Self.withPath { path in
                var e = i
                while e < i + count {
                    let (leaf, position) = s.descend(toEntry: e, recording: path)
                    let entries = s.depth == 0 ? s.count : s.childCount(path[2 * s.depth - 2], path[2 * s.depth - 1])
                    let base = (leaf << Self.leafShift) + position
                    let n = Swift.min(entries - position, i + count - e)
                    var delta = 0.0
                    for k in 0..<n {
                        let old = s.leaves[base + k]
                        let new = height(e + k).magnitude
                        delta += Double(new) - Double(Self.magnitude(old))
                        s.leaves[base + k] = Float32(bitPattern: new.bitPattern | (old.bitPattern & Self.measuredBit))
                    }
                    if delta != 0 { s.addAlongPath(path, sum: delta) }
                    e += n
                }
            }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkNodes(covering: i..<(i + count), neighbours: false)
        #endif
    }
}
