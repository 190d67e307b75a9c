/// A place a focus move passes going up or down (``KeyboardFocus/walk(from:step:toward:headers:in:callees:)``):
/// a section's header, or a line of items (a table's row, or one item going to an end, alone).
enum FocusStop {
    /// Section `s`'s header.
    case header(Int)
    /// The global rows (items) of a line.
    case line(Range<Int>)
}
