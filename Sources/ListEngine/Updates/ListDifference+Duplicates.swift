/// Finding identifiers that occur more than once: the records that found theirs in the table
/// already, and the filter that picks which elements matched without hashing to look up.
extension ListDifference {
    /// Identifiers seen more than once: the records that found theirs in the table already,
    /// once per identifier.
    @usableFromInline
    struct _Duplicates {
        /// The references (`index << 2 | kind`) of the records that found their identity reported.
        @usableFromInline var found: [Int] = []

        /// None found yet.
        ///
        /// - Complexity: O(1).
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
        /// The bits, 64 a word.
        @usableFromInline var words: ContiguousArray<UInt64>
        /// The number of bits − 1 (a power of two less one).
        @usableFromInline let mask: Int
        /// The lowest hash bit the filter reads.
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

        /// Adds `hash` to the set.
        ///
        /// - Complexity: O(1).
        @inlinable
        mutating func insert(hash: Int) {
            let bit = (hash >> shift) & mask
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }

        /// Whether `hash` may be in the set: true for every hash inserted, and for about one
        /// in eight of the others.
        ///
        /// - Complexity: O(1).
        @inlinable
        func mayContain(hash: Int) -> Bool {
            let bit = (hash >> shift) & mask
            return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
        }
    }
}
