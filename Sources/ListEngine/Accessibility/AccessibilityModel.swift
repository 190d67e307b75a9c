/// The list's accessibility model: what it keeps for assistive technology — the element the
/// screen reader is on (followed through updates; its row's cell pinned), the formatter that
/// names the list's actions, and an announcement an update made, told to the delegate when
/// the operation ends — and what it works out from the list on demand: the elements and their
/// positions, the reading order, navigation and page scrolls, custom actions and announcements
/// (one `AccessibilityModel+…` file each). It reaches the list only through an
/// ``AccessibilityHost``; ``ListView`` forwards its public accessibility API to it.
///
/// Nothing is computed until a renderer asks: a list no screen reader reads pays nothing per
/// frame.
///
/// A class, as the list's other parts that call out are: the delegate's callbacks may read
/// the focus while the model works.
final class AccessibilityModel {
    /// The element the screen reader is on (``ListView/accessibilityFocusedElement``).
    @exclusivity(unchecked) var focused: AccessibilityElement.ID?
    /// What names the list's own actions (moves); see ``ListView/accessibilityFormatter``.
    @exclusivity(unchecked) var formatter: any AccessibilityAnnouncementFormatter = EnglishAccessibilityFormatter()
    /// An announcement waiting for the end of the operation that made it.
    @exclusivity(unchecked) var notice: AccessibilityAnnouncement?
    /// Whether the delegate hears announcements: false once the default
    /// ``ListDelegate/listView(_:announce:)`` ran, so a list whose delegate does not listen
    /// counts nothing for them.
    @exclusivity(unchecked) var hearsAnnouncements = false

    /// The row the screen reader is on, if it is on a row.
    var focusedRow: ListIndexPath? {
        if case let .row(path)? = focused { path } else { nil }
    }

    /// Puts the screen reader on `id` (which exists; nil: off the list), and gives back the
    /// pinned cells and header views no focus is on now.
    ///
    /// - Complexity: O(1).
    func setFocus(_ id: AccessibilityElement.ID?, in host: some AccessibilityHost) {
        focused = id
        host.releaseUnfocusedPins()
    }

    /// The screen reader's element follows its place through `change`, in the sections and
    /// rows of `layout` after it.
    ///
    /// - Complexity: O(1) for an element that stays; see ``follow(_:sectionCount:rowCount:)``.
    func focusDidChange(_ change: RowsChange, in layout: ActiveLayout) {
        guard focused != nil else { return }
        let geometry = layout.geometry
        follow(change, sectionCount: geometry.sectionCount, rowCount: geometry.rowCount(inSection:))
    }

    /// Follows `change`: a row by its identity (a deleted row's focus goes to the nearest row
    /// that stays, as the keyboard's does), a header or footer with its section (none when the
    /// section is deleted); through a reload the same place while it exists.
    ///
    /// - Complexity: O(1) for an element that stays; O(k) for k rows or sections passed over.
    func follow(_ change: RowsChange, sectionCount: Int, rowCount: (Int) -> Int) {
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
