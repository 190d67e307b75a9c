extension ListContentConfiguration {
    /// The control at a row's leading edge while it is editing, as UIKit's
    /// `UITableViewCell.EditingStyle`. Its size is ``ListContentMetrics/editingControlSize``.
    public enum EditingControl: Hashable, Sendable {
        /// No control: the content stays where it is.
        case none
        /// The delete control (a red minus): a touch reveals the delete confirmation.
        case delete
        /// The insert control (a green plus).
        case insert
    }
}
