/// The heights of a long sequence of layout entries (section headers, rows, footers), with
/// prefix sums and offset searches in O(log n), and single-entry updates, insertions and
/// removals in O(log n).
///
/// The index is a B+ tree kept in flat arrays, with no class nodes, so nothing is reference
/// counted while it is read. Leaves hold up to 64 heights as `Float32` (4 bytes an entry).
/// An inner node holds up to 31 children in 32 slots: where each child starts, in entries
/// (`Int32`) and in points (`Double`), counted from the node's start, and the child's slot.
/// Slot 0 always starts at 0, the slot after the last child holds the node's totals, and the
/// slots past it hold sentinels, so a descent finds its child by counting, without branches,
/// the slots at or before its target. Built in bulk, leaves are full: about 4.3 bytes an entry
/// in all. `Float32` holds whole and half points exactly up to 16 million, far above any row;
/// sums are carried in `Double`.
///
/// Each entry also carries a *measured* flag (whether a self-sizing row has been measured) in
/// its `Float32`'s sign bit: heights are never negative, so the flag costs no memory and moves
/// with its entry. Sums use the magnitude.
///
/// Offsets follow the entries' order: entry `i` spans `offset(of: i) ..< offset(of: i) + height(at: i)`.
/// An index holds at most `Int32.max - 1` entries.
package struct HeightIndex: Sendable {
    /// One stored entry: its height and whether a self-sizing row has measured it.
    package struct Entry: Hashable, Sendable {
        /// The entry's height. An index stores it as a `Float32`, and gives it back as stored.
        package var height: Double
        /// Whether a self-sizing row has measured this entry.
        package var isMeasured: Bool

        /// Creates an entry.
        ///
        /// - Precondition: `height` is finite and ≥ 0 (callers validate; see ``ListError``).
        /// - Complexity: O(1).
        package init(height: Double, isMeasured: Bool = false) {
            self.height = height
            self.isMeasured = isMeasured
        }
    }

    // MARK: Parameters

    /// Entries a leaf holds at most. A power of two.
    static let leafCapacity = 64
    /// `log2(leafCapacity)`: a leaf slot's first element is at `slot << leafShift`.
    static let leafShift = 6
    /// Entries a leaf other than the root holds at least.
    static let minLeafCount = 32
    /// Slots an inner node has for its children's starts and tops. A power of two.
    static let nodeSlots = 32
    /// `log2(nodeSlots)`: an inner slot's tops start at `slot << slotShift`.
    static let slotShift = 5
    /// `Int32`s an inner node takes in `nodes`: its starts, then its children, then its width.
    static let nodeShift = 6
    /// Where an inner node's children start among its `Int32`s.
    static let childOffset = 32
    /// Where an inner node keeps its width (its number of children) among its `Int32`s.
    static let widthOffset = 63
    /// Children an inner node holds at most: the slot after the last child holds the totals.
    static let maxChildren = 31
    /// Children an inner node other than the root holds at least (the root: 2).
    static let minChildren = 15
    /// Inner levels a descent can record: far more than `Int32.max` entries could need.
    static let maxDepth = 16
    /// The most entries an index holds (`Int32.max` is the sentinel past a node's last child).
    static let maxCount = Int(Int32.max) - 1
    /// The sign bit of a stored height: set when the entry is measured.
    static let measuredBit: UInt32 = 0x8000_0000

    // MARK: Storage

    /// Leaf slot `s` holds its entries at `leaves[s << leafShift ..< (s << leafShift) + n]`,
    /// where `n` is the leaf's count (from its parent's starts, or ``count`` for a root leaf).
    /// A free slot keeps the next free slot (or -1) as the bit pattern of its first element.
    var leaves: [Float32]
    /// Inner slot `s` with `m` children keeps, from `s << nodeShift`: for `j` in `0...m`, the
    /// number of entries in its children before child `j` (its *starts*: 0 first, the node's
    /// count at `m`, `Int32.max` past it); from `childOffset`, for `j < m`, child `j`'s slot (a
    /// leaf slot on the lowest inner level, else an inner slot); and at `widthOffset`, `m`.
    /// A free slot has width 0 and keeps the next free slot (or -1) as its first child.
    var nodes: [Int32]
    /// Inner slot `s` keeps at `(s << slotShift) + j`, for `j` in `0...m`, the sum of the
    /// heights before child `j` (its *tops*: 0 first, the node's sum at `m`, infinity past it).
    var tops: [Double]
    /// The root's slot: a leaf slot when `depth` is 0, else an inner slot.
    var root: Int
    /// The number of inner levels; every leaf is this many levels below the root.
    var depth: Int
    /// The number of entries.
    ///
    /// - Complexity: O(1).
    package internal(set) var count: Int
    /// The first free leaf slot, or -1.
    var freeLeaf: Int
    /// The number of free leaf slots.
    var freeLeafCount: Int
    /// The first free inner slot, or -1.
    var freeInner: Int
    /// The number of free inner slots.
    var freeInnerCount: Int

    // MARK: Stored values

    /// The height a stored value holds: its magnitude (the sign bit is the measured flag).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func magnitude(_ value: Float32) -> Float32 {
        Float32(bitPattern: value.bitPattern & ~measuredBit)
    }

    /// `entry` as the index stores it: its height as a `Float32`, the sign bit set if measured.
    ///
    /// - Complexity: O(1).
    static func stored(_ entry: Entry) -> Float32 {
        let bits = Float32(entry.height).magnitude.bitPattern
        return Float32(bitPattern: entry.isMeasured ? bits | measuredBit : bits)
    }

    /// The entry a stored value holds.
    ///
    /// - Complexity: O(1).
    static func entry(_ value: Float32) -> Entry {
        Entry(height: Double(magnitude(value)), isMeasured: value.bitPattern & measuredBit != 0)
    }
}

extension HeightIndex {
    /// The bytes the index's arrays have reserved, by capacity; for tests and measurements.
    ///
    /// - Complexity: O(1).
    var capacityBytes: Int {
        leaves.capacity * MemoryLayout<Float32>.stride + nodes.capacity * MemoryLayout<Int32>.stride
            + tops.capacity * MemoryLayout<Double>.stride
    }
}
