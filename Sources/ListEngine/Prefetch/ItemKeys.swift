/// Interns items as small integer keys, so that everything the scheduler does per row after one
/// lookup of the item works on integers and flat tables indexed by key.
///
/// An open-addressing table with linear probing, at most two-thirds full (a table small enough
/// to stay in the cache matters more here than short probes): a slot holds a key, and each
/// key keeps its item and its item's hash. A lookup hashes the item once and, when the item is
/// missing, the same probe gives the slot to insert it in; releasing a key finds its slot from
/// the stored hash and closes the gap by shifting the entries after it (no tombstones, no second
/// hash). An `Int` identity, the common case, is hashed by one multiplication (multiply-shift,
/// with a random odd multiplier, so the slot comes from the product's high bits); any other is
/// hashed by its `hashValue` and mixed the same way. (`Dictionary` hashed an item on lookup,
/// again on insert and again on removal, each time through SipHash.)
///
/// The storage is reserved up front and grows (doubling) only when more keys are live than it
/// holds; its owner frees it with ``deallocate()``.
@usableFromInline struct ItemKeys<ID: Hashable> {
    /// A key's item and its item's mixed hash, while the key is live: one record, so that a
    /// probe that finds a key compares its hash and its item in one cache line.
    @usableFromInline struct Entry {
        @usableFromInline var hash: UInt64
        @usableFromInline var item: ID?

        @inlinable init(hash: UInt64, item: ID?) {
            self.hash = hash
            self.item = item
        }
    }

    /// Per key: its entry.
    @usableFromInline var entries: Column<Entry>
    /// The table: a key per slot, or -1.
    @usableFromInline var slots: Column<Int32>
    /// Keys released, to hand out again (a stack of `freeCount`).
    @usableFromInline var free: Column<Int32>
    @usableFromInline var freeCount = 0
    /// The number of keys ever handed out (live or free): keys lie below it.
    @usableFromInline var tableSize = 0
    /// The slot of a hash is its top `slotBits` bits.
    @usableFromInline var slotBits: Int
    @usableFromInline let multiplier: UInt64

    /// Room for `capacity` live keys before the tables grow.
    @inlinable init(capacity: Int) {
        let capacity = Swift.max(1, capacity)
        entries = Column(count: capacity, repeating: Entry(hash: 0, item: nil))
        free = Column(count: capacity, repeating: -1)
        slotBits = Self.slotBits(forKeys: capacity)
        slots = Column(count: 1 << slotBits, repeating: -1)
        var random = SystemRandomNumberGenerator()
        multiplier = random.next() | 1
    }

    /// The tables hold this many keys; the scheduler's per-key tables are as long.
    @inlinable var capacity: Int { entries.count }

    /// log₂ of the slots for `keys` keys: at least one and a half times as many slots as keys.
    @inlinable static func slotBits(forKeys keys: Int) -> Int {
        Swift.max(4, Int.bitWidth - (keys + keys / 2 - 1).leadingZeroBitCount)
    }

    /// The item's hash, mixed so that its top bits are its slot.
    @inlinable func hash(_ item: ID) -> UInt64 {
        // Specialized for `Int` (the scheduler's code runs specialized), the cast is free.
        let raw = (item as? Int) ?? item.hashValue
        return UInt64(bitPattern: Int64(raw)) &* multiplier
    }

    @inlinable func slot(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(UInt64.bitWidth - slotBits)) }

    @inlinable var slotMask: Int { slots.count - 1 }

    /// The key of `item`, or the slot where it would go.
    ///
    /// - Complexity: O(1) expected.
    @inlinable func find(_ item: ID, hash: UInt64) -> (key: Int?, slot: Int) {
        var slot = slot(of: hash)
        while true {
            let key = Int(slots[slot])
            if key < 0 { return (nil, slot) }
            if entries[key].hash == hash && entries[key].item == item { return (key, slot) }
            slot = (slot + 1) & slotMask
        }
    }

    /// The key of `item`, if it has one.
    ///
    /// - Complexity: O(1) expected: one hash.
    @inlinable func existingKey(for item: ID) -> Int? { find(item, hash: hash(item)).key }

    /// The item's key, handing out a free one if it has none. `grew` is set when the tables
    /// grew (and with them ``capacity``).
    ///
    /// - Complexity: O(1) expected: one hash; O(capacity) when the tables grow.
    @inlinable mutating func key(for item: ID, grew: inout Bool) -> Int {
        let hash = hash(item)
        var (found, slot) = find(item, hash: hash)
        if let found { return found }
        let key: Int
        if freeCount > 0 {
            freeCount -= 1
            key = Int(free[freeCount])
        } else {
            if tableSize == capacity {
                grow()
                grew = true
                slot = find(item, hash: hash).slot
            }
            key = tableSize
            tableSize += 1
        }
        entries[key] = Entry(hash: hash, item: item)
        slots[slot] = Int32(key)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkLive(key, for: item)
        #endif
        return key
    }

    /// The item of live key `key`.
    @inlinable func item(_ key: Int) -> ID { entries[key].item! }

    /// Whether `key` is live (has an item).
    @inlinable func isLive(_ key: Int) -> Bool { entries[key].item != nil }

    /// Frees `key` for another item.
    ///
    /// - Complexity: O(1) expected, no hashing.
    @inlinable mutating func release(_ key: Int) {
        guard entries[key].item != nil else { return }
        var hole = slot(of: entries[key].hash)
        while Int(slots[hole]) != key { hole = (hole + 1) & slotMask }
        // Shift back every entry after the hole that may not stay where it is (its own slot is
        // not cyclically in (hole, here]), until an empty slot.
        var here = hole
        while true {
            here = (here + 1) & slotMask
            let other = Int(slots[here])
            if other < 0 { break }
            let home = slot(of: entries[other].hash)
            let staysPut = hole <= here ? (home > hole && home <= here) : (home > hole || home <= here)
            if !staysPut {
                slots[hole] = Int32(other)
                hole = here
            }
        }
        slots[hole] = -1
        entries[key].item = nil
        free[freeCount] = Int32(key)
        freeCount += 1
        #if LISTENGINE_INTERNAL_CHECKS
        _checkFree(key)
        #endif
    }

    /// Doubles the tables and places every live key again.
    ///
    /// - Complexity: O(capacity).
    @inlinable mutating func grow() {
        let capacity = 2 * self.capacity
        entries.grow(to: capacity, repeating: Entry(hash: 0, item: nil))
        free.grow(to: capacity, repeating: -1)
        slotBits = Self.slotBits(forKeys: capacity)
        slots.deallocate()
        slots = Column(count: 1 << slotBits, repeating: -1)
        for key in 0..<tableSize where entries[key].item != nil {
            var slot = slot(of: entries[key].hash)
            while slots[slot] >= 0 { slot = (slot + 1) & slotMask }
            slots[slot] = Int32(key)
        }
    }

    /// Frees the tables; the keys must not be used again.
    @inlinable func deallocate() {
        entries.deallocate()
        slots.deallocate()
        free.deallocate()
    }
}
