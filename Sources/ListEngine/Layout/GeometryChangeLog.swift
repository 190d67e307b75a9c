/// What a batch update did to a table's entries, kept so that places before the batch can still
/// be measured after it — the frames a transition starts from, for rows that were not laid out
/// before the batch (they slide into view from beyond the ready window).
///
/// With one fixed row height the old geometry is O(sections) and is simply kept. Otherwise the
/// log holds the runs of entries taken out (in positions before the batch), the runs put in (in
/// positions after it) and the entries that stayed but changed height. Entries that stay keep
/// their order, so the old top of an entry is the height of the entries that stayed above it —
/// read from the new geometry, less what arrived and what was resized — plus what left above it.
struct GeometryChangeLog {
    /// Consecutive entries that left or arrived.
    struct Run {
        var start: Int
        var count: Int
        var height: Double
        /// For a run that left and whose entries may still be asked about (a moved section):
        /// the heights of its first 0…count entries; empty otherwise.
        var prefixHeights: [Double] = []
        /// For a run that left: whether no entry of it but its first is ever asked about
        /// (deleted rows and sections), so that it may join a neighbouring run that may too.
        /// (Runs that arrived always join: their entries are never asked about.)
        var mayJoin = false
    }

    /// Where each section's first row was before the batch; one extra element holds the total.
    let oldRowStart: [Int]
    /// The whole geometry before the batch, when it is cheap to keep (one fixed row height).
    private let before: TableGeometry?
    /// Runs that left, ascending by start (positions before the batch), disjoint.
    private(set) var removed: [Run] = []
    /// Runs that arrived, ascending by start (positions after the batch), disjoint.
    private(set) var added: [Run] = []
    /// Entries that stayed and changed height: position after the batch, new minus old height.
    private(set) var resized: [(position: Int, delta: Double)] = []
    /// Running totals of ``removed``, for queries; see ``prepareQueries()``.
    private(set) var removedBefore = [(count: 0, height: 0.0)]
    /// Running totals of ``added``, for queries.
    private(set) var addedBefore = [(count: 0, height: 0.0)]
    /// Running totals of ``resized``, for queries.
    private(set) var resizedBefore = [(count: 0, height: 0.0)]

    /// Starts a log of the changes about to be made to `geometry`.
    init(before geometry: TableGeometry) {
        oldRowStart = geometry.rowStart
        before = geometry.index == nil ? geometry : nil
    }

    /// Records a run that left (recorded from the end back); it joins the run recorded just
    /// before when the two touch and both may join, so that a million rows deleted in order are
    /// one run. (A row that moves away may be asked about: it stays a run of its own.)
    mutating func recordRemoval(_ run: Run) {
        if let last = removed.last, run.mayJoin, last.mayJoin, run.start + run.count == last.start {
            removed[removed.count - 1] = Run(start: run.start, count: run.count + last.count,
                                             height: run.height + last.height, mayJoin: true)
        } else {
            removed.append(run)
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkLastRemoval()
        #endif
    }

    /// Records a run that arrived (recorded from the start on); it joins the run recorded just
    /// before when the two touch.
    mutating func recordArrival(_ run: Run) {
        if let last = added.last, last.start + last.count == run.start {
            added[added.count - 1].count += run.count
            added[added.count - 1].height += run.height
        } else {
            added.append(run)
        }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkLastArrival()
        #endif
    }

    /// Records that entry `position` (after the batch), which stayed, changed height by `delta`
    /// as the batch was applied (a reloaded section's header or footer); nothing if `delta` is 0.
    ///
    /// - Complexity: O(1) amortized.
    mutating func recordResize(at position: Int, by delta: Double) {
        if delta != 0 { resized.append((position, delta)) }
        #if LISTENGINE_INTERNAL_CHECKS
        Self._checkResize(position, delta)
        #endif
    }

    /// Records that entry `position` (after the batch) changed height by `delta` once the batch
    /// was applied — a row measured as it arrived on screen: an arrival's height grows, an
    /// entry that stayed is resized.
    ///
    /// - Complexity: O(log runs).
    mutating func recordChange(ofEntry position: Int, by delta: Double) {
        guard delta != 0 else { return }
        let i = Self.partition(added.count) { added[$0].start + added[$0].count <= position }
        if i < added.count, added[i].start <= position {
            added[i].height += delta
            #if LISTENGINE_INTERNAL_CHECKS
            _checkRun(added[i], "arrived", at: i)
            #endif
        } else {
            resized.append((position, delta))
            #if LISTENGINE_INTERNAL_CHECKS
            Self._checkResize(position, delta)
            #endif
        }
    }

    /// Puts the removals in ascending order (they are recorded from the end back).
    ///
    /// - Complexity: O(runs).
    mutating func finishRemovals() {
        removed.reverse()
        #if LISTENGINE_INTERNAL_CHECKS
        for r in removed.indices.dropFirst() { _checkRemovalOrder(at: r, ascending: true) }
        #endif
    }

    /// Sums the runs and changes once they are all recorded, so that each query is a few
    /// binary searches.
    ///
    /// - Complexity: O(runs log runs).
    mutating func prepareQueries() {
        removedBefore = Self.runningTotals(removed.map { ($0.count, $0.height) })
        addedBefore = Self.runningTotals(added.map { ($0.count, $0.height) })
        resized.sort { $0.position < $1.position }
        resizedBefore = Self.runningTotals(resized.map { (1, $0.delta) })
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// The old entry of row `path` as it was before the batch.
    func oldEntry(of path: ListIndexPath) -> Int { oldRowStart[path.section] + 2 * path.section + 1 + path.row }

    /// The top of entry `p` (a position before the batch) as it was before the batch, given
    /// `geometry` after it. Call ``prepareQueries()`` first.
    ///
    /// - Complexity: O(log n + log runs).
    func oldTop(ofEntry p: Int, in geometry: TableGeometry) -> Double {
        if let before { return before.top(ofEntry: p) }
        let r = Self.partition(removed.count) { removed[$0].start + removed[$0].count <= p }
        if r < removed.count, removed[r].start < p {
            // Inside a run that left: from its start, through its own entries.
            return oldTop(ofEntry: removed[r].start, in: geometry) + removed[r].prefixHeights[p - removed[r].start]
        }
        // The entries that stayed above p, found where they are now: the first `kept` entries
        // that did not arrive.
        let kept = p - removedBefore[r].count
        let a = Self.partition(added.count) { added[$0].start - addedBefore[$0].count <= kept }
        let position = kept + addedBefore[a].count
        let c = Self.partition(resized.count) { resized[$0].position < position }
        return geometry.top(ofEntry: position) - addedBefore[a].height - resizedBefore[c].height + removedBefore[r].height
    }

    /// `totals[i]`: the sums of the first i elements; `totals.count` is one more than theirs.
    private static func runningTotals(_ values: [(count: Int, height: Double)]) -> [(count: Int, height: Double)] {
        var totals = [(count: 0, height: 0.0)]
        totals.reserveCapacity(values.count + 1)
        for value in values {
            let last = totals[totals.count - 1]
            totals.append((last.count + value.count, last.height + value.height))
        }
        return totals
    }

    /// The number of leading indices in `0..<count` for which a monotone predicate holds.
    private static func partition(_ count: Int, _ holds: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) >> 1
            if holds(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The frame's vertical extent of row `path` (a position before the batch) as it was before
    /// the batch.
    ///
    /// - Complexity: O(log n + log runs).
    func oldExtent(ofRow path: ListIndexPath, in geometry: TableGeometry) -> (top: Double, height: Double) {
        let e = oldEntry(of: path)
        let top = oldTop(ofEntry: e, in: geometry)
        return (top, oldTop(ofEntry: e + 1, in: geometry) - top)
    }
}
