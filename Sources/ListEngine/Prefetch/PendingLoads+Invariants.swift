/// Consistency checks, trapping with a message that names what is broken: the whole queue for
/// tests (see ``ListView/_checkInvariants()``), and what one operation touched, which the
/// operations check when the package is built with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension PendingLoads {
    /// Checks that every waiting load is in exactly one place — the chain of its row if the row
    /// lies in the span, else the outside list — that a slot's
    /// bit is set exactly when its row has loads (and a summary bit when its word has any), that
    /// no key waits twice, and that the free loads and the waiting ones add up to the capacity.
    /// Traps with a message that names the load or slot and what is broken.
    ///
    /// - Complexity: O(capacity + span).
    @usableFromInline
    func _checkInvariants() {
        precondition(span >= 64 && span & (span - 1) == 0, "the ring's span \(span) is not a power of two of at least 64")
        var seen = Set<Int>()
        var linked = 0
        func walk(_ first: Int32, _ place: String, _ belongs: (Int) -> Bool) {
            var entry = first
            while entry >= 0 {
                let e = Int(entry)
                precondition(belongs(loads[e].row), "load \(e) of row \(loads[e].row) is in \(place) (span \(base)..<\(base + span))")
                precondition(items[e] != nil, "load \(e) in \(place) has no item")
                precondition(seen.insert(loads[e].key).inserted, "key \(loads[e].key) waits twice")
                linked += 1
                precondition(linked <= count, "more loads are linked than the \(count) waiting")
                entry = loads[e].next
            }
        }
        for s in 0..<span {
            precondition((heads[s] >= 0) == occupied.contains(s),
                         "slot \(s): its bit says \(occupied.contains(s) ? "occupied" : "empty"), its chain says otherwise")
            walk(heads[s], "the chain of slot \(s)") { isInSpan($0) && slot($0) == s }
        }
        for w in 0..<occupied.words.count {
            let summarized = (occupied.summary[w >> 6] >> UInt64(w & 63)) & 1 == 1
            precondition(summarized == (occupied.words[w] != 0), "word \(w) of the ring's bitmap: its summary bit says \(summarized)")
        }
        walk(outside, "the outside list") { !isInSpan($0) }
        precondition(linked == count, "\(linked) loads are linked, \(count) are waiting")
        for entry in 0..<capacity {
            let bit = waiting[entry >> 6] >> UInt64(entry & 63) & 1 == 1
            precondition(bit == (items[entry] != nil), "load \(entry): its bit says \(bit ? "waiting" : "free"), its item otherwise")
        }
        var free = 0
        var entry = firstFree
        while entry >= 0 {
            precondition(items[Int(entry)] == nil, "free load \(entry) still holds an item")
            free += 1
            precondition(free <= capacity, "the free loads form a cycle")
            entry = loads[Int(entry)].next
        }
        precondition(free + count == capacity, "\(free) free and \(count) waiting loads in a pool of \(capacity)")
    }

    /// Checks the books: no more loads waiting than the capacity, a ring whose span is a power
    /// of two, and a viewport whose bottom row is at most one above its top (an empty one).
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkCounts() {
        precondition(count >= 0 && count <= capacity, "PendingLoads: \(count) loads waiting, the capacity is \(capacity)")
        precondition(span >= 64 && span & (span - 1) == 0, "PendingLoads: a ring of \(span) rows")
        precondition(bottom >= top - 1, "PendingLoads: a viewport from row \(top) to row \(bottom)")
    }

    /// Checks the books (see ``_checkCounts()``) and that load `entry` waits: it has a key and
    /// an item, its bit is set, and so is its row's if the row lies in the ring.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkLoad(at entry: Int) {
        _checkCounts()
        let load = loads[entry]
        precondition(load.key >= 0 && items[entry] != nil && waiting[entry >> 6] >> UInt64(entry & 63) & 1 == 1,
                     "PendingLoads: load \(entry), for row \(load.row), has key \(load.key) and is not waiting")
        precondition(!isInSpan(load.row) || occupied.contains(slot(load.row)),
                     "PendingLoads: load \(entry) waits at row \(load.row), whose bit in the ring is clear")
    }

    /// Calls `body` with each waiting load.
    ///
    /// - Complexity: O(capacity / 64 + loads).
    @usableFromInline
    func _forEachWaiting(_ body: (Int) -> Void) {
        for w in 0..<waiting.count where waiting[w] != 0 {
            var bits = waiting[w]
            while bits != 0 {
                body(w << 6 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }

    /// Checks what removing the loads outside `window` left: the books, and every load that
    /// waits either inside `window` or spared by `spare`.
    ///
    /// - Complexity: O(capacity / 64 + loads).
    @usableFromInline
    func _checkKept(inside window: Range<Int>, sparing spare: (Int) -> Bool) {
        _checkCounts()
        _forEachWaiting { entry in
            precondition(window.contains(loads[entry].row) || spare(loads[entry].key),
                         "PendingLoads: key \(loads[entry].key) still waits for row \(loads[entry].row), outside \(window) and not spared")
        }
    }

    /// Checks what moving the loads to their items' new rows left: the books, and every load
    /// that waits at `newRow(key)`.
    ///
    /// - Complexity: O(capacity / 64 + loads).
    @usableFromInline
    func _checkRemapped(_ newRow: (Int) -> Int?) {
        _checkCounts()
        _forEachWaiting { entry in
            precondition(newRow(loads[entry].key) == loads[entry].row,
                         "PendingLoads: key \(loads[entry].key) waits for row \(loads[entry].row), its item moved to \(newRow(loads[entry].key).map { "\($0)" } ?? "none")")
        }
    }
}
