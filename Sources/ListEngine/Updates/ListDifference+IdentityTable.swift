extension ListDifference {
    /// The hash table of the difference's matching, for one partition of the identities at a
    /// time: identity → the element that holds it, by index, in one 8-byte slot per entry (open
    /// addressing, linear probing, at most half full).
    ///
    /// A slot keeps the element's index, which side it is on and whether it was reported as a
    /// duplicate in its low bits, and the high bits of the identity's hash above them: a probe
    /// compares identities only when those bits agree, so each identity is hashed once and
    /// almost every probe touches one cache line. Compared with `Dictionary`, which keeps keys,
    /// values and occupancy apart and rehashes while it grows, a million insertions touch a third
    /// of the memory. The table never holds identities, only indices: the caller compares them.
    ///
    /// Slot layout: 0 is empty; otherwise `tag | (1 + (index << 2 | state))`, where `state`
    /// is one of the `State` values and `tag` the hash's bits above the payload's width.
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
        /// Slot count − 1 (a power of two less one).
        @usableFromInline let mask: Int
        /// The bits below the tag: the payload's.
        @usableFromInline let payloadMask: UInt64
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

        /// An empty table in `slots` (``slotCount(capacity:)`` of them, all zero) for entries
        /// whose indices are below `indexBound`.
        ///
        /// - Complexity: O(1).
        @inlinable
        init(slots: UnsafeMutableBufferPointer<UInt64>, indexBound: Int) {
            self.slots = slots
            mask = slots.count - 1
            let largestPayload = UInt64(1 + ((Swift.max(indexBound, 1) - 1) << 2 | 3))
            let payloadBits = UInt64.bitWidth - largestPayload.leadingZeroBitCount
            payloadMask = payloadBits >= UInt64.bitWidth ? .max : (1 << UInt64(payloadBits)) - 1
        }

        /// The slot of the entry whose identity hashes to `hash` and for which `isKey(index,
        /// state)` holds, or else the empty slot where it would go; `found` tells which.
        ///
        /// - Complexity: O(1) expected.
        @inlinable @inline(__always)
        func find(hash: Int, isKey: (Int, State) -> Bool) -> (slot: Int, found: Bool) {
            let tag = UInt64(bitPattern: Int64(hash)) & ~payloadMask
            var slot = hash & mask
            while true {
                let value = slots[slot]
                if value == 0 { return (slot, false) }
                if value & ~payloadMask == tag {
                    let payload = Int(truncatingIfNeeded: value & payloadMask) - 1
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
            let payload = Int(truncatingIfNeeded: slots[slot] & payloadMask) - 1
            return (payload >> 2, State(rawValue: payload & 3)!)
        }

        /// Puts `index` in `state` into `slot` for the identity that hashes to `hash`.
        ///
        /// - Complexity: O(1).
        @inlinable @inline(__always)
        mutating func set(_ slot: Int, hash: Int, index: Int, state: State) {
            if slots[slot] == 0 { count += 1 }
            let tag = UInt64(bitPattern: Int64(hash)) & ~payloadMask
            slots[slot] = tag | UInt64(1 + (index << 2 | state.rawValue))
        }
    }
}
