/// The difference between two ordered collections of identified elements: which elements
/// disappear, appear, move and change, in the terms of a batch update.
///
/// Computed with Heckel's method in expected O(n): the common prefix and suffix are skipped
/// without hashing, the rest of the old collection goes into one hash table from identity to
/// index, and each new element is matched through it. Matched elements that keep their relative
/// order — one longest increasing subsequence of their old indices, taken in new order — stay
/// put; every other matched element is a move. The moves are therefore as few as possible:
/// moving 10,000 of 1,000,000 elements reports about 10,000 moves.
///
/// Indices follow UIKit's batch-update rules: ``deletions``, ``updates`` and `Move.from` are
/// indices in the old collection; ``insertions`` and `Move.to` are indices in the new one.
/// Applying the difference — remove the deletions and the moves' sources (old indices,
/// descending), then insert the insertions and the moves' targets (new indices, ascending) —
/// gives the new collection.
///
/// Identifiers must be unique within each collection. Duplicates are reported as
/// ``ListError/duplicateIdentifiers(_:count:)`` wherever they touch the part that changed:
/// among the elements outside the common prefix and suffix, and between those and the prefix
/// and suffix. Two copies of one identifier that both lie in the unchanged prefix or suffix are
/// not looked for (that would mean hashing when nothing changed); they are at the same places
/// in both collections, so the difference is still exact.
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
    @inlinable
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
        /// For old index `prefix + i`: the matched new index, or -1.
        @usableFromInline var oldToNew: ContiguousArray<Int>
        /// Old indices of matched elements whose content changed, ascending.
        @usableFromInline var updates: [Int]

        @inlinable
        init(
            prefix: Int, suffix: Int, oldCount: Int, newCount: Int, matched: Int,
            newToOld: ContiguousArray<Int>, oldToNew: ContiguousArray<Int>, updates: [Int]
        ) {
            self.prefix = prefix
            self.suffix = suffix
            self.oldCount = oldCount
            self.newCount = newCount
            self.matched = matched
            self.newToOld = newToOld
            self.oldToNew = oldToNew
            self.updates = updates
        }
    }

    /// A hash-table value: no entry yet (the `default:` of a fresh slot).
    @usableFromInline static var _missing: Int { Int.min }
    /// A hash-table value: this identifier was already reported as a duplicate.
    @usableFromInline static var _reported: Int { Int.min + 1 }
    // Other values: ≥ 0, an unclaimed old index; ~j (−1 … −count), claimed by new index j.

    /// Identifiers seen more than once: the first five, described, and how many in all.
    @usableFromInline
    struct _Duplicates {
        @usableFromInline var names: [String] = []
        @usableFromInline var count = 0

        @inlinable init() {}

        /// Notes `key` (whose table slot held `previous`) and marks it reported.
        @inlinable
        mutating func note<ID: Hashable>(_ key: ID, previous: Int, in table: inout [ID: Int]) {
            table[key] = ListDifference._reported
            guard previous != ListDifference._reported else { return }
            count += 1
            if names.count < 5 { names.append(String(describing: key)) }
        }

        @inlinable
        var error: ListError { .duplicateIdentifiers(names, count: count) }
    }

    /// Stores `value` in `slot` and returns what it held: one hash lookup for a read and a write.
    @inlinable @inline(__always)
    static func _exchange(_ slot: inout Int, _ value: Int) -> Int {
        let previous = slot
        slot = value
        return previous
    }

    /// Calls `body` with the collection's elements in contiguous memory, copying only when the
    /// collection does not keep them so.
    @inlinable
    static func _withContiguousStorage<C: RandomAccessCollection, R>(
        of collection: C, _ body: (UnsafeBufferPointer<C.Element>) -> R
    ) -> R {
        if let result = collection.withContiguousStorageIfAvailable(body) { return result }
        return ContiguousArray(collection).withUnsafeBufferPointer(body)
    }

    /// Pairs up the elements of `old` and `new` by identity (see the type's discussion).
    ///
    /// - Complexity: Expected O(n + m); no hashing when the collections are equal.
    @inlinable
    static func _match<Element, ID: Hashable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>,
        _ id: (Element) -> ID,
        _ contentEquals: (Element, Element) -> Bool
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
                newToOld: [], oldToNew: [], updates: []))
        }

        var table = [ID: Int](minimumCapacity: oldEnd - prefix)
        var duplicates = _Duplicates()
        for i in prefix..<oldEnd {
            let key = id(old[i])
            let previous = _exchange(&table[key, default: _missing], i)
            if previous != _missing { duplicates.note(key, previous: previous, in: &table) }
        }

        var newToOld = ContiguousArray<Int>(repeating: -1, count: newEnd - prefix)
        var oldToNew = ContiguousArray<Int>(repeating: -1, count: oldEnd - prefix)
        var matched = 0
        newToOld.withUnsafeMutableBufferPointer { newToOld in
            oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                for j in prefix..<newEnd {
                    let key = id(new[j])
                    let previous = _exchange(&table[key, default: _missing], ~j)
                    if previous >= 0 {
                        newToOld[j - prefix] = previous
                        oldToNew[previous - prefix] = j
                        matched += 1
                    } else if previous != _missing {
                        duplicates.note(key, previous: previous, in: &table)
                    }
                }
            }
        }

        // An identifier of the prefix or suffix that also occurs in the middle is a duplicate.
        for range in [0..<prefix, oldEnd..<oldCount] {
            for i in range {
                let key = id(old[i])
                if let previous = table[key] { duplicates.note(key, previous: previous, in: &table) }
            }
        }
        if duplicates.count > 0 { return .failure(duplicates.error) }

        var updates: [Int] = []
        oldToNew.withUnsafeBufferPointer { oldToNew in
            for i in oldToNew.indices {
                let j = oldToNew[i]
                if j >= 0, !contentEquals(old[prefix + i], new[j]) { updates.append(prefix + i) }
            }
        }
        return .success(_Matching(
            prefix: prefix, suffix: suffix, oldCount: oldCount, newCount: newCount, matched: matched,
            newToOld: newToOld, oldToNew: oldToNew, updates: updates))
    }
}

// MARK: - From a matching to the difference (not generic: compiled once, in this module)

extension ListDifference {
    /// A marker in the predecessor array: this entry is in the longest increasing subsequence.
    static let _inSubsequence = -2

    /// The deletions, insertions and minimal moves of a matching.
    ///
    /// - Complexity: O(n + m + k log k) for the k matched elements whose order is not simply
    ///   preserved.
    @usableFromInline
    static func _difference(of matching: _Matching) -> ListDifference {
        let prefix = matching.prefix
        var difference = ListDifference(updates: matching.updates)
        guard !matching.newToOld.isEmpty || !matching.oldToNew.isEmpty else { return difference }

        matching.oldToNew.withUnsafeBufferPointer { oldToNew in
            difference.deletions.reserveCapacity(oldToNew.count - matching.matched)
            for i in oldToNew.indices where oldToNew[i] < 0 { difference.deletions.append(prefix + i) }
        }
        matching.newToOld.withUnsafeBufferPointer { newToOld in
            difference.insertions.reserveCapacity(newToOld.count - matching.matched)
            for j in newToOld.indices where newToOld[j] < 0 { difference.insertions.append(prefix + j) }
            guard matching.matched > 0 else { return }

            let marks = UnsafeMutableBufferPointer<Int>.allocate(capacity: newToOld.count)
            defer { marks.deallocate() }
            let length = _markLongestIncreasingSubsequence(newToOld, marks: marks, matched: matching.matched)
            difference.moves.reserveCapacity(matching.matched - length)
            for j in newToOld.indices {
                let i = newToOld[j]
                if i >= 0, marks[j] != _inSubsequence { difference.moves.append(Move(from: i, to: prefix + j)) }
            }
        }
        return difference
    }

    /// Finds one longest strictly increasing subsequence of the non-negative entries of `values`
    /// (negative entries are skipped) by patience sorting, and marks its members in `marks`
    /// with ``_inSubsequence``. Returns its length. `matched` bounds the non-negative entries.
    ///
    /// Each value that extends the longest subsequence so far is placed in O(1); any other by a
    /// binary search over the piles' tops.
    ///
    /// - Complexity: O(n + k log L): k values placed by binary search, L the result's length.
    static func _markLongestIncreasingSubsequence(
        _ values: UnsafeBufferPointer<Int>, marks: UnsafeMutableBufferPointer<Int>, matched: Int
    ) -> Int {
        // The top of each pile: its value, and its position in `values`.
        let topValue = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(matched, 1))
        let topIndex = UnsafeMutablePointer<Int>.allocate(capacity: Swift.max(matched, 1))
        defer {
            topValue.deallocate()
            topIndex.deallocate()
        }
        var piles = 0
        // `marks` holds each entry's predecessor in the subsequence it ends (or -1) until the end.
        for j in values.indices {
            let value = values[j]
            if value < 0 {
                marks[j] = -1
                continue
            }
            if piles == 0 || topValue[piles - 1] < value {
                marks[j] = piles == 0 ? -1 : topIndex[piles - 1]
                topValue[piles] = value
                topIndex[piles] = j
                piles += 1
            } else {
                // The first pile whose top is greater than `value` (values are distinct).
                var low = 0
                var high = piles - 1
                while low < high {
                    let middle = (low + high) >> 1
                    if topValue[middle] > value { high = middle } else { low = middle + 1 }
                }
                marks[j] = low == 0 ? -1 : topIndex[low - 1]
                topValue[low] = value
                topIndex[low] = j
            }
        }
        var j = piles == 0 ? -1 : topIndex[piles - 1]
        while j >= 0 {
            let predecessor = marks[j]
            marks[j] = _inSubsequence
            j = predecessor
        }
        return piles
    }
}

extension ListDifference._Matching {
    /// For every new index (not only the middle): the matched old index, or -1.
    ///
    /// - Complexity: O(m).
    @usableFromInline
    func fullNewToOld() -> ContiguousArray<Int> {
        var result = ContiguousArray<Int>(repeating: -1, count: newCount)
        result.withUnsafeMutableBufferPointer { result in
            for j in 0..<prefix { result[j] = j }
            newToOld.withUnsafeBufferPointer { middle in
                for j in middle.indices { result[prefix + j] = middle[j] }
            }
            let shift = oldCount - newCount
            for j in (newCount - suffix)..<newCount { result[j] = j + shift }
        }
        return result
    }

    /// For every old index (not only the middle): the matched new index, or -1.
    ///
    /// - Complexity: O(n).
    @usableFromInline
    func fullOldToNew() -> ContiguousArray<Int> {
        var result = ContiguousArray<Int>(repeating: -1, count: oldCount)
        result.withUnsafeMutableBufferPointer { result in
            for i in 0..<prefix { result[i] = i }
            oldToNew.withUnsafeBufferPointer { middle in
                for i in middle.indices { result[prefix + i] = middle[i] }
            }
            let shift = newCount - oldCount
            for i in (oldCount - suffix)..<oldCount { result[i] = i + shift }
        }
        return result
    }
}
