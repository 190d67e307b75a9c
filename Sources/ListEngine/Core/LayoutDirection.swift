/// Which way the renderer draws the list's lines (UIKit's `effectiveUserInterfaceLayoutDirection`):
/// the engine lays items out left to right; a renderer for a right-to-left language draws every
/// frame mirrored (x becomes the width less x and the frame's width), and tells the list so
/// (``ListView/layoutDirection``) that what the user sees as left is left.
public enum LayoutDirection: Hashable, Sendable {
    /// Lines run from left to right, as laid out.
    case leftToRight
    /// Lines run from right to left: the renderer mirrors the frames.
    case rightToLeft
}
