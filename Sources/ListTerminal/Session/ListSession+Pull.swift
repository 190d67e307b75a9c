import ListEngine

extension ListSession {
    /// Lines a pull at the top moves the content per press of ↑ (before the rubber band).
    static let pullStep = 3.0

    /// ↑ at the top pulls the content down past its top, held back by UIScrollView's rubber
    /// band; the engine's `RefreshControl` starts a refresh when the pull passes its trigger.
    /// Returns false when the list is not at its top (the key then moves the focus).
    func pull(at now: Double) -> Bool {
        let limits = list.contentOffsetLimits
        // A held key that reached the top, or a fling, does not pull: a pull is a fresh press.
        let repeating = now - lastUpPress <= Self.repeatGap
        guard source?.canReload == true, fling == nil, !repeating || pulled > 0,
              list.contentOffset.y <= limits.lowerBound, focus.flatMap({ list.globalRow(for: $0) }) ?? 0 == 0,
              case .table = list.listLayout else { return false }
        pulled += Self.pullStep
        lastPull = now
        let band = RubberBand.offset(forOvershoot: pulled, dimension: list.viewportSize.height)
        do { try list.setContentOffset(Point(x: 0, y: limits.lowerBound - band.rounded())) } catch { message = "\(error)" }
        if refreshControl.update(pullDistance: list.pullDistance, isDragging: true) == .beganRefreshing { refresh() }
        return true
    }

    /// A pull whose key came up (no press for a key's repeat interval) springs back: to the
    /// top, or to the control's open height while it refreshes.
    func releasePullIfIdle(at now: Double) {
        guard pulled > 0, now - lastPull > 0.25 else { return }
        pulled = 0
        refreshControl.update(pullDistance: list.pullDistance, isDragging: false)
        settleRefreshInset()
    }

    /// The room the refresh control takes above the content while it refreshes.
    func settleRefreshInset() {
        do {
            try list.setContentInset(EdgeInsets(top: refreshControl.revealedHeight, left: 0, bottom: 0, right: 0))
            if pulled == 0 { try list.setContentOffset(Point(x: 0, y: Swift.max(list.contentOffset.y, list.contentOffsetLimits.lowerBound))) }
        } catch { message = "\(error)" }
    }

    /// What the pulled room above the content says: how far to pull, to let go, or that it refreshes.
    var pullLabel: String? {
        switch refreshControl.state {
        case .idle: nil
        case let .pulling(progress): progress < 1 ? "↓ Pull to refresh" : "↑ Release to refresh"
        case .refreshing: "Refreshing…"
        }
    }
}
