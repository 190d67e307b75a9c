/// A row highlighted for a moment, counted in frames of the display clock
/// (``ListView/frameInterval``; each ``ListView/layout()`` pass is a frame): what a renderer
/// shows as the selection feedback of a navigation list — the row highlights briefly, then
/// something happens — and as the return flash when the reader comes back to it.
///
/// The row's cell has ``ListCell/isHighlighted`` set for the flash's frames (a cell configured
/// for the row meanwhile too, never another row's cell); ``ListView/flashes`` lists them with
/// their progress after each pass, for the renderer to fade them, and
/// ``LayoutPassReport/flashingRows`` says how many there are.
public struct RowFlash: Hashable, Sendable {
    /// Why the row flashes.
    public enum Kind: Hashable, Sendable {
        /// A touch selected the row in a list whose selection is momentary
        /// (``ListView/selectsMomentarily``): selected, then deselected with this flash.
        case selection
        /// The row was deselected with ``ListView/deselectRow(at:animated:)`` (the return flash).
        case deselection
    }

    /// The row; it follows its row through batch updates (a deleted row's flash ends).
    public internal(set) var indexPath: ListIndexPath
    /// Why it flashes.
    public let kind: Kind
    /// How many frames the flash lasts (at least 1).
    public let frames: Int
    /// How many frames it has shown so far: 0 before the first pass after it began, then 1 …
    /// ``frames``.
    public internal(set) var elapsed = 0

    /// How far the flash has gone, 0 … 1: a renderer fades the highlight out by it.
    ///
    /// - Complexity: O(1).
    public var progress: Double { Double(elapsed) / Double(frames) }
}
