/// Turns an ``AccessibilityAnnouncement`` and the names of the list's own actions into words.
/// ``EnglishAccessibilityFormatter`` is the default; give the list another
/// (``ListView/accessibilityFormatter``) to speak another language.
public protocol AccessibilityAnnouncementFormatter: Sendable {
    /// What to say for `announcement`.
    func string(for announcement: AccessibilityAnnouncement) -> String
    /// The name of a move the list offers as an action (`.moveUp` or `.moveDown`).
    func name(of move: AccessibilityAction.Kind) -> String
}

/// The default formatter: "Rows 11 to 24 of 1,000,000", "3 new rows below", "12 rows loaded",
/// "Move up".
public struct EnglishAccessibilityFormatter: AccessibilityAnnouncementFormatter {
    /// The formatter.
    public init() {}

    /// - Complexity: O(digits).
    public func string(for announcement: AccessibilityAnnouncement) -> String {
        switch announcement {
        case let .rowsShown(first, last, total, items):
            let noun = items ? "Items" : "Rows"
            return first == last ? "\(noun.dropLast()) \(Self.grouped(first)) of \(Self.grouped(total))"
                : "\(noun) \(Self.grouped(first)) to \(Self.grouped(last)) of \(Self.grouped(total))"
        case let .rowsArrived(count, shown):
            let rows = count == 1 ? "1 new row" : "\(Self.grouped(count)) new rows"
            return shown ? rows : "\(rows) below"
        case let .rowsLoaded(count):
            return count == 1 ? "1 row loaded" : "\(Self.grouped(count)) rows loaded"
        }
    }

    /// - Complexity: O(1).
    public func name(of move: AccessibilityAction.Kind) -> String {
        switch move {
        case .moveUp: "Move up"
        case .moveDown: "Move down"
        case .swipe: "Action"
        }
    }

    /// `n` with a comma between groups of three digits, as English writes counts: 1,000,000.
    ///
    /// - Complexity: O(digits).
    public static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = n < 0 ? "-" : ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
