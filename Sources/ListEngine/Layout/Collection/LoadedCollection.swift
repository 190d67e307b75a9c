/// A collection's geometry built for the counts and width of the moment, whichever layout the
/// list has: what a reload, a batch or a layout change builds before changing anything (it may
/// throw), and then installs; and what a batch keeps of the geometry before it, for the frames
/// of items that slide into view.
enum LoadedCollection {
    /// A table: its frames are the table geometry's.
    case table
    case grid(GridGeometry)
    case flow(FlowGeometry)
    case masonry(MasonryGeometry)
    /// A custom layout, prepared, asked through the checks of its answers.
    case custom(CheckedCustomLayout)

    /// The frame of item `g` (`.zero` for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func frame(ofItem g: Int) -> Rect {
        switch self {
        case .table: .zero
        case let .grid(grid): grid.frame(ofItem: g)
        case let .flow(flow): flow.frame(ofItem: g)
        case let .masonry(masonry): masonry.frame(ofItem: g)
        case let .custom(custom): custom.frame(ofItem: g)
        }
    }
}
