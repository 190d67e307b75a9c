/// Values by key in order of use, for a cache that evicts the least recently used: a
/// dictionary from key to a node of a doubly linked list kept in an array (freed nodes reused),
/// so that using, inserting and evicting are O(1) and evicting allocates nothing.
struct RecencyList<Key: Hashable, Value> {
    private struct Node {
        var key: Key?
        var value: Value?
        var older: Int
        var newer: Int
    }

    private var nodes: [Node] = []
    private var index: [Key: Int] = [:]
    private var free: [Int] = []
    private var newest = -1
    private var oldest = -1

    /// The values kept.
    var count: Int { index.count }

    /// The value of `key`, made the most recently used; nil if absent.
    ///
    /// - Complexity: O(1) expected (one hash).
    mutating func use(_ key: Key) -> Value? {
        guard let node = index[key] else { return nil }
        moveToFront(node)
        return nodes[node].value
    }

    /// The value of `key` without changing the order; nil if absent.
    ///
    /// - Complexity: O(1) expected.
    func peek(_ key: Key) -> Value? {
        index[key].flatMap { nodes[$0].value }
    }

    /// Keeps `value` for `key` (which must be absent) as the most recently used.
    ///
    /// - Complexity: O(1) amortized.
    mutating func insert(_ value: Value, for key: Key) {
        let node: Int
        if let reused = free.popLast() {
            node = reused
            nodes[node] = Node(key: key, value: value, older: -1, newer: -1)
        } else {
            node = nodes.count
            nodes.append(Node(key: key, value: value, older: -1, newer: -1))
        }
        index[key] = node
        link(node)
    }

    /// Removes and returns the least recently used value, nil when empty.
    ///
    /// - Complexity: O(1) expected.
    mutating func removeLeastRecent() -> Value? {
        guard oldest >= 0 else { return nil }
        let node = oldest
        return remove(node)
    }

    /// Removes `key`'s value, returning it; nil if absent.
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    mutating func removeValue(for key: Key) -> Value? {
        guard let node = index[key] else { return nil }
        return remove(node)
    }

    private mutating func remove(_ node: Int) -> Value? {
        unlink(node)
        if let key = nodes[node].key { index[key] = nil }
        let value = nodes[node].value
        nodes[node].key = nil
        nodes[node].value = nil
        free.append(node)
        return value
    }

    private mutating func moveToFront(_ node: Int) {
        guard newest != node else { return }
        unlink(node)
        link(node)
    }

    private mutating func link(_ node: Int) {
        nodes[node].older = newest
        nodes[node].newer = -1
        if newest >= 0 { nodes[newest].newer = node } else { oldest = node }
        newest = node
    }

    private mutating func unlink(_ node: Int) {
        let older = nodes[node].older
        let newer = nodes[node].newer
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        nodes[node].older = -1
        nodes[node].newer = -1
    }
}
