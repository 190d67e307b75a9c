/// A masonry: items of equal width and their own heights in columns, each item placed in the
/// column that is shortest when its turn comes (Pinterest's layout), under section headers that
/// span the columns.
///
/// Placement is lazy and kept. Items are placed in order only as far as the viewport and its
/// windows need (a jump to a far item places the items before it once); beyond that their
/// frames are estimated from ``estimatedItemHeight``. Once placed, an item stays in its column:
/// inserts, deletes, moves and height changes above it shift the items below it in its column,
/// and an inserted item goes into the column that is shortest at its place. Only a change of
/// column count (a new width with ``GridLayout/Columns/adaptive(minimumWidth:)`` columns) or
/// ``ListView/rebalanceLayout(animated:)`` places the items again, and then the item the user looks at
/// keeps its place on screen.
///
/// Heights come from the list's ``RowHeight``: one height for all, the delegate's per item, or
/// measured by the cells (self-sizing, at the column's width).
///
/// An item may span every column — a banner, a featured item — where the delegate says so
/// (``ListDelegate/listView(_:isFullSpanItemAt:)``, asked once as the item is placed): it starts
/// below the tallest column, is as wide as the columns and the spacing between them (measured
/// at that width when it sizes itself), and every column continues below it. It stays
/// full-span through batches; a height above it moves it and every column below it.
public struct MasonryLayout: Hashable, Sendable {
    /// How many columns: a fixed count, or as many as fit a minimum width.
    public var columns: GridLayout.Columns
    /// The horizontal space between columns.
    public var itemSpacing: Double
    /// The vertical space between items in a column.
    public var lineSpacing: Double
    /// Space around each section's items (below its header).
    public var sectionInset: EdgeInsets
    /// Whether a section's header stays at the top of the visible area while its section is on
    /// screen. Off by default.
    public var pinsSectionHeaders = false
    /// The height items not placed yet are assumed to have, and that self-sizing items start from.
    public var estimatedItemHeight: Double

    /// The most columns a masonry may have.
    public static let maximumColumns = 64

    /// A masonry with `columns`, 8 pt between columns and items, sections inset 8 pt above and
    /// below and 16 pt left and right, and items estimated 200 pt tall.
    public init(columns: GridLayout.Columns = .fixed(2), itemSpacing: Double = 8, lineSpacing: Double = 8,
                sectionInset: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                estimatedItemHeight: Double = 200) {
        self.columns = columns
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.estimatedItemHeight = estimatedItemHeight
    }

    /// The number of columns in a list `width` wide (1 to ``maximumColumns``).
    ///
    /// - Complexity: O(1).
    public func columnCount(forWidth width: Double) -> Int {
        columns.count(inRoom: width - sectionInset.left - sectionInset.right, spacing: itemSpacing,
                      maximum: Self.maximumColumns)
    }

    /// The width of a column in a list `width` wide: the columns share what the insets and the
    /// spacing leave.
    ///
    /// - Complexity: O(1).
    public func columnWidth(forWidth width: Double) -> Double {
        let count = Double(columnCount(forWidth: width))
        return Swift.max(0, (width - sectionInset.left - sectionInset.right - (count - 1) * itemSpacing) / count)
    }
}
