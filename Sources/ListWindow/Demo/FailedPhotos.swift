import Synchronization

/// The photos whose decode failed (a damaged or foreign file): the workers add them, the
/// engine's thread asks, so that a tile that will never get its image is told apart from one
/// still waiting for it.
final class FailedPhotos: Sendable {
    private let items = Mutex<Set<Int>>([])

    /// None yet.
    ///
    /// - Complexity: O(1).
    init() {}

    /// Photo `item` failed to decode.
    ///
    /// - Complexity: O(1) expected, under a lock.
    func insert(_ item: Int) {
        _ = items.withLock { $0.insert(item) }
    }

    /// Whether photo `item` failed to decode.
    ///
    /// - Complexity: O(1) expected, under a lock.
    func contains(_ item: Int) -> Bool {
        items.withLock { $0.contains(item) }
    }
}
