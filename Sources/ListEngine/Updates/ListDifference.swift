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
