/// Rows that arrive by page (``ListPager``) in a pass: first, pages that arrived give their rows
/// heights and cells in one step that keeps the place (or the end, anchored), failures reported;
/// last, the pager's window follows the viewport, and rows of pages evicted become placeholders
/// again, keeping their heights.
struct PagingParticipant: FrameParticipant {
    /// - Complexity: O(rows of the pages that arrived × log n).
    func deliver<Host: FrameHost>(in host: Host, callees: Callees) {
        guard let pager = host.prefetch.pager else { return }
        var arrived: [(row: Int, height: Double?)] = []
        pager.beginPass(host.viewport.frameInterval, host.activeLayout.geometry.totalRows) { event in
            switch event {
            case let .arrived(rows):
                for g in rows { arrived.append((g, loadedHeight(ofRow: g, in: host, callees: callees))) }
            case let .failed(page, rows, message):
                host.diagnose(.pageLoadFailed(page: page, rows: rows, message: message))
            }
        }
        guard !arrived.isEmpty else { return }
        if host.accessibility.hearsAnnouncements {
            let visible = host.visibleRowRange()
            host.accessibility.noteRowsLoaded(arrived.reduce(0) { $0 + (visible.contains($1.row) ? 1 : 0) })
        }
        // One step for every page that arrived (a custom layout prepares once).
        let kept = host.placeKeeper.capture(in: host)
        host.reload(arrived)
        // Heights that arrived with the rows moved the content under the viewport.
        host.placeKeeper.restore(kept, callees: callees, in: host)
    }

    /// A loaded row's height from the delegate, for a table of per-row heights (nil otherwise,
    /// or for a height that is not valid, which is reported).
    ///
    /// - Complexity: O(log n) plus a delegate call.
    private func loadedHeight<Host: FrameHost>(ofRow g: Int, in host: Host, callees: Callees) -> Double? {
        guard host.activeLayout.takesPerRowHeights else { return nil }
        let indexPath = host.activeLayout.geometry.indexPath(ofRow: g)
        let height = host.initialHeight(ofRow: indexPath, delegate: callees.delegate)
        guard ListView.isValidHeight(height) else {
            host.diagnose(.invalidHeight(height, at: indexPath))
            return nil
        }
        return height
    }

    /// - Complexity: O(pages wanted + waiting and held pages + rows evicted with cells).
    func rangesMoved<Host: FrameHost>(visible: Range<Int>, in host: Host) {
        guard let pager = host.prefetch.pager else { return }
        var evicted: [(row: Int, height: Double?)] = []
        let window = host.window
        pager.endPass(visible, host.viewport.ranges.prefetch, host.viewport.direction == .forward,
                      host.activeLayout.geometry.totalRows) { rows in
            for g in rows.clamped(to: window.materialized) { evicted.append((g, nil)) }
            // A pinned cell of an evicted row shows data the list no longer holds.
            if !window.pinned.isEmpty { host.dropPinnedCells(ofRows: rows) }
        }
        if !evicted.isEmpty { host.reload(evicted) }
    }
}
