/// Consistency checks, trapping with a message that names the key: the whole table for tests
/// (run with the scheduler's, see ``ListView/_checkInvariants()``), and the key one operation
/// touched, which the operations check when the package is built with
/// `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension ItemKeys {
    /// Checks the table: each live key sits once in the slots, where a probe from its hash's
    /// slot finds it, with its item's hash; the slots hold live keys only and are at most
    /// two-thirds full; the free keys are the dead ones below ``tableSize``, each once.
    ///
    /// - Complexity: O(capacity + slots).
    @usableFromInline
    func _checkInvariants() {
        precondition(free.count == capacity, "the keys' tables differ in length: \(entries.count), \(free.count)")
        precondition(slots.count == 1 << slotBits && slots.count >= capacity + capacity / 2,
                     "\(slots.count) slots for \(capacity) keys (\(slotBits) bits)")
        var live = 0
        for key in 0..<capacity where entries[key].item != nil {
            precondition(key < tableSize, "key \(key) is live beyond the \(tableSize) handed out")
            precondition(entries[key].hash == hash(entries[key].item!), "key \(key) keeps a hash that is not its item's")
            precondition(find(entries[key].item!, hash: entries[key].hash).key == key, "key \(key) is not found by its item")
            live += 1
        }
        var inSlots = 0
        for slot in 0..<slots.count where slots[slot] >= 0 {
            precondition(Int(slots[slot]) < capacity && entries[Int(slots[slot])].item != nil, "slot \(slot) holds key \(slots[slot]), not live")
            inSlots += 1
        }
        precondition(inSlots == live, "\(inSlots) slots hold keys for \(live) live keys")
        var freed = Set<Int32>()
        for index in 0..<freeCount {
            let key = free[index]
            precondition(key >= 0 && Int(key) < tableSize && entries[Int(key)].item == nil, "free key \(key) is live or was never handed out")
            precondition(freed.insert(key).inserted, "key \(key) is free twice")
        }
        precondition(live + freeCount == tableSize, "\(live) live and \(freeCount) free keys of \(tableSize) handed out")
    }

    /// Checks the books: no more keys free than handed out, no more handed out than the tables
    /// hold, and a slot table more than one and a half times as long.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkCounts() {
        precondition(freeCount >= 0 && freeCount <= tableSize && tableSize <= capacity && free.count == capacity,
                     "ItemKeys: \(freeCount) free keys of \(tableSize) handed out, tables of \(capacity) and \(free.count)")
        precondition(slots.count == 1 << slotBits && slots.count >= capacity + capacity / 2,
                     "ItemKeys: \(slots.count) slots for \(capacity) keys")
    }

    /// Checks the books (see ``_checkCounts()``) and that `key` is live for `item`: its entry
    /// holds the item and its hash, and a probe for the item finds it.
    ///
    /// - Complexity: O(1) expected.
    @usableFromInline
    func _checkLive(_ key: Int, for item: ID) {
        _checkCounts()
        precondition(key >= 0 && key < tableSize && entries[key].item == item && entries[key].hash == hash(item),
                     "ItemKeys: key \(key) of \(tableSize) does not hold its item")
        let found = find(item, hash: entries[key].hash).key
        precondition(found == key, "ItemKeys: key \(key) is not found by its item (found under key \(found.map { "\($0)" } ?? "none"))")
    }

    /// Checks the books (see ``_checkCounts()``) and that `key` is free: no item under it, and
    /// on top of the free keys.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func _checkFree(_ key: Int) {
        _checkCounts()
        precondition(entries[key].item == nil && freeCount > 0 && Int(free[freeCount - 1]) == key,
                     "ItemKeys: released key \(key) still holds an item or is not on top of the free keys")
    }
}
