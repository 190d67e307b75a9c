/// The table styles of UIKit.
public enum TableStyle: Hashable, Sendable {
    /// Rows edge to edge; section headers stay pinned to the top while their section is on
    /// screen; an optional section index.
    case plain
    /// Sections as groups separated by spacing; no section index; every group holds a row.
    case grouped
    /// Grouped, with the groups inset from the sides.
    case insetGrouped

    /// Whether sections are groups (grouped and inset grouped).
    public var isGrouped: Bool { self != .plain }
}

/// The default measurements of a style: what a header, footer or side inset is when the
/// delegate does not say.
public struct TableMetrics: Hashable, Sendable {
    /// A plain-style header or footer that has a title.
    public var plainTitledHeaderHeight: Double = 28
    /// A grouped header or footer that has a title.
    public var groupedTitledHeaderHeight: Double = 38
    /// A grouped header or footer without a title: half the spacing between two groups.
    public var groupSpacing: Double = 18
    /// The side inset of inset-grouped rows, headers and footers.
    public var insetGroupedSideInset: Double = 20

    /// UIKit's default measurements.
    public init() {}

    /// The height of a header or footer in `style` when the delegate gives none.
    func defaultHeaderFooterHeight(style: TableStyle, hasTitle: Bool) -> Double {
        switch style {
        case .plain: hasTitle ? plainTitledHeaderHeight : 0
        case .grouped, .insetGrouped: hasTitle ? groupedTitledHeaderHeight : groupSpacing
        }
    }

    /// The side inset of rows, headers and footers in `style`.
    func sideInset(style: TableStyle) -> Double {
        style == .insetGrouped ? insetGroupedSideInset : 0
    }
}

/// How rows get their heights.
public enum RowHeight: Hashable, Sendable {
    /// Every row has this height: O(1) layout, no memory per row, the delegate is not asked.
    case fixed(Double)
    /// The delegate's `listView(_:heightForRowAt:)` gives each row's height at reload (O(n)).
    case perRow
    /// Rows start at an estimate (the delegate's `estimatedHeightForRowAt`, or this value) and
    /// learn their real height when first configured: the cell's `preferredHeight(fittingWidth:)`,
    /// else the delegate's `heightForRowAt`. Rows above the anchor row (the first on screen
    /// measured, else the first visible) that change height move the content offset by the
    /// difference, so nothing on screen jumps — also when a drag brings rows not measured yet
    /// into view above rows the reader has seen.
    case selfSizing(estimate: Double)
}
