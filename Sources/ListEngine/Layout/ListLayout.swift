/// How a list arranges its items: a table (one column of rows, ``TableStyle``), a sheet (a table's
/// rows cut into columns, ``SheetLayout``), or a collection (``GridLayout``, ``FlowLayout``,
/// ``MasonryLayout``, or a ``CustomCollectionLayout`` of your own). Reuse, ranges,
/// prefetching, selection, updates and keeping the user's place work the same for every layout;
/// see ``ListView/setListLayout(_:)``.
public enum ListLayout: Hashable, Sendable {
    /// One column of rows, as UITableView lays them out in the list's style.
    case table
    /// Items in columns of equal width, lines as tall as their tallest item.
    case grid(GridLayout)
    /// Items of their own sizes wrapping into lines.
    case flow(FlowLayout)
    /// Items of equal width and their own heights in columns, each placed in the shortest.
    case masonry(MasonryLayout)
    /// A table's rows cut into columns that scroll horizontally, leading rows and columns frozen.
    case sheet(SheetLayout)
    /// Items where a layout of your own puts them. The built-in layouts are answered by code the
    /// compiler specializes; a custom one through its protocol, a few calls a frame.
    case custom(any CustomCollectionLayout)

    /// Which layout a list has, without its configuration: a plain tag the engine's frame path
    /// switches on (copying a ``ListLayout``, whose custom case holds an existential, costs an
    /// outlined copy at every question).
    enum Kind {
        case table, grid, flow, masonry, custom

        /// Whether items are laid out in lines of several.
        var isCollection: Bool { self != .table }
    }

    /// The layout's ``Kind``.
    var kind: Kind {
        switch self {
        case .table, .sheet: .table
        case .grid: .grid
        case .flow: .flow
        case .masonry: .masonry
        case .custom: .custom
        }
    }

    /// Whether items are laid out in lines of several (a grid, a flow, a masonry or a custom
    /// layout): not a table's rows, nor a sheet's.
    ///
    /// - Complexity: O(1).
    public var isCollection: Bool { kind.isCollection }

    /// The sheet's configuration, when the layout is a sheet.
    ///
    /// - Complexity: O(1).
    public var sheet: SheetLayout? {
        if case let .sheet(sheet) = self { sheet } else { nil }
    }

    /// Whether section headers stay at the top of the visible area while their sections are on
    /// screen, in a list of `style`: a plain table's do; a collection's when it says so; a
    /// sheet's never (its frozen rows hold the top: its headers scroll with their rows).
    ///
    /// - Complexity: O(1).
    public func pinsSectionHeaders(style: TableStyle) -> Bool {
        switch self {
        case .table: style == .plain
        case .sheet: false
        case let .grid(grid): grid.pinsSectionHeaders
        case let .flow(flow): flow.pinsSectionHeaders
        case let .masonry(masonry): masonry.pinsSectionHeaders
        case let .custom(custom): custom.pinsSectionHeaders
        }
    }

    /// Refuses self-sizing items in a custom layout, which sizes its items itself.
    ///
    /// - Throws: ``ListError/invalidLayout(_:)``.
    /// - Complexity: O(1).
    func checkSizing(_ rowHeight: RowHeight) throws(ListError) {
        guard case .custom = self, case .selfSizing = rowHeight else { return }
        throw .invalidLayout("a custom layout sizes its own items: self-sizing is for tables, grids and flows")
    }

    /// Whether two layouts are the same: the same case with equal configurations.
    ///
    /// - Complexity: O(1) for the built-in layouts; a custom layout's `==`.
    public static func == (lhs: ListLayout, rhs: ListLayout) -> Bool {
        switch (lhs, rhs) {
        case (.table, .table): true
        case let (.grid(a), .grid(b)): a == b
        case let (.flow(a), .flow(b)): a == b
        case let (.masonry(a), .masonry(b)): a == b
        case let (.sheet(a), .sheet(b)): a == b
        case let (.custom(a), .custom(b)): AnyHashable(a) == AnyHashable(b)
        default: false
        }
    }

    /// Hashes the case and its configuration.
    ///
    /// - Complexity: O(1) for the built-in layouts; a custom layout's `hash(into:)`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .table: hasher.combine(0)
        case let .grid(grid): hasher.combine(1); hasher.combine(grid)
        case let .flow(flow): hasher.combine(2); hasher.combine(flow)
        case let .custom(custom): hasher.combine(3); hasher.combine(AnyHashable(custom))
        case let .masonry(masonry): hasher.combine(4); hasher.combine(masonry)
        case let .sheet(sheet): hasher.combine(5); hasher.combine(sheet)
        }
    }

    /// The most columns a grid may have.
    public static let maximumColumns = 10_000

    /// Checks a built-in collection's configuration (a table and a custom layout have nothing to
    /// check here): spacings and insets finite and ≥ 0 (at most
    /// ``ListView/maximumCoordinate``), a fixed column count from 1 to ``maximumColumns``, a
    /// minimum item width positive and finite, an estimated item size finite and ≥ 0.
    ///
    /// - Throws: ``ListError/invalidLayout(_:)`` naming what is wrong.
    /// - Complexity: O(1).
    public func validate() throws(ListError) {
        func check(_ value: Double, _ name: String) throws(ListError) {
            guard value >= 0, value <= ListView.maximumCoordinate else {
                throw .invalidLayout("\(name) is \(value); it must be finite and ≥ 0")
            }
        }
        func check(_ insets: EdgeInsets) throws(ListError) {
            try check(insets.top, "sectionInset.top")
            try check(insets.left, "sectionInset.left")
            try check(insets.bottom, "sectionInset.bottom")
            try check(insets.right, "sectionInset.right")
        }
        switch self {
        case .table, .custom:
            return
        case let .sheet(sheet):
            try sheet.validate()
        case let .grid(grid):
            try check(grid.itemSpacing, "itemSpacing")
            try check(grid.lineSpacing, "lineSpacing")
            try check(grid.sectionInset)
            try Self.check(grid.columns, maximum: Self.maximumColumns, in: "a grid")
        case let .flow(flow):
            try check(flow.itemSpacing, "itemSpacing")
            try check(flow.lineSpacing, "lineSpacing")
            try check(flow.sectionInset)
            guard ListView.isValidHeight(flow.estimatedItemSize.width), ListView.isValidHeight(flow.estimatedItemSize.height) else {
                throw .invalidLayout("estimated item size \(flow.estimatedItemSize); each side must be finite, ≥ 0 and ≤ 2²⁴")
            }
        case let .masonry(masonry):
            try check(masonry.itemSpacing, "itemSpacing")
            try check(masonry.lineSpacing, "lineSpacing")
            try check(masonry.sectionInset)
            try Self.check(masonry.columns, maximum: MasonryLayout.maximumColumns, in: "a masonry")
            guard ListView.isValidHeight(masonry.estimatedItemHeight) else {
                throw .invalidLayout("estimated item height \(masonry.estimatedItemHeight); it must be finite, ≥ 0 and ≤ 2²⁴")
            }
        }
    }

    /// Checks `columns`: a fixed count from 1 to `maximum`, a minimum width positive and finite.
    ///
    /// - Throws: ``ListError/invalidLayout(_:)`` naming what is wrong.
    /// - Complexity: O(1).
    private static func check(_ columns: GridLayout.Columns, maximum: Int, in layout: String) throws(ListError) {
        switch columns {
        case let .fixed(count):
            guard count >= 1, count <= maximum else {
                throw .invalidLayout("\(count) columns; \(layout) has 1 to \(maximum)")
            }
        case let .adaptive(minimumWidth):
            guard minimumWidth > 0, minimumWidth <= ListView.maximumCoordinate else {
                throw .invalidLayout("minimum item width \(minimumWidth); it must be positive and finite")
            }
        }
    }
}
