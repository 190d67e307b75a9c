/// The measurements of a row's content: margins, spacings, line heights and the sizes of
/// accessories and controls. Horizontal values are in the text measurer's unit (points for a
/// renderer of glyphs, columns for ``TerminalTextMeasurer``); vertical ones in the renderer's
/// (points, or terminal rows).
///
/// Two sets come with the engine: ``standard``, UIKit's values on an iPhone in points, and
/// ``terminal``, the same layout in whole columns and rows. Start from one and change what
/// differs. Every value must be finite, ≥ 0 and at most ``ListView/maximumHeight``.
public struct ListContentMetrics: Hashable, Sendable {
    /// The insets of the content from the row's edges; accessories and editing controls sit
    /// inside the left and right margins too. Standard: 11 above and below, 16 at the sides
    /// (UIKit's layout margins on a 390-pt iPhone). Terminal: 1 column at the sides.
    public var margins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// The least height of a row. Standard: 44 (UIKit's). Terminal: 1 row.
    public var minimumRowHeight = 44.0
    /// The height of a line of the text. Standard: 22 (a 17-pt body font's line, giving
    /// UIKit's 44-pt row with the margins). Terminal: 1 row.
    public var textLineHeight = 22.0
    /// The height of a line of the secondary text. Standard: 18 (a 15-pt font's line).
    /// Terminal: 1 row.
    public var secondaryTextLineHeight = 18.0
    /// The room between the image and the text. Standard: 16. Terminal: 1 column.
    public var imageToTextSpacing = 16.0
    /// The least room between the text and the secondary text side by side (value1, value2).
    /// Standard: 8. Terminal: 1 column.
    public var textToSecondaryTextHorizontalSpacing = 8.0
    /// The room between the text and the secondary text below it (subtitle). Standard: 3.
    /// Terminal: 0.
    public var textToSecondaryTextVerticalSpacing = 3.0
    /// The width of value2's text column (Left Detail's label), at most half the room.
    /// Standard: 90. Terminal: 10 columns.
    public var value2TextColumnWidth = 90.0
    /// The room between the content and an accessory or editing control, and between the
    /// two parts of a detail disclosure button. Standard: 8. Terminal: 1 column.
    public var controlSpacing = 8.0
    /// The delete or insert control. Standard: 24 × 24. Terminal: 1 × 1 (`⊖`, `⊕`).
    public var editingControlSize = Size(width: 24, height: 24)
    /// The reorder control. Standard: 24 × 24. Terminal: 1 × 1 (`≡`).
    public var reorderControlSize = Size(width: 24, height: 24)
    /// The disclosure indicator's chevron. Standard: 8 × 13. Terminal: 1 × 1 (`›`).
    public var disclosureIndicatorSize = Size(width: 8, height: 13)
    /// The detail (info) button. Standard: 22 × 22. Terminal: 1 × 1 (`ⓘ`).
    public var detailButtonSize = Size(width: 22, height: 22)
    /// The checkmark. Standard: 14 × 13. Terminal: 1 × 1 (`✓`).
    public var checkmarkSize = Size(width: 14, height: 13)
    /// The switch. Standard: 51 × 31 (UISwitch's). Terminal: 3 × 1 (`[x]`).
    public var switchSize = Size(width: 51, height: 31)

    /// UIKit's measurements in points (``standard``).
    ///
    /// - Complexity: O(1).
    public init() {}

    /// UIKit's measurements in points, as on a 390-pt iPhone.
    public static let standard = ListContentMetrics()

    /// The measurements in terminal columns (horizontally) and rows (vertically): a row is a
    /// line of text, parts are a column apart, each accessory and control a glyph or three.
    public static let terminal: ListContentMetrics = {
        var metrics = ListContentMetrics()
        metrics.margins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1)
        metrics.minimumRowHeight = 1
        metrics.textLineHeight = 1
        metrics.secondaryTextLineHeight = 1
        metrics.imageToTextSpacing = 1
        metrics.textToSecondaryTextHorizontalSpacing = 1
        metrics.textToSecondaryTextVerticalSpacing = 0
        metrics.value2TextColumnWidth = 10
        metrics.controlSpacing = 1
        let glyph = Size(width: 1, height: 1)
        metrics.editingControlSize = glyph
        metrics.reorderControlSize = glyph
        metrics.disclosureIndicatorSize = glyph
        metrics.detailButtonSize = glyph
        metrics.checkmarkSize = glyph
        metrics.switchSize = Size(width: 3, height: 1)
        return metrics
    }()

    /// Checks every value: finite, ≥ 0 and at most ``ListView/maximumHeight``.
    ///
    /// - Throws: ``ListContentError/invalidMeasurement(_:_:)`` naming the first bad value.
    /// - Complexity: O(1).
    public func validate() throws(ListContentError) {
        try ListContentError.check(margins.top, "metrics.margins.top")
        try ListContentError.check(margins.left, "metrics.margins.left")
        try ListContentError.check(margins.bottom, "metrics.margins.bottom")
        try ListContentError.check(margins.right, "metrics.margins.right")
        try ListContentError.check(minimumRowHeight, "metrics.minimumRowHeight")
        try ListContentError.check(textLineHeight, "metrics.textLineHeight")
        try ListContentError.check(secondaryTextLineHeight, "metrics.secondaryTextLineHeight")
        try ListContentError.check(imageToTextSpacing, "metrics.imageToTextSpacing")
        try ListContentError.check(textToSecondaryTextHorizontalSpacing, "metrics.textToSecondaryTextHorizontalSpacing")
        try ListContentError.check(textToSecondaryTextVerticalSpacing, "metrics.textToSecondaryTextVerticalSpacing")
        try ListContentError.check(value2TextColumnWidth, "metrics.value2TextColumnWidth")
        try ListContentError.check(controlSpacing, "metrics.controlSpacing")
        try ListContentError.check(editingControlSize, "metrics.editingControlSize")
        try ListContentError.check(reorderControlSize, "metrics.reorderControlSize")
        try ListContentError.check(disclosureIndicatorSize, "metrics.disclosureIndicatorSize")
        try ListContentError.check(detailButtonSize, "metrics.detailButtonSize")
        try ListContentError.check(checkmarkSize, "metrics.checkmarkSize")
        try ListContentError.check(switchSize, "metrics.switchSize")
    }
}
