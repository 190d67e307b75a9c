/// The heights of a long sequence of layout entries (section headers, rows, footers), with
/// prefix sums and offset searches in O(log n) and single-entry updates in O(log n).
///
/// Heights are kept as `Float32` (4 bytes an entry); a Fenwick tree of `Double` sums over blocks
/// of ``blockSize`` entries (¼ byte an entry) answers prefix queries, and a scan of at most one
/// block finishes them. That is 4.25 bytes an entry in all. `Float32` holds whole and half
/// points exactly up to 16 million, far above any row; sums are carried in `Double`.
///
/// Offsets follow the entries' order: entry `i` spans `offset(of: i) ..< offset(of: i) + height(at: i)`.
public struct HeightIndex: Sendable {
    /// Entries per Fenwick block. A power of two; a prefix query scans at most this many heights.
    public static let blockSize = 32
    static let blockShift = 5

    private var heights: [Float32]
    /// Fenwick tree over block sums, 1-based: `tree[i]` sums the blocks `i - lowbit(i) ..< i`.
    private var tree: [Double]
    /// The highest power of two not above the number of blocks (0 when empty).
    private var topStep: Int
    fileprivate var measured: [Bool] = []

    /// Creates an index of `count` entries that all have `height`.
    ///
    /// - Precondition: `height` is finite and ≥ 0 (callers validate; see ``ListError``).
    /// - Complexity: O(n).
    public init(repeating height: Double, count: Int) {
        self.init(heights: [Float32](repeating: Float32(height), count: count))
    }

    /// Creates an index over the given heights, in order.
    ///
    /// - Complexity: O(n).
    public init<S: Sequence>(_ heights: S) where S.Element == Double {
        self.init(heights: heights.map { Float32($0) })
    }

    init(heights: [Float32]) {
        self.heights = heights
        let blockCount = (heights.count + Self.blockSize - 1) >> Self.blockShift
        var tree = [Double](repeating: 0, count: blockCount + 1)
        heights.withUnsafeBufferPointer { h in
            for block in 0..<blockCount {
                let start = block << Self.blockShift
                let end = Swift.min(h.count, start + Self.blockSize)
                var sum = 0.0
                for i in start..<end { sum += Double(h[i]) }
                tree[block + 1] += sum
                let parent = (block + 1) + ((block + 1) & -(block + 1))
                if parent <= blockCount { tree[parent] += tree[block + 1] }
            }
        }
        self.tree = tree
        var step = 1
        while step << 1 <= blockCount { step <<= 1 }
        self.topStep = blockCount == 0 ? 0 : step
        self.measured = [Bool](repeating: false, count: heights.count)
    }

    /// The number of entries.
    ///
    /// - Complexity: O(1).
    public var count: Int { heights.count }

    /// The sum of all heights.
    ///
    /// - Complexity: O(log n).
    public var totalHeight: Double { blockPrefix(tree.count - 1) }

    /// The height of entry `i`.
    ///
    /// - Complexity: O(1).
    public func height(at i: Int) -> Double { Double(heights[i]) }

    /// The offset at which entry `i` starts: the sum of the heights before it. `i` may equal
    /// `count`, giving ``totalHeight``.
    ///
    /// - Complexity: O(log n).
    public func offset(of i: Int) -> Double {
        let block = i >> Self.blockShift
        var sum = blockPrefix(block)
        heights.withUnsafeBufferPointer { h in
            for j in (block << Self.blockShift)..<i { sum += Double(h[j]) }
        }
        return sum
    }

    /// Sets the height of entry `i` and returns by how much it changed (new − old, as stored).
    ///
    /// - Precondition: `height` is finite and ≥ 0.
    /// - Complexity: O(log n).
    @discardableResult
    public mutating func setHeight(_ height: Double, at i: Int) -> Double {
        let stored = Float32(height)
        let delta = Double(stored) - Double(heights[i])
        guard delta != 0 else { return 0 }
        heights[i] = stored
        var node = (i >> Self.blockShift) + 1
        let blockCount = tree.count - 1
        while node <= blockCount {
            tree[node] += delta
            node += node & -node
        }
        return delta
    }

    /// The number of leading entries that end at or before `y`: the index of the first entry
    /// whose bottom lies below `y` (or `count`).
    ///
    /// - Complexity: O(log n).
    public func entriesEnding(atOrBefore y: Double) -> Int {
        y < 0 ? 0 : search(y, strict: false)
    }

    /// The number of entries that start above `y`: one past the last entry whose top lies above `y`.
    ///
    /// - Complexity: O(log n).
    public func entriesStarting(before y: Double) -> Int {
        y <= 0 ? 0 : Swift.min(count, search(y, strict: true) + 1)
    }

    /// The largest `k` whose prefix sum (heights of entries `0..<k`) is ≤ `y` (or < `y` if `strict`).
    private func search(_ y: Double, strict: Bool) -> Int {
        let blockCount = tree.count - 1
        var blocks = 0
        var remaining = y
        var step = topStep
        tree.withUnsafeBufferPointer { t in
            while step > 0 {
                let next = blocks + step
                if next <= blockCount {
                    let sum = t[next]
                    if strict ? sum < remaining : sum <= remaining {
                        blocks = next
                        remaining -= sum
                    }
                }
                step >>= 1
            }
        }
        var k = Swift.min(count, blocks << Self.blockShift)
        let end = Swift.min(count, k + Self.blockSize)
        heights.withUnsafeBufferPointer { h in
            while k < end {
                let height = Double(h[k])
                guard strict ? height < remaining : height <= remaining else { break }
                remaining -= height
                k += 1
            }
        }
        return k
    }

    /// The sum of the first `blocks` blocks.
    private func blockPrefix(_ blocks: Int) -> Double {
        var sum = 0.0
        var node = blocks
        tree.withUnsafeBufferPointer { t in
            while node > 0 {
                sum += t[node]
                node &= node - 1
            }
        }
        return sum
    }
}

extension HeightIndex {
    /// Checks the tree against sums recomputed from the heights; for tests.
    func checkInvariants() -> Bool {
        let rebuilt = HeightIndex(heights: heights)
        guard rebuilt.tree.count == tree.count else { return false }
        for i in tree.indices where abs(rebuilt.tree[i] - tree[i]) > 1e-6 * Swift.max(1, abs(tree[i])) {
            return false
        }
        return true
    }
}

// TEMPORARY naive stand-in for the B+ tree's insert/remove API (replaced on merge).
extension HeightIndex {
    public struct Entry: Hashable, Sendable {
        public var height: Double
        public var isMeasured: Bool
        public init(height: Double, isMeasured: Bool = false) {
            self.height = height
            self.isMeasured = isMeasured
        }
    }
    private var all: [Entry] { (0..<count).map { Entry(height: height(at: $0), isMeasured: measured[$0]) } }
    private mutating func rebuild(_ entries: [Entry]) {
        self = HeightIndex(heights: entries.map { Float32($0.height) })
        measured = entries.map(\.isMeasured)
    }
    public func entry(at i: Int) -> Entry { Entry(height: height(at: i), isMeasured: measured[i]) }
    public func isMeasured(at i: Int) -> Bool { measured[i] }
    public mutating func setMeasured(_ value: Bool, at i: Int) { measured[i] = value }
    public mutating func insert(_ entry: Entry, at i: Int) { var a = all; a.insert(entry, at: i); rebuild(a) }
    public mutating func insert<C: Collection>(contentsOf entries: C, at i: Int) where C.Element == Entry {
        var a = all; a.insert(contentsOf: entries, at: i); rebuild(a)
    }
    @discardableResult
    public mutating func remove(at i: Int) -> Entry { var a = all; let e = a.remove(at: i); rebuild(a); return e }
    public mutating func removeSubrange(_ range: Range<Int>) { var a = all; a.removeSubrange(range); rebuild(a) }
}
