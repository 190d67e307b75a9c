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

    /// Records grouped by the top bits of their hashes as they are added, so that the hash
    /// table of one group stays in cache: a million identities in one table touch a random
    /// cache line and memory page each, a few thousand fit in the processor's second-level
    /// cache. Groups go by the top bits of the tags: equal identities have equal tags, so they
    /// always share a group; within a group the records keep the order they were added in.
    ///
    /// Each group has room for the count expected of it and some margin (hashes spread evenly,
    /// a group outgrows it about once in 30,000), in one allocation made up front: a record is
    /// written once, in its place, instead of into a list that is then copied group by group.
    /// A record that finds its group full is spilled to a list of its own, grouped at the end
    /// (``finish()``) — so hashes bunched by a poor `hash(into:)` cost time, never records.
    /// The memory is lent for the duration of ``_withPartitions(expected:tagBits:_:)``.
    @usableFromInline
    struct _HashPartitions {
        /// How many records each group holds in `storage`.
        @usableFromInline let counts: UnsafeMutablePointer<Int>
        /// Group `g`'s first records: `storage[g * room ..< g * room + counts[g]]`.
        @usableFromInline let storage: UnsafeMutablePointer<UInt64>
        /// The number of groups.
        @usableFromInline let groupCount: Int
        /// The room of each group in `storage`.
        @usableFromInline let room: Int
        /// How far right a record's value is shifted to give its group (64 for one group).
        @usableFromInline let shift: UInt64
        /// Records added to a full group, in the order added; grouped by ``finish()``.
        @usableFromInline var spilled = ContiguousArray<_HashRecord>()
        /// Group `g`'s spilled records are `spilled[spillBounds[g]..<spillBounds[g + 1]]`
        /// (set by ``finish()``).
        @usableFromInline var spillBounds = ContiguousArray<Int>()
        /// The number of records added.
        @usableFromInline var count = 0

        /// Groups of up to about 2,048 records: a table for one takes 32–64 KB.
        @usableFromInline static var groupSize: Int { 1_024 }

        /// The number of groups for about `expected` records whose tags have `tagBits` bits
        /// (up to twice ``groupSize`` make one group), and the room of each.
        ///
        /// - Complexity: O(1).
        @usableFromInline
        static func shape(expected: Int, tagBits: Int) -> (bits: Int, room: Int) {
            var bits = 0
            while bits < Swift.min(16, tagBits), expected >> bits > 2 * groupSize { bits += 1 }
            let mean = (expected + (1 << bits) - 1) >> bits
            // Four standard deviations of a group's count over the mean, and a little more.
            return (bits, mean + 4 * Int(Double(mean).squareRoot().rounded(.up)) + 16)
        }

        /// Empty groups in `memory` (`1 << bits` counts, then `room` records per group).
        ///
        /// - Complexity: O(groups) (the records' memory is not touched).
        @usableFromInline
        init(memory: UnsafeMutableBufferPointer<UInt64>, bits: Int, room: Int) {
            groupCount = 1 << bits
            self.room = room
            shift = UInt64(UInt64.bitWidth - bits)
            let base = UnsafeMutableRawPointer(memory.baseAddress!)
            counts = base.bindMemory(to: Int.self, capacity: groupCount)
            counts.initialize(repeating: 0, count: groupCount)
            storage = memory.baseAddress! + groupCount
        }

        /// The group of `record`.
        @inlinable @inline(__always)
        func group(of record: _HashRecord) -> Int {
            shift >= UInt64(UInt64.bitWidth) ? 0 : Int(truncatingIfNeeded: record.value >> shift)
        }

        /// Adds `record` at the end of its group.
        ///
        /// - Complexity: O(1) amortized.
        @inlinable @inline(__always)
        mutating func append(_ record: _HashRecord) {
            let g = group(of: record)
            let held = counts[g]
            if held < room {
                (storage + g * room + held).initialize(to: record.value)
                counts[g] = held + 1
            } else {
                spilled.append(record)
            }
            count += 1
        }

        /// Groups the spilled records (a stable counting sort); call once all are added.
        ///
        /// - Complexity: O(s + groups) for s spilled records.
        @inlinable
        mutating func finish() {
            guard !spilled.isEmpty else { return }
            var bounds = ContiguousArray<Int>(repeating: 0, count: groupCount + 1)
            for record in spilled { bounds[group(of: record) + 1] += 1 }
            for g in 1..<bounds.count { bounds[g] += bounds[g - 1] }
            var next = bounds
            var grouped = spilled
            for record in spilled {
                let g = group(of: record)
                grouped[next[g]] = record
                next[g] += 1
            }
            spilled = grouped
            spillBounds = bounds
        }

        /// The size of the largest group (after ``finish()``).
        ///
        /// - Complexity: O(groups).
        @inlinable
        var largest: Int {
            var largest = 0
            for g in 0..<groupCount {
                let spill = spillBounds.isEmpty ? 0 : spillBounds[g + 1] - spillBounds[g]
                largest = Swift.max(largest, counts[g] + spill)
            }
            return largest
        }

        /// Calls `body` with each record of group `g` in the order added (after ``finish()``).
        ///
        /// - Complexity: O(records of the group).
        @inlinable @inline(__always)
        func forEach(inGroup g: Int, _ body: (_HashRecord) -> Void) {
            for value in UnsafeBufferPointer(start: storage + g * room, count: counts[g]) { body(_HashRecord(value: value)) }
            guard !spillBounds.isEmpty else { return }
            for i in spillBounds[g]..<spillBounds[g + 1] { body(spilled[i]) }
        }

    }

    /// Calls `body` with empty ``_HashPartitions`` for about `expected` records whose tags have
    /// `tagBits` bits, in memory lent for the call.
    ///
    /// - Complexity: O(groups) besides `body`.
    @usableFromInline
    static func _withPartitions(
        expected: Int, tagBits: Int, _ body: (inout _HashPartitions) -> _Duplicates
    ) -> _Duplicates {
        let (bits, room) = _HashPartitions.shape(expected: expected, tagBits: tagBits)
        return _withScratch(UInt64.self, count: (1 << bits) * (1 + room)) { memory in
            var partitions = _HashPartitions(memory: memory, bits: bits, room: room)
            return body(&partitions)
        }
    }
}
