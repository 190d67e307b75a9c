/// The reader's place as a change found it, taken before the change
/// (``PlaceKeeper/capture(in:)``) and put back after it
/// (``PlaceKeeper/restore(_:contentMoved:animationFollows:callees:in:)``). Every change keeps the place by one
/// rule: while the end is anchored (``ListView/isAnchoredToEnd``) the end keeps it, at the
/// viewport's bottom; otherwise the row that keeps the place stays where it was on screen; then
/// the offset is kept within the new limits, or no further beyond one than it was; and an update
/// animation under way moves by as much as the offset did, so what it draws stays where it is
/// on screen.
struct KeptPlace {
    /// The row that keeps the place and where its top was on screen; nil when the end keeps it
    /// or the viewport was past the content's end.
    let anchor: (row: Int, screenY: Double)?
    /// The content offset before the change: how far putting the place back moved it.
    let offsetBefore: Double
    /// The content offset's limits before the change: how far beyond them the offset lay, which
    /// is as far as the change may leave it.
    let limitsBefore: ClosedRange<Double>
}
