import DequeModule

/// The rows of the prefetch window that were named to the prefetcher and not yet displayed or
/// cancelled, kept aligned with the window so that each frame touches only the rows that enter
/// or leave it.
struct PrefetchWindow {
    /// The window as of the last update.
    private(set) var rows = 0..<0
    /// For each row of `rows`: requested, and neither displayed nor cancelled since.
    private(set) var outstanding = Deque<Bool>()

    init(capacity: Int = 256) {
        outstanding.reserveCapacity(capacity)
    }

    /// Forgets the window (after a reload: rows no longer name the same items).
    mutating func reset() {
        rows = 0..<0
        outstanding.removeAll(keepingCapacity: true)
    }

    /// Marks visible rows as displayed: they will not be cancelled when they leave.
    mutating func markDisplayed(_ visible: Range<Int>) {
        for row in visible.clamped(to: rows) { outstanding[row - rows.lowerBound] = false }
    }

    /// Moves the window to `window`. Calls `leave` for every row that left it (with whether it
    /// was requested and never displayed), then `request` for rows that entered it and are not
    /// visible, nearest to `visible` first.
    mutating func update(to window: Range<Int>, visible: Range<Int>, request: (Int) -> Void,
                         leave: (_ row: Int, _ wasOutstanding: Bool) -> Void) {
        let kept = rows.clamped(to: window)
        if kept.isEmpty {
            for (offset, isOutstanding) in outstanding.enumerated() { leave(rows.lowerBound + offset, isOutstanding) }
            outstanding.removeAll(keepingCapacity: true)
            // Start from the viewport and grow outwards, so the nearest rows come first.
            let start = Swift.min(Swift.max(visible.lowerBound, window.lowerBound), window.upperBound)
            rows = start..<start
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
        outstanding.reserveCapacity(window.count)
        // Rows entering at the front (above) and back (below), merged by distance to the viewport.
        var above = rows.lowerBound - 1
        var below = rows.upperBound
        let top = visible.isEmpty ? window.lowerBound : visible.lowerBound
        let bottom = visible.isEmpty ? window.lowerBound : visible.upperBound - 1
        // Grow the window first, then name rows: the deque must cover every row it flags.
        let front = rows.lowerBound - window.lowerBound
        let back = window.upperBound - rows.upperBound
        for _ in 0..<Swift.max(0, front) { outstanding.prepend(false) }
        for _ in 0..<Swift.max(0, back) { outstanding.append(false) }
        rows = window
        func distance(_ row: Int) -> Int { row < top ? top - row : row > bottom ? row - bottom : 0 }
        while above >= window.lowerBound || below < window.upperBound {
            let takeAbove: Bool
            if above < window.lowerBound { takeAbove = false }
            else if below >= window.upperBound { takeAbove = true }
            else { takeAbove = distance(above) < distance(below) }
            let row = takeAbove ? above : below
            if takeAbove { above -= 1 } else { below += 1 }
            guard !visible.contains(row) else { continue }
            outstanding[row - window.lowerBound] = true
            request(row)
        }
    }
}
