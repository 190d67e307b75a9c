/// Matching, generic in the element and inlined into the caller so that it specializes for
/// its element type: pairing up the elements of two collections by identity.
extension ListDifference {
    /// How the elements of two collections pair up. Indices are absolute; the arrays cover only
    /// the middle (outside the common prefix and suffix, whose elements pair up in place).
    @usableFromInline
    struct _Matching: Sendable {
        /// Elements before this index are the same in both collections.
        @usableFromInline var prefix: Int
        /// The last `suffix` elements are the same in both collections.
        @usableFromInline var suffix: Int
        /// The number of elements in the old collection.
        @usableFromInline var oldCount: Int
        /// The number of elements in the new collection.
        @usableFromInline var newCount: Int
        /// How many middle elements are matched.
        @usableFromInline var matched: Int
        /// For new index `prefix + j`: the matched old index, or -1.
        @usableFromInline var newToOld: ContiguousArray<Int>
        /// Bit `i` is set when old index `prefix + i` is matched.
        @usableFromInline var oldMatched: ContiguousArray<UInt64>
        /// Old indices of matched elements whose content changed, ascending.
        @usableFromInline var updates: [Int]

        /// A matching made of these parts.
        ///
        /// - Complexity: O(1).
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


    /// Pairs up the elements of `old` and `new` by identity (see the type's discussion).
    /// `oldIsUnique`: the caller knows `old` holds no duplicates (a snapshot already shown), so
    /// they need not be looked for; `newIsUnique` likewise for `new`.
    ///
    /// - Complexity: Expected O(n + m); no hashing when the collections are equal, nor when
    ///   `old` is known unique and `new` only drops elements from its middle; with both known
    ///   unique, only the elements the in-order walk leaves over are hashed.
    @inlinable @inline(__always)
    static func _match<Element, ID: Hashable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>,
        _ id: (Element) -> ID,
        _ contentEquals: (Element, Element) -> Bool,
        oldIsUnique: Bool = false,
        newIsUnique: Bool = false
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
        let oldLeft = oldEnd - prefix - matched
        let newLeft = newEnd - prefix - matched
        // An identifier matched without hashing (in the prefix, the suffix or the walk) that is
        // also left over occurs twice on one side: those new elements are checked too, those
        // that a bit filter of the left-over hashes (small enough to stay in cache) lets pass.
        // Both sides known free of duplicates, there is nothing to check.
        let checks = !(oldIsUnique && newIsUnique) && oldLeft + newLeft > 0 && prefix + suffix + matched > 0
        var filter = _HashFilter(count: checks ? oldLeft + newLeft : 0, shift: 20)
        let layout = _SlotLayout(indexBound: Swift.max(oldCount, newCount))
        let hashOf = _IdentityHash()
        // The checked elements the filter lets pass: about one in eight.
        let expectedChecks = checks ? (newCount - newLeft) / 8 : 0
        let duplicates = _withPartitions(
            expected: oldLeft + newLeft + expectedChecks, tagBits: UInt64.bitWidth - layout.payloadBits
        ) { records in
            func record(_ key: ID, _ index: Int, _ kind: _HashRecord.Kind) {
                let hash = hashOf(key)
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
                    let hash = hashOf(id(new[j]))
                    if filter.mayContain(hash: hash) { records.append(layout.record(hash: hash, index: j, kind: .check)) }
                }
                for j in 0..<prefix { check(j) }
                newToOld.withUnsafeBufferPointer { newToOld in
                    for j in newToOld.indices where newToOld[j] >= 0 { check(prefix + j) }
                }
                for j in newEnd..<newCount { check(j) }
            }
            return newToOld.withUnsafeMutableBufferPointer { newToOld in
                oldMatched.withUnsafeMutableBufferPointer { oldMatched in
                    _resolve(&records, layout: layout, sameIdentity: { a, aIsOld, b, bIsOld in
                        (aIsOld ? id(old[a]) : id(new[a])) == (bIsOld ? id(old[b]) : id(new[b]))
                    }, match: { i, j in
                        newToOld[j - prefix] = i
                        oldMatched[(i - prefix) >> 6] |= 1 << UInt64((i - prefix) & 63)
                        matched += 1
                    })
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

    /// Pairs up the records of `partitions` by identity, group after group: an old record
    /// waits in the table for a new one with its identity, given to `match` (old index, new
    /// index); a record whose identity was met already otherwise is a duplicate.
    /// `sameIdentity(a, aIsOld, b, bIsOld)` compares the identities of two elements, and is
    /// called only when their hash bits agree.
    ///
    /// - Complexity: Expected O(r) for r records.
    @inlinable @inline(__always)
    static func _resolve(
        _ partitions: inout _HashPartitions, layout: _SlotLayout,
        sameIdentity: (_ a: Int, _ aIsOld: Bool, _ b: Int, _ bIsOld: Bool) -> Bool,
        match: (_ old: Int, _ new: Int) -> Void
    ) -> _Duplicates {
        var duplicates = _Duplicates()
        guard partitions.count > 0 else { return duplicates }
        partitions.finish()
        var slots = ContiguousArray<UInt64>(repeating: 0, count: _IdentityTable.slotCount(capacity: partitions.largest))
        slots.withUnsafeMutableBufferPointer { slots in
            var table = _IdentityTable(slots: slots, layout: layout)
            for g in 0..<partitions.groupCount {
                table.removeAll()
                partitions.forEach(inGroup: g) { record in
                    let reference = record.reference(in: layout)
                    let index = reference >> 2
                    let kind = _HashRecord.Kind(rawValue: reference & 3)!
                    let tag = record.value & ~layout.payloadMask
                    // Identities are read only when tags agree: records come in hash order,
                    // so reading one costs a cache miss.
                    let (slot, found) = table.find(tag: tag) { other, state in
                        sameIdentity(other, state == .old || state == .reportedOld, index, kind == .old)
                    }
                    switch (kind, found) {
                    case (.old, false), (.new, false):
                        table.set(slot, tag: tag, index: index, state: kind == .old ? .old : .new)
                    case (.new, true) where table.entry(at: slot).state == .old:
                        match(table.entry(at: slot).index, index)
                        table.set(slot, tag: tag, index: index, state: .new)
                    case (.check, false):
                        break
                    case (.old, true), (.new, true), (.check, true):
                        duplicates.note(reference, at: slot, in: &table)
                    }
                }
            }
        }
        return duplicates
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
}
