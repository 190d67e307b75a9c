/// The changes of one batch update, in UIKit's terms: rows and sections inserted, deleted,
/// moved and reloaded together, applied by ``ListView/performBatchUpdates(_:)-(ListBatchUpdate)``.
///
/// As UIKit documents for `performBatchUpdates`, deletions and reloads name index paths and
/// sections as they were **before** the batch; insertions name them as they are **after** it;
/// a move names where the row (or section) was before and where it is after. Rows of an
/// inserted section come with it: name the section, not its rows. The data source must already
/// report the new counts when the batch is applied.
///
/// ```swift
/// var update = ListBatchUpdate()
/// update.insertRows(at: [ListIndexPath(row: 0, section: 0)])
/// update.deleteRows(at: [ListIndexPath(row: 7, section: 2)])
/// update.moveRow(at: ListIndexPath(row: 3, section: 1), to: ListIndexPath(row: 0, section: 1))
/// let transition = try list.performBatchUpdates(update)
/// ```
public struct ListBatchUpdate: Hashable, Sendable {
    /// A row or section that moves: where it was before the batch, where it is after.
    public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        /// Where it was, before the batch.
        public var from: Position
        /// Where it goes, after the batch.
        public var to: Position

        /// A move from `from` (before) to `to` (after).
        public init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }

    /// Sections removed with their rows, numbered as before the batch.
    public var deletedSections: [Int] = []
    /// Sections added, numbered as after the batch; their rows come from the data source.
    public var insertedSections: [Int] = []
    /// Sections that move with their rows.
    public var movedSections: [Move<Int>] = []
    /// Sections whose header, footer and rows are read again, numbered as before the batch.
    public var reloadedSections: [Int] = []
    /// Rows removed, as before the batch.
    public var deletedRows: [ListIndexPath] = []
    /// Rows added, as after the batch.
    public var insertedRows: [ListIndexPath] = []
    /// Rows that move, keeping their measured height, selection and loads.
    public var movedRows: [Move<ListIndexPath>] = []
    /// Rows whose content changed, as before the batch: configured again, heights read again.
    public var reloadedRows: [ListIndexPath] = []

    /// An empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
    }

    /// The number of rows and sections the batch names.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
            + deletedRows.count + insertedRows.count + movedRows.count + reloadedRows.count
    }

    // Each adds to the batch; nothing is checked until it is applied. O(k) for k positions.

    /// Rows to insert, as after the batch.
    public mutating func insertRows(at indexPaths: [ListIndexPath]) { insertedRows += indexPaths }
    /// Rows to delete, as before the batch.
    public mutating func deleteRows(at indexPaths: [ListIndexPath]) { deletedRows += indexPaths }
    /// Rows to configure again, as before the batch.
    public mutating func reloadRows(at indexPaths: [ListIndexPath]) { reloadedRows += indexPaths }
    /// A row that moves from `from` (before) to `to` (after).
    public mutating func moveRow(at from: ListIndexPath, to: ListIndexPath) { movedRows.append(Move(from: from, to: to)) }
    /// Sections to insert, as after the batch.
    public mutating func insertSections(_ sections: [Int]) { insertedSections += sections }
    /// Sections to delete with their rows, as before the batch.
    public mutating func deleteSections(_ sections: [Int]) { deletedSections += sections }
    /// Sections whose header, footer and rows are read again, as before the batch.
    public mutating func reloadSections(_ sections: [Int]) { reloadedSections += sections }
    /// A section that moves with its rows from `from` (before) to `to` (after).
    public mutating func moveSection(_ from: Int, toSection to: Int) { movedSections.append(Move(from: from, to: to)) }
}
