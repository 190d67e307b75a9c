/// Where a line that is too wide loses its text to an ellipsis ("…"), as UIKit's
/// `NSLineBreakMode.byTruncatingHead`, `.byTruncatingMiddle` and `.byTruncatingTail`.
public enum TextTruncation: Hashable, Sendable {
    /// Keep the end: "…ld of text".
    case head
    /// Keep both ends: "a wor…text".
    case middle
    /// Keep the start: "a world of…". The default.
    case tail
}
