import ListEngine

/// How the rows of a data set get their heights (DESIGN.md, `--heights`).
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
    public var rows: Int
    /// Sections; each holds rows ÷ sections rows, the first (rows mod sections) one more.
    public var sections: Int
    /// How rows get their heights.
    public var heights: HeightModel

    /// The default data set: 1,000,000 rows in 26 sections titled A–Z, variable heights.
    public static let `default` = DataSet(rows: 1_000_000, sections: 26, heights: .variable)

    /// A data set of `rows` rows in `sections` sections.
    public init(rows: Int, sections: Int, heights: HeightModel) {
        self.rows = rows
        self.sections = sections
        self.heights = heights
    }

    /// The estimate self-sizing rows start from.
    public static let estimatedRowHeight = 50.0

    /// The number of rows in section `s`.
    public func rowCount(inSection s: Int) -> Int {
        rows / sections + (s < rows % sections ? 1 : 0)
    }

    /// The global number of section `s`'s first row.
    public func firstRow(ofSection s: Int) -> Int {
        s * (rows / sections) + Swift.min(s, rows % sections)
    }

    /// The global number of the row at `indexPath`.
    public func globalRow(_ indexPath: ListIndexPath) -> Int {
        firstRow(ofSection: indexPath.section) + indexPath.row
    }

    /// The real height of global row `i`.
    public func height(ofRow i: Int) -> Double {
        heights == .fixed ? 44 : 44 + Double((i &* 7919) % 5) * 10
    }

    /// The title of section `s`: "A"…"Z", then "27", "28"… past 26 sections.
    public func title(ofSection s: Int) -> String {
        s < 26 ? String(UnicodeScalar(UInt8(65 + s))) : String(s + 1)
    }

    /// How a `ListView` should size these rows.
    public var rowHeight: RowHeight {
        switch heights {
        case .fixed: .fixed(44)
        case .variable: .perRow
        case .estimated: .selfSizing(estimate: Self.estimatedRowHeight)
        }
    }
}
