/// Something a screen reader should say that no element's label says, as data: a renderer
/// turns it into words with an ``AccessibilityAnnouncementFormatter`` (its own, to localise)
/// and posts it (UIAccessibility's announcement, an AT-SPI notification, an ARIA live region).
public enum AccessibilityAnnouncement: Hashable, Sendable {
    /// The list scrolled by a page (``ListView/scrollAccessibilityPage(_:)``) and shows rows
    /// `first` to `last` of `total`, counted across sections from 1. `items`: a collection's
    /// elements are items.
    case rowsShown(first: Int, last: Int, total: Int, items: Bool)
    /// `count` rows arrived at the end of a list that anchors to its end (a chat, a log):
    /// shown, when it kept its end in view, or below the visible rows while the user reads
    /// further up (``ListView/newRowsBelow``).
    case rowsArrived(count: Int, shown: Bool)
    /// `count` rows on screen that stood in for data not loaded yet (a ``ListPager``'s
    /// placeholders) now show it.
    case rowsLoaded(count: Int)
}
