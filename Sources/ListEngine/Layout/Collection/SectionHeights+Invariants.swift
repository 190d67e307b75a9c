/// Consistency checks, trapping with a message that names the broken node: the whole tree for
/// tests, and the path one change touched, which ``SectionHeights/setHeight(_:ofSection:)``
/// checks when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension SectionHeights {
    /// Checks the whole tree: no memory at all, or a power of two of leaves, twice as many
    /// sums, every height finite, and every inner node the sum of its two children.
    ///
    /// - Complexity: O(sections).
    package func _checkInvariants() {
        guard leafCount > 0 else {
            precondition(sums.isEmpty, "SectionHeights: \(sums.count) sums with no leaves")
            return
        }
        precondition(leafCount & (leafCount - 1) == 0 && sums.count == 2 * leafCount,
                     "SectionHeights: \(sums.count) sums for \(leafCount) leaves")
        for leaf in leafCount..<(2 * leafCount) {
            precondition(sums[leaf].isFinite, "SectionHeights: section \(leaf - leafCount) is \(sums[leaf]) tall")
        }
        for node in 1..<leafCount { _checkNode(node) }
    }

    /// Checks the sums on the path from section `s`'s leaf to the root.
    ///
    /// - Complexity: O(log sections).
    func _checkPath(toSection s: Int) {
        precondition(sums[leafCount + s].isFinite, "SectionHeights: section \(s) is \(sums[leafCount + s]) tall")
        var node = (leafCount + s) >> 1
        while node > 0 {
            _checkNode(node)
            node >>= 1
        }
    }

    /// Checks that inner node `node` holds the sum of its two children.
    ///
    /// - Complexity: O(1).
    private func _checkNode(_ node: Int) {
        precondition(sums[node] == sums[2 * node] + sums[2 * node + 1],
                     "SectionHeights: node \(node) holds \(sums[node]), its children \(sums[2 * node]) and \(sums[2 * node + 1])")
    }
}
