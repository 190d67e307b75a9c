import DequeModule

/// A headless table: UITableView's engine without the drawing. It lays out a long list of rows
/// in sections, works out which rows a viewport shows and is about to show, hands out cells
/// from a reuse pool, and keeps the user's place when heights change.
///
/// Use it from one thread (the engine's thread, like UIKit's main thread). Each frame: set the
/// content offset, call ``layout()``, draw ``visibleCells``.
///
/// ```swift
/// let list = ListView(style: .plain, rowHeight: .fixed(44))
/// list.register(TextCell.self, forCellReuseIdentifier: "text")
/// list.dataSource = model
/// try list.setViewportSize(Size(width: 390, height: 844))
/// try list.reloadData()
/// try list.setContentOffset(Point(x: 0, y: 1200))
/// let report = list.layout()
/// ```
public final class ListView {
    /// What the list shows. Not kept alive, as UIKit holds it: reads `nil` once it deinitializes.
    public var dataSource: (any ListDataSource)? {
        get { data.collaborators.dataSource }
        set { data.collaborators.dataSource = newValue }
    }
    /// How the list measures rows and what it tells about display. Not kept alive (see
    /// ``dataSource``).
    public var delegate: (any ListDelegate)? {
        get { data.collaborators.delegate }
        set {
            data.collaborators.delegate = newValue
            // A new delegate may hear announcements (the default implementation says it does not).
            accessibility.hearsAnnouncements = newValue != nil
        }
    }
    /// Told which rows enter and leave the prefetch window (UIKit's prefetching data source). Not kept
    /// alive (see ``dataSource``).
    public var prefetchDataSource: (any ListPrefetchDataSource)? {
        get { data.collaborators.prefetchDataSource }
        set { data.collaborators.prefetchDataSource = newValue }
    }

    /// The table style, fixed at creation. A collection (a grid or a flow) uses it for what its
    /// sections share with a table: header heights.
    public var style: TableStyle { activeLayout.style }
    /// How the list arranges its items (a table, a grid, a flow); see ``setListLayout(_:)``.
    public var listLayout: ListLayout { activeLayout.layout }
    /// Default header, footer and inset measurements; read at the next reload.
    public var metrics: TableMetrics {
        get { activeLayout.metrics }
        set {
            activeLayout.metrics = newValue
            updateRowExtent()
        }
    }
    /// How rows get their heights; see ``setRowHeight(_:)``.
    public var rowHeight: RowHeight { activeLayout.rowHeight }
    /// The ready and prefetch windows; see ``setRangeTuning(_:)``.
    public var rangeTuning: RangeTuning { viewport.tuning }

    /// Where the list is looked at: offset, size, insets, velocity, frame interval, the windows.
    @exclusivity(unchecked) var viewport = Viewport()

    /// The top-left of the viewport in content coordinates.
    public var contentOffset: Point { viewport.offset }
    /// The size of the viewport.
    public var viewportSize: Size { viewport.size }
    /// Room above and below the content, as UIScrollView's content insets.
    public var contentInset: EdgeInsets { viewport.inset }

    /// Called with each problem found where no error can be thrown (inside a layout pass, or
    /// while a query reads a custom layout's answer): invalid heights from the delegate, a
    /// failing cell provider, counts that changed without a reload, a custom layout's answer the
    /// list cannot use. Each has a defined outcome; see ``ListError``.
    public var diagnosticHandler: ((ListError) -> Void)? {
        get { gate.diagnostics.handler }
        set { gate.diagnostics.handler = newValue }
    }
    /// The most recent diagnostic.
    public var lastDiagnostic: ListError? { gate.diagnostics.last }
    /// How many diagnostics were reported since creation.
    public var diagnosticCount: Int { gate.diagnostics.count }

    /// The time one layout pass stands for, in seconds (1/120 by default): how scroll velocity is
    /// measured, and how far simulated prefetch time advances a pass. See ``setFrameInterval(_:)``.
    public var frameInterval: Double { viewport.frameInterval }
    /// How long a ``RowFlash`` lasts, in seconds (``setFlashDuration(_:)``); its frames are this
    /// over ``frameInterval``, rounded. Default: 0.25 s.
    public var flashDuration: Double { selection.flashDuration }
    /// How far from the top or bottom edge of the visible area (points) the position of a
    /// moving row starts scrolling the list (``setAutoScroll(edgeZone:maximumSpeed:)``).
    /// Default: 60 pt.
    public var autoScrollEdgeZone: Double { editing.move.autoScrollEdgeZone }
    /// The speed (points per second) at which a moving row at the very edge scrolls the list;
    /// it grows linearly from 0 at ``autoScrollEdgeZone`` from the edge. Default: 1,500 pt/s.
    public var maximumAutoScrollSpeed: Double { editing.move.maximumAutoScrollSpeed }
    /// Whether a touch's selection is momentary, as in a list that navigates: the row is
    /// selected (`willSelectRowAt`, `didSelectRowAt`), then deselected at once with a brief
    /// highlight (``RowFlash/Kind/selection``), so that the list does not stay highlighted.
    /// Default: false (the row stays selected).
    public var selectsMomentarily: Bool {
        get { selection.selectsMomentarily }
        set { selection.selectsMomentarily = newValue }
    }
    /// The scroll velocity over the last passes, in points per second (positive: forward).
    public var scrollVelocity: Double { viewport.velocity }

    /// The visible, ready and prefetch rows worked out by the last layout pass.
    public var ranges: ViewportRanges { viewport.ranges }
    /// Whether the rows are the content, or content is loading; see ``beginLoading(keepingRows:)``.
    public var loadState: ContentLoadState { data.loadState }
    /// The section index titles (plain style), read at reload.
    public var sectionIndexTitles: [String] { data.sectionIndexTitles }

    /// The layout, whichever it is, and its geometry: every frame, range and hit test.
    let activeLayout: ActiveLayout
    /// The selected rows and the highlighted one; they follow their rows through updates.
    let selection = RowSelection()
    /// Editing mode, the swipe and the interactive move under way.
    let editing = EditingState()
    /// The public operation under way, the calls its callbacks deferred, and the diagnostics.
    let gate = OperationGate<ListView>()
    /// Whether the list has loaded, its load state, section index and unseen new rows, and the
    /// data source, delegate and prefetch data source it asks.
    @exclusivity(unchecked) var data = DataState()
    /// The cells handed out, which are displayed, the pool they come from, and the section
    /// headers, footers and decoration views on screen.
    let window = CellWindow()
    /// The animated update and the animated scroll under way.
    let animations = Animations()
    /// The keyboard focus: the focused row, the one remembered, and how it is kept.
    let focus = KeyboardFocus()
    /// The place keeper: the row that keeps the reader's place, a place restored, the end.
    let placeKeeper = PlaceKeeper()
    /// The accessibility model: the screen reader's element, announcements, and the elements,
    /// reading order and navigation it works out on demand.
    let accessibility = AccessibilityModel()
    /// Which rows are named for prefetching, to the prefetch data source and the content prefetcher.
    let prefetch = PrefetchCoordinator()
    /// A sheet's columns and the cells where its rows meet them (``ListLayout/sheet(_:)``).
    let sheet = ListSheet()
    /// Whether the list has loaded its data at least once.
    @usableFromInline var hasLoaded: Bool { !data.needsReload }

    /// The height a delegate returns for "not provided" in UIKit's non-optional shapes (UIKit's
    /// `UITableView.automaticDimension`): the style's default or the list's ``RowHeight`` decides.
    public static let automaticDimension = -1.0

    /// Creates a list in `style`, arranged as `layout` says (a layout that
    /// ``ListLayout/validate()`` refuses, or a custom one with self-sizing items, is a table), whose rows (or items) get their heights as
    /// `rowHeight` says. A grid's items take their heights from `rowHeight` as rows
    /// do; a flow's take their sizes from the delegate's `sizeForItemAt` (self-sizing: from
    /// the layout's estimate until configured).
    public init(style: TableStyle = .plain, layout: ListLayout = .table, rowHeight: RowHeight = .fixed(44)) {
        let rowHeight = Self.isValid(rowHeight) ? rowHeight : .fixed(44)
        let valid: Bool
        do throws(ListError) {
            try layout.validate()
            try layout.checkSizing(rowHeight)
            valid = true
        } catch {
            valid = false
        }
        activeLayout = ActiveLayout(layout: valid ? layout : .table, rowHeight: rowHeight, style: style)
        updateRowExtent()
        window.pool.register(PlaceholderCell.identifier) { PlaceholderCell(reuseIdentifier: $0) }
    }

    // MARK: Configuration

    /// Changes how rows get their heights, and reloads.
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for a fixed height or estimate that is not
    ///   finite and ≥ 0, ``ListError/invalidLayout(_:)`` for self-sizing items in a custom
    ///   layout, or what ``reloadData()`` throws; the list is then unchanged.
    public func setRowHeight(_ rowHeight: RowHeight) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setRowHeight(rowHeight) } }
        guard Self.isValid(rowHeight) else {
            switch rowHeight {
            case let .fixed(h), let .selfSizing(h): throw .invalidHeight(h, at: nil)
            case .perRow: throw .invalidHeight(.nan, at: nil)
            }
        }
        try listLayout.checkSizing(rowHeight)
        try perform("setRowHeight(_:)") { () throws(ListError) in
            let previous = activeLayout.rowHeight
            activeLayout.rowHeight = rowHeight
            do throws(ListError) { try reloadAll() } catch { activeLayout.rowHeight = previous; throw error }
        }
    }

    private static func isValid(_ rowHeight: RowHeight) -> Bool {
        switch rowHeight {
        case let .fixed(h), let .selfSizing(h): isValidHeight(h)
        case .perRow: true
        }
    }

    /// The tallest row, header, footer or estimate a list takes: 2²⁴ pt. Heights are stored as
    /// `Float32`, which holds every whole point exactly up to here (and sums stay exact in
    /// `Double` for any number of rows a list can have); a taller one is an invalid height.
    public static let maximumHeight = 16_777_216.0

    /// The most cells a list keeps configured at once (visible rows and the ready window): no
    /// real screen needs a tenth of it — 1-pt rows on a 4K-tall viewport with its ready window
    /// are 5,400 — while a viewport of 10¹² pt over 10⁸ rows (or a custom layout that says a
    /// million items intersect a small viewport) must not configure them all. A pass with more
    /// visible rows lays out the first this many; the first such pass after the list loads
    /// reports ``ListError/tooManyVisibleRows(_:limit:)``, the passes after it stay silent until
    /// the next ``reloadData()`` or change of layout or row height.
    public static let maximumConfiguredCells = 10_000

    /// The largest magnitude of a content offset, an inset or a viewport dimension: 2⁵³ pt, up
    /// to which a `Double` still tells whole points apart and the sums of a pass stay finite.
    public static let maximumCoordinate = 9_007_199_254_740_992.0

    static func isValidHeight(_ h: Double) -> Bool { h >= 0 && h <= maximumHeight }

    static func isValidCoordinate(_ value: Double) -> Bool { abs(value) <= maximumCoordinate }

    /// Gives the list a scheduler that loads rows' slow content ahead of display (nil removes it).
    /// The list keeps it.
    ///
    /// Inlinable: the engine calls the scheduler through closures made here, in your module,
    /// where `ID` and `Content` are known, so the scheduler's code runs specialized for them.
    @inlinable
    public func setContentPrefetcher<ID: Hashable & Sendable, Content: Sendable>(_ scheduler: PrefetchScheduler<ID, Content>?) {
        installPrefetcher(scheduler.map(PrefetcherHooks.init(calling:)))
    }

    /// Makes `hooks` the content prefetcher's (nil removes it) and forgets the prefetch window.
    @usableFromInline
    func installPrefetcher(_ hooks: PrefetcherHooks?) {
        if defersCalls { return deferCall { $0.installPrefetcher(hooks) } }
        guard mayMutate("setContentPrefetcher(_:)") else { return }
        // The cells' keys are the old scheduler's, which must not keep them.
        releaseCellsFromPrefetcher()
        prefetch.install(hooks)
    }

    /// Tells the content prefetcher that the cells of the window, the pinned ones too, wait for
    /// nothing any more (each keeps what it shows): it holds them unretained, so it must let them
    /// go before it is replaced or the list goes away.
    ///
    /// - Complexity: O(cells).
    func releaseCellsFromPrefetcher() {
        for cell in window.cells { prefetch.cellLeft(cell) }
        for cell in window.pinned { prefetch.cellLeft(cell) }
    }

    /// The content prefetcher may outlive the list (its owner keeps it): it forgets the list's
    /// cells, which it holds unretained, before they go.
    ///
    /// - Complexity: O(cells).
    deinit {
        releaseCellsFromPrefetcher()
    }

    /// What the content prefetcher did so far, if the list has one.
    public var prefetchStatistics: PrefetchStatistics? { prefetch.hooks?.statistics() }

    /// Sets the time one layout pass stands for (the display's refresh interval).
    ///
    /// - Throws: ``ListError/invalidFrameInterval(_:)`` unless `seconds` is positive and finite.
    public func setFrameInterval(_ seconds: Double) throws(ListError) {
        guard seconds > 0, seconds.isFinite else { throw .invalidFrameInterval(seconds) }
        viewport.frameInterval = seconds
    }

    /// Changes the ready and prefetch windows; they apply from the next layout pass.
    ///
    /// - Throws: ``ListError/invalidRangeTuning(_:)`` for a window that is negative, NaN or infinite.
    public func setRangeTuning(_ tuning: RangeTuning) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setRangeTuning(tuning) } }
        try refuseIfRunning("setRangeTuning(_:)")
        try tuning.validate()
        viewport.tuning = tuning
    }

    /// How the rows named for prefetching are chosen each pass; see ``setPrefetchPolicy(_:)``.
    public var prefetchPolicy: PrefetchPolicy { prefetch.policy }

    /// Changes how the rows named for prefetching are chosen (the prefetch window's growth with
    /// the scroll, the rows named a pass); it applies from the next layout pass.
    ///
    /// - Throws: ``ListError/invalidPrefetchPolicy(_:)`` for a policy ``PrefetchPolicy/validate()``
    ///   refuses; ``ListError/reentrantCall(_:during:)`` from a callback of a running operation.
    /// - Complexity: O(1).
    public func setPrefetchPolicy(_ policy: PrefetchPolicy) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setPrefetchPolicy(policy) } }
        try refuseIfRunning("setPrefetchPolicy(_:)")
        try policy.validate()
        prefetch.policy = policy
    }

    /// Moves the viewport. Not clamped: like a scroll view, content may be pulled past its ends.
    /// A move while a touch is down cancels the touch (``cancelTouch()``): it was a scroll.
    /// Any call stops a scroll animation under way (``isScrollAnimating``).
    ///
    /// - Throws: ``ListError/invalidContentOffset(_:)`` for a NaN or infinite coordinate.
    /// - Complexity: O(1); the next ``layout()`` does the work.
    public func setContentOffset(_ offset: Point) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setContentOffset(offset) } }
        try refuseIfRunning("setContentOffset(_:)")
        guard Self.isValidCoordinate(offset.x), Self.isValidCoordinate(offset.y) else { throw .invalidContentOffset(offset) }
        // A scroll that starts ends a touch's highlight: the touch was a drag, not a tap.
        if offset != viewport.offset, selection.touch.isActive { cancelTouch() }
        stopScrollAnimation()
        viewport.offset.x = offset.x
        viewport.scroll(to: offset.y, end: contentOffsetLimits.upperBound)
    }

    /// Resizes the viewport. A zero width or height shows no rows: the next pass returns every
    /// cell to its pool. A collection (a grid or a flow) lays its lines out again for a new
    /// width — a rotation — and keeps the item nearest the viewport's top-left where it was on
    /// screen. A table whose rows size themselves has them measured again at a new width (their
    /// heights kept as estimates until they are configured: wrapped text takes other heights),
    /// keeping the first visible row where it was.
    ///
    /// - Returns: for a collection whose width changed, or a table of self-sizing rows, every
    ///   row or item visible before or after with its frames on both sides (see
    ///   ``setListLayout(_:)``); otherwise a transition with no rows.
    /// - Throws: ``ListError/invalidViewportSize(_:)`` for a negative, NaN or infinite dimension.
    /// - Complexity: O(c) for a table (the frames of its c cells); O(n) at memory speed for a
    ///   table of self-sizing rows at a new width; for a collection's new width as
    ///   ``setListLayout(_:)``.
    @discardableResult
    public func setViewportSize(_ size: Size) throws(ListError) -> ListTransition {
        try setViewportSize(size, animated: false)
    }

    /// Resizes the viewport as ``setViewportSize(_:)`` does; `animated`, a new width animates:
    /// every row, item and section view on screen before or after slides from where it was
    /// drawn to its new frame, taking over an animation under way (a rotation; see
    /// ``setListLayout(_:animated:)``). Without it, a new width ends an animation under way.
    ///
    /// - Returns: for a new width, every row or item visible before or after with its frames on
    ///   both sides (animated, also a table's with fixed heights).
    /// - Throws: ``ListError/invalidViewportSize(_:)`` for a negative, NaN or infinite dimension.
    /// - Complexity: as ``setViewportSize(_:)``, plus O(v log v) for the v items that animate.
    @discardableResult
    public func setViewportSize(_ size: Size, animated: Bool) throws(ListError) -> ListTransition {
        if defersCalls { return deferred(ListTransition()) { list throws(ListError) in try list.setViewportSize(size, animated: animated) } }
        try refuseIfRunning(animated ? "setViewportSize(_:animated:)" : "setViewportSize(_:)")
        guard size.width >= 0, size.height >= 0, Self.isValidCoordinate(size.width), Self.isValidCoordinate(size.height) else {
            throw .invalidViewportSize(size)
        }
        // A new width lays a collection's lines out again, and has a table's self-sizing rows
        // measured again (wrapped text takes other heights), keeping the place.
        guard activeLayout.dependsOnWidth || animated, size.width != viewport.size.width,
              !data.needsReload else {
            // An animated update drew its rows at the old width: it ends.
            if size.width != viewport.size.width { finishUpdateAnimation(callees: Callees(of: self), landed: false) }
            viewport.size = size
            updateRowExtent()
            if !window.materialized.isEmpty { refreshFrames(from: window.materialized.lowerBound) }
            return ListTransition()
        }
        return try perform(animated ? "setViewportSize(_:animated:)" : "setViewportSize(_:)") { () throws(ListError) in
            try changeGeometry(.width, animated: animated) { () throws(ListError) in
                viewport.size = size
                updateRowExtent()
                activeLayout.widthChanged(to: size.width, sizes: itemSizes)
            }
        }
    }

    /// Changes the content insets.
    ///
    /// - Throws: ``ListError/invalidContentInsets(_:)`` for a NaN or infinite inset.
    public func setContentInset(_ insets: EdgeInsets) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setContentInset(insets) } }
        try refuseIfRunning("setContentInset(_:)")
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(Self.isValidCoordinate) else {
            throw .invalidContentInsets(insets)
        }
        viewport.inset = insets
    }

    // MARK: Cells

    /// Registers a cell class for `identifier`; the pool constructs it with `init(reuseIdentifier:)`.
    public func register(_ cellClass: ListCell.Type, forCellReuseIdentifier identifier: String) {
        window.pool.register(identifier) { cellClass.init(reuseIdentifier: $0) }
    }

    /// Registers a factory that makes cells for `identifier`.
    public func register(forCellReuseIdentifier identifier: String, factory: @escaping (String) -> ListCell) {
        window.pool.register(identifier, factory: factory)
    }

    /// A cell for `indexPath` from `identifier`'s pool, or a new one if the pool is empty.
    ///
    /// - Throws: ``ListError/unregisteredReuseIdentifier(_:)`` for an identifier no `register`
    ///   named; ``ListError/indexPathOutOfRange(_:rowsInSection:)`` for a row the list lacks.
    /// - Complexity: O(1); no allocation when the pool has a cell waiting.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: ListIndexPath) throws(ListError) -> ListCell {
        try validate(indexPath)
        return try window.dequeue(identifier)
    }

    /// The reuse statistics of `identifier`'s pool, or of all pools together when nil.
    public func reuseStatistics(for identifier: String? = nil) -> ReuseStatistics? {
        guard let identifier else { return window.pool.totalStatistics }
        return window.pool.statistics(for: identifier)
    }

    /// Drops the cells and supplementary views waiting in the pools (on memory pressure). Those
    /// in use stay.
    ///
    /// - Complexity: O(identifiers + views dropped).
    public func drainReusePools() {
        if defersCalls { return deferCall { $0.drainReusePools() } }
        guard mayMutate("drainReusePools()") else { return }
        window.pool.drain()
        for kind in window.supplementary.kinds { kind.pool.drain() }
    }

    /// The cells of the visible rows, top to bottom: a view of the list's cells, not an array,
    /// so that reading it every frame allocates nothing (see ``VisibleCells``).
    ///
    /// - Complexity: O(1) to get; O(1) per cell to walk.
    public var visibleCells: VisibleCells { window.visibleCells }

    /// The index paths of the visible rows, top to bottom.
    ///
    /// - Complexity: O(v + log n).
    public var indexPathsForVisibleRows: [ListIndexPath] {
        window.displayed.map { activeLayout.geometry.indexPath(ofRow: $0) }
    }

    /// The cell showing the row at `indexPath`, if the row is visible.
    ///
    /// - Complexity: O(log sections).
    public func cellForRow(at indexPath: ListIndexPath) -> ListCell? {
        guard let g = globalRow(for: indexPath), window.displayed.contains(g) else { return nil }
        return window.cell(ofRow: g)
    }

    // MARK: Diagnostics

    /// Records a diagnostic and hands it to the handler — unless the handler is the one that
    /// caused it (say, by calling `layout()` from inside it): then it is counted only, so a
    /// handler cannot recurse for ever.
    func diagnose(_ diagnostic: ListError) {
        gate.diagnostics.last = diagnostic
        gate.diagnostics.count += 1
        guard !gate.diagnostics.isHandling, let handler = gate.diagnostics.handler else { return }
        gate.diagnostics.isHandling = true
        defer { gate.diagnostics.isHandling = false }
        handler(diagnostic)
    }

    /// Reports `diagnostic`, found in an answer the list is in the middle of using (a custom
    /// layout's), as ``diagnose(_:)`` does. Asked outside any operation — by a query such as
    /// ``indexPathForRow(at:)`` — the handler runs as an operation of its own: a call from it
    /// that would change the list is refused (``ListError/reentrantCall(_:during:)``) instead of
    /// changing what the query goes on to read.
    ///
    /// - Complexity: O(1) plus the handler.
    func diagnoseAnswer(_ diagnostic: ListError) {
        guard gate.running == nil else { return diagnose(diagnostic) }
        gate.running = "a check of the custom layout's answers"
        defer { endOperation() }
        diagnose(diagnostic)
    }
}
