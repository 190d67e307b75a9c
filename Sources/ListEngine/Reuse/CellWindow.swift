import DequeModule

/// The cells a list has handed out: one configured cell for each row of a contiguous run (the
/// visible rows and the ready window), which of them are displayed, and the reuse pool they
/// come from and go back to. The one place a cell starts or stops showing its row
/// (``beginDisplaying(_:row:in:callees:)``, ``endDisplaying(_:at:in:callees:)``) and goes back
/// to its pool (``recycle(_:in:)``): the delegate's `willDisplay` and `didEndDisplaying`, the
/// content prefetcher and the pool hear of it there, whatever the path — a pass, a batch, a
/// reload.
///
/// A class: the list's callbacks may read the window (``ListView/visibleCells``) while it
/// changes, and must find it whole, not held by an access in progress.
final class CellWindow {
    /// Where cells come from and go back to, one pool per reuse identifier.
    let pool = ReusePool<ListCell>()
    /// The section headers, footers and decoration views: pools by kind, and those on screen.
    let supplementary = SupplementaryViews()
    /// The cells of the rows of ``materialized``, in order.
    @exclusivity(unchecked) var cells = Deque<ListCell>()
    /// The capacity reserved in ``cells``, grown geometrically ahead of need.
    @exclusivity(unchecked) var reservedCapacity = 0
    /// The rows that have a configured cell: the visible rows and the ready window.
    @exclusivity(unchecked) var materialized = 0..<0
    /// The rows for which `willDisplay` was called and `didEndDisplaying` not yet.
    @exclusivity(unchecked) var displayed = 0..<0
    /// The cells of the rows with focus — the keyboard's and the screen reader's
    /// (``FocusPins``) — while those rows are outside ``materialized``: kept aside, not
    /// displayed and not reused, until the row comes back (it is the row's cell again) or the
    /// focus leaves it (it goes back to its pool). A focus keeps its element however far its
    /// row scrolls. Two at most; the storage is made at the first pin and kept.
    @exclusivity(unchecked) var pinned: [ListCell] = []

    /// Whether every row of ``materialized`` has its cell (between operations, always).
    ///
    /// - Complexity: O(1).
    var isWhole: Bool { cells.count == materialized.count }

    /// The cell of row `g`, if it has one.
    ///
    /// - Complexity: O(1).
    func cell(ofRow g: Int) -> ListCell? {
        materialized.contains(g) && isWhole ? cells[g - materialized.lowerBound] : nil
    }

    /// Runs `body` with the cell of row `g`, unretained (see ``withCell(ofRow:_:)``), or with
    /// nil if the row has none.
    ///
    /// - Complexity: O(1) beyond `body`.
    @inline(__always)
    func withCellIfAny(ofRow g: Int, _ body: (ListCell?) -> Void) {
        guard materialized.contains(g) && isWhole else { return body(nil) }
        withCell(ofRow: g) { (cell: ListCell) in body(cell) }
    }

    /// The cells of the displayed rows, top to bottom (see ``VisibleCells``).
    ///
    /// - Complexity: O(1).
    var visibleCells: VisibleCells {
        let shown = isWhole ? displayed.clamped(to: materialized) : 0..<0
        return VisibleCells(cells: cells, offset: shown.lowerBound - materialized.lowerBound, count: shown.count)
    }

    /// Reserves room for `count` cells, growing geometrically so that the pass that needs it
    /// is the last that allocates.
    ///
    /// - Complexity: O(cells) when it grows.
    func reserve(_ count: Int) {
        guard count > reservedCapacity else { return }
        reservedCapacity = Swift.max(count, 2 * reservedCapacity)
        cells.reserveCapacity(reservedCapacity)
    }

    /// The share of `viewport` covered by displayed cells whose content has not arrived (a
    /// placeholder): the blank area. `itemsAcross` says that cells may share a line (a grid, a
    /// flow), so their widths count; a table's rows span the width.
    ///
    /// - Complexity: O(displayed rows).
    func blankShare(of viewport: Viewport, itemsAcross: Bool) -> Double {
        let (y0, y1) = viewport.band
        guard y1 > y0 else { return 0 }
        var blank = 0.0
        let width = viewport.size.width
        for g in displayed where cells[g - materialized.lowerBound].contentState == .placeholder {
            let frame = cells[g - materialized.lowerBound].frame
            let covered = Swift.max(0, Swift.min(frame.maxY, y1) - Swift.max(frame.minY, y0))
            blank += itemsAcross ? covered * Swift.max(0, Swift.min(frame.maxX, width) - Swift.max(frame.minX, 0)) / width : covered
        }
        return Swift.min(1, blank / (y1 - y0))
    }

    // MARK: Display and reuse

    /// Cell `cell` starts to show its row `g`: it is marked displayed, the delegate's
    /// `willDisplay` is called and the content prefetcher told (loads on display start here).
    ///
    /// - Complexity: O(1) beyond the callbacks.
    func beginDisplaying(_ cell: ListCell, row g: Int, in list: ListView, callees: Callees) {
        cell.isDisplayed = true
        guard let indexPath = cell.indexPath else { return }
        callees.delegate?.listView(list, willDisplay: cell, forRowAt: indexPath)
        list.prefetch.cellDisplayed(cell, at: indexPath, row: g)
    }

    /// Cell `cell` stops showing its row (at `indexPath` as the delegate knows it; nil for a
    /// row that is gone): it is marked not displayed and the delegate's `didEndDisplaying` is
    /// called.
    ///
    /// - Complexity: O(1) beyond the callback.
    func endDisplaying(_ cell: ListCell, at indexPath: ListIndexPath?, in list: ListView, callees: Callees) {
        cell.isDisplayed = false
        if let indexPath { callees.delegate?.listView(list, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// Calls `didEndDisplaying` for the displayed rows outside `visible`.
    ///
    /// - Complexity: O(rows that end).
    func endDisplaying(outside visible: Range<Int>, in list: ListView, callees: Callees) {
        let keep = displayed.clamped(to: visible)
        #if LISTENGINE_INTERNAL_CHECKS
        let ending = RowRuns(displayed, minus: keep)
        defer {
            _checkRows()
            _checkDisplay(of: ending.first, isDisplayed: false)
            _checkDisplay(of: ending.second, isDisplayed: false)
        }
        #endif
        for g in RowRuns(displayed, minus: keep) where materialized.contains(g) {
            withCell(ofRow: g) { endDisplaying($0, at: $0.indexPath, in: list, callees: callees) }
        }
        displayed = keep.isEmpty ? visible.lowerBound..<visible.lowerBound : keep
    }

    /// Calls `willDisplay` for the rows of `visible` (which have cells) not displayed yet.
    ///
    /// - Complexity: O(rows that begin).
    func beginDisplaying(_ visible: Range<Int>, in list: ListView, callees: Callees) {
        let already = displayed.clamped(to: visible)
        for g in RowRuns(visible, minus: already) {
            withCell(ofRow: g) { beginDisplaying($0, row: g, in: list, callees: callees) }
        }
        displayed = visible
        #if LISTENGINE_INTERNAL_CHECKS
        _checkRows()
        let begun = RowRuns(visible, minus: already)
        _checkDisplay(of: begun.first, isDisplayed: true)
        _checkDisplay(of: begun.second, isDisplayed: true)
        #endif
    }

    /// A cell for `identifier` from its pool (``ReusePool/dequeue(_:)``). Called on the window
    /// rather than on ``pool`` from outside: a method of the list that reads `window.pool`
    /// retains and releases the pool around the call, at every row; here the pool is a field
    /// of `self`, which the call already guarantees.
    ///
    /// - Complexity: O(1); no allocation when the pool has a cell waiting.
    func dequeue(_ identifier: String) throws(ListError) -> ListCell {
        try pool.dequeue(identifier)
    }

    /// Runs `body` with the cell of materialized row `g`, unretained: a cell read from
    /// ``cells`` is a new reference, retained and released around the calls it is passed to
    /// (two atomic operations per row displayed or ended). Sound because the window holds the
    /// cell throughout: the callbacks `body` makes (the delegate's, the prefetcher's) cannot
    /// change the window while an operation runs — the list defers or refuses such calls.
    ///
    /// - Complexity: O(1) beyond `body`.
    @inline(__always)
    private func withCell(ofRow g: Int, _ body: (ListCell) -> Void) {
        Unmanaged.passUnretained(cells[g - materialized.lowerBound])._withUnsafeGuaranteedRef(body)
    }

    /// Returns `cell` to its pool; its pending content is no longer wanted for it. The cell is
    /// consumed: the window's reference moves into the pool, not retained there and released here.
    ///
    /// - Complexity: O(1).
    func recycle(_ cell: consuming ListCell, in list: ListView) {
        list.prefetch.cellRecycled(cell)
        cell.indexPath = nil
        cell.isDisplayed = false
        #if LISTENGINE_INTERNAL_CHECKS
        let recycled = copy cell
        defer { _checkRecycled(recycled) }
        #endif
        pool.recycle(cell)
    }

    /// Ends displaying every row (`didEndDisplaying`) and returns every cell to its pool, the
    /// pinned ones too: the window holds nothing.
    ///
    /// - Complexity: O(cells).
    func endAll(in list: ListView, callees: Callees) {
        endDisplaying(outside: 0..<0, in: list, callees: callees)
        unpin(keeping: nil, nil, in: list)
        recycleAll(in: list)
        materialized = 0..<0
    }

    /// Returns the cell of row `g`, leaving the window, to its pool — or pins it, if `g` is one
    /// of the `pins` (a row with focus).
    ///
    /// - Complexity: O(1).
    func release(_ cell: consuming ListCell, row g: Int, pins: FocusPins, in list: ListView) {
        if pins.contains(g) { pinned.append(cell) } else { recycle(cell, in: list) }
    }

    /// The pinned cell of the row at `indexPath`, taken out of the pinned ones, if it has one.
    ///
    /// - Complexity: O(1) (two at most).
    func takePinned(_ indexPath: ListIndexPath) -> ListCell? {
        guard let i = pinned.firstIndex(where: { $0.indexPath == indexPath }) else { return nil }
        return pinned.remove(at: i)
    }

    /// Returns the pinned cells of rows other than `first` and `second` to their pools: a focus
    /// left its row, or the row changed.
    ///
    /// - Complexity: O(1) (two at most).
    func unpin(keeping first: ListIndexPath?, _ second: ListIndexPath?, in list: ListView) {
        var i = 0
        while i < pinned.count {
            let path = pinned[i].indexPath
            if path != nil, path == first || path == second {
                i += 1
            } else {
                recycle(pinned.remove(at: i), in: list)
            }
        }
    }

    /// Returns every cell to its pool (but pins those of `pins`; see ``pinned``).
    ///
    /// - Complexity: O(cells).
    func recycleAll(in list: ListView, pins: FocusPins = FocusPins()) {
        var g = materialized.lowerBound
        while let cell = cells.popFirst() {
            release(cell, row: g, pins: pins, in: list)
            g += 1
        }
        materialized = materialized.lowerBound..<materialized.lowerBound
        #if LISTENGINE_INTERNAL_CHECKS
        precondition(cells.isEmpty, "CellWindow: \(cells.count) cells left after recycling them all")
        #endif
    }
}
