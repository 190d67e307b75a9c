import CSDL2
import ListBench
import ListEngine

/// A list in a window: the engine laid out and drawn each frame, driven by the window's input —
/// wheel and trackpad scrolling, a drag with the engine's fling physics and rubber band, a pull
/// to refresh, a click to select, a sideways drag to a row's swipe actions, editing (`e`: a click
/// on the delete control asks to delete, a drag of the reorder control moves the row), keys for
/// focus and paging, a resize that keeps the place — or by a scripted gesture (``Scenario``),
/// and each frame timed (engine work, drawing, total) and its allocations counted.
///
/// A class: it owns the list, the painter's caches and the window's state across frames.
public final class WindowSession {
    /// The list on screen.
    public let list: ListView
    /// The window it is drawn in.
    public let canvas: WindowCanvas
    /// What draws it.
    public private(set) var painter: ListPainter
    /// The scroll's drag and coasting.
    public private(set) var physics = ScrollPhysics()
    /// The frames timed so far.
    public private(set) var times = FrameTimes()
    /// Pull to refresh: pulled past the top far enough, the list refreshes (its rows stay,
    /// stale, for ``refreshFrames`` frames — the demo's stand-in for a fetch).
    public private(set) var refresh: RefreshControl
    /// Frames a refresh takes, and those left of the one under way.
    public var refreshFrames = 60
    private var refreshFramesLeft = 0
    /// Frames drawn so far (the refresh spinner turns with them).
    public private(set) var frameCount = 0
    /// The window thread's allocations (counted when the process installed the hook).
    private let allocations = AllocationCounter()
    /// The events handled since ``startRecording()``, each before the frame it came before;
    /// nil when not recording.
    public private(set) var recording: GestureScript?
    private var recordingStart = 0
    /// Set when the person asked to quit (`q`, the window closed).
    public private(set) var quits = false
    /// The data source and delegate (kept: the list holds them unowned).
    private let source: AnyObject
    /// A press in progress: where and when it went down, and what it became once it moved past
    /// the slop — a vertical drag scrolls, a horizontal one slides the row to its swipe actions.
    private var press: Press?
    private struct Press {
        enum Gesture { case undecided, scroll, swipe, move }
        var x: Double
        var y: Double
        var gesture = Gesture.undecided
        /// The last horizontal positions and times, for a swipe's release velocity.
        var lastX: (x: Double, time: Double)
        var velocityX = 0.0
    }
    /// Pixels a press must move to become a drag (UIScrollView's touch slop is about 10).
    static let dragSlop = 8.0

    /// A session showing `list` (whose data source and delegate is `source`) in `canvas`,
    /// drawn by `painter`.
    ///
    /// - Throws: `ListError` when the window's size does not suit the list.
    /// - Complexity: O(1) plus the first layout.
    public init(list: ListView, source: AnyObject, canvas: WindowCanvas, painter: ListPainter) throws(ListError) {
        self.list = list
        self.source = source
        self.canvas = canvas
        self.painter = painter
        refresh = try RefreshControl()
        let (width, height) = canvas.size
        _ = try list.setViewportSize(Size(width: Double(width), height: Double(height)))
        // The section index, when the list has one, takes a strip at the right edge.
        _ = list.layout()
        if !list.sectionIndexTitles.isEmpty { resize(width: width, height: height) }
    }

    // MARK: Frames

    /// One frame of `seconds`: input already handled, the physics advance, the engine lays the
    /// list out, the painter draws it and the window shows it. Returns the frame's times.
    ///
    /// - Complexity: that of the engine's pass, plus O(rows on screen) to draw.
    @discardableResult
    public func frame(seconds: Double) -> FrameTimes.Frame {
        let allocationsBefore = allocations.count
        let start = FrameTimes.now()
        if let offset = physics.advance(seconds: seconds, offset: list.contentOffset.y, limits: list.contentOffsetLimits) {
            try? list.setContentOffset(Point(x: 0, y: offset))
        }
        advanceRefresh()
        _ = list.layout()
        let engineEnd = FrameTimes.now()
        painter.draw(list, into: canvas, refresh: refresh.state, frame: frameCount)
        frameCount += 1
        canvas.flush()
        let drawEnd = FrameTimes.now()
        canvas.present()
        let frame = FrameTimes.Frame(engineNs: engineEnd - start, drawNs: drawEnd - engineEnd, totalNs: FrameTimes.now() - start,
                                     allocations: allocations.count &- allocationsBefore)
        times.record(frame)
        return frame
    }

    /// Forgets the frames timed so far.
    ///
    /// - Complexity: O(1).
    public func resetTimes() { times.removeAll() }

    // MARK: Input

    /// Handles every event waiting in SDL's queue.
    ///
    /// - Complexity: O(events).
    public func handlePendingEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event) }
    }

    /// Handles one event from the window.
    ///
    /// - Complexity: O(1), plus a resize's re-layout.
    public func handle(_ event: SDL_Event) {
        if recording != nil, let recorded = GestureScript.event(of: event) {
            recording?.append(recorded, beforeFrame: frameCount - recordingStart)
        }
        let time = Double(event.common.timestamp) / 1000
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quits = true
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            resize(width: Int(event.window.data1), height: Int(event.window.data2))
        case SDL_MOUSEWHEEL:
            let notches = Double(event.wheel.preciseY)
            physics.wheel(event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? notches : -notches)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointerDown(x: Double(event.button.x), y: Double(event.button.y), time: time)
        case SDL_MOUSEMOTION where press != nil:
            pointerMoved(x: Double(event.motion.x), y: Double(event.motion.y), time: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointerUp(x: Double(event.button.x), y: Double(event.button.y), time: time)
        case SDL_KEYDOWN:
            key(event.key.keysym.sym)
        default:
            break
        }
    }

    private func pointerDown(x: Double, y: Double, time: Double) {
        press = Press(x: x, y: y, lastX: (x, time))
        if list.isEditing, list.swipeActionsState == nil, let (indexPath, control) = editingControl(at: x, y: y) {
            switch control {
            case .delete:
                // The delete control asks for confirmation: the row slides to its Delete button.
                try? list.openSwipeActions(forRowAt: indexPath, edge: .trailing)
                press = nil
            case .reorder:
                if (try? list.beginInteractiveMovement(forRowAt: indexPath)) == true {
                    press?.gesture = .move
                    _ = try? list.updateInteractiveMovementTargetPosition(Point(x: x, y: y))
                }
            }
            return
        }
        physics.beginDrag(at: y, time: time, offset: list.contentOffset.y)
        // While a row shows its actions, a press is for them (or closes them), not a row's tap.
        if list.swipeActionsState == nil { _ = list.touchDown(at: Point(x: x, y: y)) }
    }

    /// `rect` grown by `margin` on every side: a control is easier to hit than it is drawn.
    private static func grown(_ rect: Rect, by margin: Double) -> Rect {
        Rect(x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
    }

    /// The editing controls a press can land on.
    private enum EditingControl { case delete, reorder }

    /// The row under (`x`, `y`) and its editing control there, if the press is on one (as the
    /// engine's content layout places them in the row).
    private func editingControl(at x: Double, y: Double) -> (ListIndexPath, EditingControl)? {
        guard let indexPath = list.indexPathForRow(at: Point(x: x, y: y + list.contentOffset.y)),
              let cell = list.cellForRow(at: indexPath) as? ListContentCell<FontTextMeasurer>,
              let layout = try? cell.contentLayout(fittingWidth: cell.frame.width) else { return nil }
        let point = Point(x: x - cell.frame.minX, y: y + list.contentOffset.y - cell.frame.minY)
        if let rect = layout.editingControl, Self.grown(rect, by: 8).contains(point) { return (indexPath, .delete) }
        if let rect = layout.reorderControl, Self.grown(rect, by: 8).contains(point) { return (indexPath, .reorder) }
        return nil
    }

    private func pointerMoved(x: Double, y: Double, time: Double) {
        guard var current = press else { return }
        if current.gesture == .undecided, Swift.max(abs(x - current.x), abs(y - current.y)) >= Self.dragSlop {
            // The first move past the slop decides: mostly sideways on a row slides it.
            list.cancelTouch()
            if abs(x - current.x) > abs(y - current.y), list.beginSwipe(at: Point(x: current.x, y: current.y)) != nil {
                current.gesture = .swipe
                physics.cancelDrag()
            } else {
                current.gesture = .scroll
            }
        }
        if time > current.lastX.time {
            current.velocityX = (x - current.lastX.x) / (time - current.lastX.time)
            current.lastX = (x, time)
        }
        press = current
        switch current.gesture {
        case .undecided:
            break
        case .move:
            _ = try? list.updateInteractiveMovementTargetPosition(Point(x: x, y: y))
        case .swipe:
            list.updateSwipe(translation: x - current.x)
        case .scroll:
            guard let offset = physics.drag(to: y, time: time, limits: list.contentOffsetLimits, dimension: list.viewportSize.height) else { return }
            try? list.setContentOffset(Point(x: 0, y: offset))
            if refresh.update(pullDistance: list.pullDistance, isDragging: true) == .beganRefreshing { beginRefresh() }
        }
    }

    private func pointerUp(x: Double, y: Double, time: Double) {
        guard let current = press else { return }
        press = nil
        switch current.gesture {
        case .move:
            _ = try? list.endInteractiveMovement(animated: true)
        case .swipe:
            _ = try? list.endSwipe(velocity: current.velocityX)
        case .scroll:
            physics.endDrag(time: time)
            refresh.update(pullDistance: list.pullDistance, isDragging: false)
            settleRefreshInset()
        case .undecided:
            physics.endDrag(time: time)
            if let swipe = list.swipeActionsState {
                // A click while a row shows its actions: on an action performs it, elsewhere closes them.
                if let action = actionIndex(at: x, y: y, in: swipe) { _ = try? list.performSwipeAction(at: action, animated: true) }
                else { list.closeSwipeActions() }
                list.cancelTouch()
            } else {
                _ = list.touchUp()
            }
        }
    }

    /// The index of the swipe action drawn under (`x`, `y`), if any (``ListPainter/actionBox(_:of:row:)``).
    private func actionIndex(at x: Double, y: Double, in swipe: SwipeActionsState) -> Int? {
        guard let frame = list.rectForRow(at: swipe.indexPath) else { return nil }
        let row = PixelRect(frame, dy: -list.contentOffset.y)
        return swipe.actions.indices.first { ListPainter.actionBox($0, of: swipe, row: row)?.contains(x: Int(x), y: Int(y)) == true }
    }

    private func key(_ symbol: SDL_Keycode) {
        switch Int(symbol) {
        case Int(SDLK_q.rawValue), Int(SDLK_ESCAPE.rawValue): quits = true
        case Int(SDLK_DOWN.rawValue): _ = try? list.moveFocus(.down)
        case Int(SDLK_UP.rawValue): _ = try? list.moveFocus(.up)
        case Int(SDLK_PAGEDOWN.rawValue), Int(SDLK_SPACE.rawValue): _ = try? list.moveFocus(.pageDown)
        case Int(SDLK_PAGEUP.rawValue): _ = try? list.moveFocus(.pageUp)
        case Int(SDLK_HOME.rawValue): _ = try? list.moveFocus(.first)
        case Int(SDLK_END.rawValue): _ = try? list.moveFocus(.last)
        case Int(SDLK_e.rawValue): list.setEditing(!list.isEditing)
        case Int(SDLK_RETURN.rawValue):
            if let focused = list.focusedIndexPath { try? list.selectRow(at: focused) }
        default: break
        }
    }

    /// The window became `width` × `height` pixels: the list's viewport follows, keeping the
    /// place (the engine's resize keeps the anchor row where it was), and is laid out.
    ///
    /// - Complexity: that of the engine's resize and a layout pass.
    public func resize(width: Int, height: Int) {
        let strip = list.sectionIndexTitles.isEmpty ? 0 : ListPainter.indexStripWidth
        _ = try? list.setViewportSize(Size(width: Double(Swift.max(1, width - strip)), height: Double(Swift.max(1, height))))
        // Laid out at once: a press that arrives with the resize, before the next frame, finds
        // the rows at their new width.
        _ = list.layout()
    }

    // MARK: Refresh

    /// The pull passed the trigger: the rows go stale while the refresh runs.
    private func beginRefresh() {
        list.beginLoading(keepingRows: true)
        refreshFramesLeft = refreshFrames
    }

    /// A frame of the refresh under way; at its end the rows are fresh again and the control
    /// closes (the content springs back to its top).
    private func advanceRefresh() {
        guard refresh.isRefreshing, refreshFramesLeft > 0 else { return }
        refreshFramesLeft -= 1
        guard refreshFramesLeft == 0 else { return }
        try? list.finishLoading(reload: true)
        if refresh.endRefreshing(isDragging: press != nil) { settleRefreshInset() }
    }

    /// The room the control takes above the content: open while it refreshes, none otherwise.
    private func settleRefreshInset() {
        try? list.setContentInset(EdgeInsets(top: refresh.revealedHeight, left: 0, bottom: 0, right: 0))
    }

    // MARK: Scripts

    /// Starts recording the events handled from now on into ``recording``, frame 0 the next
    /// frame drawn (`listwin --record`).
    ///
    /// - Complexity: O(1).
    public func startRecording() {
        recording = GestureScript()
        recordingStart = frameCount
    }

    /// Hands the events `script` has before frame `frame` to ``handle(_:)``, each at its frame's
    /// time at `framesPerSecond`; `next` is the index of the first step not played yet.
    ///
    /// - Complexity: O(steps played).
    public func play(_ script: GestureScript, frame: Int, framesPerSecond: Double, next: inout Int) {
        let milliseconds = UInt32(Swift.min(Double(UInt32.max), Double(frame) * 1000 / framesPerSecond))
        while next < script.steps.count, script.steps[next].frame <= frame {
            if let event = GestureScript.sdlEvent(script.steps[next].event, milliseconds: milliseconds) { handle(event) }
            next += 1
        }
    }

    /// Starts a fling at `velocity` points a second, as a scripted gesture does.
    ///
    /// - Complexity: O(1).
    public func fling(velocity: Double) { physics.fling(velocity: velocity) }

    /// Stops any coasting and moves the content by `points` (a scripted drag's step).
    ///
    /// - Complexity: O(1).
    public func scroll(by points: Double) {
        let limits = list.contentOffsetLimits
        try? list.setContentOffset(Point(x: 0, y: Swift.min(Swift.max(list.contentOffset.y + points, limits.lowerBound), limits.upperBound)))
    }

    /// Jumps to the row at `indexPath`, at the top.
    ///
    /// - Complexity: O(log n).
    public func jump(to indexPath: ListIndexPath) {
        try? list.scrollToRow(at: indexPath, position: .top)
    }
}
