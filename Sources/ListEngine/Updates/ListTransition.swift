/// What a batch update did to the rows on screen, for a renderer to animate: every row visible
/// before or after the update, with its frames on both sides where it had one, and which rows
/// appear and disappear.
///
/// Frames are in content coordinates; the content offset before and after says where the
/// viewport was. Every row that existed before the update has its index path and frame before
/// it — also a row that slides into view from far away because rows between were deleted — so
/// only an inserted row has none; a row that is not visible after has no frame after.
public struct ListTransition: Hashable, Sendable {
    /// Why a row takes part in the transition.
    public enum Change: Hashable, Sendable {
        /// The row stays (it may slide, because rows around it changed).
        case kept
        /// The row was inserted (or its section was).
        case inserted
        /// The row was deleted (or its section was).
        case deleted
        /// The row moved (or its section did).
        case moved
        /// The row stays and was configured again.
        case reloaded
    }

    /// One row visible before or after the update.
    public struct Row: Hashable, Sendable {
        /// Why the row takes part.
        public var change: Change
        /// Where the row was before the update (nil for an inserted row).
        public var indexPathBefore: ListIndexPath?
        /// Where the row is after the update (nil for a deleted row).
        public var indexPathAfter: ListIndexPath?
        /// Its frame before the update (nil only for an inserted row).
        public var frameBefore: Rect?
        /// Its frame after the update, if it is visible.
        public var frameAfter: Rect?
        /// Whether it was visible before the update.
        public var wasVisible: Bool
        /// Whether it is visible after the update.
        public var isVisible: Bool
    }

    /// The rows visible before or after the update, in order of their positions after it
    /// (rows that left at the end, in their order before).
    public var rows: [Row] = []
    /// The content offset before the update.
    public var contentOffsetBefore = Point.zero
    /// The content offset after the update (moved by whatever kept the reader's place).
    public var contentOffsetAfter = Point.zero

    /// A transition with no rows, at offset zero.
    public init() {}

    /// Rows that become visible: inserted, moved or slid into view.
    public var appearing: [ListIndexPath] { rows.filter { $0.isVisible && !$0.wasVisible }.compactMap(\.indexPathAfter) }
    /// Rows that stop being visible (as before the update): deleted, moved or slid out of view.
    public var disappearing: [ListIndexPath] { rows.filter { $0.wasVisible && !$0.isVisible }.compactMap(\.indexPathBefore) }
}
