/// Placing: each pass, views of sections that left the screen go back to their pools (a focused
/// header's kept aside), sections that came on screen get theirs — the data source's, or a
/// decoration — and every placed view gets its frame.
extension SupplementaryViews {
    /// Pipeline step 3 for sections: views of sections that left the screen go back to their
    /// pools; sections that came on screen get theirs (the data source's, or a decoration);
    /// every placed view gets its frame (a pinned header moves every frame).
    ///
    /// - Complexity: O(kinds × sections on screen × log n); nothing without registered kinds.
    func place<Host: SupplementaryHost>(callees: Host.Calls, in host: Host) {
        guard !isEmpty else { return }
        cover(host.sectionsOnScreen, pins: .headers(focusedIn: host))
        for k in kinds.indices {
            for s in sections where !wasAsked(kind: k, section: s) {
                place(makeView(kind: k, section: s, callees: callees, in: host), kind: k, section: s)
            }
        }
        frameViews(in: host)
    }

    /// Gives every placed view its frame as the layout has it now.
    ///
    /// - Complexity: O(kinds × sections placed × log n).
    func frameViews(in host: some SupplementaryHost) {
        for k in kinds.indices {
            let kind = kinds[k].name
            for s in sections {
                view(kind: k, section: s)?.frame = frame(ofElementKind: kind, section: s, in: host) ?? .zero
            }
        }
    }

    /// Where a view of `kind` for section `s` goes: a header where it is drawn now (pinned where
    /// headers pin), a footer, or a decoration over the whole section — each shifted as an
    /// interactive move under way would shift it.
    ///
    /// - Complexity: O(log n).
    func frame(ofElementKind kind: String, section s: Int, in host: some SupplementaryHost) -> Rect? {
        let shift = host.moveShift(ofSection: s)
        switch kind {
        case ListView.elementKindSectionHeader:
            return host.headerFrame(inSection: s)
        case ListView.elementKindSectionFooter:
            return host.rectForFooter(inSection: s).map { Rect(x: $0.minX, y: $0.minY + shift.bottom, width: $0.width, height: $0.height) }
        default:
            return host.rect(forSection: s).map {
                Rect(x: $0.minX, y: $0.minY + shift.header, width: $0.width, height: $0.height - shift.header + shift.bottom)
            }
        }
    }

    /// A new view of kind `k` for section `s`: a decoration from its pool, or the data source's
    /// (a failure is diagnosed, and the section has none).
    ///
    /// - Complexity: O(1) beyond the data source's call.
    private func makeView<Host: SupplementaryHost>(kind k: Int, section s: Int, callees: Host.Calls, in host: Host) -> ListReusableView? {
        let kind = kinds[k]
        if kind.isDecoration { return try? kind.pool.dequeue(kind.name) }
        let indexPath = ListIndexPath(row: 0, section: s)
        do {
            return try host.dataSourceView(ofKind: kind.name, at: indexPath, callees: callees)
        } catch {
            host.diagnose(.cellProviderFailed(indexPath, message: "\(kind.name): \(error)"))
            return nil
        }
    }
}
