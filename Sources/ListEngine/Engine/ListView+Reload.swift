/// Loading data: a full reload, and reloading rows and sections whose content changed while
/// their counts did not.
extension ListView {
    /// The heights a row has by default when the delegate gives none (``RowHeight/perRow``).
    static let defaultRowHeight = 44.0

    /// Reads everything anew from the data source and delegate: counts, header and footer
    /// heights, row heights (per ``rowHeight``), index titles. Every cell goes back to its pool;
    /// the content offset stays. The next ``layout()`` configures the rows on screen.
    ///
    /// - Throws: ``ListError/negativeCount(_:section:)``, ``ListError/emptyGroup(section:)`` (grouped
    ///   styles), ``ListError/invalidHeight(_:at:)``, ``ListError/reentrantCall(_:during:)`` from a callback of a running operation. The list is then
    ///   exactly as before.
    /// - Complexity: O(sections) with a fixed row height, with no memory per row; O(n) with
    ///   per-row or self-sizing heights, 4.4 bytes a row.
    public func reloadData() throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.reloadData() } }
        try perform("reloadData()") { () throws(ListError) in try reloadAll() }
    }

    /// ``reloadData()`` within an operation already under way. Selection calls from its
    /// questions wait until it has cleared the old selection, then apply to the new rows (or,
    /// if it throws, to the old ones).
    func reloadAll() throws(ListError) {
        let outer = gate.deferral
        let waiting = gate.deferred.count
        gate.deferral = .selectionDuringReload
        defer {
            gate.deferral = outer
            makeDeferredCalls(from: waiting)
        }
        let loaded = try loadGeometry()
        let collection = try loadCollectionGeometry(counts: loaded.rowCounts, headers: loaded.headerHeights)
        rowsWillChange(.reload)
        activeLayout.geometry = loaded
        activeLayout.install(collection)
        data.needsReload = false
        rowsDidChange(.reload)
    }

    /// Asks the data source for the section index (at a reload, and after a batch that changes
    /// sections, as UIKit does).
    func loadSectionIndexTitles() {
        let titles = dataSource?.indexTitles(in: self) ?? []
        // The guidelines: grouped tables have no index. Refused, and said so.
        if style != .plain, !titles.isEmpty { diagnose(.sectionIndexUnavailable(style)) }
        data.sectionIndexTitles = style == .plain ? titles : []
        gate.diagnostics.checksIndexAccessories = !sectionIndexTitles.isEmpty
    }

    /// Builds the geometry the data source and delegate describe now, without touching the list.
    func loadGeometry() throws(ListError) -> TableGeometry {
        guard let dataSource else { return TableGeometry() }
        let sections = dataSource.numberOfSections(in: self)
        guard sections >= 0 else { throw .negativeCount(sections, section: nil) }
        var rowCounts = [Int]()
        var headers = [Double]()
        var footers = [Double]()
        rowCounts.reserveCapacity(sections)
        headers.reserveCapacity(sections)
        footers.reserveCapacity(sections)
        for s in 0..<sections {
            let rows = dataSource.listView(self, numberOfRowsInSection: s)
            guard rows >= 0 else { throw .negativeCount(rows, section: s) }
            guard rows > 0 || !style.isGrouped else { throw .emptyGroup(section: s) }
            rowCounts.append(rows)
            let (header, footer) = try headerFooterHeights(ofSection: s)
            headers.append(header)
            footers.append(footer)
        }
        if activeLayout.hasCollectionGeometry {
            // The counts and headers only: the grid's or flow's geometry has the frames.
            let none = [Double](repeating: 0, count: sections)
            return TableGeometry(rowCounts: rowCounts, headerHeights: headers, footerHeights: none, uniformRowHeight: 0)
        }
        switch rowHeight {
        case let .fixed(height):
            return TableGeometry(rowCounts: rowCounts, headerHeights: headers, footerHeights: footers, uniformRowHeight: height)
        case .perRow, .selfSizing:
            var failure: ListError?
            let delegate = self.delegate
            let table = TableGeometry(rowCounts: rowCounts, headerHeights: headers, footerHeights: footers) { s, r in
                let height = initialHeight(ofRow: ListIndexPath(row: r, section: s), delegate: delegate)
                if Self.isValidHeight(height) { return height }
                if failure == nil { failure = .invalidHeight(height, at: ListIndexPath(row: r, section: s)) }
                return 0
            }
            if let failure { throw failure }
            return table
        }
    }

    /// A row's height before it is configured: the delegate's for per-row heights, the estimate
    /// for self-sizing rows.
    func initialHeight(ofRow indexPath: ListIndexPath) -> Double {
        initialHeight(ofRow: indexPath, delegate: delegate)
    }

    /// ``initialHeight(ofRow:)`` with the delegate already loaded (a reload asks every row).
    func initialHeight(ofRow indexPath: ListIndexPath, delegate: (any ListDelegate)?) -> Double {
        switch rowHeight {
        case let .fixed(height): height
        case .perRow: delegate?.rowHeight(in: self, at: indexPath) ?? Self.defaultRowHeight
        case let .selfSizing(estimate): delegate?.estimatedRowHeight(in: self, at: indexPath) ?? estimate
        }
    }

    func headerFooterHeights(ofSection s: Int) throws(ListError) -> (Double, Double) {
        let header = delegate?.headerHeight(in: self, section: s)
            ?? metrics.defaultHeaderFooterHeight(style: style, hasTitle: dataSource?.headerTitle(in: self, section: s) != nil)
        let footer = delegate?.footerHeight(in: self, section: s)
            ?? metrics.defaultHeaderFooterHeight(style: style, hasTitle: dataSource?.footerTitle(in: self, section: s) != nil)
        guard Self.isValidHeight(header) else { throw .invalidHeight(header, at: nil) }
        guard Self.isValidHeight(footer) else { throw .invalidHeight(footer, at: nil) }
        return (header, footer)
    }

    /// Reconfigures the given rows, whose content (and perhaps height) changed but whose
    /// sections kept their row counts. Their cells are replaced by freshly configured ones;
    /// per-row heights are asked again, self-sizing rows keep their height as an estimate and
    /// are measured again when configured (now, if they have a cell). The first visible row
    /// keeps its place on screen (with none visible, the row at the viewport's top edge; past the content's end the offset stays).
    ///
    /// - Throws: ``ListError/indexPathOutOfRange(_:rowsInSection:)``,
    ///   ``ListError/countsChangedWithoutReload(section:expected:found:)`` (use ``reloadData()``
    ///   for structural changes), ``ListError/invalidHeight(_:at:)``, ``ListError/reentrantCall(_:during:)`` from a callback of a running operation.
    ///   Nothing changes then.
    /// - Complexity: O(k log n) for k rows.
    public func reloadRows(at indexPaths: [ListIndexPath]) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.reloadRows(at: indexPaths) } }
        try perform("reloadRows(at:)") { () throws(ListError) in
            if data.needsReload { return try reloadAll() }
            let rows = try rowsToReload(indexPaths)
            let kept = placeKeeper.capture(in: self)
            reload(rows)
            placeKeeper.restore(kept, callees: Callees(of: self), in: self)
        }
    }

    /// Checks the rows a reload names and reads their new per-row heights, changing nothing.
    private func rowsToReload(_ indexPaths: [ListIndexPath]) throws(ListError) -> [(row: Int, height: Double?)] {
        var rows = [(row: Int, height: Double?)]()
        rows.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths {
            try validate(indexPath)
            try checkRowCountUnchanged(inSection: indexPath.section)
            var height: Double?
            if activeLayout.takesPerRowHeights {
                let h = initialHeight(ofRow: indexPath)
                guard Self.isValidHeight(h) else { throw .invalidHeight(h, at: indexPath) }
                height = h
            }
            rows.append((activeLayout.geometry.globalRow(of: indexPath), height))
        }
        return rows
    }

    /// Gives checked rows their new heights and fresh cells; the caller keeps the anchor.
    func reload(_ rows: [(row: Int, height: Double?)]) {
        let callees = Callees(of: self)
        var firstChanged = Int.max
        var report = LayoutPassReport()
        if !rows.isEmpty, activeLayout.prepareForReloadedSizes(of: rows, width: viewport.size.width, sizes: itemSizes) {
            firstChanged = window.materialized.lowerBound
        }
        for (g, height) in rows {
            if activeLayout.hasCollectionGeometry {
                if activeLayout.resizeForReload(item: g, height: height, sizes: itemSizes(callees)) { firstChanged = Swift.min(firstChanged, g) }
            } else {
                if let height, activeLayout.geometry.setHeight(height, ofRow: g) != 0 { firstChanged = Swift.min(firstChanged, g) }
                if case .selfSizing = rowHeight { activeLayout.geometry.setMeasured(false, row: g) }
            }
            guard window.materialized.contains(g) else {
                // A pinned cell away from the window shows the old content: configured anew when its row comes back.
                if !window.pinned.isEmpty { dropPinnedCells(ofRows: g..<(g + 1)) }
                continue
            }
            let old = window.cells[g - window.materialized.lowerBound]
            let wasDisplayed = window.displayed.contains(g)
            if wasDisplayed { window.endDisplaying(old, at: old.indexPath, in: self, callees: callees) }
            window.recycle(old, in: self)
            let new = configuredCell(forRow: g, anchorRow: Int.min, callees: callees, firstChanged: &firstChanged, report: &report)
            window.cells[g - window.materialized.lowerBound] = new
            placeCells(g..<(g + 1))
            if wasDisplayed { window.beginDisplaying(new, row: g, in: self, callees: callees) }
        }
        if firstChanged != Int.max { refreshFrames(from: firstChanged) }
    }

    /// Reconfigures every row of the given sections and reads their header and footer heights
    /// again. Row counts must be unchanged. The first visible row keeps its place on screen,
    /// whatever changes above it (headers included); see ``reloadRows(at:)``.
    ///
    /// - Throws: as ``reloadRows(at:)``, and ``ListError/sectionOutOfRange(_:sectionCount:)``.
    /// - Complexity: O(rows in the sections × log n), plus O(sections) with a fixed row height.
    public func reloadSections(_ sections: [Int]) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.reloadSections(sections) } }
        try perform("reloadSections(_:)") { () throws(ListError) in try reload(sections: sections) }
    }

    private func reload(sections: [Int]) throws(ListError) {
        if data.needsReload { return try reloadAll() }
        var heights = [(section: Int, header: Double, footer: Double)]()
        var paths = [ListIndexPath]()
        for s in sections {
            guard s >= 0, s < activeLayout.geometry.sectionCount else { throw .sectionOutOfRange(s, sectionCount: activeLayout.geometry.sectionCount) }
            try checkRowCountUnchanged(inSection: s)
            let (header, footer) = try headerFooterHeights(ofSection: s)
            // A collection's sections have no footers.
            heights.append((s, header, activeLayout.hasCollectionGeometry ? 0 : footer))
            for r in 0..<activeLayout.geometry.rowCount(inSection: s) { paths.append(ListIndexPath(row: r, section: s)) }
        }
        let rows = try rowsToReload(paths)
        // A collection whose headers change is laid out again, built before anything changes
        // (it may throw); self-sizing items measure themselves again as they are configured.
        var relaidCollection: LoadedCollection?
        if activeLayout.hasCollectionGeometry, heights.contains(where: { $0.header != activeLayout.geometry.headerHeights[$0.section] }) {
            var headers = activeLayout.geometry.headerHeights
            for (s, header, _) in heights { headers[s] = header }
            relaidCollection = try loadCollectionGeometry(counts: activeLayout.geometry.rowCounts, headers: headers)
        }
        let kept = placeKeeper.capture(in: self)
        var firstChanged = Int.max
        for (s, header, footer) in heights {
            let headerDelta = activeLayout.geometry.setHeaderHeight(header, ofSection: s)
            let footerDelta = activeLayout.geometry.setFooterHeight(footer, ofSection: s)
            if headerDelta != 0 || footerDelta != 0 { firstChanged = Swift.min(firstChanged, activeLayout.geometry.rowStart[s]) }
        }
        if let relaidCollection {
            activeLayout.install(relaidCollection)
            prepareReadyBand(keeping: kept.anchor, callees: Callees(of: self))
            firstChanged = window.materialized.lowerBound
        }
        if firstChanged != Int.max { refreshFrames(from: firstChanged) }
        reload(rows)
        placeKeeper.restore(kept, callees: Callees(of: self), in: self)
    }

    /// Sets one row's height (per-row or self-sizing lists). The first visible row keeps its
    /// place on screen (see ``reloadRows(at:)``) — or, while the end is anchored
    /// (``anchorsToEnd``), the content's end stays at the viewport's bottom: a message that grows
    /// as it streams in pushes the rows above it up.
    ///
    /// - Throws: ``ListError/rowHeightIsFixed``, ``ListError/indexPathOutOfRange(_:rowsInSection:)``,
    ///   ``ListError/invalidHeight(_:at:)``.
    /// - Complexity: O(log n) (+ the frames of cells below the row).
    public func setHeight(_ height: Double, forRowAt indexPath: ListIndexPath) throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.setHeight(height, forRowAt: indexPath) } }
        try perform("setHeight(_:forRowAt:)") { () throws(ListError) in try changeHeight(height, forRowAt: indexPath) }
    }

    private func changeHeight(_ height: Double, forRowAt indexPath: ListIndexPath) throws(ListError) {
        if case .fixed = rowHeight { throw .rowHeightIsFixed }
        if data.needsReload { try reloadAll() }
        try validate(indexPath)
        guard Self.isValidHeight(height) else { throw .invalidHeight(height, at: indexPath) }
        let g = activeLayout.geometry.globalRow(of: indexPath)
        let kept = placeKeeper.capture(in: self)
        let moved: Bool
        if activeLayout.hasCollectionGeometry {
            // A flow lays its lines out through the item first (moving what lies below them).
            let laidOut = layOut(through: g, callees: Callees(of: self))
            let before = activeLayout.frame(ofItem: g)
            activeLayout.setCollectionSize(Size(width: activeLayout.knownSize(ofItem: g).width, height: height), ofItem: g, measured: true)
            let resized = activeLayout.frame(ofItem: g) != before
            if laidOut, !window.materialized.isEmpty {
                refreshFrames(from: window.materialized.lowerBound)
            } else if resized {
                refreshFrames(from: g)
            }
            moved = laidOut || resized
        } else {
            if case .selfSizing = rowHeight { activeLayout.geometry.setMeasured(true, row: g) }
            moved = activeLayout.geometry.setHeight(height, ofRow: g) != 0
            if moved { refreshFrames(from: g) }
        }
        placeKeeper.restore(kept, contentMoved: moved, callees: Callees(of: self), in: self)
    }

    private func checkRowCountUnchanged(inSection s: Int) throws(ListError) {
        guard let dataSource else { return }
        let found = dataSource.listView(self, numberOfRowsInSection: s)
        let expected = activeLayout.geometry.rowCount(inSection: s)
        guard found == expected else { throw .countsChangedWithoutReload(section: s, expected: expected, found: found) }
    }

    func validate(_ indexPath: ListIndexPath) throws(ListError) {
        guard indexPath.section >= 0, indexPath.section < activeLayout.geometry.sectionCount else {
            throw .indexPathOutOfRange(indexPath, rowsInSection: 0)
        }
        let rows = activeLayout.geometry.rowCount(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else { throw .indexPathOutOfRange(indexPath, rowsInSection: rows) }
    }
}
