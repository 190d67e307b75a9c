/// What a row shows, as UIKit's `UIListContentConfiguration` with the styles of
/// `UITableViewCell.CellStyle`: an image (its size — the engine draws no pixels), a text and a
/// secondary text, a style that arranges them, an accessory, and the editing controls. A value:
/// make one per row, hand it to a ``ListContentCell``, or lay it out yourself with
/// ``layout(fittingWidth:measurer:)``.
///
/// Sizes, insets and spacings are in ``metrics``, in the measurer's unit horizontally and the
/// renderer's line unit vertically: ``ListContentMetrics/standard`` in points (UIKit's iPhone
/// values), ``ListContentMetrics/terminal`` in terminal columns and rows.
///
/// ```swift
/// var content = ListContentConfiguration(style: .subtitle, text: "서울", secondaryText: "대한민국의 수도")
/// content.accessory = .disclosureIndicator
/// let layout = try content.layout(fittingWidth: 390, measurer: myMeasurer)
/// // layout.rowHeight, layout.text.lines, layout.accessory …
/// ```
public struct ListContentConfiguration: Hashable, Sendable {
    /// How the text and secondary text are arranged, as `UITableViewCell.CellStyle`.
    public var style: Style
    /// The size of the image drawn at the leading edge, in ``metrics``' units; nil for none.
    /// The value2 and custom styles show no image (as UIKit's value2).
    public var image: Size?
    /// The primary text.
    public var text: String
    /// The secondary text (UIKit's `detailTextLabel`): below the text (subtitle), beside it
    /// (value1, value2); the default and custom styles do not show it.
    public var secondaryText: String
    /// How the text is broken into lines and truncated.
    public var textProperties = TextProperties()
    /// How the secondary text is broken into lines and truncated.
    public var secondaryTextProperties = TextProperties()
    /// The accessory at the trailing edge when the row is not editing (UIKit's `accessoryType`
    /// and `accessoryView`). Default: none.
    public var accessory = Accessory.none
    /// The accessory at the trailing edge while the row is editing (UIKit's
    /// `editingAccessoryType`), left of the reorder control. Default: none.
    public var editingAccessory = Accessory.none
    /// Whether the row is editing (UIKit's `UICellConfigurationState.isEditing`): it then shows
    /// ``editingControl`` at its leading edge, the reorder control if ``showsReorderControl``,
    /// and ``editingAccessory`` instead of ``accessory``.
    public var isEditing = false
    /// The control at the leading edge while editing (UIKit's `editingStyleForRowAt`). Default:
    /// none.
    public var editingControl = ListCell.EditingStyle.none
    /// Whether the row shows a reorder control at its trailing edge while editing (UIKit's
    /// `showsReorderControl` with `canMoveRowAt`).
    public var showsReorderControl = false
    /// Margins, spacings, line heights and the sizes of controls.
    public var metrics: ListContentMetrics

    /// Content of `style` showing `text` and `secondaryText`, measured with `metrics`
    /// (UIKit's point sizes by default; ``ListContentMetrics/terminal`` for terminal columns).
    ///
    /// - Complexity: O(1).
    public init(style: Style = .default, text: String = "", secondaryText: String = "",
                metrics: ListContentMetrics = .standard) {
        self.style = style
        self.text = text
        self.secondaryText = secondaryText
        self.metrics = metrics
    }

    /// How one text is broken into lines and truncated, as UIKit's `numberOfLines` and
    /// `lineBreakMode`.
    public struct TextProperties: Hashable, Sendable {
        /// The most lines the text takes; 0 (the default, as UIKit's list content) for as many
        /// as it needs. The last line that holds text loses the rest to an ellipsis.
        public var numberOfLines: Int
        /// Where text that does not fit loses its characters to an ellipsis. Head and middle
        /// truncation apply to text on one line (`numberOfLines` 1), whose line breaks are then
        /// characters like others (see ``TextMeasurer/truncate(_:toWidth:at:)``); text wrapped
        /// into more lines is truncated at the tail of its last line. Default: tail.
        public var truncation: TextTruncation

        /// Properties of `numberOfLines` lines (0: any number), truncated at `truncation`.
        ///
        /// - Complexity: O(1).
        public init(numberOfLines: Int = 0, truncation: TextTruncation = .tail) {
            self.numberOfLines = numberOfLines
            self.truncation = truncation
        }
    }

    /// The accessory the row shows at its trailing edge now: ``editingAccessory`` while
    /// editing, else ``accessory``.
    ///
    /// - Complexity: O(1).
    public var currentAccessory: Accessory { isEditing ? editingAccessory : accessory }

    /// Checks that the configuration can be laid out: every size, spacing and line height is
    /// finite, ≥ 0 and at most ``ListView/maximumHeight``, and the numbers of lines are ≥ 0.
    /// ``layout(fittingWidth:measurer:)`` checks this first.
    ///
    /// - Throws: ``ListContentError/invalidMeasurement(_:_:)`` or
    ///   ``ListContentError/invalidNumberOfLines(_:_:)`` naming the first bad value.
    /// - Complexity: O(1).
    public func validate() throws(ListContentError) {
        try metrics.validate()
        if let image {
            try ListContentError.check(image, "image")
        }
        if case let .custom(height) = style { try ListContentError.check(height, "style height") }
        if case let .custom(size) = accessory {
            try ListContentError.check(size, "accessory")
        }
        if case let .custom(size) = editingAccessory {
            try ListContentError.check(size, "editingAccessory")
        }
        guard textProperties.numberOfLines >= 0 else {
            throw .invalidNumberOfLines("text", textProperties.numberOfLines)
        }
        guard secondaryTextProperties.numberOfLines >= 0 else {
            throw .invalidNumberOfLines("secondary text", secondaryTextProperties.numberOfLines)
        }
    }
}
