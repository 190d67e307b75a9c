/// The rows whose cells are kept aside when they leave the ready window: the keyboard focus's
/// row and the screen reader's (-1: none). Two at most, so a pass asks two comparisons a row
/// that leaves, and none when neither focus is on a row.
struct PinnedRows {
    /// The keyboard-focused row, or -1.
    var keyboard = -1
    /// The row the screen reader is on, or -1.
    var reader = -1

    /// Whether row `g` is one of them.
    ///
    /// - Complexity: O(1).
    func contains(_ g: Int) -> Bool { g >= 0 && (g == keyboard || g == reader) }
}
