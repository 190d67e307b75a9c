import ListEngine

/// How the rows of a data set get their heights (`--heights`).
public enum HeightModel: String, CaseIterable, Sendable {
    /// Every row 44 pt.
    case fixed
    /// The layout starts from a 50 pt estimate for every row and learns the row's real
    /// (variable) height when it is first configured.
    case estimated
    /// Row i is `44 + ((i × 7919) mod 5) × 10` pt (44–84).
    case variable
}

/// A deterministic data set: rows numbered globally from 0 across sections, so any engine can
/// be measured on the same work. With S sections each holds rows ÷ S rows, the first
/// (rows mod S) one more.
public struct DataSet: Hashable, Sendable {
    /// Rows in all sections.
    public var rows: Int { didSet { divide() } }
    /// Sections; each holds rows ÷ sections rows, the first (rows mod sections) one more.
    public var sections: Int { didSet { divide() } }
    /// How rows get their heights.
    public var heights: HeightModel
    /// A table's rows, or a grid's, flow's or masonry's items (the collection data sets: ``listLayout``).
    public var layout: LayoutKind
    /// A grid's or masonry's fixed column count; nil: as many as fit 100 pt (a grid) or
    /// ``masonryColumnWidth`` (a masonry). A sheet's column count; nil: ``defaultSheetColumns``.
    public var columns: Int?
    /// A sheet's frozen leading rows.
    public var frozenRows = 1
    /// A sheet's frozen leading columns.
    public var frozenColumns = 1
    /// A masonry's items `N − 1, 2N − 1, …` (every `N`th, by identity) span every column; nil: none.
    public var fullSpanEvery: Int?
    /// rows ÷ sections and rows mod sections, kept as they change: numbering a row — which the
    /// data source does for every row a frame shows — takes no division.
    private var rowsPerSection = 0, longSections = 0

    /// The default data set: 1,000,000 rows in 26 sections titled A–Z, variable heights.
    public static let `default` = DataSet(rows: 1_000_000, sections: 26, heights: .variable)

    /// A data set of `rows` rows (or items) in `sections` sections, laid out as `layout`.
    public init(rows: Int, sections: Int, heights: HeightModel, layout: LayoutKind = .table, columns: Int? = nil,
                fullSpanEvery: Int? = nil) {
        self.rows = rows
        self.sections = sections
        self.heights = heights
        self.layout = layout
        self.columns = columns
        self.fullSpanEvery = fullSpanEvery
        divide()
    }

    /// Whether item `i` (an identity: global row numbers, then new items after them) spans every
    /// column of a masonry: every ``fullSpanEvery``th.
    public func isFullSpan(item i: Int) -> Bool {
        guard layout == .masonry, let every = fullSpanEvery, every > 0 else { return false }
        return i % every == every - 1
    }

    private mutating func divide() {
        (rowsPerSection, longSections) = sections > 0 ? rows.quotientAndRemainder(dividingBy: sections) : (0, 0)
    }

    /// The estimate self-sizing rows start from.
    public static let estimatedRowHeight = 50.0
    /// The estimate self-sizing grid items start from.
    public static let estimatedItemHeight = 100.0
    /// The estimate masonry items start from, self-sizing or not yet placed.
    public static let estimatedMasonryHeight = 150.0
    /// A masonry's minimum column width, unless ``columns`` fixes the count.
    public static let masonryColumnWidth = 160.0
    /// A sheet's columns, unless ``columns`` says.
    public static let defaultSheetColumns = 1_000
    /// The most columns listbench gives a sheet (`--columns`).
    public static let maximumSheetColumns = 1_000_000
    /// The width a sheet's columns start from with estimated sizes (learnt from the cells).
    public static let estimatedColumnWidth = 100.0

    /// A sheet's column count.
    public var sheetColumns: Int { columns ?? Self.defaultSheetColumns }

    /// The real width of a sheet's column `j`: 100 pt with fixed heights, else
    /// `80 + ((j × 104729) mod 7) × 20` (80–200).
    public func width(ofColumn j: Int) -> Double {
        heights == .fixed ? 100 : 80 + Double((j &* 104_729) % 7) * 20
    }

    /// The number of rows in section `s`.
    public func rowCount(inSection s: Int) -> Int {
        rowsPerSection + (s < longSections ? 1 : 0)
    }

    /// The global number of section `s`'s first row.
    public func firstRow(ofSection s: Int) -> Int {
        s * rowsPerSection + Swift.min(s, longSections)
    }

    /// The global number of the row at `indexPath`.
    public func globalRow(_ indexPath: ListIndexPath) -> Int {
        firstRow(ofSection: indexPath.section) + indexPath.row
    }

    /// The real height of global row (or item) `i`: a table's rows 44 pt fixed or
    /// `44 + ((i × 7919) mod 5) × 10`; a collection's items 120 pt fixed or `80 + ((i × 7919) mod 5) × 20`;
    /// a masonry's 200 pt fixed or `80 + ((i × 7919) mod 11) × 20`.
    public func height(ofRow i: Int) -> Double {
        switch layout {
        case .table, .sheet: heights == .fixed ? 44 : 44 + Double((i &* 7919) % 5) * 10
        case .grid, .flow, .custom: heights == .fixed ? 120 : 80 + Double((i &* 7919) % 5) * 20
        case .masonry: heights == .fixed ? 200 : 80 + Double((i &* 7919) % 11) * 20
        }
    }

    /// The real size of a flow's item `i`: `60 + ((i × 7919) mod 181)` pt wide (the engine narrows
    /// it to the room a line has), as tall as ``height(ofRow:)`` says.
    public func size(ofItem i: Int) -> Size {
        Size(width: 60 + Double((i &* 7919) % 181), height: height(ofRow: i))
    }

    /// The title of section `s`: "A"…"Z", then "27", "28"… past 26 sections.
    public func title(ofSection s: Int) -> String {
        s < 26 ? String(UnicodeScalar(UInt8(65 + s))) : String(s + 1)
    }

    /// How a `ListView` should size these rows or items.
    public var rowHeight: RowHeight {
        switch heights {
        case .fixed: .fixed(height(ofRow: 0))
        case .variable: .perRow
        case .estimated: .selfSizing(estimate: estimatedHeight)
        }
    }

    /// The estimate self-sizing rows or items start from.
    public var estimatedHeight: Double {
        switch layout {
        case .table, .sheet: Self.estimatedRowHeight
        case .grid, .flow, .custom: Self.estimatedItemHeight
        case .masonry: Self.estimatedMasonryHeight
        }
    }

    /// How a `ListView` should arrange them: the collection data sets' grid (columns at least
    /// 100 pt wide) and flow (items estimated at 150 × 100 pt) have 8-pt spacing and sections
    /// inset 8 pt above and below, 16 pt at the sides — the layouts' defaults. A custom layout is
    /// the embedder's: these items are then a grid's.
    public var listLayout: ListLayout {
        switch layout {
        case .table: .table
        case .custom: .grid(GridLayout())
        case .grid: .grid(GridLayout(columns: columns.map { .fixed($0) } ?? .adaptive(minimumWidth: 100)))
        case .flow: .flow(FlowLayout())
        case .masonry:
            .masonry(MasonryLayout(columns: columns.map { .fixed($0) } ?? .adaptive(minimumWidth: Self.masonryColumnWidth),
                                   estimatedItemHeight: Self.estimatedMasonryHeight))
        case .sheet:
            .sheet(SheetLayout(columnWidths: heights == .fixed ? .fixed(100) : heights == .estimated
                                   ? .measured(estimate: Self.estimatedColumnWidth) : .perColumn,
                               frozenRows: frozenRows, frozenColumns: frozenColumns))
        }
    }
}
