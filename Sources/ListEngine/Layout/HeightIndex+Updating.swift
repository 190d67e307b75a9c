/// Changing one entry's height or measured flag, or every entry's flag.
extension HeightIndex {
    /// Sets the height of entry `i`, keeping its measured flag, and returns by how much it
    /// changed (new − old, as stored; 0 when unchanged).
    ///
    /// - Precondition: `0 <= i < count`; `height` is finite and ≥ 0.
    /// - Complexity: O(log n).
    @discardableResult
    package mutating func setHeight(_ height: Double, at i: Int) -> Double {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let newMagnitude = Float32(height).magnitude
        let change: Double = withWritableStorage { s in
            Self.withPath { path in
                let (leaf, position) = s.descend(toEntry: i, recording: path)
                let slot = (leaf << Self.leafShift) + position
                let old = s.leaves[slot]
                let delta = Double(newMagnitude) - Double(Self.magnitude(old))
                guard delta != 0 else { return 0 }
                s.leaves[slot] = Float32(bitPattern: newMagnitude.bitPattern | (old.bitPattern & Self.measuredBit))
                s.addAlongPath(path, sum: delta)
                return delta
            }
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkNodes(covering: i..<(i + 1), neighbours: false)
        #endif
        return change
    }

    /// Sets whether entry `i` is measured, keeping its height.
    ///
    /// - Precondition: `0 <= i < count`.
    /// - Complexity: O(log n).
    package mutating func setMeasured(_ measured: Bool, at i: Int) {
        precondition(i >= 0 && i < count, "HeightIndex: index out of range")
        let (leaf, position, _, _) = withReadableStorage { $0.find(entry: i, root: root, depth: depth, count: count) }
        leaves.withUnsafeMutableBufferPointer { h in
            let slot = (leaf << Self.leafShift) + position
            let bits = h[slot].bitPattern & ~Self.measuredBit
            h[slot] = Float32(bitPattern: measured ? bits | Self.measuredBit : bits)
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkNodes(covering: i..<(i + 1), neighbours: false)
        #endif
    }

    /// Marks every entry not measured, keeping the heights: what a new width does to rows that
    /// size themselves.
    ///
    /// - Complexity: O(n), at memory speed (the flags live in the leaves only), plus a walk
    ///   of the free leaves.
    package mutating func clearMeasured() {
        leaves.withUnsafeMutableBufferPointer { h in
            for j in h.indices { h[j] = Float32(bitPattern: h[j].bitPattern & ~Self.measuredBit) }
        }
        // A free leaf's first element is a link of the free list, not a height, and the link
        // that ends the list (-1) has the bit set: put it back, or the list has no end.
        if freeLeafCount > 0 {
            var slot = freeLeaf
            for _ in 1..<freeLeafCount { slot = Int(Int32(bitPattern: leaves[slot << Self.leafShift].bitPattern)) }
            leaves[slot << Self.leafShift] = Float32(bitPattern: UInt32(truncatingIfNeeded: -1))
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        forEachLeaf { leaf, start in
            if let j = leaf.firstIndex(where: { $0.bitPattern & Self.measuredBit != 0 }) {
                preconditionFailure("HeightIndex: entry \(start + j) is still measured after clearMeasured()")
            }
        }
        #endif
    }
}
