extension ListCell {
    /// The editing control a row shows in editing mode, and what committing it does:
    /// UITableViewCell.EditingStyle.
    public enum EditingStyle: Hashable, Sendable, CustomStringConvertible {
        /// No control; the row cannot be deleted or inserted from editing mode.
        case none
        /// A delete control; confirming it deletes the row.
        case delete
        /// An insert control; committing it inserts a new row at this one's place.
        case insert

        /// The style's name, as Swift spells it (`.delete`).
        public var description: String {
            switch self {
            case .none: ".none"
            case .delete: ".delete"
            case .insert: ".insert"
            }
        }
    }
}
