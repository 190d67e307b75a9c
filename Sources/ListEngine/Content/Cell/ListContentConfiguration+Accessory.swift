extension ListContentConfiguration {
    /// What a row shows at its trailing edge: UIKit's `UITableViewCell.AccessoryType`, a switch
    /// (the usual `accessoryView`), or a view of your own. Sizes come from
    /// ``ListContentMetrics``; the accessory is centred vertically in the row.
    public enum Accessory: Hashable, Sendable {
        /// No accessory.
        case none
        /// A chevron: the row leads somewhere when selected. Not a button.
        case disclosureIndicator
        /// An info button (UIKit's `detailButton`): a touch on it is the accessory button's
        /// callback, not a selection. Its rect is ``ListContentLayout/accessoryButton``.
        case detailButton
        /// An info button followed by a chevron (UIKit's `detailDisclosureButton`): the button
        /// is ``ListContentLayout/accessoryButton``, the whole accessory
        /// ``ListContentLayout/accessory``.
        case detailDisclosureButton
        /// A checkmark: the row is chosen.
        case checkmark
        /// A switch, on or off.
        case `switch`(isOn: Bool)
        /// A view of your own of `size`.
        case custom(Size)

        /// The accessory's size with `metrics`; nil for none.
        ///
        /// - Complexity: O(1).
        public func size(with metrics: ListContentMetrics) -> Size? {
            switch self {
            case .none: nil
            case .disclosureIndicator: metrics.disclosureIndicatorSize
            case .detailButton: metrics.detailButtonSize
            case .detailDisclosureButton:
                Size(width: metrics.detailButtonSize.width + metrics.controlSpacing + metrics.disclosureIndicatorSize.width,
                     height: Swift.max(metrics.detailButtonSize.height, metrics.disclosureIndicatorSize.height))
            case .checkmark: metrics.checkmarkSize
            case .switch: metrics.switchSize
            case let .custom(size): size
            }
        }

        /// Whether part of the accessory is a button with its own callback (the detail button,
        /// alone or with the chevron).
        var hasButton: Bool { self == .detailButton || self == .detailDisclosureButton }
    }
}
