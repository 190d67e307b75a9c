/// What pinning needs of the list: where its two foci are — the keyboard's and the screen
/// reader's — and the global row of an index path. The list adopts it
/// (`ListView+PinningHost.swift`); ``FocusPins`` reads it to name the rows and sections whose
/// views are kept aside.
protocol PinningHost {
    /// The element the keyboard focus is on, if any.
    var keyboardFocus: FocusTarget? { get }
    /// The element the screen reader is on, if any.
    var readerFocus: AccessibilityElement.ID? { get }

    /// The row's global number (across sections), or nil if the list has no such row.
    ///
    /// - Complexity: O(1).
    func globalRow(for indexPath: ListIndexPath) -> Int?
}
