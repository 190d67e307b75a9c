import ListEngine

/// Moves the viewport (and changes the data) the way one scenario does, a frame at a time. The
/// runner times ``beforeLayout(frame:)`` and the layout pass together as the frame's work;
/// drive it yourself to put a scenario inside another harness (Benchmarks/ does).
public final class ScenarioDriver {
    public let name: ScenarioName
    private let list: ListView
    private let clock: FrameClock
    private let speed: Double
    private let parameters: ScrollParameters
    private var random: SplitMix64

    private var direction = 1.0
    private var fling: Fling?
    /// Set when the last frame left the offset rubber-banded past an end.
    private var settleAt: Double?
    /// The anchor of this frame: the first visible row, its screen position, and how far the
    /// frame scrolls on purpose (changes of position not caused by that are drift).
    private var anchor: (row: Int, screenY: Double, scrolled: Double, rowShift: Int)?

    public init(name: ScenarioName, list: ListView, clock: FrameClock, parameters: ScrollParameters = ScrollParameters(), seed: UInt64 = 1) {
        self.name = name
        self.list = list
        self.clock = clock
        self.parameters = parameters
        self.speed = parameters.speed ?? name.defaultSpeed
        self.random = SplitMix64(seed: seed)
    }

    private var limits: ClosedRange<Double> { list.contentOffsetLimits }

    /// The number of frames the scenario takes when the caller names none: the whole list for
    /// `sweep`, ten seconds otherwise.
    public func defaultFrameCount() -> Int {
        guard name == .sweep else { return 10 * clock.fps }
        let distance = limits.upperBound - limits.lowerBound
        return Swift.max(1, Int((distance / (speed / Double(clock.fps))).rounded(.up)))
    }

    /// Puts the viewport where the scenario starts: the top, or the middle for the reading scenarios.
    public func prepare() throws {
        if name == .liveInsert, !(list.dataSource is any TopInsertingDataSource) {
            throw ScenarioError.insertsUnsupported
        }
        let y = name == .resizeAbove || name == .liveInsert
            ? (limits.lowerBound + limits.upperBound) / 2
            : limits.lowerBound
        try list.setContentOffset(Point(x: 0, y: y))
        // The first screen settles before scrolling starts, as an app's has by the time a thumb
        // moves: content loading (at most two seconds of frames) for the rows on screen and
        // the prefetch window around them.
        for _ in 0..<(2 * clock.fps) {
            let pass = list.layout()
            guard let loads = list.prefetchStatistics else { break }
            let unfinished = loads.requested - loads.completed - loads.cancelled - loads.cancelledWhileRunning - loads.failed - loads.dropped
            if pass.blankArea == 0 && unfinished == 0 { break }
        }
    }

    /// The frame's scroll and update, before its layout pass.
    public func beforeLayout(frame: Int) throws {
        if name.measuresAnchorDrift { recordAnchor() }
        switch name {
        case .fling: try scroll(by: flingDistance())
        case .drag, .sweep: try scroll(by: dragDistance())
        case .jump:
            guard list.totalRows > 0, let path = list.indexPath(forGlobalRow: Int.random(in: 0..<list.totalRows, using: &random)) else { return }
            try list.scrollToRow(at: path, position: .top)
        case .scrub:
            let titles = list.sectionIndexTitles.count
            guard titles > 0 else { return }
            try list.scrollToSectionIndexTitle(at: frame % titles)
        case .resizeAbove:
            try resizeRowAbove()
        case .liveInsert:
            let scrolled = speed / Double(clock.fps)
            anchor?.scrolled = scrolled
            try setOffset(list.contentOffset.y + scrolled)
            if frame % 30 == 29 { try insertAtTop(10) }
        }
    }

    /// After the layout pass: how far the anchor row moved on screen beyond the intended scroll.
    public func anchorDrift() -> Double? {
        guard let anchor, let rect = list.rectForRow(globalRow: anchor.row + anchor.rowShift) else { return nil }
        let expected = anchor.screenY - anchor.scrolled
        return abs((rect.minY - list.contentOffset.y) - expected)
    }

    // MARK: Scrolling

    private func flingDistance() -> Double {
        if fling == nil || fling!.isAtRest {
            fling = Fling(velocity: direction * parameters.velocity, rate: parameters.deceleration)
        }
        return fling!.advance(seconds: clock.intervalSeconds)
    }

    private func dragDistance() -> Double { direction * speed / Double(clock.fps) }

    /// Scrolls by `delta`; past an end, the content rubber-bands for a frame, then settles at
    /// the end and the next movement goes the other way.
    private func scroll(by delta: Double) throws {
        if let settle = settleAt {
            settleAt = nil
            try setOffset(settle)
            return
        }
        let target = list.contentOffset.y + delta
        let ends = limits
        if target > ends.upperBound || target < ends.lowerBound {
            let end = target > ends.upperBound ? ends.upperBound : ends.lowerBound
            try setOffset(end + rubberBand(overshoot: target - end, dimension: list.viewportSize.height))
            settleAt = end
            direction = target > ends.upperBound ? -1 : 1
            fling = nil
        } else {
            try setOffset(target)
        }
    }

    private func setOffset(_ y: Double) throws {
        try list.setContentOffset(Point(x: 0, y: y))
    }

    // MARK: Updates

    private func recordAnchor() {
        let first = list.ranges.visible.lowerBound
        guard let rect = list.rectForRow(globalRow: first) else {
            anchor = nil
            return
        }
        anchor = (first, rect.minY - list.contentOffset.y, 0, 0)
    }

    /// One random row above the viewport (within a few screens) takes a new height from the data set's range.
    private func resizeRowAbove() throws {
        let first = list.ranges.visible.lowerBound
        guard first > 0 else { return }
        let row = Int.random(in: Swift.max(0, first - 200)..<first, using: &random)
        guard let path = list.indexPath(forGlobalRow: row) else { return }
        let height = 44 + Double(Int.random(in: 0..<5, using: &random)) * 10
        if case .fixed = list.rowHeight { return }
        try list.setHeight(height, forRowAt: path)
    }

    /// Inserts `count` rows at the top. Until batch updates land this reloads (O(n)) and keeps
    /// the first visible row in place by hand, as an app without them would.
    private func insertAtTop(_ count: Int) throws {
        let first = list.ranges.visible.lowerBound
        let screenY = list.rectForRow(globalRow: first).map { $0.minY - list.contentOffset.y }
        guard let source = list.dataSource as? any TopInsertingDataSource else { throw ScenarioError.insertsUnsupported }
        source.insertRowsAtTop(count)
        try list.reloadData()
        anchor?.rowShift = count
        if let screenY, let rect = list.rectForRow(globalRow: first + count) {
            try setOffset(rect.minY - screenY)
        }
    }
}

/// A data source that can take rows inserted at the top of its first section, for `live-insert`.
public protocol TopInsertingDataSource: ListDataSource {
    /// Adds `count` new rows at the top of section 0 to the model; the runner updates the list.
    func insertRowsAtTop(_ count: Int)
}

/// Why a scenario cannot run.
public enum ScenarioError: Error, CustomStringConvertible {
    case insertsUnsupported

    public var description: String {
        "live-insert needs a data source that conforms to TopInsertingDataSource"
    }
}
