import ListEngine

extension ContactsDemo {
    /// The row height a cell style needs at the standard metrics: a line of text between the
    /// margins (44, UIKit's), or for subtitle a line of each text with their spacing.
    ///
    /// - Complexity: O(1).
    public static func rowHeight(for style: ListContentConfiguration.Style, metrics: ListContentMetrics = .standard) -> Double {
        let margins = metrics.margins.top + metrics.margins.bottom
        guard style == .subtitle else { return Swift.max(metrics.minimumRowHeight, margins + metrics.textLineHeight) }
        return margins + metrics.textLineHeight + metrics.textToSecondaryTextVerticalSpacing + metrics.secondaryTextLineHeight
    }

    /// A list of `style` showing this demo, attached: fixed-height rows (no memory per row).
    ///
    /// - Complexity: O(1).
    public func makeList(style: TableStyle) -> ListView {
        let list = ListView(style: style, layout: .table, rowHeight: .fixed(Self.rowHeight(for: cellStyle)))
        attach(to: list)
        return list
    }
}
