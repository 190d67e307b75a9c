import DequeModule

/// The rows of the prefetch window that were named to the prefetcher and not yet displayed or
/// cancelled, kept aligned with the window so that each frame touches only the rows that enter
/// or leave it.
///
/// Rows are named nearest to the viewport first, at most a budget of them a pass (as Android's
/// GapWorker prefetches within a frame's spare time): a jump lands in a window none of whose
/// rows were named, and naming them all at once would cost that frame the work of a whole
/// window. The named rows are a contiguous part of the window around the viewport that grows
/// outwards pass by pass until it is the whole window.
struct PrefetchWindow {
    /// The window as of the last update.
    private(set) var rows = 0..<0
    /// The rows of `rows` named so far: contiguous, around the viewport.
    private(set) var named = 0..<0
    /// For each row of `rows`: requested, and neither displayed nor cancelled since.
    private(set) var outstanding = Deque<Bool>()

    /// An empty window, with room reserved for the flags of `capacity` rows.
    ///
    /// - Complexity: O(capacity).
    init(capacity: Int = 256) {
        outstanding.reserveCapacity(capacity)
    }

    /// Forgets the window (after a reload: rows no longer name the same items).
    ///
    /// - Complexity: O(window).
    mutating func reset() {
        rows = 0..<0
        named = 0..<0
        outstanding.removeAll(keepingCapacity: true)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkBounds()
        #endif
    }

    /// Marks visible rows as displayed: they will not be cancelled when they leave.
    ///
    /// - Complexity: O(visible rows).
    mutating func markDisplayed(_ visible: Range<Int>) {
        for row in visible.clamped(to: rows) { outstanding[row - rows.lowerBound] = false }
        #if LISTENGINE_INTERNAL_CHECKS
        _checkBounds()
        _checkFlags(of: visible, visible: visible)
        #endif
    }

    /// Moves the window to `window`. Calls `leave` for every row that left it (with whether it
    /// was requested and never displayed), then `request` for at most `budget` rows of the
    /// window not named yet and not visible, nearest to `visible` first.
    ///
    /// - Complexity: O(rows that leave + rows named + rows entering at the window's ends).
    mutating func update(to window: Range<Int>, visible: Range<Int>, budget: Int, request: (Int) -> Void,
                         leave: (_ row: Int, _ wasOutstanding: Bool) -> Void) {
        let kept = rows.clamped(to: window)
        if kept.isEmpty {
            for (offset, isOutstanding) in outstanding.enumerated() { leave(rows.lowerBound + offset, isOutstanding) }
            outstanding.removeAll(keepingCapacity: true)
            rows = window.lowerBound..<window.lowerBound
        } else {
            while rows.lowerBound < kept.lowerBound {
                leave(rows.lowerBound, outstanding.removeFirst())
                rows = (rows.lowerBound + 1)..<rows.upperBound
            }
            while rows.upperBound > kept.upperBound {
                leave(rows.upperBound - 1, outstanding.removeLast())
                rows = rows.lowerBound..<(rows.upperBound - 1)
            }
        }
        // Grow the window first, then name rows: the deque must cover every row it flags.
        outstanding.reserveCapacity(window.count)
        for _ in 0..<Swift.max(0, rows.lowerBound - window.lowerBound) { outstanding.prepend(false) }
        for _ in 0..<Swift.max(0, window.upperBound - rows.upperBound) { outstanding.append(false) }
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
        let top = visible.isEmpty ? named.lowerBound : visible.lowerBound
        let bottom = visible.isEmpty ? named.lowerBound : visible.upperBound - 1
        func distance(_ row: Int) -> Int { row < top ? top - row : row > bottom ? row - bottom : 0 }
        var spent = 0
        while spent < budget, named.lowerBound > window.lowerBound || named.upperBound < window.upperBound {
            let above = named.lowerBound - 1
            let below = named.upperBound
            let takeAbove: Bool
            if above < window.lowerBound { takeAbove = false }
            else if below >= window.upperBound { takeAbove = true }
            else { takeAbove = distance(above) < distance(below) }
            let row = takeAbove ? above : below
            named = takeAbove ? row..<named.upperBound : named.lowerBound..<(row + 1)
            guard !visible.contains(row) else { continue }
            outstanding[row - window.lowerBound] = true
            request(row)
            spent += 1
        }
    }
}
