/// How a list arranges its items: a table (one column of rows, ``TableStyle``), or a collection
/// (``GridLayout``, ``FlowLayout``). Reuse, ranges, prefetching, selection, updates and keeping
/// the user's place work the same for every layout; see ``ListView/setListLayout(_:)``.
public enum ListLayout: Hashable, Sendable {
    /// One column of rows, as UITableView lays them out in the list's style.
    case table
    /// Items in columns of equal width, lines as tall as their tallest item.
    case grid(GridLayout)
    /// Items of their own sizes wrapping into lines.
    case flow(FlowLayout)

    /// Whether items are laid out in lines of several (a grid or a flow).
    public var isCollection: Bool { self != .table }
}
