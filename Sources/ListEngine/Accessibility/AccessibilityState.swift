/// What the list keeps for assistive technology: the formatter that names its actions, and an
/// announcement an update made, told to the delegate when the operation ends. Nothing else is
/// kept: elements are made when a renderer asks for them.
struct AccessibilityState {
    /// What names the list's own actions (moves); see ``ListView/accessibilityFormatter``.
    var formatter: any AccessibilityAnnouncementFormatter = EnglishAccessibilityFormatter()
    /// An announcement waiting for the end of the operation that made it.
    var notice: AccessibilityAnnouncement?
}
