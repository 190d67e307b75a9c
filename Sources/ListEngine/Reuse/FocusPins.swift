/// The places the two foci pin (-1: none) — the keyboard's and the screen reader's: rows whose
/// cells, or sections whose header views, are kept aside when they leave the screen. Two at
/// most, so a pass asks two comparisons a row or section that leaves, and none when neither
/// focus is there.
struct FocusPins {
    /// The keyboard focus's row or section, or -1.
    var keyboard = -1
    /// The screen reader's row or section, or -1.
    var reader = -1

    /// Whether `i` is one of them.
    ///
    /// - Complexity: O(1).
    func contains(_ i: Int) -> Bool { i >= 0 && (i == keyboard || i == reader) }
}
