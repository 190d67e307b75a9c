/// Announcements: what an update made a screen reader say — rows arriving at the end of a list
/// that anchors to it, placeholders on screen loaded — noted as the update runs and told to the
/// delegate when the operation ends.
extension AccessibilityModel {
    /// Notes that `count` rows arrived at the end of a list that anchors to its end: shown (it
    /// kept its end in view) or below the viewport.
    ///
    /// - Complexity: O(1).
    func noteRowsArrivedAtEnd(_ count: Int, shown: Bool) {
        guard count > 0, hearsAnnouncements else { return }
        if case let .rowsArrived(earlier, wasShown)? = notice, wasShown == shown {
            notice = .rowsArrived(count: earlier + count, shown: shown)
        } else {
            notice = .rowsArrived(count: count, shown: shown)
        }
    }

    /// Notes that `count` placeholders on screen now show their rows' data.
    ///
    /// - Complexity: O(1).
    func noteRowsLoaded(_ count: Int) {
        guard count > 0 else { return }
        if case let .rowsLoaded(earlier)? = notice {
            notice = .rowsLoaded(count: earlier + count)
        } else if notice == nil {
            notice = .rowsLoaded(count: count)
        }
    }

    /// Tells the host's delegate the announcement an update made, if any: when the operation
    /// ends.
    ///
    /// - Complexity: O(1), plus the callback.
    func deliverNotice(to host: some AccessibilityHost) {
        guard let notice else { return }
        self.notice = nil
        host.announce(notice)
    }
}
