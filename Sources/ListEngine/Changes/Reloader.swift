/// Reloads: everything read anew, rows and sections reconfigured with their counts unchanged,
/// one row's height set. Each checks what it reads before anything changes, keeps the reader's
/// place, and tells the list's followers (``ChangePipeline``).
struct Reloader<Host: ChangeHost> {
    /// The list reloaded.
    let host: Host

    /// Reads everything anew (``ListView/reloadData()`` within the operation under way): the
    /// geometry and a collection's layout are built first (either may throw), then installed.
    ///
    /// - Complexity: O(sections) with a fixed row height; O(n) with per-row or self-sizing heights.
    func reloadAll() throws(ListError) {
        let loaded = try host.reader.geometry()
        let collection = try host.loadCollectionGeometry(counts: loaded.rowCounts, headers: loaded.headerHeights)
        ChangePipeline.start(.reload, in: host)
        host.activeLayout.geometry = loaded
        host.activeLayout.install(collection)
        host.data.needsReload = false
        ChangePipeline.end(.reload, in: host)
    }

    /// Reconfigures the rows at `indexPaths` (``ListView/reloadRows(at:)``), the first visible
    /// row keeping its place.
    ///
    /// - Complexity: O(k log n) for k rows.
    func reloadRows(at indexPaths: [ListIndexPath]) throws(ListError) {
        if host.data.needsReload { return try host.reloadAll() }
        let rows = try rowsToReload(indexPaths)
        let kept = host.placeKeeper.capture(in: host)
        ChangePipeline.start(.rowsReloaded, in: host)
        reload(rows)
        host.placeKeeper.restore(kept, callees: host.loadCallees(), in: host)
        ChangePipeline.end(.rowsReloaded, in: host)
    }

    /// Checks the rows a reload names and reads their new per-row heights, changing nothing.
    ///
    /// - Complexity: O(k log n) for k rows, plus the data source's and delegate's calls.
    private func rowsToReload(_ indexPaths: [ListIndexPath]) throws(ListError) -> [(row: Int, height: Double?)] {
        let reader = host.reader
        var rows = [(row: Int, height: Double?)]()
        rows.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths {
            try host.validate(indexPath)
            try reader.checkRowCount(host.activeLayout.geometry.rowCount(inSection: indexPath.section), inSection: indexPath.section)
            var height: Double?
            if host.activeLayout.takesPerRowHeights {
                let h = reader.initialHeight(ofRow: indexPath, delegate: host.delegate)
                guard ListView.isValidHeight(h) else { throw .invalidHeight(h, at: indexPath) }
                height = h
            }
            rows.append((host.activeLayout.geometry.globalRow(of: indexPath), height))
        }
        return rows
    }

    /// Gives checked rows their new heights and fresh cells; the caller keeps the anchor.
    ///
    /// - Complexity: O(k log n) for k rows, plus the frames of the cells below the first that moved.
    func reload(_ rows: [(row: Int, height: Double?)]) {
        let callees = host.loadCallees()
        let layout = host.activeLayout
        let window = host.window
        var firstChanged = Int.max
        var report = LayoutPassReport()
        if !rows.isEmpty, layout.prepareForReloadedSizes(of: rows, width: host.viewport.size.width, sizes: host.itemSizes) {
            firstChanged = window.materialized.lowerBound
        }
        if !rows.isEmpty { host.forgetSheetCells() }
        for (g, height) in rows {
            if layout.hasCollectionGeometry {
                if layout.resizeForReload(item: g, height: height, sizes: host.itemSizes(callees)) { firstChanged = Swift.min(firstChanged, g) }
            } else {
                if let height, layout.geometry.setHeight(height, ofRow: g) != 0 { firstChanged = Swift.min(firstChanged, g) }
                if case .selfSizing = host.rowHeight { layout.geometry.setMeasured(false, row: g) }
            }
            guard window.materialized.contains(g) else {
                // A pinned cell away from the window shows the old content: configured anew when its row comes back.
                if !window.pinned.isEmpty { host.dropPinnedCells(ofRows: g..<(g + 1)) }
                continue
            }
            let old = window.cells[g - window.materialized.lowerBound]
            let wasDisplayed = window.displayed.contains(g)
            if wasDisplayed { host.endDisplaying(old, at: old.indexPath, callees: callees) }
            host.recycle(old)
            let new = host.configuredCell(forRow: g, anchorRow: Int.min, callees: callees, firstChanged: &firstChanged, report: &report)
            window.cells[g - window.materialized.lowerBound] = new
            host.placeCells(g..<(g + 1))
            if wasDisplayed { host.beginDisplaying(new, row: g, callees: callees) }
        }
        if firstChanged != Int.max { host.refreshFrames(from: firstChanged) }
    }

    /// Reconfigures every row of `sections` and reads their header and footer heights again
    /// (``ListView/reloadSections(_:)``), the first visible row keeping its place.
    ///
    /// - Complexity: O(rows in the sections × log n), plus O(sections) with a fixed row height.
    func reloadSections(_ sections: [Int]) throws(ListError) {
        if host.data.needsReload { return try host.reloadAll() }
        let layout = host.activeLayout
        let reader = host.reader
        var heights = [(section: Int, header: Double, footer: Double)]()
        var paths = [ListIndexPath]()
        for s in sections {
            guard s >= 0, s < layout.geometry.sectionCount else { throw .sectionOutOfRange(s, sectionCount: layout.geometry.sectionCount) }
            try reader.checkRowCount(layout.geometry.rowCount(inSection: s), inSection: s)
            let (header, footer) = try reader.headerFooterHeights(ofSection: s)
            // A collection's sections have no footers.
            heights.append((s, header, layout.hasCollectionGeometry ? 0 : footer))
            for r in 0..<layout.geometry.rowCount(inSection: s) { paths.append(ListIndexPath(row: r, section: s)) }
        }
        let rows = try rowsToReload(paths)
        // A collection whose headers change is laid out again, built before anything changes
        // (it may throw); self-sizing items measure themselves again as they are configured.
        var relaidCollection: LoadedCollection?
        if layout.hasCollectionGeometry, heights.contains(where: { $0.header != layout.geometry.headerHeights[$0.section] }) {
            var headers = layout.geometry.headerHeights
            for (s, header, _) in heights { headers[s] = header }
            relaidCollection = try host.loadCollectionGeometry(counts: layout.geometry.rowCounts, headers: headers)
        }
        let kept = host.placeKeeper.capture(in: host)
        ChangePipeline.start(.sectionsReloaded, in: host)
        var firstChanged = Int.max
        for (s, header, footer) in heights {
            let headerDelta = layout.geometry.setHeaderHeight(header, ofSection: s)
            let footerDelta = layout.geometry.setFooterHeight(footer, ofSection: s)
            if headerDelta != 0 || footerDelta != 0 { firstChanged = Swift.min(firstChanged, layout.geometry.rowStart[s]) }
        }
        if let relaidCollection {
            layout.install(relaidCollection)
            host.prepareReadyBand(keeping: kept.anchor, callees: host.loadCallees())
            firstChanged = host.window.materialized.lowerBound
        }
        if firstChanged != Int.max { host.refreshFrames(from: firstChanged) }
        reload(rows)
        host.placeKeeper.restore(kept, callees: host.loadCallees(), in: host)
        ChangePipeline.end(.sectionsReloaded, in: host)
    }

    /// Sets one row's height (``ListView/setHeight(_:forRowAt:)``), the first visible row — or
    /// the end, while anchored — keeping its place.
    ///
    /// - Complexity: O(log n) (+ the frames of cells below the row).
    func setHeight(_ height: Double, forRowAt indexPath: ListIndexPath) throws(ListError) {
        if case .fixed = host.rowHeight { throw .rowHeightIsFixed }
        if host.data.needsReload { try host.reloadAll() }
        try host.validate(indexPath)
        guard ListView.isValidHeight(height) else { throw .invalidHeight(height, at: indexPath) }
        let layout = host.activeLayout
        let g = layout.geometry.globalRow(of: indexPath)
        let kept = host.placeKeeper.capture(in: host)
        let callees = host.loadCallees()
        ChangePipeline.start(.heightChanged, in: host)
        let moved: Bool
        if layout.hasCollectionGeometry {
            // A flow lays its lines out through the item first (moving what lies below them).
            let laidOut = host.layOut(through: g, callees: callees)
            let before = layout.frame(ofItem: g)
            layout.setCollectionSize(Size(width: layout.knownSize(ofItem: g).width, height: height), ofItem: g, measured: true)
            let resized = layout.frame(ofItem: g) != before
            if laidOut, !host.window.materialized.isEmpty {
                host.refreshFrames(from: host.window.materialized.lowerBound)
            } else if resized {
                host.refreshFrames(from: g)
            }
            moved = laidOut || resized
        } else {
            if case .selfSizing = host.rowHeight { layout.geometry.setMeasured(true, row: g) }
            moved = layout.geometry.setHeight(height, ofRow: g) != 0
            if moved { host.refreshFrames(from: g) }
        }
        host.placeKeeper.restore(kept, contentMoved: moved, callees: callees, in: host)
        ChangePipeline.end(.heightChanged, in: host)
    }
}
