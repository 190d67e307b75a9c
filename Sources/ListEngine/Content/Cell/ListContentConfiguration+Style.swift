extension ListContentConfiguration {
    /// How a row arranges its text and secondary text: the four styles of
    /// `UITableViewCell.CellStyle` (Interface Builder's Basic, Subtitle, Right Detail and Left
    /// Detail), and room for content of your own.
    public enum Style: Hashable, Sendable {
        /// Basic: an optional image, then the text, left-aligned. No secondary text.
        case `default`
        /// Subtitle: an optional image, then the text with the secondary text below it, both
        /// left-aligned, each as wide as the room beside the image.
        case subtitle
        /// Right Detail: an optional image, the text left-aligned, the secondary text
        /// right-aligned on the same line(s). When both do not fit, the secondary text gives
        /// way — truncated first, down to a third of the room — and the text takes the rest.
        case value1
        /// Left Detail: the text right-aligned in a column of
        /// ``ListContentMetrics/value2TextColumnWidth`` (half the room at most), the secondary
        /// text left-aligned beside it. No image, as in UIKit.
        case value2
        /// Content you draw yourself, `height` tall: the layout places no image or text and
        /// reports the room for it as ``ListContentLayout/contentRect``; accessories and
        /// editing controls are placed as in the other styles.
        case custom(height: Double)

        /// Whether the style shows an image (all but value2 and custom).
        var showsImage: Bool {
            switch self {
            case .default, .subtitle, .value1: true
            case .value2, .custom: false
            }
        }
    }
}
