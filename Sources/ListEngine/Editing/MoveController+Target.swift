/// Where a moving row would land, and the geometry a collection would have after the move.
extension MoveController {
    /// Whether a row moving from `source` can land at `destination` (as after the move): a row
    /// of a section the list has, at most at its end, never emptying a group of a grouped style.
    ///
    /// - Complexity: O(1).
    func isValidDestination<Host: EditingHost>(_ destination: ListIndexPath, forMoveFrom source: ListIndexPath, in host: Host) -> Bool {
        let geometry = host.activeLayout.geometry
        guard destination.section >= 0, destination.section < geometry.sectionCount else { return false }
        let leaves = destination.section != source.section
        guard destination.row >= 0, destination.row <= geometry.rowCount(inSection: destination.section) - (leaves ? 0 : 1) else { return false }
        return !(leaves && host.style.isGrouped && geometry.rowCount(inSection: source.section) == 1)
    }

    /// The row under the moving row's centre proposes a destination; when the proposal changes,
    /// the delegate may redirect it, and the collection the move would produce is laid out anew.
    ///
    /// - Complexity: O(log n); a new destination, the move's geometry.
    func retarget<Host: EditingHost>(in host: Host, callees: Host.Calls) {
        guard var move = session else { return }
        let offset = host.contentOffset
        let point = Point(x: move.position.x + offset.x, y: move.position.y + offset.y)
        guard let proposal = proposedDestination(at: point, move: move, in: host), proposal != move.proposal else { return }
        move.proposal = proposal
        var destination = host.targetIndexPathForMove(from: move.source, toProposedIndexPath: proposal, callees: callees) ?? proposal
        if !isValidDestination(destination, forMoveFrom: move.source, in: host) {
            host.diagnose(.invalidEditing(.invalidDestination(destination)))
            destination = move.source
        }
        if destination != move.destination {
            move.destination = destination
            move.destinationRow = host.activeLayout.geometry.rowStart[destination.section] + destination.row
                - (move.source.section < destination.section ? 1 : 0)
            move.after = collection(after: move, in: host)
        }
        session = move
    }

    /// The destination the row or item under `point` (content coordinates) proposes; nil to
    /// keep the current one.
    ///
    /// - Complexity: O(log n).
    private func proposedDestination<Host: EditingHost>(at point: Point, move: MoveSession, in host: Host) -> ListIndexPath? {
        let layout = host.activeLayout
        let probe = layout.hasCollectionGeometry ? point : Point(x: layout.rowExtent.x, y: point.y)
        let proposal: ListIndexPath
        if let g = layout.item(at: probe) {
            proposal = layout.geometry.indexPath(ofRow: g)
        } else if let s = layout.sections(intersecting: point.y, point.y.nextUp).first {
            if layout.hasCollectionGeometry {
                guard layout.geometry.rowCount(inSection: s) == 0 else { return nil }
                proposal = ListIndexPath(row: 0, section: s)
            } else if point.y < layout.geometry.top(ofSection: s) + layout.geometry.headerHeights[s] {
                proposal = ListIndexPath(row: 0, section: s)
            } else {
                proposal = ListIndexPath(row: layout.geometry.rowCount(inSection: s) - (s == move.source.section ? 1 : 0), section: s)
            }
        } else {
            // Above or below the content: a table's first or last place.
            guard !layout.hasCollectionGeometry, layout.geometry.sectionCount > 0 else { return nil }
            let s = point.y < 0 ? 0 : layout.geometry.sectionCount - 1
            proposal = ListIndexPath(row: point.y < 0 ? 0 : layout.geometry.rowCount(inSection: s) - (s == move.source.section ? 1 : 0), section: s)
        }
        return isValidDestination(proposal, forMoveFrom: move.source, in: host) ? proposal : nil
    }

    /// The collection geometry `move` would produce (nil for a table), item sizes carried over:
    /// the batch that ends the move builds the same.
    ///
    /// - Complexity: a grid's or custom layout's O(n); a flow's O(sections), laid out lazily.
    private func collection<Host: EditingHost>(after move: MoveSession, in host: Host) -> LoadedCollection? {
        let layout = host.activeLayout
        guard layout.hasCollectionGeometry else { return nil }
        var counts = layout.geometry.rowCounts
        counts[move.source.section] -= 1
        counts[move.destination.section] += 1
        let headers = layout.geometry.headerHeights
        var update = ListBatchUpdate()
        update.moveRow(at: move.source, to: move.destination)
        let plan = { try? BatchUpdatePlan(update, oldRowCounts: layout.geometry.rowCounts, newRowCounts: counts,
                                          requiresRows: host.style.isGrouped) }
        switch host.listLayout {
        case .table, .sheet:
            return nil
        case .grid:
            guard let plan = plan() else { return layout.currentCollection }
            return .grid(layout.grid.applying(plan, headerHeights: headers) { _ in 0 })
        case let .masonry(masonryLayout):
            // The moved item keeps its column and height; nothing new arrives to be asked about.
            let estimate = HeightIndex.Entry(height: MasonryGeometry.length(masonryLayout.estimatedItemHeight))
            guard let plan = plan(),
                  let after = try? layout.masonry.applying(plan, headerHeights: headers, keepingReloadedSizes: true, entry: { _ in estimate })
            else { return layout.currentCollection }
            return .masonry(after)
        case let .flow(flowLayout):
            return .flow(FlowGeometry(itemCounts: counts, headerHeights: headers, layout: flowLayout, width: host.viewportSize.width))
        case let .custom(customLayout):
            return .custom(host.prepared(customLayout, counts: counts, headers: headers) { [geometry = layout.geometry] g in
                geometry.indexPath(ofRow: move.rowBeforeMove(g))
            })
        }
    }

    /// Places a collection's move geometry so that the first section on screen stays where it
    /// is, and lays out the band it shows (a flow's lines are laid out lazily, the items keeping
    /// the sizes the list knows).
    ///
    /// Laying out a flow's sections above the first on screen moves that section in the move's
    /// geometry, and with it the band the screen shows: the band is laid out again from the new
    /// shift until the shift holds, so no item on screen is shown at an estimated frame.
    ///
    /// - Complexity: O(log n) when the band is laid out already; else O(items laid out), each
    ///   round but the last laying out more.
    func preparePreview<Host: EditingHost>(in host: Host, callees: Host.Calls) {
        guard let move = session, move.after != nil else { return }
        let y0 = host.contentOffset.y
        let y1 = y0 + host.viewportSize.height
        var shift = previewShift(of: move, at: y0, y1, in: host)
        session?.afterShift = shift
        guard move.after?.laysOutLazily == true else { return }
        let (r0, r1) = host.readyBand(around: y0, y1)
        let layout = host.activeLayout
        var previous: Double
        repeat {
            previous = shift
            session?.after?.prepare(Swift.min(r0, y0) - shift, Swift.max(r1, y1) - shift,
                                    isFullSpan: { host.isFullSpan(item: move.rowBeforeMove($0), callees: callees) }) { g in
                let old = move.rowBeforeMove(g)
                if case .masonry = layout.kind { return layout.knownSize(ofItem: old) }
                return layout.flow.knownSize(ofItem: old) ?? host.initialSize(ofItem: old, callees: callees)
            }
            guard let prepared = session else { return }
            shift = previewShift(of: prepared, at: y0, y1, in: host)
            session?.afterShift = shift
        } while shift != previous
    }

    /// How far down `move`'s collection geometry must be shown for the first section the band
    /// `y0 ..< y1` shows to stay where it is.
    ///
    /// - Complexity: O(log n).
    private func previewShift<Host: EditingHost>(of move: MoveSession, at y0: Double, _ y1: Double, in host: Host) -> Double {
        guard let after = move.after, let s = host.activeLayout.sections(intersecting: y0, Swift.max(y1, y0.nextUp)).first,
              let header = host.rectForHeader(inSection: s) else { return 0 }
        return header.minY - after.headerFrame(ofSection: s).minY
    }
}
