/// A flow: items of their own widths and heights fill a line left to right while they fit, then
/// wrap to the next (UICollectionViewFlowLayout's behaviour, items top-aligned in a line, no
/// justification); a line is as tall as its tallest item.
///
/// Each section is its header (full width), the section inset's top, its lines, and the inset's
/// bottom; a section starts a new line. An item wider than the room between the insets is
/// narrowed to it. The layout is lazy: lines are laid out only as far as the viewport and its
/// windows need; beyond that, positions are estimated from ``estimatedItemSize``, and when
/// estimated lines become exact the items on screen keep their place.
public struct FlowLayout: Hashable, Sendable {
    /// The horizontal space between items in a line (at least).
    public var itemSpacing: Double
    /// The vertical space between lines.
    public var lineSpacing: Double
    /// Space around each section's items (below its header).
    public var sectionInset: EdgeInsets
    /// Whether a section's header stays at the top of the visible area while its section is on
    /// screen (UICollectionViewFlowLayout's `sectionHeadersPinToVisibleBounds`); see
    /// ``ListView/headerFrame(inSection:)``. Off by default.
    public var pinsSectionHeaders = false
    /// The size items not laid out yet are assumed to have, and that self-sizing items start from.
    public var estimatedItemSize: Size

    /// A flow with 8 pt between items and lines, sections inset 8 pt above and below and 16 pt
    /// left and right, and items estimated at 150 × 100 pt.
    public init(itemSpacing: Double = 8, lineSpacing: Double = 8,
                sectionInset: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                estimatedItemSize: Size = Size(width: 150, height: 100)) {
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.estimatedItemSize = estimatedItemSize
    }
}
