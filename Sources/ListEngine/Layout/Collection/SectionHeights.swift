/// The sections' heights of a collection in a complete binary tree of sums, so that a
/// section's top, the section at an offset, and a change of one section's height each take
/// O(log sections): a flow laying out more of a section turns its estimated height into an
/// exact one and moves every section below it; a grid finds the section an offset falls in
/// before it looks among that section's lines.
///
/// A section's top is the sum of the left siblings on the path from the root down to its
/// leaf, added root first; the searches add the same sums in the same order, so a search
/// and ``top(_:)`` agree bit for bit on where a section starts.
struct SectionHeights {
    /// `sums[leafCount + s]` is section `s`'s height (0 past the last section); for
    /// `0 < i < leafCount`, `sums[i]` is `sums[2i] + sums[2i + 1]`. `sums[0]` is unused.
    private(set) var sums: [Double]
    /// The number of leaves: the smallest power of two above the number of sections, so that
    /// the leaf after the last section exists and its top is the content height.
    private(set) var leafCount: Int

    /// No tree, holding no memory: for a geometry that keeps its sections' tops otherwise (a
    /// grid in closed form). Ask it nothing.
    static var none: SectionHeights { SectionHeights(sums: [], leafCount: 0) }

    /// A tree with these sums; see ``none``.
    private init(sums: [Double], leafCount: Int) {
        self.sums = sums
        self.leafCount = leafCount
    }

    /// The tree over `heights`, section by section.
    ///
    /// - Complexity: O(sections).
    init(_ heights: [Double]) {
        self.init(sums: [], leafCount: 0)
        rebuild(count: heights.count) { heights[$0] }
    }

    /// Makes the tree over `count` sections, section `s` `height(s)` tall, in the storage it has
    /// when that is large enough.
    ///
    /// - Complexity: O(sections).
    mutating func rebuild(count: Int, height: (Int) -> Double) {
        var leafCount = 1
        while leafCount <= count { leafCount <<= 1 }
        self.leafCount = leafCount
        if sums.count == 2 * leafCount {
            for i in sums.indices { sums[i] = 0 }
        } else {
            sums = [Double](repeating: 0, count: 2 * leafCount)
        }
        for s in 0..<count { sums[leafCount + s] = height(s) }
        for node in stride(from: leafCount - 1, to: 0, by: -1) { sums[node] = sums[2 * node] + sums[2 * node + 1] }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Section `s`'s height.
    ///
    /// - Complexity: O(1).
    func height(_ s: Int) -> Double { sums[leafCount + s] }

    /// Gives section `s` a new height, and the sums above it.
    ///
    /// - Complexity: O(log sections).
    mutating func setHeight(_ height: Double, ofSection s: Int) {
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkPath(toSection: s) }
        #endif
        var node = leafCount + s
        guard sums[node] != height else { return }
        sums[node] = height
        node >>= 1
        while node > 0 {
            sums[node] = sums[2 * node] + sums[2 * node + 1]
            node >>= 1
        }
    }

    /// Where section `s` starts: the sum of the heights before it. `s` may be the number of
    /// sections, giving the content height.
    ///
    /// - Complexity: O(log sections).
    func top(_ s: Int) -> Double {
        sums.withUnsafeBufferPointer { sums in
            var node = 1
            var before = 0.0
            var bit = leafCount >> 1
            while bit > 0 {
                if s & bit != 0 {
                    before += sums[2 &* node]
                    node = 2 &* node &+ 1
                } else {
                    node = 2 &* node
                }
                bit >>= 1
            }
            return before
        }
    }

    /// The number of leading sections among the first `count` that end at or before `y`:
    /// the first section whose bottom (the next one's top) lies below `y`, or `count`.
    ///
    /// - Complexity: O(log sections).
    func sectionsEnding(atOrBefore y: Double, count: Int) -> Int {
        var hint = SearchHint()
        return sectionEnding(atOrBefore: y, count: count, hint: &hint).count
    }

    /// ``sectionsEnding(atOrBefore:count:)``, with the top of the section it finds (`count`:
    /// none): the descent sums it on the way down, bit for bit ``top(_:)``'s value. It is
    /// guided by `hint`'s section, and records the section it finds there (``SearchHint``).
    ///
    /// - Complexity: O(log sections).
    func sectionEnding(atOrBefore y: Double, count: Int, hint: inout SearchHint) -> (count: Int, top: Double) {
        let (leaf, top) = descend(guidedBy: hint.section) { $0 <= y }
        hint.section = leaf
        return (Swift.min(leaf, count), top)
    }

    /// The number of sections among the first `count` whose tops lie above `y`.
    ///
    /// - Complexity: O(log sections).
    func sectionsStarting(before y: Double, count: Int) -> Int {
        var hint = SearchHint()
        guard let last = lastSection(startingBefore: y, count: count, hint: &hint) else { return 0 }
        return last.section + 1
    }

    /// The last section among the first `count` whose top lies above `y`, and its top (bit
    /// for bit ``top(_:)``'s value); nil when none does. The descent is guided by `hint`'s
    /// section, and records the section it finds there (``SearchHint``).
    ///
    /// - Complexity: O(log sections).
    func lastSection(startingBefore y: Double, count: Int, hint: inout SearchHint) -> (section: Int, top: Double)? {
        guard y > 0, count > 0 else { return nil }
        let (s, top) = descend(guidedBy: hint.section) { $0 < y }
        hint.section = s
        return s < count ? (s, top) : (count - 1, self.top(count - 1))
    }

    /// The descent from the root to a leaf, going right at a node where `goesRight` holds of
    /// the sum of the heights left of the node and of its left child's; and that sum at the
    /// leaf, its top, added as ``top(_:)`` adds it. It first walks the path to leaf `guide`
    /// (-1: none), checking that each turn is the one `goesRight` makes: the turns come from
    /// the guide, not from the comparisons, so the levels' loads and comparisons do not wait
    /// on one another. Where a turn differs, it descends again as usual.
    ///
    /// - Complexity: O(log sections).
    @inline(__always)
    private func descend(guidedBy guide: Int, _ goesRight: (Double) -> Bool) -> (leaf: Int, top: Double) {
        // The nodes read lie below `leafCount`, and `sums` holds 2 × `leafCount`: unchecked.
        sums.withUnsafeBufferPointer { sums in
            let leafCount = leafCount
            if guide >= 0, guide < leafCount {
                var node = 1
                var before = 0.0
                var onPath = true
                var bit = leafCount >> 1
                while bit > 0 {
                    let left = sums[2 &* node]
                    let right = guide & bit != 0
                    if goesRight(before + left) != right { onPath = false }
                    if right { before += left }
                    node = 2 &* node &+ (right ? 1 : 0)
                    bit >>= 1
                }
                if onPath { return (guide, before) }
            }
            var node = 1
            var before = 0.0
            while node < leafCount {
                let left = sums[2 &* node]
                if goesRight(before + left) {
                    before += left
                    node = 2 &* node &+ 1
                } else {
                    node = 2 &* node
                }
            }
            return (node &- leafCount, before)
        }
    }

    /// Where the section after `s` starts, given `top`, section `s`'s own top (``top(_:)``'s
    /// value): for a section that is its parent's left child, one addition that ``top(_:)``
    /// makes last in the same order; else ``top(_:)``.
    ///
    /// - Complexity: O(1) for an even `s`; else O(log sections).
    func top(after s: Int, whose top: Double) -> Double {
        s & 1 == 0 ? top + sums[leafCount + s] : self.top(s + 1)
    }

    /// The bytes the tree has reserved; for tests and measurements.
    ///
    /// - Complexity: O(1).
    var capacityBytes: Int { sums.capacity * MemoryLayout<Double>.stride }
}
