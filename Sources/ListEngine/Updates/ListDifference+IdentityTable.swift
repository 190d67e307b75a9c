extension ListDifference {
    /// How the matching packs an element into 64 bits: its index and a 2-bit kind or state in
    /// the low *payload* bits, the high bits of its identity's hash above them (the *tag*).
    /// Records and table slots share the layout, so a record's tag goes into a slot unchanged.
    /// The payload takes as few bits as the largest index needs (22 for a million elements), so
    /// the tag keeps the rest; with astronomically many elements it keeps fewer and identities
    /// are compared more often, never wrongly.
    @usableFromInline
    struct _SlotLayout {
        /// The payload's bits.
        @usableFromInline let payloadMask: UInt64
        /// The payload's width.
        @usableFromInline let payloadBits: Int

        /// The layout for elements whose indices are below `indexBound`.
        ///
        /// - Complexity: O(1).
        @inlinable
        init(indexBound: Int) {
            // The largest payload: a slot adds one, so that no taken slot is 0.
            let largest = UInt64(1 + ((Swift.max(indexBound, 1) - 1) << 2 | 3))
            payloadBits = UInt64.bitWidth - largest.leadingZeroBitCount
            payloadMask = payloadBits >= UInt64.bitWidth ? .max : (1 << UInt64(payloadBits)) - 1
        }

        /// The tag of an identity whose hash is `hash`.
        @inlinable @inline(__always)
        func tag(ofHash hash: Int) -> UInt64 { UInt64(bitPattern: Int64(hash)) & ~payloadMask }

        /// The record of element `index` of `kind` whose identity hashes to `hash`.
        @inlinable @inline(__always)
        func record(hash: Int, index: Int, kind: _HashRecord.Kind) -> _HashRecord {
            _HashRecord(value: tag(ofHash: hash) | UInt64(index << 2 | kind.rawValue))
        }
    }

    /// The hash table of the difference's matching, for one group of the identities at a time:
    /// identity → the element that holds it, by index, in one 8-byte slot per entry (open
    /// addressing, linear probing, at most half full).
    ///
    /// A slot keeps the element's index, which side it is on and whether it was reported as a
    /// duplicate in its payload, and its identity's tag above (see ``_SlotLayout``): a probe
    /// compares identities only when tags agree, so each identity is hashed once and almost
    /// every probe touches one cache line. Compared with `Dictionary`, which keeps keys, values
    /// and occupancy apart and rehashes while it grows, a million insertions touch a third of
    /// the memory. The table never holds identities, only indices: the caller compares them. It
    /// works in memory the caller owns (``slotCount(capacity:)`` slots, zeroed), so that probes
    /// neither retain nor check the uniqueness of an array.
    ///
    /// Slot layout: 0 is empty; otherwise `tag | (1 + (index << 2 | state))`.
    @usableFromInline
    struct _IdentityTable {
        /// What a slot's index refers to.
        @usableFromInline
        enum State: Int {
            /// An old element no new element has claimed.
            case old = 0
            /// A new element (matched to the old one it claimed, or not matched).
            case new = 1
            /// An old element whose identity was reported as a duplicate.
            case reportedOld = 2
            /// A new element whose identity was reported as a duplicate.
            case reportedNew = 3
        }

        @usableFromInline let slots: UnsafeMutableBufferPointer<UInt64>
        @usableFromInline let layout: _SlotLayout
        /// Slot count − 1 (a power of two less one).
        @usableFromInline let mask: Int
        /// How many slots are taken.
        @usableFromInline var count = 0

        /// The number of slots a table for up to `capacity` entries needs: a power of two, at
        /// least twice `capacity`.
        ///
        /// - Complexity: O(log capacity).
        @inlinable
        static func slotCount(capacity: Int) -> Int {
            var size = 16
            while size < 2 * capacity { size <<= 1 }
            return size
        }

        /// An empty table in `slots` (``slotCount(capacity:)`` of them, all zero).
        ///
        /// - Complexity: O(1).
        @inlinable
        init(slots: UnsafeMutableBufferPointer<UInt64>, layout: _SlotLayout) {
            self.slots = slots
            self.layout = layout
            mask = slots.count - 1
        }

        /// The slot of the entry with tag `tag` for which `isKey(index, state)` holds, or else
        /// the empty slot where it would go; `found` tells which.
        ///
        /// - Complexity: O(1) expected.
        @inlinable @inline(__always)
        func find(tag: UInt64, isKey: (Int, State) -> Bool) -> (slot: Int, found: Bool) {
            var slot = Int(truncatingIfNeeded: tag >> UInt64(layout.payloadBits & 63)) & mask
            while true {
                let value = slots[slot]
                if value == 0 { return (slot, false) }
                if value & ~layout.payloadMask == tag {
                    let payload = Int(truncatingIfNeeded: value & layout.payloadMask) - 1
                    if isKey(payload >> 2, State(rawValue: payload & 3)!) { return (slot, true) }
                }
                slot = (slot + 1) & mask
            }
        }

        /// Empties the table, keeping its room.
        ///
        /// - Complexity: O(slots).
        @inlinable
        mutating func removeAll() {
            guard count > 0 else { return }
            slots.update(repeating: 0)
            count = 0
        }

        /// The index and state kept in `slot` (which must be taken).
        ///
        /// - Complexity: O(1).
        @inlinable @inline(__always)
        func entry(at slot: Int) -> (index: Int, state: State) {
            let payload = Int(truncatingIfNeeded: slots[slot] & layout.payloadMask) - 1
            return (payload >> 2, State(rawValue: payload & 3)!)
        }

        /// Puts `index` in `state` into `slot` for the identity with tag `tag`.
        ///
        /// - Complexity: O(1).
        @inlinable @inline(__always)
        mutating func set(_ slot: Int, tag: UInt64, index: Int, state: State) {
            if slots[slot] == 0 { count += 1 }
            slots[slot] = tag | UInt64(1 + (index << 2 | state.rawValue))
        }

        /// Gives the entry in `slot` (which must be taken) the state `state`.
        ///
        /// - Complexity: O(1).
        @inlinable @inline(__always)
        mutating func set(_ slot: Int, state: State) {
            let (index, _) = entry(at: slot)
            set(slot, tag: slots[slot] & ~layout.payloadMask, index: index, state: state)
        }
    }
}
