import ListEngine

/// How a terminal list looks: the table style, the layout, and what each row shows.
public struct ListAppearance: Sendable {
    /// The layouts a terminal list offers.
    public enum Layout: String, CaseIterable, Sendable {
        /// Rows, one under another.
        case table
        /// Tiles in columns of equal width.
        case grid
        /// Tiles as wide as their text, filling lines.
        case flow
        /// Tiles in columns as tall as their text wrapped (up to a few lines), each in the
        /// shortest column.
        case masonry
    }

    /// Plain (pinned headers, an index strip), grouped or inset grouped.
    public var style: TableStyle = .plain
    /// Rows, or tiles in a grid, a flow or a masonry.
    public var layout: Layout = .table
    /// The cell style; nil picks subtitle for records with a secondary text, default otherwise.
    public var cellStyle: ListContentConfiguration.Style?
    /// The accessory every row shows.
    public var accessory: ListContentConfiguration.Accessory = .none
    /// The lines a row's text may take: 1 truncates with an ellipsis, 0 wraps into as many as
    /// it needs (rows then size themselves).
    public var textLines = 1
    /// Where a text that does not fit is cut.
    public var truncation: TextTruncation = .tail
    /// The delete confirmation's title; nil for "Delete".
    public var deleteTitle: String?
    /// Whether a table's one-line rows are cut at the screen's edge, as `less -S` cuts long
    /// lines, instead of ending in an ellipsis (``ListPresenter/chopsLongLines``).
    public var chopsLongLines = false
    /// Whether a table's rows start with their line number, as `less -N` shows them
    /// (``ListPresenter/showsLineNumbers``).
    public var showsLineNumbers = false

    /// The default appearance: a plain table of one-line rows.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// The metrics of table styles in a terminal: a header or footer is a line, groups are a
    /// line apart (the line their rounded border takes) and inset by two columns.
    ///
    /// - Complexity: O(1).
    public static var terminalTableMetrics: TableMetrics {
        var metrics = TableMetrics()
        metrics.plainTitledHeaderHeight = 1
        metrics.groupedTitledHeaderHeight = 2
        metrics.groupSpacing = 1
        metrics.insetGroupedSideInset = 2
        return metrics
    }
}
