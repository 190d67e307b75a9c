/// What the engine asks the built-in collection layouts (``GridLayout``, ``FlowLayout``) beyond
/// ``LayoutModel``'s questions: how many items and how wide, laying a band out
/// lazily, and self-sizing items' sizes. Conformers are value types the engine holds and calls
/// statically (never as an existential), so no per-item dispatch reaches the frame path.
///
/// A section is its header (full width, at the section's top), the layout's section inset, its
/// lines of items (a section starts a new line), and the inset's bottom; a section with no items
/// still has its header and insets.
protocol CollectionGeometry: LayoutModel {
    /// The number of items in all sections.
    var itemCount: Int { get }
    /// The content width the lines are laid out for.
    var width: Double { get }

    /// Makes the band `y0 ..< y1` exact: a lazy layout lays out the lines the band needs and
    /// asks `sizeOf` (global item → size) for each item it lays out for the first time; a
    /// layout with nothing left to lay out does nothing. Lines becoming exact can move content
    /// that was estimated (the sections below, the rest of a section); nothing is returned for
    /// it: the engine keeps the user's place itself, by reading its anchor item's frame again
    /// after `prepare`.
    mutating func prepare(_ y0: Double, _ y1: Double, sizeOf: (_ item: Int) -> Size)

    /// Lays the lines out again for a new content width.
    mutating func setWidth(_ width: Double)
}
