/// The difference between two ordered collections of identified elements: which elements
/// disappear, appear, move and change, in the terms of a batch update.
///
/// Computed in the manner of Heckel's method, in expected O(n): the common prefix and suffix are
/// skipped; then a walk through both collections in order pairs up equal identities that line
/// up (resuming after a mismatch at the nearest equal pair a few places ahead), as Heckel's
/// method extends matches to neighbours — identities are unique, so such a pair is the match,
/// found without hashing; only the elements left over are hashed, once each, and matched
/// through a hash table from identity to old index — built group by group of hashes, so that
/// each group's table stays in the processor's cache however many elements are left over (a
/// partitioned hash join). Matched elements that keep their relative order — one longest
/// increasing subsequence of their old indices, taken in new order — stay put; every other
/// matched element is a move. The moves are therefore as few as possible: moving 10,000 of
/// 1,000,000 elements reports about 10,000 moves.
///
/// Indices follow UIKit's batch-update rules: ``deletions``, ``updates`` and `Move.from` are
/// indices in the old collection; ``insertions`` and `Move.to` are indices in the new one.
/// Applying the difference — remove the deletions and the moves' sources (old indices,
/// descending), then insert the insertions and the moves' targets (new indices, ascending) —
/// gives the new collection.
///
/// Identifiers must be unique within each collection; duplicates are reported as
/// ``ListError/duplicateIdentifiers(_:count:)``. Every identifier that `new` holds more often
/// than `old` (a duplicate `new` adds) or `old` more often than `new` is reported. One that
/// both hold equally often may go unreported when each of its copies is paired up in place
/// without hashing (in the common prefix or suffix, or on the in-order walk): looking for those
/// would mean hashing everything even when nothing changed, and the difference is exact anyway.
/// So when `old` has no duplicates, any duplicate in `new` is reported.
public struct ListDifference: Sendable, Equatable {
    /// A matched element that changes place: `from` is its old index, `to` its new index.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// The element's index in the old collection.
        public var from: Int
        /// The element's index in the new collection.
        public var to: Int

        /// A move from old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        public var description: String { "\(from)→\(to)" }
    }

    /// Old indices of the elements that disappear, ascending.
    public var deletions: [Int]
    /// New indices of the elements that appear, ascending.
    public var insertions: [Int]
    /// Matched elements outside the longest increasing subsequence of matched elements, old
    /// index → new index, ascending by `to`.
    public var moves: [Move]
    /// Old indices of matched elements whose content changed, ascending (UIKit's reload: delete
    /// the old index path, insert at the new one). An element can both move and change.
    public var updates: [Int]

    /// True when the two collections are the same.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// A difference made of the given changes, taken as they are.
    ///
    /// - Complexity: O(1).
    public init(deletions: [Int] = [], insertions: [Int] = [], moves: [Move] = [], updates: [Int] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
    }

    /// The difference from `old` to `new`, elements matched by `id`, matched elements compared
    /// by `contentEquals` to find ``updates``.
    ///
    /// Throws ``ListError/duplicateIdentifiers(_:count:)`` naming up to five identifiers that
    /// occur more than once in `old` or in `new` (see the type's discussion for where they are
    /// looked for).
    ///
    /// - Complexity: Expected O(n + m) hashing and comparisons for old and new counts n and m,
    ///   plus O(k log k) for the k matched elements whose order is not simply preserved;
    ///   O(n) with no hashing and no allocation beyond the result when `old` and `new` are equal.
    @inlinable @inline(__always)
    public init<C: RandomAccessCollection>(
        from old: C,
        to new: C,
        identifiedBy id: (C.Element) -> some Hashable,
        contentEquals: (C.Element, C.Element) -> Bool
    ) throws(ListError) {
        let matching = try Self._withContiguousStorage(of: old) { oldBuffer in
            Self._withContiguousStorage(of: new) { newBuffer in
                Self._match(oldBuffer, newBuffer, id, contentEquals)
            }
        }.get()
        self = Self._difference(of: matching)
    }
}

extension ListDifference {
    /// The difference from `old` to `new`, each element its own identity: no ``updates``.
    ///
    /// - Complexity: As ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C) throws(ListError)
    where C.Element: Hashable {
        try self.init(from: old, to: new, identifiedBy: { $0 }, contentEquals: { _, _ in true })
    }

    /// The difference from `old` to `new`, elements matched by `id`, ``updates`` where `==`
    /// finds the content changed.
    ///
    /// - Complexity: As ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C) throws(ListError)
    where C.Element: Identifiable & Equatable {
        try self.init(from: old, to: new, identifiedBy: { $0.id }, contentEquals: { $0 == $1 })
    }

    /// For elements both `Hashable` and `Identifiable`: matched by `id`, compared with `==`
    /// (resolves the ambiguity between the two conveniences above).
    ///
    /// - Complexity: As ``init(from:to:identifiedBy:contentEquals:)``.
    @inlinable
    public init<C: RandomAccessCollection>(from old: C, to new: C) throws(ListError)
    where C.Element: Hashable & Identifiable {
        try self.init(from: old, to: new, identifiedBy: { $0.id }, contentEquals: { $0 == $1 })
    }
}

// MARK: - Matching (generic, inlined into the caller so it specializes for its element type)

extension ListDifference {
    /// How the elements of two collections pair up. Indices are absolute; the arrays cover only
    /// the middle (outside the common prefix and suffix, whose elements pair up in place).
    @usableFromInline
    struct _Matching: Sendable {
        /// Elements before this index are the same in both collections.
        @usableFromInline var prefix: Int
        /// The last `suffix` elements are the same in both collections.
        @usableFromInline var suffix: Int
        @usableFromInline var oldCount: Int
        @usableFromInline var newCount: Int
        /// How many middle elements are matched.
        @usableFromInline var matched: Int
        /// For new index `prefix + j`: the matched old index, or -1.
        @usableFromInline var newToOld: ContiguousArray<Int>
        /// Bit `i` is set when old index `prefix + i` is matched.
        @usableFromInline var oldMatched: ContiguousArray<UInt64>
        /// Old indices of matched elements whose content changed, ascending.
        @usableFromInline var updates: [Int]

        @inlinable
        init(
            prefix: Int, suffix: Int, oldCount: Int, newCount: Int, matched: Int,
            newToOld: ContiguousArray<Int>, oldMatched: ContiguousArray<UInt64>, updates: [Int]
        ) {
            self.prefix = prefix
            self.suffix = suffix
            self.oldCount = oldCount
            self.newCount = newCount
            self.matched = matched
            self.newToOld = newToOld
            self.oldMatched = oldMatched
            self.updates = updates
        }
    }

    /// Identifiers seen more than once: the records that found theirs in the table already,
    /// once per identifier.
    @usableFromInline
    struct _Duplicates {
        @usableFromInline var found: [Int] = []

        @inlinable init() {}

        /// Notes that the record `reference` found its identity in the table's `slot`, unless
        /// that identity was reported already, and marks it reported.
        @inlinable
        mutating func note(_ reference: Int, at slot: Int, in table: inout _IdentityTable) {
            switch table.entry(at: slot).state {
            case .reportedOld, .reportedNew: return
            case .old: table.set(slot, state: .reportedOld)
            case .new: table.set(slot, state: .reportedNew)
            }
            found.append(reference)
        }

        /// The error naming the first five identifiers in the order their records were given
        /// (old, then new, then checked; each by index), and counting all.
        @inlinable
        func error(describing describe: (_ index: Int, _ kind: _HashRecord.Kind) -> String) -> ListError {
            let first = found.sorted { ($0 & 3, $0 >> 2) < ($1 & 3, $1 >> 2) }.prefix(5)
            let names = first.map { describe($0 >> 2, _HashRecord.Kind(rawValue: $0 & 3)!) }
            return .duplicateIdentifiers(names, count: found.count)
        }
    }

    /// A set of hash values as bits (a one-hash Bloom filter on the hash's bits from `shift`
    /// up): `mayContain` is false for all but about one in eight of the hashes not inserted.
    @usableFromInline
    struct _HashFilter {
        @usableFromInline var words: ContiguousArray<UInt64>
        @usableFromInline let mask: Int
        @usableFromInline let shift: Int

        /// An empty filter sized for `count` hashes.
        ///
        /// - Complexity: O(count).
        @inlinable
        init(count: Int, shift: Int) {
            var bits = 64
            while bits < count * 8 { bits <<= 1 }
            mask = bits - 1
            self.shift = shift
            words = ContiguousArray(repeating: 0, count: bits >> 6)
        }

        /// - Complexity: O(1).
        @inlinable
        mutating func insert(hash: Int) {
            let bit = (hash >> shift) & mask
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }

        /// - Complexity: O(1).
        @inlinable
        func mayContain(hash: Int) -> Bool {
            let bit = (hash >> shift) & mask
            return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
        }
    }

    /// Calls `body` with each position below `count` whose bit in `bits` is clear, ascending.
    ///
    /// - Complexity: O(count / 64 + k) for k positions.
    @inlinable @inline(__always)
    static func _forEachClearBit(in bits: UnsafeBufferPointer<UInt64>, below count: Int, _ body: (Int) -> Void) {
        for w in bits.indices {
            var clear = ~bits[w]
            let left = count - w << 6
            if left < 64 { clear &= (1 << UInt64(left)) - 1 }
            while clear != 0 {
                body(w << 6 + clear.trailingZeroBitCount)
                clear &= clear - 1
            }
        }
    }

    /// Calls `body` with the collection's elements in contiguous memory, copying only when the
    /// collection does not keep them so.
    @inlinable @inline(__always)
    static func _withContiguousStorage<C: RandomAccessCollection, R>(
        of collection: C, _ body: (UnsafeBufferPointer<C.Element>) -> R
    ) -> R {
        if let result = collection.withContiguousStorageIfAvailable(body) { return result }
        return ContiguousArray(collection).withUnsafeBufferPointer(body)
    }

    /// Matches, without hashing, the elements whose identities line up when walking `old` and
    /// `new` in order from `start`: on a mismatch it resumes at the nearest pair of equal
    /// identities within a few places ahead on either side. Identities are unique, so each such
    /// pair is the match, noted in `newToOld` and `oldMatched`; every other element is left
    /// unmatched there. Returns the number of pairs matched.
    ///
    /// After many mismatches with no pair in reach (a shuffle) the walk stops and leaves the
    /// rest unresolved, so it costs O(n + m) identity comparisons at most.
    ///
    /// - Complexity: O(n + m).
    @inlinable @inline(__always)
    static func _matchInOrder<Element, ID: Hashable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>,
        start: Int, oldEnd: Int, newEnd: Int,
        _ id: (Element) -> ID,
        newToOld: UnsafeMutableBufferPointer<Int>,
        oldMatched: UnsafeMutableBufferPointer<UInt64>
    ) -> Int {
        let window = 8
        var i = start
        var j = start
        var matched = 0
        // Elements skipped with no pair in reach, before the walk gives up.
        var budget = (oldEnd - start + newEnd - start) / 4 + 64
        while i < oldEnd, j < newEnd, budget > 0 {
            if id(old[i]) == id(new[j]) {
                newToOld[j - start] = i
                oldMatched[(i - start) >> 6] |= 1 << UInt64((i - start) & 63)
                matched += 1
                i += 1
                j += 1
                continue
            }
            // The nearest equal pair ahead: fewest elements skipped on both sides together.
            var skipOld = window
            var skipNew = window
            var found = false
            search: for distance in 1...(2 * window) {
                for di in Swift.max(0, distance - window)...Swift.min(distance, window) {
                    let oi = i + di
                    let nj = j + distance - di
                    if oi < oldEnd, nj < newEnd, id(old[oi]) == id(new[nj]) {
                        skipOld = di
                        skipNew = distance - di
                        found = true
                        break search
                    }
                }
            }
            skipOld = Swift.min(skipOld, oldEnd - i)
            skipNew = Swift.min(skipNew, newEnd - j)
            if !found { budget -= skipOld + skipNew }
            i += skipOld
            j += skipNew
        }
        return matched
    }

    /// Pairs up the elements of `old` and `new` by identity (see the type's discussion).
    /// `oldIsUnique`: the caller knows `old` holds no duplicates (a snapshot already shown), so
    /// they need not be looked for.
    ///
    /// - Complexity: Expected O(n + m); no hashing when the collections are equal, nor when
    ///   `old` is known unique and `new` only drops elements from its middle.
    @inlinable @inline(__always)
    static func _match<Element, ID: Hashable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>,
        _ id: (Element) -> ID,
        _ contentEquals: (Element, Element) -> Bool,
        oldIsUnique: Bool = false
    ) -> Result<_Matching, ListError> {
        let oldCount = old.count
        let newCount = new.count
        let common = Swift.min(oldCount, newCount)
        var prefix = 0
        while prefix < common {
            let a = old[prefix], b = new[prefix]
            guard id(a) == id(b), contentEquals(a, b) else { break }
            prefix += 1
        }
        var suffix = 0
        while suffix < common - prefix {
            let a = old[oldCount - 1 - suffix], b = new[newCount - 1 - suffix]
            guard id(a) == id(b), contentEquals(a, b) else { break }
            suffix += 1
        }
        let oldEnd = oldCount - suffix
        let newEnd = newCount - suffix
        if prefix == oldEnd && prefix == newEnd {
            return .success(_Matching(
                prefix: prefix, suffix: suffix, oldCount: oldCount, newCount: newCount, matched: 0,
                newToOld: [], oldMatched: [], updates: []))
        }

        var newToOld = ContiguousArray<Int>(repeating: -1, count: newEnd - prefix)
        var oldMatched = ContiguousArray<UInt64>(repeating: 0, count: (oldEnd - prefix + 63) >> 6)
        // Nothing left in `new`'s middle and `old` known to hold no duplicates: every old middle
        // element is deleted; nothing to match and nothing to check.
        if prefix == newEnd, oldIsUnique {
            return .success(_Matching(
                prefix: prefix, suffix: suffix, oldCount: oldCount, newCount: newCount, matched: 0,
                newToOld: newToOld, oldMatched: oldMatched, updates: []))
        }
        // Equal identities met walking both in order are each other's match: no hashing.
        // (With one side's middle empty, there is nothing to walk.)
        var matched = 0
        if prefix < oldEnd && prefix < newEnd {
            newToOld.withUnsafeMutableBufferPointer { newToOld in
                oldMatched.withUnsafeMutableBufferPointer { oldMatched in
                    matched = _matchInOrder(
                        old, new, start: prefix, oldEnd: oldEnd, newEnd: newEnd, id,
                        newToOld: newToOld, oldMatched: oldMatched)
                }
            }
        }

        // The rest by hash: each identity hashed once, the records grouped by hash so that
        // each group's table stays in cache, identities compared only when hash bits agree.
        var records = ContiguousArray<_HashRecord>()
        let oldLeft = oldEnd - prefix - matched
        let newLeft = newEnd - prefix - matched
        records.reserveCapacity(oldLeft + newLeft)
        // An identifier matched without hashing (in the prefix, the suffix or the walk) that is
        // also left over occurs twice on one side: those new elements are checked too, those
        // that a bit filter of the left-over hashes (small enough to stay in cache) lets pass.
        let checks = oldLeft + newLeft > 0 && prefix + suffix + matched > 0
        var filter = _HashFilter(count: checks ? oldLeft + newLeft : 0, shift: 20)
        let layout = _SlotLayout(indexBound: Swift.max(oldCount, newCount))
        func record(_ key: ID, _ index: Int, _ kind: _HashRecord.Kind) {
            let hash = key.hashValue
            records.append(layout.record(hash: hash, index: index, kind: kind))
            if checks { filter.insert(hash: hash) }
        }
        // The elements the walk left unmatched, in order, old then new.
        oldMatched.withUnsafeBufferPointer { oldMatched in
            _forEachClearBit(in: oldMatched, below: oldEnd - prefix) { record(id(old[prefix + $0]), prefix + $0, .old) }
        }
        newToOld.withUnsafeBufferPointer { newToOld in
            for j in newToOld.indices where newToOld[j] < 0 { record(id(new[prefix + j]), prefix + j, .new) }
        }
        if checks {
            func check(_ j: Int) {
                let hash = id(new[j]).hashValue
                if filter.mayContain(hash: hash) { records.append(layout.record(hash: hash, index: j, kind: .check)) }
            }
            for j in 0..<prefix { check(j) }
            newToOld.withUnsafeBufferPointer { newToOld in
                for j in newToOld.indices where newToOld[j] >= 0 { check(prefix + j) }
            }
            for j in newEnd..<newCount { check(j) }
        }

        var duplicates = _Duplicates()
        if !records.isEmpty {
            let partitions = _HashPartitions(grouping: records, tagBits: UInt64.bitWidth - layout.payloadBits)
            records = []
            var slots = ContiguousArray<UInt64>(repeating: 0, count: _IdentityTable.slotCount(capacity: partitions.largest))
            slots.withUnsafeMutableBufferPointer { slots in
                var table = _IdentityTable(slots: slots, layout: layout)
                newToOld.withUnsafeMutableBufferPointer { newToOld in
                    oldMatched.withUnsafeMutableBufferPointer { oldMatched in
                        partitions.records.withUnsafeBufferPointer { records in
                            for g in 0..<(partitions.bounds.count - 1) {
                                table.removeAll()
                                for record in records[partitions.bounds[g]..<partitions.bounds[g + 1]] {
                                    let reference = record.reference(in: layout)
                                    let index = reference >> 2
                                    let kind = _HashRecord.Kind(rawValue: reference & 3)!
                                    let tag = record.value & ~layout.payloadMask
                                    // Identities are read only when tags agree: records come in
                                    // hash order, so reading one costs a cache miss.
                                    let (slot, found) = table.find(tag: tag) { other, state in
                                        let onOldSide = state == .old || state == .reportedOld
                                        return (onOldSide ? id(old[other]) : id(new[other]))
                                            == (kind == .old ? id(old[index]) : id(new[index]))
                                    }
                                    switch (kind, found) {
                                    case (.old, false), (.new, false):
                                        table.set(slot, tag: tag, index: index, state: kind == .old ? .old : .new)
                                    case (.new, true) where table.entry(at: slot).state == .old:
                                        let i = table.entry(at: slot).index
                                        table.set(slot, tag: tag, index: index, state: .new)
                                        newToOld[index - prefix] = i
                                        oldMatched[(i - prefix) >> 6] |= 1 << UInt64((i - prefix) & 63)
                                        matched += 1
                                    case (.check, false):
                                        break
                                    case (.old, true), (.new, true), (.check, true):
                                        duplicates.note(reference, at: slot, in: &table)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if !duplicates.found.isEmpty {
            return .failure(duplicates.error { index, kind in
                kind == .old ? String(describing: id(old[index])) : String(describing: id(new[index]))
            })
        }

        var updates: [Int] = []
        newToOld.withUnsafeBufferPointer { newToOld in
            for j in newToOld.indices {
                let i = newToOld[j]
                if i >= 0, !contentEquals(old[i], new[prefix + j]) { updates.append(i) }
            }
        }
        if zip(updates, updates.dropFirst()).contains(where: { $0 > $1 }) { updates.sort() }
        return .success(_Matching(
            prefix: prefix, suffix: suffix, oldCount: oldCount, newCount: newCount, matched: matched,
            newToOld: newToOld, oldMatched: oldMatched, updates: updates))
    }
}

// MARK: - From a matching to the difference (not generic in the element: compiled here, once)

extension ListDifference {
    /// The deletions, insertions and minimal moves of a matching.
    ///
    /// - Complexity: O(n + m + k log L) for the k matched elements that do not simply extend
    ///   the longest increasing subsequence so far, L its length.
    @usableFromInline
    static func _difference(of matching: _Matching) -> ListDifference {
        let prefix = matching.prefix
        var difference = ListDifference(updates: matching.updates)
        let oldMiddle = matching.oldCount - matching.suffix - prefix
        guard !matching.newToOld.isEmpty || oldMiddle > 0 else { return difference }

        difference.deletions.reserveCapacity(oldMiddle - matching.matched)
        matching.oldMatched.withUnsafeBufferPointer { oldMatched in
            _forEachClearBit(in: oldMatched, below: oldMiddle) { difference.deletions.append(prefix + $0) }
        }
        matching.newToOld.withUnsafeBufferPointer { newToOld in
            difference.insertions.reserveCapacity(newToOld.count - matching.matched)
            for j in newToOld.indices where newToOld[j] < 0 { difference.insertions.append(prefix + j) }
            guard matching.matched > 0 else { return }
            _forEachOutsideLongestIncreasingSubsequence(
                newToOld, count: matching.matched, below: matching.oldCount
            ) { j in
                difference.moves.append(Move(from: newToOld[j], to: prefix + j))
            }
        }
        return difference
    }

    /// Calls `body` with the position of each non-negative entry of `values` that is not in one
    /// longest strictly increasing subsequence of them, ascending; negative entries are skipped.
    /// `count` is the number of non-negative entries, all distinct and below `bound`. Returns the
    /// subsequence's length.
    ///
    /// The subsequence comes from patience sorting: each value that extends the longest
    /// subsequence so far is placed in O(1), any other by a binary search over the piles' tops;
    /// each entry notes its predecessor, and the subsequence is read back from the last pile.
    /// Scratch space is kept in 4-byte slots when the numbers fit: half the memory to touch.
    ///
    /// - Complexity: O(n + k log L) for n entries, k of them placed by binary search, L the
    ///   subsequence's length.
    @discardableResult
    @usableFromInline
    static func _forEachOutsideLongestIncreasingSubsequence(
        _ values: UnsafeBufferPointer<Int>, count: Int, below bound: Int, _ body: (Int) -> Void
    ) -> Int {
        if Swift.max(values.count, bound) < Int(Int32.max) {
            return _forEachOutsideLongestIncreasingSubsequence(values, count: count, slot: Int32.self, body)
        }
        return _forEachOutsideLongestIncreasingSubsequence(values, count: count, slot: Int.self, body)
    }

    /// The work of the function above, with scratch space in `Slot`s.
    ///
    /// - Complexity: O(n + k log L).
    static func _forEachOutsideLongestIncreasingSubsequence<Slot: FixedWidthInteger & SignedInteger>(
        _ values: UnsafeBufferPointer<Int>, count: Int, slot: Slot.Type, _ body: (Int) -> Void
    ) -> Int {
        let inSubsequence: Slot = -2
        return _withScratch(Slot.self, count: values.count + 2 * count) { scratch in
            // Each entry's predecessor in the subsequence it ends (or -1, or `inSubsequence`).
            let marks = scratch.baseAddress!
            // The top of each pile: its value, and its position in `values`.
            let topValue = marks + values.count
            let topIndex = topValue + count
            var piles = 0
            var lastTop = Int.min
            for j in values.indices {
                let value = values[j]
                if value < 0 {
                    marks[j] = -1
                    continue
                }
                if lastTop < value {
                    marks[j] = piles == 0 ? -1 : topIndex[piles - 1]
                    topValue[piles] = Slot(truncatingIfNeeded: value)
                    topIndex[piles] = Slot(truncatingIfNeeded: j)
                    piles += 1
                    lastTop = value
                } else {
                    // The first pile whose top is greater than `value` (values are distinct).
                    var low = 0
                    var high = piles - 1
                    while low < high {
                        let middle = (low + high) >> 1
                        if Int(topValue[middle]) > value { high = middle } else { low = middle + 1 }
                    }
                    marks[j] = low == 0 ? -1 : topIndex[low - 1]
                    topValue[low] = Slot(truncatingIfNeeded: value)
                    topIndex[low] = Slot(truncatingIfNeeded: j)
                    if low == piles - 1 { lastTop = value }
                }
            }
            var j = piles == 0 ? -1 : Int(topIndex[piles - 1])
            while j >= 0 {
                let predecessor = Int(marks[j])
                marks[j] = inSubsequence
                j = predecessor
            }
            for j in values.indices where values[j] >= 0 && marks[j] != inSubsequence { body(j) }
            return piles
        }
    }

    /// Calls `body` with uninitialized room for `count` integers, as an array's storage.
    /// (Not `UnsafeMutablePointer.allocate`: that takes the aligned-allocation path, whose
    /// blocks the benchmark harness's malloc interposer cannot tell apart when freeing them.)
    static func _withScratch<Slot: FixedWidthInteger, R>(
        _: Slot.Type, count: Int, _ body: (UnsafeMutableBufferPointer<Slot>) -> R
    ) -> R {
        // Room for at least one: an empty array is the shared empty singleton, and initializing
        // one writes its count (a data race between threads, though the value does not change).
        var result: R?
        _ = [Slot](unsafeUninitializedCapacity: Swift.max(count, 1)) { buffer, initializedCount in
            result = body(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
            initializedCount = 0
        }
        return result!
    }
}

extension ListDifference._Matching {
    /// The old index matched with new index `j` (any, not only the middle), or -1.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func oldIndex(ofNew j: Int) -> Int {
        if j < prefix { return j }
        if j >= newCount - suffix { return j + oldCount - newCount }
        return newToOld[j - prefix]
    }

    /// Whether old index `i` (any, not only the middle) is matched with a new one.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func isMatched(old i: Int) -> Bool {
        guard i >= prefix, i < oldCount - suffix else { return true }
        return oldMatched[(i - prefix) >> 6] & (1 << UInt64((i - prefix) & 63)) != 0
    }
}
