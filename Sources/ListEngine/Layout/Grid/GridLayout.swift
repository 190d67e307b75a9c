/// A grid: items in columns of equal width, lines as tall as their tallest item
/// (UICollectionViewCompositionalLayout's grid, or a flow layout with one item size per line).
///
/// Each section is its header (full width), the section inset's top, the lines of items, and the
/// inset's bottom; a section starts a new line. Item heights come from the list's ``RowHeight``:
/// one fixed height (closed form, no memory per item), the delegate's height per item, or
/// self-sizing items that start from an estimate.
public struct GridLayout: Hashable, Sendable {
    /// How many columns a line has.
    public enum Columns: Hashable, Sendable {
        /// This many columns, whatever the width (at least 1).
        case fixed(Int)
        /// As many columns as fit items at least `minimumWidth` wide (at least 1).
        case adaptive(minimumWidth: Double)

        /// The number of columns in `room` points between the insets, `spacing` apart: a fixed
        /// count (at least 1, at most `maximum`), or as many as fit items at least the minimum
        /// width (at least 1, at most `maximum`).
        ///
        /// - Complexity: O(1).
        func count(inRoom room: Double, spacing: Double, maximum: Int) -> Int {
            switch self {
            case let .fixed(count):
                return Swift.min(Swift.max(1, count), maximum)
            case let .adaptive(minimumWidth):
                let fit = (room + spacing) / Swift.max(minimumWidth + spacing, .leastNonzeroMagnitude)
                return fit.isFinite && fit >= 2 ? Int(Swift.min(fit, Double(maximum)).rounded(.down)) : 1
            }
        }
    }

    /// How many columns a line has.
    public var columns: Columns
    /// The horizontal space between items in a line.
    public var itemSpacing: Double
    /// The vertical space between lines.
    public var lineSpacing: Double
    /// Space around each section's items (below its header).
    public var sectionInset: EdgeInsets
    /// Whether a section's header stays at the top of the visible area while its section is on
    /// screen (UICollectionViewFlowLayout's `sectionHeadersPinToVisibleBounds`); see
    /// ``ListView/headerFrame(inSection:)``. Off by default.
    public var pinsSectionHeaders = false

    /// A grid with `columns`, 8 pt between items and lines, and sections inset 8 pt above and
    /// below and 16 pt left and right.
    public init(columns: Columns = .adaptive(minimumWidth: 100), itemSpacing: Double = 8, lineSpacing: Double = 8,
                sectionInset: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) {
        self.columns = columns
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
    }

    /// The number of columns in a list `width` wide: 3 at 390 pt and 7 at 844 pt for the
    /// default grid.
    ///
    /// - Complexity: O(1).
    public func columnCount(forWidth width: Double) -> Int {
        columns.count(inRoom: width - sectionInset.left - sectionInset.right, spacing: itemSpacing,
                      maximum: ListLayout.maximumColumns)
    }

    /// The width of an item in a list `width` wide: the columns share what the insets and the
    /// spacing leave.
    ///
    /// - Complexity: O(1).
    public func itemWidth(forWidth width: Double) -> Double {
        let count = Double(columnCount(forWidth: width))
        return Swift.max(0, (width - sectionInset.left - sectionInset.right - (count - 1) * itemSpacing) / count)
    }
}
