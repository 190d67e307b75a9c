import CSDL2
import Testing
import ListEngine
@testable import ListWindow

/// The window's input, as SDL delivers it, handed to the session with the events' own times
/// (so no test waits on the clock): a drag moves the content with the pointer and flings it on
/// release, a click selects the row under it, a wheel notch coasts, keys move the focus, a
/// resize keeps the row at the top.
extension WindowTests {
    static func mouse(_ type: SDL_EventType, x: Int, y: Int, at milliseconds: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.timestamp = milliseconds
            event.motion.x = Int32(x)
            event.motion.y = Int32(y)
        } else {
            event.button.timestamp = milliseconds
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(x)
            event.button.y = Int32(y)
        }
        return event
    }

    static func key(_ symbol: SDL_KeyCode) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(symbol.rawValue)
        return event
    }

    @Test func aDragMovesTheContentWithThePointerAndFlingsItOnRelease() throws {
        let fixture = try WindowFixture(style: .plain)
        let session = fixture.session
        session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 500, at: 1_000))
        for step in 1...10 { session.handle(Self.mouse(SDL_MOUSEMOTION, x: 200, y: 500 - 30 * step, at: 1_000 + 10 * UInt32(step))) }
        #expect(fixture.list.contentOffset.y == 300, "the content follows the pointer")
        #expect(fixture.list.indexPathForSelectedRow == nil, "a drag selects nothing")
        session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 200, y: 200, at: 1_100))
        #expect(session.physics.isMoving, "released at 3,000 pixels a second, it flings")
        session.frame(seconds: 1.0 / 60)
        #expect(fixture.list.contentOffset.y > 300)
    }

    @Test func aClickSelectsTheRowUnderThePointer() throws {
        let fixture = try WindowFixture(style: .plain)
        let (_, geometry) = try fixture.drawn()
        let target = try #require(geometry.rows.first { $0.row == 4 })
        let y = target.frame.y + target.frame.height / 2
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: y, at: 10))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: y, at: 60))
        #expect(fixture.list.indexPathForSelectedRow == ListIndexPath(row: 4, section: 0))
        #expect(fixture.demo.selections == [ListIndexPath(row: 4, section: 0)], "the delegate heard of it")
    }

    @Test func aClickOnAScrolledListSelectsTheRowUnderThePointer() throws {
        let fixture = try WindowFixture(style: .plain)
        try fixture.list.setContentOffset(Point(x: 0, y: 5_000))
        let (_, geometry) = try fixture.drawn()
        let target = try #require(geometry.rows.dropFirst(3).first)
        let y = target.frame.y + target.frame.height / 2
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: y, at: 10))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: y, at: 60))
        #expect(fixture.list.indexPathForSelectedRow == ListIndexPath(row: target.row, section: target.section))
    }

    @Test func aDragToTheLeftRevealsTheRowsActionsAndAClickOnDeleteDeletesIt() throws {
        let fixture = try WindowFixture(style: .plain)
        let (_, before) = try fixture.drawn()
        let row = try #require(before.rows.first { $0.row == 2 })
        let y = row.frame.y + row.frame.height / 2
        let name = fixture.demo.name(ofContact: fixture.demo.contact(at: ListIndexPath(row: 2, section: 0)), inSection: 0)
        let rows = fixture.list.numberOfRows(inSection: 0)
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 380, y: y, at: 10))
        for step in 1...8 { fixture.session.handle(Self.mouse(SDL_MOUSEMOTION, x: 380 - 20 * step, y: y + 1, at: 10 + 30 * UInt32(step))) }
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 220, y: y + 1, at: 400))
        let swipe = try #require(fixture.list.swipeActionsState)
        #expect(swipe.indexPath == ListIndexPath(row: 2, section: 0))
        #expect(fixture.list.contentOffset.y == 0, "a sideways drag does not scroll")
        let (pixels, _) = try fixture.drawn()
        let revealed = Int(swipe.revealWidth.rounded())
        #expect(revealed > 100, "open: \(revealed) points")
        // Delete, the first action, at the row's edge; Flag beside it.
        let deleteX = row.frame.maxX - 10
        let deleteDrawn = pixels.pixel(x: deleteX, y: row.frame.y + 4, is: Palette().destructive)
        #expect(deleteDrawn, "the destructive action is drawn under the dragged row")
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: deleteX, y: y, at: 500))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: deleteX, y: y, at: 550))
        for _ in 0..<60 { fixture.session.frame(seconds: 1.0 / 60) }
        #expect(fixture.list.numberOfRows(inSection: 0) == rows - 1)
        #expect(fixture.list.swipeActionsState == nil)
        let shown = fixture.demo.name(ofContact: fixture.demo.contact(at: ListIndexPath(row: 2, section: 0)), inSection: 0)
        #expect(shown != name, "the row below took its place")
    }

    @Test func aPressThatMovesPastTheSlopDragsInstead() throws {
        let fixture = try WindowFixture(style: .plain)
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 300, at: 10))
        fixture.session.handle(Self.mouse(SDL_MOUSEMOTION, x: 100, y: 300 - Int(WindowSession.dragSlop), at: 20))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: 300 - Int(WindowSession.dragSlop), at: 400))
        #expect(fixture.list.indexPathForSelectedRow == nil)
        #expect(fixture.list.contentOffset.y == WindowSession.dragSlop)
    }

    @Test func aWheelNotchCoastsDownAndTheTopRubberBands() throws {
        let fixture = try WindowFixture(style: .plain)
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = -1
        fixture.session.handle(wheel)
        for _ in 0..<120 { fixture.session.frame(seconds: 1.0 / 60) }
        let coasted = fixture.list.contentOffset.y
        #expect(coasted > 60 && coasted < 200, "a notch coasts about \(fixture.session.physics.pointsPerNotch) points: \(coasted)")
        // Dragged down past the top, the content follows less than the pointer, and springs back.
        try fixture.list.setContentOffset(Point(x: 0, y: 0))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 100, at: 10))
        fixture.session.handle(Self.mouse(SDL_MOUSEMOTION, x: 100, y: 300, at: 20))
        let pulled = -fixture.list.contentOffset.y
        #expect(pulled > 0 && pulled < 200)
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: 300, at: 1_000))
        for _ in 0..<120 { fixture.session.frame(seconds: 1.0 / 60) }
        #expect(fixture.list.contentOffset.y == 0)
    }

    @Test func keysMoveTheFocusAndEnterSelectsIt() throws {
        let fixture = try WindowFixture(style: .plain)
        fixture.session.handle(Self.key(SDLK_DOWN))
        fixture.session.handle(Self.key(SDLK_DOWN))
        let focused = try #require(fixture.list.focusedIndexPath)
        fixture.session.handle(Self.key(SDLK_RETURN))
        #expect(fixture.list.indexPathForSelectedRow == focused)
        fixture.session.handle(Self.key(SDLK_q))
        #expect(fixture.session.quits)
    }

    @Test func aResizeKeepsTheRowAtTheTop() throws {
        let fixture = try WindowFixture(style: .plain, cellStyle: .value1)
        try fixture.list.scrollToRow(at: ListIndexPath(row: 20, section: 2), position: .top)
        _ = try fixture.drawn()
        let top = fixture.list.indexPathsForVisibleRows.first
        fixture.session.resize(width: 300, height: 400)
        let (_, geometry) = try fixture.drawn()
        #expect(fixture.list.indexPathsForVisibleRows.first == top)
        #expect(geometry.viewport.width == 300 - ListPainter.indexStripWidth)
    }
}

extension WindowTests {
    /// Where the engine lays out row `indexPath`'s editing control or reorder control, in window pixels.
    static func control(_ reorder: Bool, of indexPath: ListIndexPath, in list: ListView) throws -> (x: Int, y: Int) {
        let cell = try #require(list.cellForRow(at: indexPath) as? ListContentCell<FontTextMeasurer>)
        let layout = try #require(try cell.contentLayout(fittingWidth: cell.frame.width))
        let rect = try #require(reorder ? layout.reorderControl : layout.editingControl)
        return (Int(cell.frame.minX + rect.midX), Int(cell.frame.minY + rect.midY - list.contentOffset.y))
    }

    @Test func inEditingModeTheDeleteControlAsksAndDeleteDeletes() throws {
        let fixture = try WindowFixture(style: .plain)
        fixture.session.handle(Self.key(SDLK_e))
        _ = try fixture.drawn()
        #expect(fixture.list.isEditing)
        let rows = fixture.list.numberOfRows(inSection: 0)
        let target = ListIndexPath(row: 1, section: 0)
        let (x, y) = try Self.control(false, of: target, in: fixture.list)
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: x, y: y, at: 10))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: x, y: y, at: 40))
        _ = try fixture.drawn()
        let swipe = try #require(fixture.list.swipeActionsState, "the delete control opens the confirmation")
        #expect(swipe.indexPath == target)
        let (_, geometry) = try fixture.drawn()
        let row = try #require(geometry.rows.first { $0.row == 1 })
        let box = try #require(ListPainter.actionBox(0, of: swipe, row: row.frame))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: box.x + box.width / 2, y: box.y + box.height / 2, at: 100))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: box.x + box.width / 2, y: box.y + box.height / 2, at: 130))
        for _ in 0..<60 { fixture.session.frame(seconds: 1.0 / 60) }
        #expect(fixture.list.numberOfRows(inSection: 0) == rows - 1)
    }

    @Test func inEditingModeTheReorderControlMovesALine() throws {
        let fixture = try WindowFixture(textFile: WindowFixture.fixtures.appendingPathComponent("world.txt").path)
        let lines = try #require(fixture.textFile)
        let first = lines.model.record(at: ListIndexPath(row: 0, section: 0))?.text
        fixture.session.handle(Self.key(SDLK_e))
        _ = try fixture.drawn()
        let (x, y) = try Self.control(true, of: ListIndexPath(row: 0, section: 0), in: fixture.list)
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: x, y: y, at: 10))
        for step in 1...8 { fixture.session.handle(Self.mouse(SDL_MOUSEMOTION, x: x, y: y + 20 * step, at: 10 + 16 * UInt32(step))) }
        #expect(fixture.list.interactiveMovement != nil, "the row floats under the pointer")
        _ = try fixture.drawn()
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: x, y: y + 160, at: 300))
        for _ in 0..<60 { fixture.session.frame(seconds: 1.0 / 60) }
        #expect(fixture.list.interactiveMovement == nil)
        #expect(lines.model.record(at: ListIndexPath(row: 0, section: 0))?.text != first, "the first line moved")
        #expect(lines.model.record(at: ListIndexPath(row: 4, section: 0))?.text == first, "four rows down (160 px of 44-px rows)")
    }
}

extension WindowTests {
    @Test func aPullPastTheTopRefreshesWithTheSpinnerShowingThenSpringsBack() throws {
        let fixture = try WindowFixture(style: .plain)
        let session = fixture.session
        session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 100, at: 10))
        for step in 1...10 { session.handle(Self.mouse(SDL_MOUSEMOTION, x: 200, y: 100 + 40 * step, at: 10 + 20 * UInt32(step))) }
        #expect(session.refresh.isRefreshing, "pulled \(fixture.list.pullDistance) points: past the trigger")
        #expect(fixture.list.loadState == .stale(progress: nil), "the rows stay, stale")
        session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 200, y: 500, at: 2_000))
        for _ in 0..<20 { session.frame(seconds: 1.0 / 60) }
        #expect(fixture.list.contentOffset.y == -session.refresh.openHeight, "open above the content while it refreshes")
        let (pixels, _) = try fixture.drawn()
        let room = Int(session.refresh.openHeight)
        let spinner = pixels.inkCount(in: PixelRect(x: 190, y: room / 2 - 14, width: 40, height: 28), threshold: 200)
        #expect(spinner > 10, "the spinner turns in the room")
        for _ in 0..<(session.refreshFrames + 30) { session.frame(seconds: 1.0 / 60) }
        #expect(!session.refresh.isRefreshing)
        #expect(fixture.list.loadState == .loaded)
        #expect(fixture.list.contentOffset.y == 0, "sprung back to the top")
    }
}

extension WindowTests {
    @Test func aSwipeRightAfterAResizeFindsTheRowAtItsNewWidth() throws {
        let fixture = try WindowFixture(style: .plain, width: 300, height: 500)
        _ = try fixture.drawn()
        // Wider, and a press past the old width before any frame is drawn.
        fixture.session.resize(width: 500, height: 500)
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 440, y: 200, at: 10))
        for step in 1...6 { fixture.session.handle(Self.mouse(SDL_MOUSEMOTION, x: 440 - 25 * step, y: 201, at: 10 + 20 * UInt32(step))) }
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 290, y: 201, at: 200))
        #expect(fixture.list.swipeActionsState != nil)
    }
}

extension WindowTests {
    @Test func aRecordedGesturePlaysBackToTheSamePlace() throws {
        // A person's drag, release, wheel turn and click, recorded frame by frame at 60 Hz.
        let recorder = try WindowFixture(style: .plain)
        recorder.session.startRecording()
        func at(_ frame: Int) -> UInt32 { UInt32(frame * 1000 / 60) }
        recorder.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 200, y: 500, at: at(0)))
        for frame in 1...10 {
            recorder.session.frame(seconds: 1.0 / 60)
            recorder.session.handle(Self.mouse(SDL_MOUSEMOTION, x: 200, y: 500 - 25 * frame, at: at(frame)))
        }
        recorder.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 200, y: 250, at: at(10)))
        for _ in 0..<40 { recorder.session.frame(seconds: 1.0 / 60) }
        recorder.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 300, at: at(51)))
        recorder.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: 300, at: at(51)))
        for _ in 0..<20 { recorder.session.frame(seconds: 1.0 / 60) }
        let script = try #require(recorder.session.recording)
        #expect(script.steps.count == 14)

        // Played into a fresh window through the script's text, frame for frame.
        let player = try WindowFixture(style: .plain)
        let replayed = try GestureScript(text: script.text)
        var next = 0
        for frame in 0..<71 {
            player.session.play(replayed, frame: frame, framesPerSecond: 60, next: &next)
            player.session.frame(seconds: 1.0 / 60)
        }
        #expect(player.list.contentOffset.y == recorder.list.contentOffset.y)
        #expect(player.list.indexPathForSelectedRow == recorder.list.indexPathForSelectedRow)
        #expect(player.list.indexPathForSelectedRow != nil)
    }
}
