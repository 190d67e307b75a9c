/// Loads waiting for a worker — each an item's key, the item, and the row it was asked for — and
/// the viewport they are ranked against: a row inside the viewport first, then rows ahead in the
/// direction of travel by distance, then rows behind (at three times their distance); of equal
/// rank, the lower row, and of equal rows the lower key. Ranking happens when a worker takes
/// the next load, so it always follows the latest viewport.
///
/// The loads are indexed by row, so that what a frame costs follows what changed: a ring of
/// `span` rows (``base``..<``base`` + span, a power of two at least twice the prefetch window)
/// keeps, per row, a chain of the loads asked for at it and a bit in a ``SlotBitmap``; a load
/// whose row lies outside the span waits in a list of its own. When the window moves, the
/// loads of rows outside it are found from the bitmap, and the span is centred on the window
/// again; taking the best load looks at the nearest occupied rows on each side of the viewport.
/// Adding and removing a load is O(1); only a jump past the ring, which leaves every load outside
/// the window, and a remap, which moves them all, go through all the loads.
///
/// Everything is reserved up front (the loads' pool holds `capacity`; the ring grows only for a
/// window larger than any before), so adding, removing and taking allocate nothing; the work is
/// on integers (the items are only moved, never compared).
@usableFromInline final class PendingLoads<ID> {
    /// The most loads that may wait.
    @usableFromInline let capacity: Int
    /// A load: its row, its item's key, and the next load in its row's chain or in the list
    /// outside the span (the free loads are chained the same way). One record of 16 bytes, so
    /// that following a chain and reading its loads touches one cache line for four loads, not
    /// one per field. The chains are singly linked: every removal is made by a walk that knows
    /// the load before (a cancellation's, a take's), and linking a load touches no other.
    @usableFromInline struct Load {
        @usableFromInline var row: Int
        @usableFromInline var key32: Int32
        @usableFromInline var next: Int32

        @inlinable init(row: Int, key: Int, next: Int32) {
            self.row = row
            self.key32 = Int32(truncatingIfNeeded: key)
            self.next = next
        }

        @inlinable var key: Int {
            get { Int(key32) }
            set { key32 = Int32(truncatingIfNeeded: newValue) }
        }
    }

    // Per load, in a pool of `capacity`: the load, and its item (read only when it is taken).
    @exclusivity(unchecked) @usableFromInline var loads: Column<Load>
    @exclusivity(unchecked) @usableFromInline var items: Column<ID?>
    @exclusivity(unchecked) @usableFromInline var firstFree: Int32 = 0
    /// The loads of the pool that wait, a bit each: what a jump past the span goes through.
    @exclusivity(unchecked) @usableFromInline var waiting: Column<UInt64>
    /// The number of loads waiting.
    @exclusivity(unchecked) @usableFromInline var count = 0

    /// The first row of the ring's span.
    @exclusivity(unchecked) @usableFromInline var base = 0
    /// Per slot of the ring (row & (span - 1)): the first load of its row, or -1.
    @exclusivity(unchecked) @usableFromInline var heads: Column<Int32>
    /// The slots whose rows have loads.
    @exclusivity(unchecked) @usableFromInline var occupied: SlotBitmap
    /// The first load whose row lies outside the span, or -1.
    @exclusivity(unchecked) @usableFromInline var outside: Int32 = -1

    @exclusivity(unchecked) @usableFromInline var top = 0
    @exclusivity(unchecked) @usableFromInline var bottom = -1
    @exclusivity(unchecked) @usableFromInline var forward = true

    /// The span a new ring starts with, in rows: a power of two, at least 64.
    @usableFromInline static var initialSpan: Int { 256 }

    /// Room for `capacity` waiting loads.
    @inlinable init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
        loads = Column(count: self.capacity, repeating: Load(row: 0, key: -1, next: -1))
        items = Column(count: self.capacity, repeating: nil)
        waiting = Column(count: (self.capacity + 63) / 64, repeating: 0)
        for entry in 0..<(self.capacity - 1) { loads[entry].next = Int32(entry + 1) }
        heads = Column(count: Self.initialSpan, repeating: -1)
        occupied = SlotBitmap(count: Self.initialSpan)
    }

    deinit {
        loads.deallocate()
        items.deallocate()
        waiting.deallocate()
        heads.deallocate()
        occupied.deallocate()
    }

    @inlinable var isFull: Bool { count >= capacity }

    @inlinable var span: Int { heads.count }

    @inlinable func isInSpan(_ row: Int) -> Bool { UInt(bitPattern: row &- base) < UInt(span) }

    @inlinable func slot(_ row: Int) -> Int { row & (span - 1) }

    @inlinable func setViewport(top: Int, bottom: Int, forward: Bool) {
        self.top = top
        self.bottom = bottom
        self.forward = forward
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        #endif
    }

    /// Adds a load; the queue must not be full. - Complexity: O(1).
    @inlinable func add(key: Int, item: ID, row: Int) {
        assert(!isFull, "a load added to a full queue")
        let entry = Int(firstFree)
        firstFree = loads[entry].next
        loads[entry].key = key
        items[entry] = item
        loads[entry].row = row
        waiting[entry >> 6] |= 1 << UInt64(entry & 63)
        // An empty ring follows the loads: it centres on the first one.
        if count == 0 { base = row - span / 2 }
        count += 1
        link(entry)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkLoad(at: entry)
        #endif
    }

    /// Removes the waiting loads whose rows lie outside `window` and whose keys `spare` does
    /// not keep, adding each key to `removed`, and centres the span on `window`.
    ///
    /// A window that jumped past the span leaves every load outside it: they are gone through
    /// in the pool's order (``removeAll(outside:sparing:into:)``) rather than row by row.
    ///
    /// - Complexity: O(1 + loads removed + loads outside the window that `spare` keeps +
    ///   loads that were outside the span); O(span) when a window wider than half the span
    ///   grows it.
    @inlinable func remove(outside window: Range<Int>, sparing spare: (Int) -> Bool, into removed: inout [Int]) {
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkKept(inside: window, sparing: spare) }
        #endif
        let end = base + span
        if window.upperBound <= base || window.lowerBound >= end, 2 * window.count <= span {
            return removeAll(outside: window, sparing: spare, into: &removed)
        }
        removeRing(from: base, to: Swift.min(window.lowerBound, end), sparing: spare, into: &removed)
        removeRing(from: Swift.max(window.upperBound, base), to: end, sparing: spare, into: &removed)
        centre(on: window)
        var entry = Int(detachOutside())
        while entry >= 0 {
            let following = Int(loads[entry].next)
            if window.contains(loads[entry].row) || spare(loads[entry].key) {
                link(entry)
            } else {
                removed.append(loads[entry].key)
                recycle(entry)
            }
            entry = following
        }
    }

    /// ``remove(outside:sparing:into:)`` for a window that does not meet the span: every load
    /// lies outside the window's rows of the ring, so the ring is emptied at once and each
    /// waiting load, in the order of the pool, is kept (and linked at its row of the ring
    /// centred on the window) or removed. Going through the pool rather than the ring's chains,
    /// the loads' records are read in order and not one after the other through links: on a
    /// jump they are out of the cache, and the reads overlap.
    ///
    /// - Complexity: O(loads + span / 64).
    @inlinable func removeAll(outside window: Range<Int>, sparing spare: (Int) -> Bool, into removed: inout [Int]) {
        for w in 0..<occupied.words.count where occupied.words[w] != 0 {
            var bits = occupied.words[w]
            while bits != 0 {
                heads[w << 6 + bits.trailingZeroBitCount] = -1
                bits &= bits - 1
            }
            occupied.words[w] = 0
        }
        occupied.summary.fill(with: 0)
        outside = -1
        base = window.lowerBound - (span - window.count) / 2
        for w in 0..<waiting.count where waiting[w] != 0 {
            var bits = waiting[w]
            while bits != 0 {
                let entry = w << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
                let load = loads[entry]
                if window.contains(load.row) || spare(load.key) {
                    link(entry)
                } else {
                    removed.append(load.key)
                    recycle(entry)
                }
            }
        }
    }

    /// Moves each waiting load to its item's new row, `newRow(key)`, removing (into `removed`)
    /// those whose item has none, and centres the span on `window` (the new prefetch window).
    ///
    /// - Complexity: O(loads + span / 64).
    @inlinable func remap(around window: Range<Int>, newRow: (Int) -> Int?, removed: inout [Int]) {
        #if LISTENGINE_INTERNAL_CHECKS
        defer { _checkRemapped(newRow) }
        #endif
        moveToOutside(from: base, to: base + span)
        centre(on: window)
        var entry = Int(detachOutside())
        while entry >= 0 {
            let following = Int(loads[entry].next)
            if let row = newRow(loads[entry].key) {
                loads[entry].row = row
                link(entry)
            } else {
                removed.append(loads[entry].key)
                recycle(entry)
            }
            entry = following
        }
    }

    /// Takes the best-ranked load (of equal rank and row, the lowest key).
    ///
    /// - Complexity: O(1 + loads outside the span + loads at the rows looked at).
    @inlinable func takeBest() -> (key: Int, item: ID, row: Int)? {
        guard count > 0 else { return nil }
        var best = -1
        var bestBefore = -1
        var bestRank = Int.max
        var bestRow = Int.max
        var bestKey = Int.max
        func consider(_ entry: Int, after before: Int) {
            let row = loads[entry].row
            let r = rank(row)
            guard r < bestRank || (r == bestRank && (row < bestRow || (row == bestRow && loads[entry].key < bestKey))) else { return }
            best = entry
            bestBefore = before
            bestRank = r
            bestRow = row
            bestKey = loads[entry].key
        }
        func considerAll(from first: Int32) {
            var before = -1
            var entry = Int(first)
            while entry >= 0 {
                consider(entry, after: before)
                before = entry
                entry = Int(loads[entry].next)
            }
        }
        // In the ring: the lowest row inside the viewport, or else the nearest on each side.
        let end = base + span
        if let row = firstRow(from: Swift.max(top, base), to: Swift.min(bottom + 1, end)) {
            considerAll(from: heads[slot(row)])
        } else {
            if let row = lastRow(from: base, to: Swift.min(top, end)) { considerAll(from: heads[slot(row)]) }
            if let row = firstRow(from: Swift.max(bottom + 1, base), to: end) { considerAll(from: heads[slot(row)]) }
        }
        considerAll(from: outside)
        let taken = (loads[best].key, items[best]!, loads[best].row)
        unlink(best, after: bestBefore)
        recycle(best)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkCounts()
        #endif
        return taken
    }

    /// A row's rank: 0 inside the viewport, else its distance from it, three times that behind
    /// the direction of travel. Lower ranks are taken first.
        @inlinable func rank(_ row: Int) -> Int {
        if row >= top && row <= bottom { return 0 }
        let ahead = forward ? row > bottom : row < top
        let distance = row > bottom ? row - bottom : top - row
        return ahead ? distance : 3 * distance
    }
}

// MARK: Rows, chains and lists

extension PendingLoads {
    /// Puts `entry` in its row's chain if the row is in the span, else in the outside list.
    /// - Complexity: O(1).
    @inlinable func link(_ entry: Int) {
        let row = loads[entry].row
        guard isInSpan(row) else { return pushOutside(entry) }
        let s = slot(row)
        let head = heads[s]
        loads[entry].next = head
        if head < 0 { occupied.insert(s) }
        heads[s] = Int32(entry)
    }

    /// Puts `entry` first in the outside list. - Complexity: O(1).
    @inlinable func pushOutside(_ entry: Int) {
        loads[entry].next = outside
        outside = Int32(entry)
    }

    /// Takes `entry` out of its chain or list (the one its row says, for the current span),
    /// where `before` is the load before it there, or -1 if it is the first.
    /// - Complexity: O(1).
    @inlinable func unlink(_ entry: Int, after before: Int) {
        let after = loads[entry].next
        if before >= 0 {
            loads[before].next = after
        } else if isInSpan(loads[entry].row) {
            let s = slot(loads[entry].row)
            heads[s] = after
            if after < 0 { occupied.remove(s) }
        } else {
            outside = after
        }
    }

    /// Returns an unlinked `entry` to the pool. - Complexity: O(1).
    @inlinable func recycle(_ entry: Int) {
        items[entry] = nil
        waiting[entry >> 6] &= ~(1 << UInt64(entry & 63))
        loads[entry].next = firstFree
        firstFree = Int32(entry)
        count -= 1
    }

    /// Empties the outside list and returns its first load (the rest follow through `next`).
    /// - Complexity: O(1).
    @inlinable func detachOutside() -> Int32 {
        defer { outside = -1 }
        return outside
    }

    /// Removes the loads of the ring's rows `start..<end` (within the span) that `spare` does
    /// not keep. - Complexity: O(1 + loads there).
    @inlinable func removeRing(from start: Int, to end: Int, sparing spare: (Int) -> Bool, into removed: inout [Int]) {
        var from = start
        while let row = firstRow(from: from, to: end) {
            var before = -1
            var entry = Int(heads[slot(row)])
            while entry >= 0 {
                let following = Int(loads[entry].next)
                if !spare(loads[entry].key) {
                    removed.append(loads[entry].key)
                    unlink(entry, after: before)
                    recycle(entry)
                } else {
                    before = entry
                }
                entry = following
            }
            from = row + 1
        }
    }

    /// Moves the loads of the ring's rows `start..<end` (within the span) to the outside list.
    /// - Complexity: O(1 + loads there).
    @inlinable func moveToOutside(from start: Int, to end: Int) {
        var from = start
        while let row = firstRow(from: from, to: end) {
            let s = slot(row)
            var entry = Int(heads[s])
            heads[s] = -1
            occupied.remove(s)
            while entry >= 0 {
                let following = Int(loads[entry].next)
                pushOutside(entry)
                entry = following
            }
            from = row + 1
        }
    }

    /// Centres the span on `window`, growing it (to at least twice the window) if the window
    /// is wider than half of it. The loads of rows that leave the span go to the outside list.
    ///
    /// - Complexity: O(1 + loads moved); O(span) when it grows.
    @inlinable func centre(on window: Range<Int>) {
        if 2 * window.count > span {
            moveToOutside(from: base, to: base + span)
            let grown = 1 << (Int.bitWidth - (2 * window.count - 1).leadingZeroBitCount)
            heads.deallocate()
            occupied.deallocate()
            heads = Column(count: grown, repeating: -1)
            occupied = SlotBitmap(count: grown)
        }
        let centred = window.lowerBound - (span - window.count) / 2
        if centred > base {
            moveToOutside(from: base, to: Swift.min(centred, base + span))
        } else if centred < base {
            moveToOutside(from: Swift.max(centred + span, base), to: base + span)
        }
        base = centred
    }

    /// The lowest row of `start..<end` (within the span) that has loads.
    /// - Complexity: O(1) (see ``SlotBitmap``).
    @inlinable func firstRow(from start: Int, to end: Int) -> Int? {
        guard start < end else { return nil }
        let s = slot(start)
        let n = end - start
        if s + n <= span { return occupied.first(in: s..<(s + n)).map { start + $0 - s } }
        if let found = occupied.first(in: s..<span) { return start + found - s }
        return occupied.first(in: 0..<(s + n - span)).map { start + span - s + $0 }
    }

    /// The highest row of `start..<end` (within the span) that has loads.
    /// - Complexity: O(1) (see ``SlotBitmap``).
    @inlinable func lastRow(from start: Int, to end: Int) -> Int? {
        guard start < end else { return nil }
        let s = slot(start)
        let n = end - start
        if s + n <= span { return occupied.last(in: s..<(s + n)).map { start + $0 - s } }
        if let found = occupied.last(in: 0..<(s + n - span)) { return start + span - s + found }
        return occupied.last(in: s..<span).map { start + $0 - s }
    }
}
