/// Counts of what a reuse pool did, for one identifier or all of them.
public struct ReuseStatistics: Hashable, Sendable {
    /// Cells constructed because the pool was empty.
    public var created = 0
    /// Dequeues served from the pool.
    public var reused = 0
    /// Cells returned (kept for reuse or dropped): each is a row that left the ready window.
    public var recycled = 0
    /// Cells dropped on return because the pool was at its bound.
    public var discarded = 0
    /// Cells waiting in the pool now.
    public var pooled = 0
    /// Cells handed out and not yet returned.
    public var inUse = 0
    /// The most cells in use at once so far: the pool's bound.
    public var peakInUse = 0

    /// Nothing counted yet.
    package init() {}

    static func + (a: ReuseStatistics, b: ReuseStatistics) -> ReuseStatistics {
        var sum = ReuseStatistics()
        sum.created = a.created + b.created
        sum.reused = a.reused + b.reused
        sum.recycled = a.recycled + b.recycled
        sum.discarded = a.discarded + b.discarded
        sum.pooled = a.pooled + b.pooled
        sum.inUse = a.inUse + b.inUse
        sum.peakInUse = a.peakInUse + b.peakInUse
        return sum
    }
}

/// Cells waiting to be reused, a pool per reuse identifier.
///
/// A pool's bound adapts: it is the most cells of that identifier ever in use at once (the
/// visible rows plus the ready window), so a jump that returns every cell keeps them all for
/// the rows it lands on, and a short list does not hoard. RecyclerView fixes 5 per type; a
/// screen of small rows needs more and a list of large ones fewer.
final class ReusePool<View: ListReusableView> {
    typealias Factory = (String) -> View

    struct Slot {
        let identifier: String
        var factory: Factory
        var free = WaitingViews<View>()
        var statistics = ReuseStatistics()
    }

    @exclusivity(unchecked) private(set) var slotByIdentifier: [String: Int] = [:]
    /// The pools, in the order registered. A ``Column``, not an `Array`: a dequeue and a
    /// recycle each change one pool in place, and an array would check that its storage is
    /// uniquely referenced first (a runtime call at every row).
    @exclusivity(unchecked) private(set) var slots = Column<Slot>()
    /// The slot the last dequeue found: a screen of rows usually dequeues one identifier in a
    /// row, and comparing it with one string is cheaper than hashing it.
    @exclusivity(unchecked) private var lastSlot = 0

    deinit {
        for slot in 0..<slots.count { slots.base[slot].free.deallocate() }
        slots.deallocate()
    }

    /// Registers (or replaces) the factory for `identifier`; a replaced identifier's waiting cells are dropped.
    ///
    /// - Complexity: O(1) amortized.
    func register(_ identifier: String, factory: @escaping Factory) {
        if let slot = slotByIdentifier[identifier] {
            slots.base[slot].factory = factory
            slots.base[slot].free.removeAll()
            slots.base[slot].statistics.pooled = 0
        } else {
            slotByIdentifier[identifier] = slots.count
            slots.grow(to: slots.count + 1, repeating: Slot(identifier: identifier, factory: factory))
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSlot(slotByIdentifier[identifier]!)
        #endif
    }

    /// A cell for `identifier`: one waiting in the pool, else a new one from the factory.
    ///
    /// - Complexity: O(1) (a comparison with the last identifier, else a hash of it), no
    ///   allocation when a cell is waiting.
    func dequeue(_ identifier: String) throws(ListError) -> View {
        guard let slot = slot(for: identifier) else { throw .unregisteredReuseIdentifier(identifier) }
        let cell: View
        if let waiting = Self.takeWaiting(from: &slots.base[slot]) {
            cell = waiting
        } else {
            // The factory is the caller's code: it runs with no access to the slots held.
            cell = slots.base[slot].factory(identifier)
            cell.poolSlot = slot
            Self.countCreated(in: &slots.base[slot])
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkSlot(slot)
        precondition(cell.poolSlot == slot && cell.reuseIdentifier == identifier,
                     "pool \"\(identifier)\" handed out a cell of \"\(cell.reuseIdentifier)\" from pool \(cell.poolSlot)")
        #endif
        return cell
    }

    /// A waiting cell of `slot`, counted as reused and in use; nil when none waits. One access
    /// to the slot: an array's element changed field by field would be checked for a unique
    /// buffer at each change.
    ///
    /// - Complexity: O(1).
    private static func takeWaiting(from slot: inout Slot) -> View? {
        guard let cell = slot.free.pop() else { return nil }
        slot.statistics.reused += 1
        slot.statistics.pooled -= 1
        countInUse(in: &slot)
        return cell
    }

    /// Counts a cell the factory made for `slot`, in use.
    ///
    /// - Complexity: O(1); O(peak) when the pool's bound grows (its room reserved).
    private static func countCreated(in slot: inout Slot) {
        slot.statistics.created += 1
        countInUse(in: &slot)
    }

    /// Counts one more cell of `slot` in use, raising the pool's bound to the most ever in use.
    ///
    /// - Complexity: O(1); O(peak) when the bound grows.
    private static func countInUse(in slot: inout Slot) {
        slot.statistics.inUse += 1
        if slot.statistics.inUse > slot.statistics.peakInUse {
            slot.statistics.peakInUse = slot.statistics.inUse
            // Room for every cell the pool may keep, reserved now (a frame that already
            // allocates a cell) rather than when cells come back in a later frame.
            slot.free.reserve(slot.statistics.peakInUse)
        }
    }

    /// The slot registered for `identifier`, or nil.
    ///
    /// - Complexity: O(1) expected.
    private func slot(for identifier: String) -> Int? {
        if lastSlot < slots.count, slots.base[lastSlot].identifier == identifier { return lastSlot }
        guard let slot = slotByIdentifier[identifier] else { return nil }
        lastSlot = slot
        return slot
    }

    /// Takes `cell` back: calls `prepareForReuse()` and keeps it, or drops it when its pool is
    /// at its bound (or the cell came from no pool).
    ///
    /// - Complexity: O(1) amortized; no allocation once the pool has reached its bound.
    func recycle(_ cell: consuming View) {
        cell.animatedPresentation = nil   // whatever the pool: drawn at its frame when used again
        let slot = cell.poolSlot
        guard slot >= 0, slot < slots.count, slots.base[slot].identifier == cell.reuseIdentifier else { return }
        // The cell's own code: it runs with no access to the slots held.
        cell.prepareForReuse()
        #if LISTENGINE_INTERNAL_CHECKS
        let recycled = copy cell
        defer {
            _checkSlot(slot)
            if let top = slots.base[slot].free.top, top === recycled { _checkWaiting(recycled, in: slot) }
        }
        #endif
        Self.keep(cell, in: &slots.base[slot])
    }

    /// Counts `cell` back from use in `slot`, and keeps it there while the pool is below its
    /// bound (one access to the slot, as ``takeWaiting(from:)``).
    ///
    /// - Complexity: O(1); no allocation (the room was reserved as the bound grew).
    private static func keep(_ cell: consuming View, in slot: inout Slot) {
        slot.statistics.inUse -= 1
        slot.statistics.recycled += 1
        if slot.free.count < slot.statistics.peakInUse {
            slot.free.push(cell)
            slot.statistics.pooled += 1
        } else {
            slot.statistics.discarded += 1
        }
    }

    /// Drops every waiting cell (say, on memory pressure). Bounds and counts stay.
    ///
    /// - Complexity: O(pooled cells).
    func drain() {
        for slot in 0..<slots.count {
            slots.base[slot].free.removeAll()
            slots.base[slot].statistics.pooled = 0
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Calls `body` with each waiting view, pool by pool.
    ///
    /// - Complexity: O(pooled views) beyond `body`.
    func forEachWaiting(_ body: (View) -> Void) {
        for slot in 0..<slots.count { slots.base[slot].free.forEach(body) }
    }

    /// The statistics of `identifier`'s pool, or nil if it is not registered.
    ///
    /// - Complexity: O(1) expected.
    func statistics(for identifier: String) -> ReuseStatistics? {
        slotByIdentifier[identifier].map { slots.base[$0].statistics }
    }

    /// The statistics of all pools together.
    ///
    /// - Complexity: O(pools).
    var totalStatistics: ReuseStatistics {
        var total = ReuseStatistics()
        for slot in 0..<slots.count { total = total + slots.base[slot].statistics }
        return total
    }
}
