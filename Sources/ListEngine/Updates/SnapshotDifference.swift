/// The batch update that turns one ``ListSnapshot`` into another, in UIKit's terms and by
/// UIKit's index-path rules: deletions, reloads and the sources of moves are positions in the
/// old snapshot; insertions and the targets of moves are positions in the new one.
///
/// Sections are diffed by identifier with ``ListDifference``. Items are diffed once over all
/// items of each snapshot, so an item that changes section is one move, not a deletion and an
/// insertion. An item that is not moved stays in its section (which may itself move), and the
/// items that stay in a section keep their order; of the items that keep their section, those
/// outside one longest increasing subsequence of their old rows are moves, so the moves are as
/// few as possible.
///
/// A section operation covers the section's items, as in UIKit:
/// - Items of a deleted section are not listed as deleted, nor items of an inserted section as
///   inserted.
/// - An item that leaves a surviving section for an inserted one is a deletion at its old path
///   (its insertion is covered); one that leaves a deleted section for a surviving one is an
///   insertion at its new path. No item operation ever names a deleted or inserted section.
/// - A reloaded section (``ListSnapshot/reloadSections(_:)`` in the new snapshot) is listed in
///   `reloadedSections`: its header and footer and every item in it are configured anew. Its
///   items are diffed like any other section's, so the items that stay keep their identity
///   (selection, the user's place) while items arrive and leave. A reloaded section that also
///   moves is reported as a deletion and an insertion instead.
///
/// Reload and reconfigure marks come from the new snapshot and count for items present in both
/// that no section operation covers. A marked item is listed at its old path; one that also
/// moves is listed in `movedItems` too (UIKit cannot reload and move a row in one batch:
/// ``ListDiffableDataSource`` reloads it right after the move).
public struct SnapshotDifference<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// An item that changes place: old index path → new index path.
    public struct ItemMove: Hashable, Sendable, CustomStringConvertible {
        /// The item's index path in the old snapshot.
        public var from: ListIndexPath
        /// The item's index path in the new snapshot.
        public var to: ListIndexPath

        /// A move from old index path `from` to new index path `to`.
        public init(from: ListIndexPath, to: ListIndexPath) {
            self.from = from
            self.to = to
        }

        public var description: String { "\(from)→\(to)" }
    }

    /// Old indices of the sections that disappear, ascending.
    public var deletedSections: [Int]
    /// New indices of the sections that appear, ascending.
    public var insertedSections: [Int]
    /// Sections that change place, old index → new index, ascending by `to`.
    public var movedSections: [ListDifference.Move]
    /// Old indices of the sections that are reloaded (replaced with their items), ascending.
    public var reloadedSections: [Int]
    /// Old index paths of the items that disappear, ascending.
    public var deletedItems: [ListIndexPath]
    /// New index paths of the items that appear, ascending.
    public var insertedItems: [ListIndexPath]
    /// Items that change place, old → new index path, ascending by `to`.
    public var movedItems: [ItemMove]
    /// Old index paths of the items reloaded (a new cell), ascending.
    public var reloadedItems: [ListIndexPath]
    /// Old index paths of the items reconfigured (the same cell, updated), ascending.
    public var reconfiguredItems: [ListIndexPath]

    /// True when the two snapshots are the same and nothing is marked for reload.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    /// The batch update from `old` to `new`.
    ///
    /// Throws ``ListError/duplicateIdentifiers(_:count:)`` naming section or item identifiers
    /// that occur more than once (as ``ListDifference`` finds them: always when `old` has none).
    ///
    /// - Complexity: Expected O(n + s log s) for n items and s sections in both snapshots,
    ///   hashing only the items and sections that do not line up in order, plus O(k log k) for
    ///   the k items listed.
    @inlinable
    public init(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>) throws(ListError) {
        try self.init(from: old, to: new, oldIsUnique: false)
    }

    /// The batch update from `old` to `new`; `oldIsUnique`: `old` is known to hold no duplicate
    /// identifiers (it was checked when it was applied), so they are not looked for again.
    ///
    /// - Complexity: As ``init(from:to:)``; no hashing of `old` when `new` only removes from it.
    @inlinable
    init(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>,
         oldIsUnique: Bool) throws(ListError) {
        let sections = try Self._sectionMatching(from: old, to: new, oldIsUnique: oldIsUnique)
        let items = try Self._itemMatching(from: old, to: new, oldIsUnique: oldIsUnique)
        self.init(from: old, to: new, sections: sections, items: items)
    }

    /// How the sections of `old` and `new` pair up.
    @inlinable
    static func _sectionMatching(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>,
                                 oldIsUnique: Bool) throws(ListError) -> ListDifference._Matching {
        try old._sections.withUnsafeBufferPointer { oldSections in
            new._sections.withUnsafeBufferPointer { newSections in
                ListDifference._match(oldSections, newSections, { $0 }, { _, _ in true }, oldIsUnique: oldIsUnique)
            }
        }.get()
    }

    /// How the items of `old` and `new` (each snapshot's items section after section) pair up.
    /// A snapshot with its item lookup built is known to hold no duplicates, as is `old` when
    /// `oldIsUnique`: they are not looked for there.
    @inlinable
    static func _itemMatching(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>,
                              oldIsUnique: Bool) throws(ListError) -> ListDifference._Matching {
        try old.itemIdentifiers.withUnsafeBufferPointer { oldItems in
            new.itemIdentifiers.withUnsafeBufferPointer { newItems in
                ListDifference._match(
                    oldItems, newItems, { $0 }, { _, _ in true },
                    oldIsUnique: oldIsUnique || old._itemSection != nil, newIsUnique: new._itemSection != nil)
            }
        }.get()
    }

    /// The batch update from `old` to `new`, given how their sections and items pair up.
    @inlinable
    init(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>,
         sections: ListDifference._Matching, items: ListDifference._Matching) {
        /// The positions of `marks` among all new items, ascending. Integer identities whose
        /// marks span fewer than 8 × n values are looked up in a bitmap of the marks (an
        /// exact set, without hashing); other items are each hashed once (cheaply for
        /// integers) into a bit filter of the marks' hashes, small enough to stay in cache,
        /// and looked up in `marks` only when the filter lets them pass (about 1 in 32 of the
        /// others).
        func marked(_ marks: Set<ItemID>) -> [Int] {
            guard !marks.isEmpty else { return [] }
            var positions: [Int] = []
            positions.reserveCapacity(marks.count)
            /// Notes the positions of the items `isMarked` picks.
            func collect(_ isMarked: (ItemID) -> Bool) {
                var position = 0
                for items in new._items {
                    items.withUnsafeBufferPointer { items in
                        for item in items {
                            if isMarked(item) { positions.append(position) }
                            position += 1
                        }
                    }
                }
            }
            typealias Identities = _IntegerIdentitySet<ItemID>
            if let bias = Identities.bias {
                var bounds = (low: UInt64.max, high: UInt64.min)
                Identities.widen(&bounds, toHold: marks, bias: bias)
                let collected: Void? = Identities.with(bounds: bounds, bias: bias, limit: 8 * new._itemCount) { set in
                    for mark in marks { _ = set.insert(mark) }
                    collect { set.contains($0) }
                }
                if collected != nil { return positions }
            }
            let hashOf = ListDifference._IdentityHash()
            var filter = ListDifference._HashFilter(count: 4 * marks.count, shift: 0)
            for mark in marks { filter.insert(hash: hashOf(mark)) }
            collect { filter.mayContain(hash: hashOf($0)) && marks.contains($0) }
            return positions
        }
        let changes = _SnapshotChanges(
            oldCounts: old._items.map(\.count),
            newCounts: new._items.map(\.count),
            sections: sections,
            items: items,
            reloadedItems: marked(new._reloadedItems),
            reconfiguredItems: marked(new._reconfiguredItems),
            reloadedSections: new._reloadedSections.isEmpty
                ? [] : new._sections.indices.filter { new._reloadedSections.contains(new._sections[$0]) })
        deletedSections = changes.deletedSections
        insertedSections = changes.insertedSections
        movedSections = changes.movedSections
        reloadedSections = changes.reloadedSections
        deletedItems = changes.deletedItems
        insertedItems = changes.insertedItems
        movedItems = changes.movedItems.map { ItemMove(from: $0.from, to: $0.to) }
        reloadedItems = changes.reloadedItems
        reconfiguredItems = changes.reconfiguredItems
    }

    /// How a data source turns `old` into `new` (`old` already shown, so free of duplicates).
    @usableFromInline
    enum _Change {
        /// The same sections, none marked, and not one item of either snapshot in the other:
        /// each of these sections (those with items on either side) is replaced whole — a
        /// section deletion and insertion, which is what deleting all its rows and inserting
        /// all the new ones does, without a million index paths.
        case wholesale(sections: [Int])
        /// Anything else.
        case difference(SnapshotDifference)
    }

    /// How to turn `old` (free of duplicates) into `new`; throws as ``init(from:to:)``.
    ///
    /// - Complexity: O(s) when `new` has no items and the sections stay; O(n) expected when
    ///   `old` has none, or when the sections stay and `old`'s integer items all lie outside
    ///   the range of `new`'s (fresh identifiers), hashing each item of `new` at most once (not
    ///   at all with its item lookup built, nor when a bitmap can hold their range) to find
    ///   duplicates; otherwise as ``init(from:to:)``, whose per-item lists a wholesale change
    ///   skips.
    @inlinable
    static func _change(from old: ListSnapshot<SectionID, ItemID>, to new: ListSnapshot<SectionID, ItemID>) throws(ListError) -> _Change {
        let sameSections = old._sections == new._sections && new._reloadedSections.isEmpty
            && new._reloadedItems.isEmpty && new._reconfiguredItems.isEmpty
        func replacedSections() -> [Int] {
            new._items.indices.filter { !old._items[$0].isEmpty || !new._items[$0].isEmpty }
        }
        if sameSections, new._itemCount == 0 { return .wholesale(sections: replacedSections()) }
        // No item of `old` in `new`: each section is replaced whole once `new` is known free of
        // duplicates, without matching (which hashes every item of both).
        if sameSections, old._itemCount == 0 || old._integerItemsLieOutside(new) {
            try new._checkItemsUnique()
            return .wholesale(sections: replacedSections())
        }
        let sections = try _sectionMatching(from: old, to: new, oldIsUnique: true)
        let items = try _itemMatching(from: old, to: new, oldIsUnique: true)
        if sameSections, items.matched == 0, items.prefix == 0, items.suffix == 0 {
            return .wholesale(sections: replacedSections())
        }
        return .difference(SnapshotDifference(from: old, to: new, sections: sections, items: items))
    }
}

/// The work of ``SnapshotDifference/init(from:to:)`` once identifiers are matched: integers
/// only, so it is compiled once, here.
@usableFromInline
struct _SnapshotChanges {
    @usableFromInline var deletedSections: [Int] = []
    @usableFromInline var insertedSections: [Int] = []
    @usableFromInline var movedSections: [ListDifference.Move] = []
    @usableFromInline var reloadedSections: [Int] = []
    @usableFromInline var deletedItems: [ListIndexPath] = []
    @usableFromInline var insertedItems: [ListIndexPath] = []
    @usableFromInline var movedItems: [(from: ListIndexPath, to: ListIndexPath)] = []
    @usableFromInline var reloadedItems: [ListIndexPath] = []
    @usableFromInline var reconfiguredItems: [ListIndexPath] = []

    /// - Parameters:
    ///   - oldCounts: The old snapshot's item count per section; `newCounts` the new one's.
    ///   - sections: The sections' matching; `items` that of all items, section after section.
    ///   - reloadedItems: New positions (among all items) of items marked for reload,
    ///     ascending; `reconfiguredItems` likewise.
    ///   - reloadedSections: New indices of the sections marked for reload, ascending.
    ///
    /// - Complexity: O(n + s log s + k log k).
    @usableFromInline
    init(
        oldCounts: [Int], newCounts: [Int],
        sections: ListDifference._Matching, items: ListDifference._Matching,
        reloadedItems reloadMarks: [Int], reconfiguredItems reconfigureMarks: [Int],
        reloadedSections reloadSectionMarks: [Int]
    ) {
        // Sections: the difference, then reloads (a moved one becomes a deletion and an insertion).
        let sectionDifference = ListDifference._difference(of: sections)
        var sectionMoved = [Bool](repeating: false, count: oldCounts.count)
        for move in sectionDifference.moves { sectionMoved[move.from] = true }
        var oldReplaced = [Bool](repeating: false, count: oldCounts.count)
        var newReplaced = [Bool](repeating: false, count: newCounts.count)
        for i in sectionDifference.deletions { oldReplaced[i] = true }
        for j in sectionDifference.insertions { newReplaced[j] = true }
        deletedSections = sectionDifference.deletions
        insertedSections = sectionDifference.insertions
        var unmoved = Set<Int>()
        for j in reloadSectionMarks {
            let i = sections.oldIndex(ofNew: j)
            guard i >= 0 else { continue }
            if sectionMoved[i] {
                oldReplaced[i] = true
                newReplaced[j] = true
                deletedSections.append(i)
                insertedSections.append(j)
                unmoved.insert(i)
            } else {
                reloadedSections.append(i)
            }
        }
        movedSections = unmoved.isEmpty
            ? sectionDifference.moves : sectionDifference.moves.filter { !unmoved.contains($0.from) }
        deletedSections.sort()
        insertedSections.sort()
        reloadedSections.sort()

        // Items: walk the new snapshot section by section.
        let oldStart = Self.prefixSums(oldCounts)
        let newStart = Self.prefixSums(newCounts)
        var lastSection = 0
        /// The old index path of position `f` among all old items: a binary search over the
        /// sections' starts, after a look at the section found last time.
        func oldPath(_ f: Int) -> ListIndexPath {
            if !(oldStart[lastSection] <= f && f < oldStart[lastSection + 1]) {
                var low = 0
                var high = oldCounts.count - 1
                while low < high {
                    let middle = (low + high) >> 1
                    if oldStart[middle + 1] > f { high = middle } else { low = middle + 1 }
                }
                lastSection = low
            }
            return ListIndexPath(row: f - oldStart[lastSection], section: lastSection)
        }
        var nextReload = 0
        var nextReconfigure = 0
        func isMarked(_ g: Int, in marks: [Int], next: inout Int) -> Bool {
            while next < marks.count, marks[next] < g { next += 1 }
            return next < marks.count && marks[next] == g
        }
        /// The least position of a mark not yet passed (Int.max for none).
        func nextMark() -> Int {
            Swift.min(nextReload < reloadMarks.count ? reloadMarks[nextReload] : Int.max,
                      nextReconfigure < reconfigureMarks.count ? reconfigureMarks[nextReconfigure] : Int.max)
        }
        var markAhead = nextMark()
        // Room for the unmatched items at once (a million insertions would otherwise copy
        // their growing array some twenty times).
        insertedItems.reserveCapacity(items.newCount - items.prefix - items.suffix - items.matched)
        deletedItems.reserveCapacity(items.oldCount - items.prefix - items.suffix - items.matched)
        var outside: [Int] = []
        for j in newCounts.indices {
            let base = newStart[j]
            let oldSection = sections.oldIndex(ofNew: j)
            if newReplaced[j] {
                // Covered by the section's insertion; items from surviving sections leave them.
                for g in base..<(base + newCounts[j]) where items.oldIndex(ofNew: g) >= 0 {
                    let from = oldPath(items.oldIndex(ofNew: g))
                    if !oldReplaced[from.section] { deletedItems.append(from) }
                }
                continue
            }
            // Per row: the old row of an item that stays in this section, -1 for an insertion
            // (new, or from a replaced section), -2 for an item from another section.
            // (Written in place: appending checks the array's room and ownership every row.)
            var staying = 0
            let rows = [Int](unsafeUninitializedCapacity: newCounts[j]) { rows, initialized in
                for r in 0..<newCounts[j] {
                    let f = items.oldIndex(ofNew: base + r)
                    var row = -1
                    if f >= 0 {
                        let from = oldPath(f)
                        if oldReplaced[from.section] {
                            row = -1
                        } else if from.section != oldSection {
                            row = -2
                        } else {
                            row = from.row
                            staying += 1
                        }
                    }
                    (rows.baseAddress! + r).initialize(to: row)
                }
                initialized = newCounts[j]
            }
            outside.removeAll(keepingCapacity: true)
            _ = rows.withUnsafeBufferPointer { rows in
                ListDifference._forEachOutsideLongestIncreasingSubsequence(
                    rows, count: staying, below: oldCounts[oldSection]
                ) { outside.append($0) }
            }
            var nextOutside = 0
            // The row of the next item outside the subsequence (Int.max for none).
            var outsideAhead = outside.first ?? Int.max
            for r in rows.indices {
                // Most rows stay in place unmarked: nothing to list.
                if rows[r] >= 0, r < outsideAhead, base + r < markAhead { continue }
                let to = ListIndexPath(row: r, section: j)
                guard rows[r] != -1 else {
                    insertedItems.append(to)
                    continue
                }
                let g = base + r
                let from = rows[r] == -2
                    ? oldPath(items.oldIndex(ofNew: g)) : ListIndexPath(row: rows[r], section: oldSection)
                var moved = rows[r] == -2
                if outsideAhead == r {
                    moved = true
                    nextOutside += 1
                    outsideAhead = nextOutside < outside.count ? outside[nextOutside] : Int.max
                }
                if moved { movedItems.append((from, to)) }
                if isMarked(g, in: reloadMarks, next: &nextReload) {
                    reloadedItems.append(from)
                } else if isMarked(g, in: reconfigureMarks, next: &nextReconfigure) {
                    reconfiguredItems.append(from)
                }
                markAhead = nextMark()
            }
        }
        // Items that disappear from surviving sections: the unmatched old middle, 64 at a
        // time, in order (the prefix and suffix are matched).
        var oldSection = 0
        items.oldMatched.withUnsafeBufferPointer { oldMatched in
            ListDifference._forEachClearBit(in: oldMatched, below: items.oldCount - items.suffix - items.prefix) { i in
                let f = items.prefix + i
                while oldStart[oldSection + 1] <= f { oldSection += 1 }
                if !oldReplaced[oldSection] { deletedItems.append(ListIndexPath(row: f - oldStart[oldSection], section: oldSection)) }
            }
        }
        deletedItems.sort()
        reloadedItems.sort()
        reconfiguredItems.sort()
    }

    /// `[0, c0, c0 + c1, …]`: where each section starts among all items, and the total last.
    ///
    /// - Complexity: O(s).
    static func prefixSums(_ counts: [Int]) -> [Int] {
        var sums = [0]
        sums.reserveCapacity(counts.count + 1)
        for count in counts { sums.append(sums[sums.count - 1] + count) }
        return sums
    }
}
