/// Where a search for an offset went, kept by its caller to guide its next search of a nearby
/// offset: the section it found among a collection's section heights (``SectionHeights``), and
/// the child it entered at each inner level of a height index (``HeightIndex``, the first
/// eight levels).
///
/// A guided search follows the hinted path while each turn is the one its own comparisons
/// make, checked with the values the unguided search compares — the hinted child's top fits,
/// the next one's does not — and searches as usual from the first turn that differs. The
/// answer is the unguided search's, bit for bit, whatever the hint holds; a band edge that
/// moved a few points since the last frame takes the same path, without counting a node's
/// slots or mispredicting a branch at each level.
package struct SearchHint: Equatable {
    /// A byte per inner level of a height index, the child's slot; `0xFF`: no hint.
    private var slots = UInt64.max
    /// The section a search of section heights found; -1: none.
    var section = -1

    /// No hint: the first search finds its own way.
    package init() {}

    /// The inner levels of a height index a hint remembers.
    static let levels = 8

    /// The hinted child at inner level `level` of a height index (0: the root), or a slot no
    /// node has.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func slot(atLevel level: Int) -> Int {
        level < Self.levels ? Int(truncatingIfNeeded: slots &>> UInt64(level &* 8)) & 0xFF : 0xFF
    }

    /// Remembers that a height index's search entered child `slot` at inner level `level`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func record(_ slot: Int, atLevel level: Int) {
        guard level < Self.levels else { return }
        let shift = UInt64(level &* 8)
        slots = (slots & ~(0xFF &<< shift)) | (UInt64(truncatingIfNeeded: slot) &<< shift)
    }
}
