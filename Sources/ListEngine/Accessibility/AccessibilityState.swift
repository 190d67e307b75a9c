/// What the list keeps for assistive technology: the element the screen reader is on (followed
/// through updates; its row's cell pinned), the formatter that names the list's actions, and an
/// announcement an update made, told to the delegate when the operation ends. Elements are
/// made when a renderer asks for them.
struct AccessibilityState {
    /// The element the screen reader is on (``ListView/accessibilityFocusedElement``).
    var focused: AccessibilityElement.ID?
    /// What names the list's own actions (moves); see ``ListView/accessibilityFormatter``.
    var formatter: any AccessibilityAnnouncementFormatter = EnglishAccessibilityFormatter()
    /// An announcement waiting for the end of the operation that made it.
    var notice: AccessibilityAnnouncement?
    /// Whether the delegate hears announcements: false once the default
    /// ``ListDelegate/listView(_:announce:)`` ran, so a list whose delegate does not listen
    /// counts nothing for them.
    var hearsAnnouncements = false

    /// The row the screen reader is on, if it is on a row.
    var focusedRow: ListIndexPath? {
        if case let .row(path)? = focused { path } else { nil }
    }

    /// Follows `change`: a row by its identity (a deleted row's focus goes to the nearest row
    /// that stays, as the keyboard's does), a header or footer with its section (none when the
    /// section is deleted); through a reload the same place while it exists.
    ///
    /// - Complexity: O(1) for an element that stays; O(k) for k rows or sections passed over.
    mutating func follow(_ change: RowsChange, sectionCount: Int, rowCount: (Int) -> Int) {
        guard let id = focused else { return }
        switch id {
        case let .row(path):
            let place = KeyboardFocus.place(of: .row(path), after: change, sectionCount: sectionCount, rowCount: rowCount)
            focused = place.target?.indexPath.map(AccessibilityElement.ID.row)
        case let .header(section), let .footer(section):
            let new: Int?
            switch change {
            case let .batch(plan): new = plan.newSection[section] >= 0 ? plan.newSection[section] : nil
            case .reload: new = section < sectionCount ? section : nil
            }
            if case .header = id { focused = new.map { .header(section: $0) } } else { focused = new.map { .footer(section: $0) } }
        }
    }
}
