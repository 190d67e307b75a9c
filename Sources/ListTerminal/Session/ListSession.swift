import Foundation
import ListEngine
import TerminalScreen

/// A terminal list at work, without the terminal: keys in, frames out. It owns the
/// `ListView` and the presenter; ``handle(_:at:)`` turns a key into the engine's calls (the
/// engine's keyboard focus, scrolling with its fling physics, selection with its highlight
/// flash, editing, swipe-to-delete, interactive moves, the index), ``advance(to:)`` moves a
/// fling and the flashes on and lays the list out, ``draw(into:)`` draws the screen with its
/// status line. The interactive program and the tests drive the same session.
public final class ListSession {
    /// What keys mean now.
    public enum Mode: Hashable, Sendable {
        /// Scrolling and choosing rows.
        case browsing
        /// Typing a search.
        case finding(String)
        /// A row shows its delete confirmation: y or Enter deletes, n or Esc keeps it.
        case confirmingDelete
        /// A row is being moved: ↑ ↓ move it, Enter drops it, Esc puts it back.
        case moving
        /// The section index has the keyboard: a letter jumps, ↑ ↓ step, Esc leaves.
        case index
        /// q with edits not written: w writes them and quits, q quits without them, any other
        /// key stays.
        case confirmingQuit
        /// The help screen: every key (``KeyMap``), its first line `top`; q, h or Esc leaves.
        case help(top: Int)
        /// Typing the name of a file to show (`:e`): Enter opens it, Esc stops.
        case openingFile(String)
    }

    /// The list.
    public let list: ListView
    /// The data source and delegate (a new one for each file shown).
    public internal(set) var presenter: ListPresenter
    /// What the status line calls the list (a file's name).
    public internal(set) var name: String
    /// The row keys act on: the list's keyboard focus (`ListView.focusedIndexPath`), which the
    /// session moves with `moveFocus(_:)` and `focusRow(at:)` and the engine keeps on its row
    /// through edits, growth and refreshes.
    ///
    /// - Complexity: O(1).
    public var focus: ListIndexPath? { list.focusedIndexPath }
    /// What keys mean now.
    public internal(set) var mode = Mode.browsing
    /// The engine's time per frame.
    public private(set) var frameTimes = FrameTimes()
    /// The terminal's width, in columns.
    public private(set) var columns: Int
    /// The terminal's height, in lines (the last is the status line).
    public private(set) var rows: Int
    /// Whether the status line shows the engine's time (off for screens printed as text, which
    /// should not change from run to run).
    public var showsTimings = true
    /// The smallest terminal the list is drawn in (20 × 5); smaller ones get a message.
    public static let minimumSize = (columns: 20, rows: 5)

    var message: String?
    var lastQuery = ""
    /// Whether the search typed, and n after it, go toward the top (`?`, as in `less`).
    var searchesBackward = false
    /// The search under way, if any.
    var search: SearchTask?
    /// Where the cursor is in the search typed: characters from its end.
    var searchCursorFromEnd = 0
    /// The last search's pattern, whose matches are highlighted on screen.
    var highlight: SearchHighlight?
    /// The momentum of the wheel: the engine's fling physics, run in points at a
    /// phone's scale (``pointsPerLine``) so UIScrollView's deceleration feels the same.
    var fling: Fling?
    /// What a terminal line is in the fling's points.
    static let pointsPerLine = 16.0
    /// The part of a line scrolled but not yet shown (the screen moves by whole lines).
    var scrollRemainder = 0.0
    var time = 0.0
    /// When ↑ was last pressed: a press within ``repeatGap`` of it is a held key's repeat,
    /// which goes on with a pull but never starts one.
    var lastUpPress = -Double.infinity
    /// The number typed before a key (`10j`, `50%`), as far as it goes.
    var count: Int?
    /// Z, : or -, waiting for the key that completes `ZZ` or `:q` (or `:f`), or `-S`, `-N`.
    var pendingPrefix: Character?
    /// How far ← → scroll a table's rows sideways, once a count typed before them set it (as
    /// in `less`); nil: half the screen's width.
    var sidewaysStep: Int?
    /// The line (from 1) to go to once it is found (`+NUMBER` past the lines found so far).
    var pendingLine: Int?
    /// Presses at most this far apart (seconds) are a held key's auto-repeat (every 30–40 ms
    /// on most terminals), not taps.
    static let repeatGap = 0.05
    /// Pull to refresh: how far ↑ pulled past the top (before the rubber band), when last.
    var pulled = 0.0
    var lastPull = 0.0
    /// The engine's pull-to-refresh state machine, in lines: a pull of 3 starts a refresh,
    /// which keeps a line open above the rows.
    var refreshControl = try! RefreshControl(triggerDistance: 3, openHeight: 1)   // constants it accepts: never throws
    /// Where the rows come from, to load them again (r); nil for rows given as a model.
    var source: ListSource?
    /// The files given, which of them is shown and where each was left (`:n`, `:p`, `:x`,
    /// `:e`); nil for rows that are not a file's.
    public internal(set) var files: FileList?
    /// The load under way: the first one (the list shows the loading state) or a refresh (the
    /// rows stay, stale).
    var load: BackgroundLoad?
    var renderer = ListScreenRenderer()
    /// Whether every line of a file shown as it is indexed is on the list (see ``isGrowing``).
    var growthFinished = false
    /// The generation of the file's lines the list shows (see ``LineFile/generation``).
    var lineGeneration = 0
    /// Where to go back to once the rows are there again (the file read again after a write):
    /// the content offset and the focused row, counted across sections.
    var pendingPlace: (offset: Double, row: Int)?
    /// The write of the edits under way (w), if any.
    var writing: EditWriter?

    /// A session showing `model` as `appearance` says in a terminal of `columns` × `rows`;
    /// `source`, if given, is where a refresh (r) loads the rows again.
    ///
    /// - Throws: what the list throws for a model it refuses (e.g. an empty group).
    /// - Complexity: the list's reload: O(sections), or O(n) for rows that size themselves.
    public init(model: ListModel, appearance: ListAppearance, name: String, columns: Int, rows: Int,
                source: ListSource? = nil) throws {
        presenter = ListPresenter(model: model, appearance: appearance)
        let layout: ListLayout = switch appearance.layout {
        case .table: .table
        case .grid: .grid(GridLayout(columns: .adaptive(minimumWidth: 18), itemSpacing: 1, lineSpacing: 0,
                                     sectionInset: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)))
        case .flow: .flow(FlowLayout(itemSpacing: 1, lineSpacing: 0, sectionInset: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1),
                                     estimatedItemSize: Size(width: 12, height: ListPresenter.tileHeight)))
        case .masonry: .masonry(MasonryLayout(columns: .adaptive(minimumWidth: 18), itemSpacing: 1, lineSpacing: 0,
                                              sectionInset: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1),
                                              estimatedItemHeight: ListPresenter.tileHeight))
        }
        list = ListView(style: appearance.style, layout: layout, rowHeight: presenter.rowHeight)
        self.name = name
        self.columns = columns
        self.rows = rows
        self.source = source
        presenter.attach(to: list)
        list.selectsMomentarily = true
        list.diagnosticHandler = { [weak self] error in self?.message = "\(error)" }
        try list.setFrameInterval(1.0 / 60)
        // A moving row scrolls the list only from the last line at either edge, a line a frame at most.
        try list.setAutoScroll(edgeZone: 1, maximumSpeed: 60)
        try list.setViewportSize(viewportSize)
        presenter.sheet?.setWidth(columns - 1)
        presenter.measureSheetHeaderIfNeeded()
        try list.reloadData()
        list.layout()
        setFocus(firstVisibleRow)
        message = model.notice
    }

    /// A session that shows the loading state — a spinner and "Loading…", never empty rows —
    /// while `source` loads on a thread of its own; ``advance(to:)`` shows the rows when they
    /// are there. A file's lines (``ListSource/readsLinesAsFound``) show at once instead: the
    /// first screenful as soon as it is read (waiting 30 ms at most), the rest as they are found.
    ///
    /// - Throws: what the list throws for its empty first state (nothing in practice).
    /// - Complexity: O(1) here; the load runs beside the frames.
    public convenience init(loading source: ListSource, appearance: ListAppearance, columns: Int, rows: Int) throws {
        let files: FileList? = if case let .file(path) = source.origin {
            FileList(paths: [path]) { path in
                var other = source
                other.origin = .file(path)
                return other
            }
        } else { nil }
        try self.init(loading: source, files: files, appearance: appearance, columns: columns, rows: rows)
    }

    /// A session showing the first of `files` that opens (those that do not are dropped from
    /// the list, and the status line says why), as ``init(loading:appearance:columns:rows:)``
    /// shows one; `:n`, `:p`, `:x` and `:e` go through the list.
    ///
    /// - Throws: what the list throws for its empty first state (nothing in practice).
    /// - Complexity: O(files) here; the load runs beside the frames.
    public convenience init(loading files: FileList, appearance: ListAppearance, columns: Int, rows: Int) throws {
        var files = files
        var problems: [String] = []
        var opened: Result<ListModel?, ListSource.LoadError>
        while true {
            opened = Result(catching: { () throws(ListSource.LoadError) in try Self.open(files.source(), rows: rows) })
            guard case let .failure(error) = opened, files.remove(at: files.current) else { break }
            problems.append("\(error) (skipped)")
        }
        try self.init(loading: files.source(), files: files, opened: opened, appearance: appearance, columns: columns, rows: rows)
        if !problems.isEmpty { message = ([message ?? displayName] + problems).joined(separator: " · ") }
    }

    private convenience init(loading source: ListSource, files: FileList?, opened: Result<ListModel?, ListSource.LoadError>? = nil,
                             appearance: ListAppearance, columns: Int, rows: Int) throws {
        switch opened ?? Result(catching: { () throws(ListSource.LoadError) in try Self.open(source, rows: rows) }) {
        case let .success(model?):
            try self.init(model: model, appearance: appearance, name: source.name, columns: columns, rows: rows, source: source)
            if source.follows { setFollowing(true) }
            if case let .lines(file) = model.store, file.mayBeBinary {
                message = "\(file.name) may be a binary file: its control bytes show as symbols"
            }
        case .success(nil):
            try self.init(model: ListModel(store: .records([]), sectioning: source.sectioning), appearance: appearance,
                          name: source.name, columns: columns, rows: rows, source: source)
            list.beginLoading(keepingRows: false)
            load = BackgroundLoad(source)
        case let .failure(error):
            try self.init(model: ListModel(store: .records([]), sectioning: .none), appearance: appearance,
                          name: source.name, columns: columns, rows: rows, source: source)
            message = error.description
        }
        self.files = files
    }

    /// Opens `source` as a session shows it: a file's lines (``ListSource/readsLinesAsFound``)
    /// at once, the first `rows` of them waited for 30 ms at most; nil for rows to load beside
    /// the frames (after a look that the file is there to read).
    ///
    /// - Throws: ``ListSource/LoadError`` for a file that cannot be opened.
    /// - Complexity: O(1) plus the wait.
    static func open(_ source: ListSource, rows: Int) throws(ListSource.LoadError) -> ListModel? {
        guard source.readsLinesAsFound else {
            if case let .file(path) = source.origin {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                      FileManager.default.isReadableFile(atPath: path) else {
                    throw ListSource.LoadError(description: "cannot read \(path): no such file, or not readable")
                }
            }
            return nil
        }
        let file = try source.openLines(following: source.follows)
        file.wait(forLines: rows, timeout: 0.03)
        return source.model(of: file)
    }

    // MARK: Geometry

    var hasIndexStrip: Bool { !list.sectionIndexTitles.isEmpty }

    var viewportSize: Size {
        let strip = presenter.sectionIndexTitles(for: list).map { _ in ListScreenRenderer.indexStripWidth } ?? 0
        return Size(width: Double(Swift.max(1, columns - strip)), height: Double(Swift.max(1, rows - 1)))
    }

    /// Whether the terminal is too small to draw the list in.
    ///
    /// - Complexity: O(1).
    public var isTooSmall: Bool { columns < Self.minimumSize.columns || rows < Self.minimumSize.rows }

    /// The terminal changed size: the list's viewport follows, keeping its first visible row
    /// where it was.
    ///
    /// - Complexity: that of `ListView.setViewportSize(_:)`.
    public func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        guard !isTooSmall else { return }
        do { try list.setViewportSize(viewportSize) } catch { message = "\(error)" }
        presenter.sheet?.setWidth(columns - 1)
        list.layout()
        keepFocusVisible()
    }

    var firstVisibleRow: ListIndexPath? {
        list.indexPathsForVisibleRows.first { row in
            guard let frame = list.rectForRow(at: row) else { return false }
            return frame.minY >= list.contentOffset.y + topObstruction(at: row.section)
        } ?? list.indexPathsForVisibleRows.first
    }

    var lastVisibleRow: ListIndexPath? {
        list.indexPathsForVisibleRows.last { row in
            guard let frame = list.rectForRow(at: row) else { return false }
            return frame.maxY <= list.contentOffset.y + list.viewportSize.height
        } ?? list.indexPathsForVisibleRows.last
    }

    /// What covers the top of the viewport over a row of `section`: its pinned header.
    func topObstruction(at section: Int) -> Double {
        guard list.style == .plain, case .table = list.listLayout, let header = list.headerFrame(inSection: section),
              header.minY <= list.contentOffset.y + 0.5 else { return 0 }
        return header.height
    }

    // MARK: Frames

    /// Moves time on to `now` (seconds): a load's rows arrive, a fling travels, a pull springs
    /// back, flashes progress, and the list lays itself out — the frame's pass, whose engine
    /// time is recorded.
    ///
    /// - Complexity: O(log n + rows turned over).
    public func advance(to now: Double) {
        let elapsed = Swift.max(0, Swift.min(0.25, now - time))
        time = now
        growIfNeeded()
        finishSearchIfDone()
        finishWriteIfDone()
        if let result = load?.take() {
            load = nil
            finishLoading(result)
        }
        releasePullIfIdle(at: now)
        if var moving = fling {
            let distance = moving.advance(seconds: elapsed) / Self.pointsPerLine
            fling = moving.isAtRest ? nil : moving
            scroll(by: distance)
            if !(fling?.isAtRest ?? true), atEnd(moving.velocity) { fling = nil }
            keepFocusVisible()
        }
        if mode == .confirmingDelete, list.swipeActionsState == nil {
            // The list closed the confirmation (a scroll, a reload): the question is gone with it.
            mode = .browsing
            message = "The delete confirmation closed: d asks again"
        }
        if mode == .moving, let move = list.interactiveMovement, move.autoScrollVelocity != 0 {
            _ = try? list.updateInteractiveMovementTargetPosition(move.position)
        }
        layOutFrame()
    }

    /// How edits animate (deletions, moves): `speed` 1 plays them in 0.3 s, below 1 slower
    /// (tests watch them mid-way); `reducesMotion` fades rows instead of sliding them.
    ///
    /// - Throws: `ListError.invalidUpdateAnimation` unless `speed` is positive and finite.
    /// - Complexity: O(1).
    public func setEditAnimation(speed: Double, reducesMotion: Bool) throws(ListError) {
        var settings = list.updateAnimationSettings
        settings.speed = speed
        settings.reducesMotion = reducesMotion
        try list.setUpdateAnimationSettings(settings)
    }

    /// Whether something moves by itself (a fling, a load, lines being found, a search, a pull
    /// springing back, a flash, auto-scrolling, rows sliding after an edit): the loop then asks
    /// for frames at the display's rate instead of waiting for keys.
    ///
    /// - Complexity: O(1).
    public var isAnimating: Bool {
        fling != nil || load != nil || isGrowing || search != nil || writing != nil || pulled > 0 || !list.flashes.isEmpty
            || (list.interactiveMovement?.autoScrollVelocity ?? 0) != 0 || list.isAnimatingUpdates
    }

    /// The frame's layout pass, whose time the status line reports.
    private func layOutFrame() {
        presenter.measureSheetHeaderIfNeeded()
        let start = ContinuousClock.now
        list.layout()
        frameTimes.record(start.duration(to: .now).nanoseconds)
    }

    private func atEnd(_ velocity: Double) -> Bool {
        let limits = list.contentOffsetLimits
        return velocity < 0 ? list.contentOffset.y <= limits.lowerBound : list.contentOffset.y >= limits.upperBound
    }

    /// Scrolls by `distance` lines, by whole lines on screen (the rest is kept for the next
    /// call), within the content.
    func scroll(by distance: Double) {
        let total = distance + scrollRemainder
        let whole = total.rounded(.towardZero)
        scrollRemainder = total - whole
        let limits = list.contentOffsetLimits
        let y = Swift.min(Swift.max(list.contentOffset.y + whole, limits.lowerBound), limits.upperBound)
        do { try list.setContentOffset(Point(x: 0, y: y.rounded())) } catch { message = "\(error)" }
    }

    /// Gives the list's focus to `indexPath` (nothing for nil), as `focusRow(at:)` does: the
    /// list scrolls the least that shows it.
    func setFocus(_ indexPath: ListIndexPath?) {
        guard let indexPath else { return }
        do { try list.focusRow(at: indexPath) } catch { message = "\(error)" }
    }

    /// Moves the list's focus by `heading` (`moveFocus(_:)`: the list scrolls the least that
    /// shows it); nothing at an end.
    func moveFocus(_ heading: FocusHeading) {
        do { try list.moveFocus(heading) } catch { message = "\(error)" }
        list.layout()
    }

    /// After a scroll the keys did not aim (a fling, the wheel, a resize, a load): a focused row
    /// that left the screen hands the focus to the nearest row fully on it, as a file manager's
    /// cursor stays on screen; a list without the focus gets it on its first visible row.
    func keepFocusVisible() {
        list.layout()
        // A prompt about the focused row (a deletion to confirm) keeps it: moving the focus would close it.
        guard mode == .browsing else { return }
        guard let focus, let frame = list.rectForRow(at: focus) else {
            setFocus(firstVisibleRow)
            return
        }
        let top = list.contentOffset.y + topObstruction(at: focus.section)
        if frame.minY < top { setFocus(firstVisibleRow) }
        else if frame.maxY > list.contentOffset.y + list.viewportSize.height { setFocus(lastVisibleRow) }
    }
}
