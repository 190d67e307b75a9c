/// Changing the columns: a batch of insertions, deletions, moves and resizes, a width grown to
/// fit content, the frozen count. Each checks everything it is given first, and throws leaving
/// the columns as they were.
extension SheetColumns {
    /// Applies `batch` (see ``SheetColumnBatch``) and returns it resolved, for what follows the
    /// columns through it (``SheetColumnAnchor``).
    ///
    /// A fixed-width sheet stays one while every inserted and reloaded width is its width (as
    /// stored); otherwise it turns into a per-column one first. Throws as
    /// ``SheetColumnChanges/init(_:oldCount:frozenCount:)`` does, changing nothing.
    ///
    /// - Complexity: O(k log k) to check a batch naming k columns; then O(1) in closed form, or
    ///   O(k log n) with per-column widths — O(n + k log k) when k is large next to n (at least
    ///   64, and 1/16 of n), the index rebuilt in one pass — plus O(n) once, if a fixed-width
    ///   sheet turns into a per-column one, and O(n) when a sparse index is rebuilt
    ///   (``compactIfSparse()``), amortized over the n / 64 or so changes between rebuilds.
    @discardableResult
    @_spi(Sheet) public mutating func apply(_ batch: SheetColumnBatch) throws(ListError) -> SheetColumnChanges {
        let changes = try SheetColumnChanges(batch, oldCount: count, frozenCount: frozenCount)
        apply(changes)
        return changes
    }

    /// Applies changes already checked against these columns.
    ///
    /// - Precondition: `changes` was made for these columns (their count and frozen count).
    /// - Complexity: as ``apply(_:)`` without the check.
    mutating func apply(_ changes: SheetColumnChanges) {
        precondition(changes.oldCount == count, "SheetColumns: changes for \(changes.oldCount) columns applied to \(count)")
        defer {
            count = changes.newCount
            frozenCount = changes.frozenCount
            compactIfSparse()
            #if LISTENGINE_INTERNAL_CHECKS
            _checkSummary()
            #endif
        }
        if index == nil, keepsFixedWidth(changes) { return }
        makePerColumn()
        for (c, width) in changes.reloads { index!.setHeight(width, at: c) }
        let changed = changes.removed.count + changes.placed.count
        if HeightIndex.rebuilds(changing: changed, of: count) {
            rebuildIndex(changes)
            return
        }
        // The moved columns' widths, read before their positions empty.
        let movedWidths = changes.moved.map { index!.height(at: $0.from) }
        for c in changes.removed.reversed() { index!.remove(at: c) }
        // Ascending, so that every position before the one filled is where it ends.
        for (c, source) in changes.placed {
            let width = switch source {
            case let .inserted(width): width
            case let .moved(from): movedWidths[Self.position(of: from, in: changes.moved)]
            }
            index!.insert(HeightIndex.Entry(height: width), at: c)
        }
    }

    /// Whether a fixed-width sheet keeps its width through `changes`: every inserted and reloaded
    /// width is the sheet's (a moved column has it too).
    ///
    /// - Complexity: O(k).
    private func keepsFixedWidth(_ changes: SheetColumnChanges) -> Bool {
        for (_, source) in changes.placed {
            if case let .inserted(width) = source, width != fixedWidth { return false }
        }
        return changes.reloads.allSatisfy { $0.width == fixedWidth }
    }

    /// Rebuilds the index with `changes` applied (the reloads already are), in one pass over the
    /// widths: the columns that stay in order, each filled position taking its inserted or
    /// moved column.
    ///
    /// - Complexity: O(n + k log k).
    private mutating func rebuildIndex(_ changes: SheetColumnChanges) {
        guard let old = index else { return }
        var kept = [Float32]()
        kept.reserveCapacity(count - changes.removed.count)
        var movedWidths = [Float32](repeating: 0, count: changes.moved.count)
        var r = 0
        var m = 0
        old.forEachEntry(in: 0..<count) { c, _, width in
            if r < changes.removed.count, changes.removed[r] == c {
                r += 1
                if m < changes.moved.count, changes.moved[m].from == c {
                    movedWidths[m] = Float32(width)
                    m += 1
                }
            } else {
                kept.append(Float32(width))
            }
        }
        var widths = [Float32]()
        widths.reserveCapacity(HeightIndex.storageCapacity(changes.newCount))
        var next = 0
        var p = 0
        for c in 0..<changes.newCount {
            if p < changes.placed.count, changes.placed[p].column == c {
                switch changes.placed[p].source {
                case let .inserted(width): widths.append(Float32(width))
                case let .moved(from): widths.append(movedWidths[Self.position(of: from, in: changes.moved)])
                }
                p += 1
            } else {
                widths.append(kept[next])
                next += 1
            }
        }
        index = nil
        index = HeightIndex(heights: widths)
    }

    /// The most bytes a column the index keeps, by capacity, once there are
    /// ``compactionMinimumCount`` columns or more: past it, ``compactIfSparse()`` rebuilds it.
    static let maximumBytesPerColumn = 8

    /// The fewest columns for which the index is rebuilt when sparse: below it the index's
    /// fixed part (a few spare leaves) outweighs its columns, and it is small anyway.
    static let compactionMinimumCount = 4_096

    /// Rebuilds the index with full leaves when it keeps more than ``maximumBytesPerColumn``
    /// bytes a column: insertions split leaves and grow the storage, removals free nothing, so
    /// that a long run of single changes leaves it half full. A rebuilt index takes about 4.9
    /// bytes a column (spare leaves counted); the next rebuild waits until insertions have split
    /// most of its leaves again, on the order of one a leaf (n / 64): O(1) amortized a change,
    /// about 64 widths copied.
    ///
    /// - Complexity: O(1) when nothing is rebuilt; O(n) otherwise.
    private mutating func compactIfSparse() {
        guard let old = index, count >= Self.compactionMinimumCount,
              old.capacityBytes > Self.maximumBytesPerColumn * count else { return }
        var widths = [Float32]()
        widths.reserveCapacity(HeightIndex.storageCapacity(count))
        old.forEachEntry(in: 0..<count) { _, _, width in widths.append(Float32(width)) }
        index = HeightIndex(heights: widths)
    }

    /// Where the move from column `from` lies among `moved` (ascending by source).
    ///
    /// - Precondition: `moved` holds a move from `from`.
    /// - Complexity: O(log k).
    private static func position(of from: Int, in moved: [(from: Int, to: Int)]) -> Int {
        var low = 0
        var high = moved.count
        while low < high {
            let mid = (low + high) >> 1
            if moved[mid].from < from { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Grows column `c` to `width` (as stored) if it is narrower; a wider column keeps its
    /// width. For columns sized to fit the content seen so far: each row measured widens the
    /// columns it needs to. Returns whether the width grew.
    ///
    /// A fixed-width sheet turns into a per-column one when a column grows. Throws
    /// ``ListError/columnOutOfRange(_:columnCount:)`` or
    /// ``ListError/invalidColumnWidth(_:column:)``, changing nothing.
    ///
    /// - Complexity: O(1) in closed form when the column does not grow; O(log n) with per-column
    ///   widths; O(n) once, when a fixed-width sheet turns into a per-column one.
    @discardableResult
    @_spi(Sheet) public mutating func widen(column c: Int, toAtLeast width: Double) throws(ListError) -> Bool {
        guard c >= 0, c < count else { throw .columnOutOfRange(c, columnCount: count) }
        guard ListView.isValidHeight(width) else { throw .invalidColumnWidth(width, column: c) }
        let stored = Self.stored(width)
        guard stored > self.width(ofColumn: c) else { return false }
        makePerColumn()
        index!.setHeight(stored, at: c)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSummary()
        #endif
        return true
    }

    /// Freezes the first `frozenCount` columns (and lets the others scroll).
    ///
    /// Throws ``ListError/invalidLayout(_:)`` for a count outside `0 ... count`, changing nothing.
    ///
    /// - Complexity: O(1).
    mutating func setFrozenCount(_ frozenCount: Int) throws(ListError) {
        try Self.validate(frozenCount: frozenCount, count: count)
        self.frozenCount = frozenCount
    }
}
