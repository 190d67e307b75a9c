/// The reader's place as a change found it, taken before the change
/// (``PlaceKeeper/capture(_:in:)``) and put back after it
/// (``PlaceKeeper/restore(_:contentMoved:callees:in:)``).
struct KeptPlace {
    /// How a change keeps the place; each change names the rules it has always followed.
    struct Rules: OptionSet {
        let rawValue: UInt8

        /// While the end is anchored (``ListView/isAnchoredToEnd``), the end keeps the place
        /// instead of a row: no row is taken, and the end is put back at the viewport's bottom.
        static let endFirst = Rules(rawValue: 1)
        /// An update animation under way moves by as much as the offset did, so what it draws
        /// stays where it is on screen.
        static let animationFollows = Rules(rawValue: 2)
    }

    /// The rules the place is kept by.
    let rules: Rules
    /// The row that keeps the place and where its top was on screen; nil when the end keeps it
    /// or the viewport was past the content's end.
    let anchor: (row: Int, screenY: Double)?
    /// The content offset before the change: how far putting the place back moved it.
    let offsetBefore: Double
}
