/// Timed highlights: the brief highlight of a momentary selection and the return flash of an
/// animated deselection, in frames of the display clock.
extension RowSelection {
    /// Deselects the row at `path`; `animated`, it flashes (``RowFlash/Kind/deselection``).
    /// Nothing happens for a row that is not selected.
    ///
    /// - Complexity: O(1) (O(flashes) to start a flash).
    func deselect<Host: InteractionHost>(_ path: ListIndexPath, animated: Bool, in host: Host) {
        guard contains(path) else { return }
        unselect(path, in: host)
        if animated { flash(path, kind: .deselection, in: host) }
    }

    /// Starts a flash of `path` (ending one it already has), its cell highlighted at once.
    ///
    /// - Complexity: O(flashes).
    func flash<Host: InteractionHost>(_ path: ListIndexPath, kind: RowFlash.Kind, in host: Host) {
        let frames = Int((flashDuration / host.frameInterval).rounded())
        guard frames > 0 else { return }
        flashes.removeAll { $0.indexPath == path }
        flashes.append(RowFlash(indexPath: path, kind: kind, frames: frames))
        host.cellForMaterializedRow(at: path)?.isHighlighted = true
    }

    /// A pass is a frame: every flash shows one more, and those that have shown all theirs end
    /// (their cells' highlight with them, when the pass's operation ends).
    ///
    /// - Complexity: O(flashes).
    func advanceFlashes<Host: InteractionHost>(in host: Host) {
        guard !flashes.isEmpty else { return }
        let before = flashes.count
        for k in flashes.indices { flashes[k].elapsed += 1 }
        flashes.removeAll { $0.elapsed > $0.frames }
        if flashes.count != before { host.selectionDidChange() }
    }
}
