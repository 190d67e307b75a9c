/// The rows of the prefetch window that were named to the prefetcher and not yet displayed or
/// cancelled, kept aligned with the window so that each frame touches only the rows that enter
/// or leave it.
///
/// Rows are named nearest to the viewport first, at most a budget of them a pass (as Android's
/// GapWorker prefetches within a frame's spare time): a jump lands in a window none of whose
/// rows were named, and naming them all at once would cost that frame the work of a whole
/// window. The named rows are a contiguous part of the window around the viewport that grows
/// outwards pass by pass until it is the whole window.
///
/// The rows that leave and enter are intervals, and the flags are a bit per row in a ring
/// keyed by global row: a move clears the bits of the rows that left a word (64 rows) at a
/// time, and looks at single rows only where a flag is set and someone asks for it.
struct PrefetchWindow {
    /// The window as of the last update.
    private(set) var rows = 0..<0
    /// The rows of `rows` named so far: contiguous, around the viewport.
    private(set) var named = 0..<0
    /// For each row of `rows`: requested, and neither displayed nor cancelled since. A ring of
    /// `flags.count × 64` bits (a power of two, at least the window's rows), row `r`'s at
    /// `r & (bits - 1)`; the bits of rows outside the window are clear.
    private(set) var flags: [UInt64]

    /// An empty window, with room for `capacity` rows before the ring grows.
    ///
    /// - Complexity: O(capacity / 64).
    init(capacity: Int = 256) {
        flags = Array(repeating: 0, count: Self.words(for: capacity))
    }

    /// The words of a ring of at least `rows` bits, a power of two of at least 64.
    private static func words(for rows: Int) -> Int {
        let bits = Swift.max(64, rows)
        return (1 << (Int.bitWidth - (bits - 1).leadingZeroBitCount)) / 64
    }

    private var mask: Int { flags.count &* 64 &- 1 }

    /// Whether row `row` of the window was requested and neither displayed nor cancelled since.
    ///
    /// - Complexity: O(1).
    func isOutstanding(_ row: Int) -> Bool {
        guard rows.contains(row) else { return false }
        let slot = row & mask
        return flags[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// Forgets the window (after a reload: rows no longer name the same items).
    ///
    /// - Complexity: O(window / 64).
    mutating func reset() {
        clear(rows)
        rows = 0..<0
        named = 0..<0
        #if LISTENGINE_INTERNAL_CHECKS
        _checkBounds()
        #endif
    }

    /// Marks visible rows as displayed: they will not be cancelled when they leave.
    ///
    /// - Complexity: O(1 + visible rows / 64).
    mutating func markDisplayed(_ visible: Range<Int>) {
        clear(visible.clamped(to: rows))
        #if LISTENGINE_INTERNAL_CHECKS
        _checkBounds()
        _checkFlags(of: visible, visible: visible)
        #endif
    }

    /// Moves the window to `window`. With `reportsCancels`, calls `cancel` for every row that
    /// left it while requested and never displayed — the rows that left below the window lowest
    /// first, then those above it highest first; then calls `request` for at most `budget` rows
    /// of the window not named yet and not visible, nearest to `visible` first. Returns whether
    /// any row left.
    ///
    /// - Complexity: O(1 + rows that leave / 64 + rows cancelled + rows named); O(window) when
    ///   the window is wider than any before.
    @inline(__always)
    @discardableResult
    mutating func update(to window: Range<Int>, visible: Range<Int>, budget: Int, reportsCancels: Bool,
                         request: (Int) -> Void, cancel: (Int) -> Void) -> Bool {
        let kept = rows.clamped(to: window)
        let below = kept.isEmpty ? rows : rows.lowerBound..<kept.lowerBound
        let above = kept.isEmpty ? rows.upperBound..<rows.upperBound : kept.upperBound..<rows.upperBound
        let left = !below.isEmpty || !above.isEmpty
        if reportsCancels {
            forEachFlag(in: below, descending: false, cancel)
            forEachFlag(in: above, descending: true, cancel)
        }
        clear(below)
        clear(above)
        rows = kept.isEmpty ? window.lowerBound..<window.lowerBound : kept
        // The rows entering have clear bits already (every bit outside the window is clear),
        // once the ring holds the whole window.
        if window.count > flags.count * 64 { grow(toHold: window.count) }
        rows = window
        named = named.clamped(to: window)
        if named.isEmpty {
            // Start from the viewport and grow outwards, so the nearest rows come first.
            let start = Swift.min(Swift.max(visible.lowerBound, window.lowerBound), window.upperBound)
            named = start..<start
        }
        #if LISTENGINE_INTERNAL_CHECKS
        let namedBefore = named
        defer {
            _checkBounds()
            _checkFlags(of: named.lowerBound..<namedBefore.lowerBound, visible: visible)
            _checkFlags(of: namedBefore.upperBound..<named.upperBound, visible: visible)
        }
        #endif
        // The rows are taken nearest first: those between the named rows and the viewport when
        // the named rows lie past it, the visible rows (skipped), then a lead to the side whose
        // next row is nearer, then one below and one above (below first at equal distance) until
        // a side reaches the window's end, then the other side. Distances are from the viewport's
        // rows (from the named rows' first row when nothing is visible).
        let top = visible.isEmpty ? named.lowerBound : visible.lowerBound
        let bottom = visible.isEmpty ? named.lowerBound : visible.upperBound - 1
        var budget = budget
        if named.lowerBound > bottom + 1 { nameAbove(downTo: Swift.max(bottom + 1, window.lowerBound), budget: &budget, request) }
        if named.upperBound < top { nameBelow(upTo: Swift.min(top, window.upperBound), budget: &budget, request) }
        guard budget > 0 else { return left }
        if !visible.isEmpty {
            // The visible rows are never named: passed over at once, neither flagged nor requested.
            named = Swift.min(named.lowerBound, Swift.max(visible.lowerBound, window.lowerBound))
                ..< Swift.max(named.upperBound, Swift.min(visible.upperBound, window.upperBound))
        }
        if named.lowerBound > window.lowerBound && named.upperBound < window.upperBound {
            // How much farther the next row above is than the next row below (negative: nearer).
            let lead = (top - named.lowerBound + 1) - (named.upperBound - bottom)
            if lead < 0 { nameAbove(downTo: Swift.max(named.lowerBound + lead, window.lowerBound), budget: &budget, request) }
            else { nameBelow(upTo: Swift.min(named.upperBound + lead, window.upperBound), budget: &budget, request) }
        }
        let pairs = Swift.min(named.lowerBound - window.lowerBound, window.upperBound - named.upperBound, budget / 2)
        if pairs > 0 {
            let below = named.upperBound..<(named.upperBound + pairs)
            let above = (named.lowerBound - pairs)..<named.lowerBound
            flag(below)
            flag(above)
            named = above.lowerBound..<below.upperBound
            budget -= 2 * pairs
            for offset in 0..<pairs {
                request(below.lowerBound + offset)
                request(above.upperBound - 1 - offset)
            }
        }
        nameBelow(upTo: window.upperBound, budget: &budget, request)
        nameAbove(downTo: window.lowerBound, budget: &budget, request)
        return left
    }

    /// Names the rows from the named ones' end up to `end` (not visible, at most the window's
    /// end), lowest first, at most `budget` of them: flags them, calls `request` for each and
    /// spends the budget.
    ///
    /// - Complexity: O(1 + rows named).
    @inline(__always)
    private mutating func nameBelow(upTo end: Int, budget: inout Int, _ request: (Int) -> Void) {
        let rows = named.upperBound..<Swift.max(named.upperBound, Swift.min(end, named.upperBound + budget))
        flag(rows)
        named = named.lowerBound..<rows.upperBound
        budget -= rows.count
        for row in rows { request(row) }
    }

    /// Names the rows from just above the named ones down to `start` (not visible, at least the
    /// window's start), highest first, at most `budget` of them: flags them, calls `request` for
    /// each and spends the budget.
    ///
    /// - Complexity: O(1 + rows named).
    @inline(__always)
    private mutating func nameAbove(downTo start: Int, budget: inout Int, _ request: (Int) -> Void) {
        let rows = Swift.min(named.lowerBound, Swift.max(start, named.lowerBound - budget))..<named.lowerBound
        flag(rows)
        named = rows.lowerBound..<named.upperBound
        budget -= rows.count
        for row in rows.reversed() { request(row) }
    }

    // MARK: The ring

    /// Sets the bits of `range` (at most the ring's length).
    ///
    /// - Complexity: O(1 + rows / 64).
    private mutating func flag(_ range: Range<Int>) {
        var row = range.lowerBound
        while row < range.upperBound {
            let slot = row & mask
            let n = Swift.min(64 - (slot & 63), range.upperBound - row)
            flags[slot >> 6] |= Self.ones(n) << UInt64(slot & 63)
            row += n
        }
    }

    /// Clears the bits of `range` (at most the ring's length).
    ///
    /// - Complexity: O(1 + rows / 64).
    private mutating func clear(_ range: Range<Int>) {
        var row = range.lowerBound
        while row < range.upperBound {
            let slot = row & mask
            let n = Swift.min(64 - (slot & 63), range.upperBound - row)
            flags[slot >> 6] &= ~(Self.ones(n) << UInt64(slot & 63))
            row += n
        }
    }

    /// Calls `body` for each row of `range` whose bit is set, in order (or in reverse).
    ///
    /// - Complexity: O(1 + rows / 64 + rows whose bit is set).
    private func forEachFlag(in range: Range<Int>, descending: Bool, _ body: (Int) -> Void) {
        guard !range.isEmpty else { return }
        if !descending {
            var row = range.lowerBound
            while row < range.upperBound {
                let slot = row & mask
                let n = Swift.min(64 - (slot & 63), range.upperBound - row)
                var bits = (flags[slot >> 6] >> UInt64(slot & 63)) & Self.ones(n)
                while bits != 0 {
                    body(row + bits.trailingZeroBitCount)
                    bits &= bits - 1
                }
                row += n
            }
        } else {
            var end = range.upperBound
            while end > range.lowerBound {
                let last = (end - 1) & mask
                let n = Swift.min((last & 63) + 1, end - range.lowerBound)
                let first = last - n + 1
                var bits = (flags[last >> 6] >> UInt64(first & 63)) & Self.ones(n)
                while bits != 0 {
                    let offset = 63 - bits.leadingZeroBitCount
                    body(end - n + offset)
                    bits &= ~(1 << UInt64(offset))
                }
                end -= n
            }
        }
    }

    /// `n` low bits set (1...64).
    private static func ones(_ n: Int) -> UInt64 { n >= 64 ? ~0 : (1 << UInt64(n)) - 1 }

    /// Makes the ring hold `count` rows, keeping the bits of `rows`. Allocates.
    ///
    /// - Complexity: O(count).
    private mutating func grow(toHold count: Int) {
        let old = self
        flags = Array(repeating: 0, count: Self.words(for: count))
        old.forEachFlag(in: rows, descending: false) { row in
            let slot = row & mask
            flags[slot >> 6] |= 1 << UInt64(slot & 63)
        }
    }
}
