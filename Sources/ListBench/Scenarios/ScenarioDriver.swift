import ListEngine

/// Moves the viewport (and changes the data) the way one scenario does, a frame at a time. The
/// runner times ``beforeLayout(frame:)`` and the layout pass together as the frame's work;
/// drive it yourself to put a scenario inside another harness (Benchmarks/ does).
package final class ScenarioDriver {
    package let name: ScenarioName
    private let list: ListView
    private let clock: FrameClock
    private let speed: Double
    private let parameters: ScrollParameters
    private var random: SplitMix64

    private var direction = 1.0
    /// `pan`: the horizontal direction of travel, +1 to the right.
    private var directionX = 1.0
    private var fling: Fling?
    /// Set when the last frame left the offset rubber-banded past an end.
    private var settleAt: Double?
    /// The anchor of this frame: the first visible row (where it is after the frame's update),
    /// its screen position, and how far the frame scrolls on purpose (changes of position not
    /// caused by that are drift).
    private var anchor: (row: Int, screenY: Double, scrolled: Double)?
    /// A sheet's horizontal anchor: the first scrolling column on screen after the last pass,
    /// its screen x then, and how far this frame's step scrolls horizontally on purpose. Taken
    /// after a pass, outside the frame's measured work.
    private var anchorX: (column: Int, screenX: Double, scrolled: Double)?
    /// After ``afterLayout(blankArea:)``, on a sheet: how far the first scrolling column on
    /// screen moved in the frame beyond the driver's horizontal scroll — changes it did not
    /// scroll through, such as columns widened to fit their cells (goal 0); 0 for other layouts.
    package private(set) var anchorDriftXPt = 0.0
    /// Whether the last ``beforeLayout(frame:)`` changed the data.
    package private(set) var updatedData = false
    /// `scroll-to`: the row the animated scroll under way goes to, and the passes it has taken.
    private var scrollTarget: (path: ListIndexPath, frames: Int)?
    /// `scroll-to`: the largest distance, at a scroll's last frame, between the row's top and
    /// where `.top` asked it to be.
    package private(set) var landingErrorMaxPt = 0.0
    /// `scroll-to`: the most passes one animated scroll took.
    package private(set) var scrollFramesMax = 0
    /// The frames the run takes, when the caller knows (`chat`'s phases are shares of them);
    /// ``defaultFrameCount()`` otherwise.
    package var plannedFrames: Int?
    /// The `chat` scenario's script, from its first frame.
    private var chat: ChatScript?
    /// The `paging` scenario's measures.
    private var paging = PagingScript()
    /// The frame ``beforeLayout(frame:)`` was last called for.
    private var frame = 0
    /// `animated-updates`: how far presentations move between frames beyond their curves.
    private var jumps: PresentationJumpMeter?

    package init(name: ScenarioName, list: ListView, clock: FrameClock, parameters: ScrollParameters = ScrollParameters(), seed: UInt64 = 1) {
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
    package func defaultFrameCount() -> Int {
        guard name == .sweep else { return 10 * clock.fps }
        let distance = limits.upperBound - limits.lowerBound
        return Swift.max(1, Int((distance / (speed / Double(clock.fps))).rounded(.up)))
    }

    /// Puts the viewport where the scenario starts: the top, or the middle for the reading scenarios.
    package func prepare() throws {
        if name.changesData, !(list.dataSource is any UpdatableDataSource) {
            throw ScenarioError.updatesUnsupported(name)
        }
        if name == .pan, list.listLayout.sheet == nil { throw ScenarioError.needsSheet(name) }
        if name == .chat {
            // The engine puts the list at its end, and keeps it there.
            list.anchorsToEnd = true
        } else {
            let y = name.startsMidList
                ? (limits.lowerBound + limits.upperBound) / 2
                : limits.lowerBound
            try list.setContentOffset(Point(x: 0, y: y))
        }
        // The first screen settles before scrolling starts, as an app's has by the time a thumb
        // moves (at most two seconds of frames): cells configured for the whole ready window,
        // which takes a few passes, and content loaded for the rows on screen and the prefetch
        // window around them. With or without a content loader, scrolling starts from the same
        // settled screen.
        for _ in 0..<(2 * clock.fps) {
            let pass = list.layout()
            guard pass.cellsConfigured == 0 else { continue }
            guard let loads = list.prefetchStatistics else { break }
            let unfinished = loads.requested - loads.completed - loads.cancelled - loads.cancelledWhileRunning - loads.failed - loads.dropped
            if pass.blankArea == 0 && unfinished == 0 { break }
        }
        if name == .animatedUpdates { jumps = PresentationJumpMeter(list: list) }
        recordAnchorX()
    }

    /// The frame's scroll and update, before its layout pass.
    package func beforeLayout(frame: Int) throws {
        self.frame = frame
        updatedData = false
        if name.measuresAnchorDrift { recordAnchor() }
        switch name {
        case .fling: try scroll(by: flingDistance())
        case .paging:
            if PagingScript.jumps(atFrame: frame) { try jumpToRandomRow() } else { try scroll(by: flingDistance()) }
        case .drag, .sweep: try scroll(by: dragDistance())
        case .pan: try pan()
        case .jump:
            try jumpToRandomRow()
        case .scrub:
            let titles = list.sectionIndexTitles.count
            guard titles > 0 else { return }
            try list.scrollToSectionIndexTitle(at: frame % titles)
        case .resizeAbove:
            try resizeRowAbove()
        case .rotate:
            try rotateOrDrag(frame: frame)
        case .scrollTo:
            // The offset is the animation's while it runs: the driver sets nothing.
            guard frame % Self.framesPerScroll == 0, let path = randomRow() else { return }
            try list.scrollToRow(at: path, position: .top, animated: true)
            scrollTarget = list.isScrollAnimating ? (path, 0) : nil
        case .chat:
            try chatFrame(frame)
        case .focus:
            try moveFocus(frame: frame)
        case .liveInsert, .batchUpdates, .animatedUpdates:
            let scrolled = speed / Double(clock.fps)
            anchor?.scrolled = scrolled
            try setOffset(list.contentOffset.y + scrolled)
            jumps?.scrolled(list)
            if name == .liveInsert, frame % 30 == 29 {
                var update = ListBatchUpdate()
                update.insertRows(at: (0..<10).map { ListIndexPath(row: $0, section: 0) })
                try apply(update)
            } else if name == .batchUpdates, frame % 10 == 9 {
                try apply(randomBatch())
            } else if name == .animatedUpdates, AnimatedUpdatesScript.batches(atFrame: frame),
                      let update = AnimatedUpdatesScript.batch(in: list, using: &random) {
                let transition = try apply(update, animated: true)
                jumps?.recordBatch(list, transition: transition)
            }
        }
    }

    /// After the layout pass, whose blank share was `blankArea`: measures what the scenario
    /// reports beside the frame (`chat`'s end and rows below, `paging`'s blank area and jump
    /// fills, `scroll-to`'s landings), and returns how far the anchor row moved on screen beyond the intended
    /// scroll, if the scenario measures that (for `chat`, only while the reader is away from the
    /// end: anchored, the rows move up on purpose).
    package func afterLayout(blankArea: Double) -> Double? {
        chat?.measure(list)
        jumps?.measure(list)
        if name == .paging { paging.measure(frame: frame, blankArea: blankArea) }
        measureLanding()
        anchorDriftXPt = anchorX.flatMap { anchor in
            (try? list.sheetColumnSpan(anchor.column)).map { abs($0.x - list.contentOffset.x - (anchor.screenX - anchor.scrolled)) }
        } ?? 0
        recordAnchorX()
        guard name.measuresAnchorDrift, name != .chat || !list.isAnchoredToEnd else { return nil }
        guard let anchor, let rect = list.rectForRow(globalRow: anchor.row) else { return nil }
        let expected = anchor.screenY - anchor.scrolled
        return abs((rect.minY - list.contentOffset.y) - expected)
    }

    /// After the layout pass (`scroll-to`): counts the scroll's passes and, at its last, how far
    /// the row's top is from where `.top` asked it to be — worked out from the public geometry:
    /// the visible area's top (below the section's header where headers pin), within the content
    /// offset limits.
    private func measureLanding() {
        guard var target = scrollTarget else { return }
        target.frames += 1
        scrollTarget = target
        guard !list.isScrollAnimating else { return }
        scrollTarget = nil
        scrollFramesMax = Swift.max(scrollFramesMax, target.frames)
        landingErrorMaxPt = Swift.max(landingErrorMaxPt, landingError(of: target.path))
    }

    private func landingError(of path: ListIndexPath) -> Double {
        guard let row = list.rectForRow(at: path) else { return .infinity }
        let header = list.listLayout.pinsSectionHeaders(style: list.style) ? list.rectForHeader(inSection: path.section)?.height ?? 0 : 0
        let limits = list.contentOffsetLimits
        // A sheet's frozen rows cover the top: a row scrolled to lands below them.
        let wanted = Swift.min(Swift.max(row.minY - list.contentInset.top - header - list.sheetCoveredHeight, limits.lowerBound),
                               limits.upperBound)
        return abs(list.contentOffset.y - wanted)
    }

    /// How often `scroll-to` starts an animated scroll.
    private static let framesPerScroll = 120

    /// `chat`'s figures so far: the end's largest drift while anchored, the most rows waiting below.
    package var chatFigures: (endDriftMaxPt: Double, newRowsBelowMax: Int)? {
        chat.map { ($0.endDriftMaxPt, $0.newRowsBelowMax) }
    }

    /// `animated-updates`' figure so far: the largest distance a cell's presentation moved
    /// between two frames beyond what its curve allows, in points (goal 0).
    package var presentationJumpMaxPt: Double? { jumps?.jumpMaxPt }

    /// `animated-updates`' meter, for tests and diagnostics: where the worst move was, and how
    /// many moves it compared.
    package var presentationJumps: PresentationJumpMeter? { jumps }

    /// `paging`'s figures so far: the blank mean over the fling's frames, the slowest jump's fill.
    package var pagingFigures: (blankAreaFlingMean: Double, jumpFillFramesMax: Int)? {
        guard name == .paging else { return nil }
        return (paging.blankAreaFlingMean, Swift.max(paging.jumpFillFramesMax, paging.unfilledFrames(atFrame: frame) ?? 0))
    }

    private func chatFrame(_ frame: Int) throws {
        guard let source = list.dataSource as? any UpdatableDataSource else { throw ScenarioError.updatesUnsupported(name) }
        if chat == nil { chat = ChatScript(frames: plannedFrames ?? defaultFrameCount(), leavingSpeed: speed) }
        let wasAnchored = list.isAnchoredToEnd
        anchor?.scrolled = try chat!.scroll(list, frame: frame, fps: clock.fps)
        // The drift of a frame that starts at the end is not measured: the rows moved with it.
        if wasAnchored { anchor = nil }
        try chat!.change(list, source: source, frame: frame) { try apply($0) }
    }

    // MARK: Scrolling

    private func flingDistance() -> Double {
        if fling == nil || fling!.isAtRest {
            fling = Fling(velocity: direction * parameters.velocity, rate: parameters.deceleration)
        }
        return fling!.advance(seconds: clock.intervalSeconds)
    }

    private func dragDistance() -> Double { direction * speed / Double(clock.fps) }

    /// `pan`'s direction, 30° off the vertical toward the right: (sin 30°, cos 30°).
    package static let panDirection = (x: 0.5, y: 3.0.squareRoot() / 2)

    /// `pan`: a frame of a drag at ``speed`` 30° off the vertical toward the right; each axis
    /// stops at its edge and turns back (horizontally 0 … the sheet's content width less the
    /// viewport's, vertically the content offset limits).
    ///
    /// - Complexity: O(1).
    private func pan() throws {
        let step = speed / Double(clock.fps)
        let offset = list.contentOffset
        let y = Self.bounce(offset.y + direction * step * Self.panDirection.y, within: limits, direction: &direction)
        let right = Swift.max(0, list.sheetContentWidth - list.viewportSize.width)
        let x = Self.bounce(offset.x + directionX * step * Self.panDirection.x, within: 0...right, direction: &directionX)
        anchor?.scrolled = y - offset.y
        anchorX?.scrolled = x - offset.x
        try list.setContentOffset(Point(x: x, y: y))
    }

    /// `value` kept within `range`: at or past an end, the end, and `direction` turns away from it.
    ///
    /// - Complexity: O(1).
    private static func bounce(_ value: Double, within range: ClosedRange<Double>, direction: inout Double) -> Double {
        if value >= range.upperBound {
            direction = -1
            return range.upperBound
        }
        if value <= range.lowerBound {
            direction = 1
            return range.lowerBound
        }
        return value
    }

    /// `scrollToRow` to a random row at `.top`.
    private func jumpToRandomRow() throws {
        guard let path = randomRow() else { return }
        try list.scrollToRow(at: path, position: .top)
    }

    /// `focus`: a held arrow key — a row down every frame, a page down every 60th, a random row
    /// every 240th; past the last row, the first.
    private func moveFocus(frame: Int) throws {
        if frame % 240 == 239 || list.focusedIndexPath == nil {
            guard let path = frame % 240 == 239 ? randomRow() : list.indexPathsForVisibleRows.first else { return }
            try list.focusRow(at: path)
        } else if try list.moveFocus(frame % 60 == 59 ? .pageDown : .down) == nil {
            try list.moveFocus(.first)
        }
    }

    /// A random row of the list (from the seed), if it has any.
    private func randomRow() -> ListIndexPath? {
        guard list.totalRows > 0 else { return nil }
        return list.indexPath(forGlobalRow: Int.random(in: 0..<list.totalRows, using: &random))
    }

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
            try setOffset(end + RubberBand.offset(forOvershoot: target - end, dimension: list.viewportSize.height))
            settleAt = end
            direction = target > ends.upperBound ? -1 : 1
            fling = nil
        } else {
            try setOffset(target)
        }
    }

    /// Scrolls vertically to `y`, the horizontal offset kept (a sheet's).
    private func setOffset(_ y: Double) throws {
        try list.setContentOffset(Point(x: list.contentOffset.x, y: y))
    }

    /// Every 60th frame turns the viewport (390 ↔ 844 pt wide, the other dimension kept) and
    /// measures how far the first visible item moves on screen; the frames between drag.
    private func rotateOrDrag(frame: Int) throws {
        guard frame % Self.framesPerRotation == Self.framesPerRotation - 1 else {
            anchor = nil
            try scroll(by: dragDistance())
            return
        }
        let width = list.viewportSize.width == Self.narrowWidth ? Self.wideWidth : Self.narrowWidth
        try list.setViewportSize(Size(width: width, height: list.viewportSize.height))
    }

    /// How often `rotate` turns the viewport, and the two widths it alternates between.
    private static let framesPerRotation = 60
    private static let narrowWidth = 390.0
    private static let wideWidth = 844.0

    // MARK: Updates

    /// On a sheet, after a pass: its first scrolling column on screen and where it is, nothing
    /// scrolled yet.
    ///
    /// - Complexity: O(log columns).
    private func recordAnchorX() {
        let scrolling = list.visibleSheetColumns.scrolling
        guard !scrolling.isEmpty, let span = try? list.sheetColumnSpan(scrolling.lowerBound) else {
            anchorX = nil
            return
        }
        anchorX = (scrolling.lowerBound, span.x - list.contentOffset.x, 0)
    }

    private func recordAnchor() {
        let first = list.ranges.visible.lowerBound
        guard let rect = list.rectForRow(globalRow: first) else {
            anchor = nil
            return
        }
        anchor = (first, rect.minY - list.contentOffset.y, 0)
    }

    /// One random row above the viewport (within a few screens) takes a new height from the data set's range.
    private func resizeRowAbove() throws {
        let first = list.ranges.visible.lowerBound
        guard first > 0 else { return }
        let row = Int.random(in: Swift.max(0, first - 200)..<first, using: &random)
        guard let path = list.indexPath(forGlobalRow: row) else { return }
        // The data set's range: a table's rows 44–84 pt, a collection's items 80–160 pt.
        let step = Double(Int.random(in: 0..<5, using: &random))
        let height = list.listLayout.isCollection ? 80 + step * 20 : 44 + step * 10
        if case .fixed = list.rowHeight { return }
        try list.setHeight(height, forRowAt: path)
    }

    /// Changes the data source's model and the list by `update`. Drift is then measured on the
    /// row the engine promises to keep still: the first row visible when the batch comes that
    /// neither moves nor is deleted (rows that move go elsewhere on purpose). If the batch
    /// moves or deletes every visible row, the frame measures no drift. `animated`: the batch
    /// animates (``ListView/performBatchUpdates(_:animated:)``). Returns the batch's transition.
    @discardableResult
    private func apply(_ update: ListBatchUpdate, animated: Bool = false) throws -> ListTransition {
        guard let source = list.dataSource as? any UpdatableDataSource else { throw ScenarioError.updatesUnsupported(name) }
        source.apply(update)
        let transition = try list.performBatchUpdates(update, animated: animated)
        updatedData = true
        guard anchor != nil else { return transition }
        // Visible at the batch (after this frame's scroll), as the engine chooses its anchor: in a
        // grid, an item the scroll took out of view may reflow to another line than the one kept.
        let top = transition.contentOffsetBefore.y
        let bottom = top + list.viewportSize.height
        let stays = transition.rows.filter {
            ($0.change == .kept || $0.change == .reloaded) && $0.wasVisible
                && $0.frameBefore.map { $0.maxY > top && $0.minY < bottom } == true
        }
        guard let still = stays.min(by: { $0.indexPathBefore! < $1.indexPathBefore! }),
              let before = still.frameBefore, let after = still.indexPathAfter, let row = list.globalRow(for: after) else {
            anchor = nil
            return transition
        }
        // Measured from here on against where the row was just before the batch (after this frame's scroll).
        anchor = (row, before.minY - transition.contentOffsetBefore.y, 0)
        return transition
    }

    /// A random batch in the section on screen, as a feed gets while it is read: a few rows
    /// deleted, reloaded, moved and inserted, within two screens of the viewport and far above it.
    private func randomBatch() -> ListBatchUpdate {
        var update = ListBatchUpdate()
        let first = list.ranges.visible.lowerBound
        guard let anchor = list.indexPath(forGlobalRow: first) else { return update }
        let section = anchor.section
        let rows = list.numberOfRows(inSection: section)
        let near = Swift.max(0, anchor.row - 40)..<Swift.min(rows, anchor.row + 80)
        func randomRow() -> Int {
            Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0..<near.upperBound, using: &random)
                : Int.random(in: near, using: &random)
        }
        guard near.count > 20 else { return update }
        var taken = Set<Int>()
        func pick() -> Int {
            var row = randomRow()
            while taken.contains(row) { row = randomRow() }
            taken.insert(row)
            return row
        }
        let deletes = Int.random(in: 0...3, using: &random)
        let moves = Int.random(in: 0...2, using: &random)
        let reloads = Int.random(in: 0...3, using: &random)
        let inserts = Int.random(in: 1...5, using: &random)
        update.deletedRows = (0..<deletes).map { _ in ListIndexPath(row: pick(), section: section) }
        let sources = (0..<moves).map { _ in pick() }
        update.reloadedRows = (0..<reloads).map { _ in ListIndexPath(row: pick(), section: section) }
        // Arrivals take distinct places among the rows after the batch; the rows that stay fill the rest.
        let after = rows - deletes + inserts
        var places = Set<Int>()
        while places.count < inserts + moves {
            places.insert(Swift.min(after - 1, randomRow()))
        }
        var arrivals = places.sorted().shuffled(using: &random)  // sorted: a Set's order changes run to run
        for from in sources {
            update.moveRow(at: ListIndexPath(row: from, section: section), to: ListIndexPath(row: arrivals.removeLast(), section: section))
        }
        update.insertedRows = arrivals.map { ListIndexPath(row: $0, section: section) }
        return update
    }
}

/// A data source whose model the scenarios that change data (`live-insert`, `batch-updates`,
/// `chat`) can change.
public protocol UpdatableDataSource: ListDataSource {
    /// Changes the model as `update` describes (rows only; inserted rows get new items). The
    /// runner then applies the same batch to the list.
    func apply(_ update: ListBatchUpdate)

    /// Keeps the height the row at `indexPath` grew to (`chat`'s streamed messages); the runner
    /// then tells the list with `setHeight(_:forRowAt:)`. Does nothing unless implemented.
    func rowDidGrow(at indexPath: ListIndexPath, to height: Double)
}

extension UpdatableDataSource {
    public func rowDidGrow(at indexPath: ListIndexPath, to height: Double) {}
}

/// Why a scenario cannot run.
public enum ScenarioError: Error, CustomStringConvertible {
    /// The scenario changes data, and the list's data source is not an ``UpdatableDataSource``.
    case updatesUnsupported(ScenarioName)
    /// The scenario pans a sheet's columns, and the list's layout is no sheet.
    case needsSheet(ScenarioName)

    public var description: String {
        switch self {
        case let .updatesUnsupported(name):
            "\(name.rawValue) needs a data source that conforms to UpdatableDataSource"
        case let .needsSheet(name):
            "\(name.rawValue) needs a sheet layout (--layout sheet)"
        }
    }
}
