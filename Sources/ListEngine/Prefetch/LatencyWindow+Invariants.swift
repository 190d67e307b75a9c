/// Consistency checks, trapping with a message that names what is broken; ``LatencyWindow/add(_:)``
/// checks what it touched when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension LatencyWindow {
    /// Checks that `latency`, just added, is kept: the ring and the sorted copy as long, within
    /// the window's size, the ring's next slot in it, and `latency` in the sorted copy between
    /// its neighbours.
    ///
    /// - Complexity: O(64).
    @usableFromInline
    func _checkAdded(_ latency: Double) {
        precondition(ring.count == sorted.count && ring.count <= Self.size && next >= 0 && next < Self.size,
                     "LatencyWindow: \(ring.count) samples in the ring, \(sorted.count) sorted, the next slot \(next) of \(Self.size)")
        guard let k = sorted.firstIndex(where: { $0 == latency || ($0.isNaN && latency.isNaN) }) else {
            preconditionFailure("LatencyWindow: sample \(latency) is not in the sorted samples")
        }
        precondition((k == 0 || !(sorted[k - 1] > sorted[k])) && (k == sorted.count - 1 || !(sorted[k] > sorted[k + 1])),
                     "LatencyWindow: sample \(latency) is sorted at \(k), between \(k > 0 ? sorted[k - 1] : -.infinity) and \(k + 1 < sorted.count ? sorted[k + 1] : .infinity)")
    }
}
