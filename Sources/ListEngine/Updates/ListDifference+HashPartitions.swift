extension ListDifference {
    /// An element the matching looks up by identity: its identity's tag, its index and its
    /// kind, packed as ``_SlotLayout`` says.
    @usableFromInline
    struct _HashRecord {
        /// What the matching does with a record's element.
        @usableFromInline
        enum Kind: Int {
            /// An old element, put in the table.
            case old = 0
            /// A new element, matched through the table and put in it.
            case new = 1
            /// A new element matched without hashing, looked up only to find duplicates.
            case check = 2
        }

        @usableFromInline var value: UInt64

        @inlinable init(value: UInt64) { self.value = value }

        /// `index << 2 | kind`, under `layout`.
        @inlinable @inline(__always)
        func reference(in layout: _SlotLayout) -> Int { Int(truncatingIfNeeded: value & layout.payloadMask) }
    }

    /// Records grouped by the top bits of their hashes (a stable counting sort), so that the
    /// hash table of one group stays in cache: a million identities in one table touch a random
    /// cache line and memory page each, a few thousand fit in the processor's second-level
    /// cache. Groups go by the top bits of the tags: equal identities have equal tags, so they
    /// always share a group; within a group the records keep the order they were given in.
    @usableFromInline
    struct _HashPartitions {
        /// The records, group after group.
        @usableFromInline var records: ContiguousArray<_HashRecord>
        /// Group `g` is `records[bounds[g]..<bounds[g + 1]]`.
        @usableFromInline var bounds: ContiguousArray<Int>
        /// The size of the largest group.
        @usableFromInline var largest: Int

        /// Groups of up to about 2,048 records: a table for one takes 32–64 KB.
        @usableFromInline static var groupSize: Int { 1_024 }

        /// Groups `records`, whose tags have `tagBits` bits; up to twice ``groupSize`` stay as
        /// they are, one group.
        ///
        /// - Complexity: O(n) for n records.
        @usableFromInline
        init(grouping records: ContiguousArray<_HashRecord>, tagBits: Int) {
            var bits = 0
            while bits < Swift.min(16, tagBits), records.count >> bits > 2 * Self.groupSize { bits += 1 }
            guard bits > 0 else {
                self.records = records
                bounds = [0, records.count]
                largest = records.count
                return
            }
            let shift = UInt64(UInt64.bitWidth - bits)
            func group(_ record: _HashRecord) -> Int { Int(truncatingIfNeeded: record.value >> shift) }
            var bounds = ContiguousArray<Int>(repeating: 0, count: (1 << bits) + 1)
            records.withUnsafeBufferPointer { records in
                for record in records { bounds[group(record) + 1] += 1 }
            }
            var largest = 0
            for g in 1..<bounds.count {
                largest = Swift.max(largest, bounds[g])
                bounds[g] += bounds[g - 1]
            }
            var next = bounds
            self.records = ContiguousArray(unsafeUninitializedCapacity: records.count) { grouped, initialized in
                records.withUnsafeBufferPointer { records in
                    next.withUnsafeMutableBufferPointer { next in
                        for record in records {
                            let g = group(record)
                            (grouped.baseAddress! + next[g]).initialize(to: record)
                            next[g] += 1
                        }
                    }
                }
                initialized = records.count
            }
            self.bounds = bounds
            self.largest = largest
        }
    }
}
