/// What is wrong with a batch update that ``ListView/performBatchUpdates(_:)-(ListBatchUpdate)`` rejected. The
/// list is then exactly as before the call.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The operations a batch names rows and sections in, for messages.
    public enum Operation: String, Hashable, Sendable {
        /// A deletion (of a row or section before the batch).
        case delete
        /// An insertion (of a row or section after the batch).
        case insert
        /// A reload (of a row or section before the batch).
        case reload
        /// The source of a move (before the batch).
        case moveFrom = "move from"
        /// The target of a move (after the batch).
        case moveTo = "move to"

        /// Whether the operation names a position as it was before the batch (else after it).
        var namesOldPosition: Bool { self != .insert && self != .moveTo }
    }

    /// The data source's number of sections is not the number before the batch, plus inserted,
    /// minus deleted.
    case sectionCountMismatch(before: Int, inserted: Int, deleted: Int, found: Int)
    /// Section `section`'s (after the batch) row count from the data source is not what the
    /// batch implies.
    case rowCountMismatch(section: Int, before: Int, inserted: Int, movedIn: Int, deleted: Int, movedOut: Int, found: Int)
    /// A section outside the sections there were before (delete, reload, move from) or are
    /// after (insert, move to) the batch.
    case sectionOutOfRange(Int, operation: Operation, sectionCount: Int)
    /// A row outside its section, before (delete, reload, move from) or after (insert, move to)
    /// the batch.
    case rowOutOfRange(ListIndexPath, operation: Operation, rowsInSection: Int)
    /// One section named by two operations that exclude each other (or twice by one).
    case conflictingSection(Int, Operation, Operation)
    /// One row named by two operations that exclude each other (or twice by one).
    case conflictingRow(ListIndexPath, Operation, Operation)
    /// A row operation in a section that the batch deletes (before) or inserts (after): the
    /// section operation already covers its rows.
    case rowInChangedSection(ListIndexPath, operation: Operation)
    /// A grouped-style section left without rows.
    case emptyGroup(section: Int)
    /// A sheet's column outside the columns there were before (delete, reload, move from) or
    /// are after (insert, move to) the batch.
    case columnOutOfRange(Int, operation: Operation, columnCount: Int)
    /// One sheet column named by two operations that exclude each other (or twice by one).
    case conflictingColumn(Int, Operation, Operation)

    public var description: String {
        switch self {
        case let .sectionCountMismatch(before, inserted, deleted, found):
            return "invalid number of sections: the data source reports \(found), but the list had \(before) "
                + "before the update, plus \(inserted) inserted, minus \(deleted) deleted = \(before + inserted - deleted)"
        case let .rowCountMismatch(section, before, inserted, movedIn, deleted, movedOut, found):
            let expected = before + inserted + movedIn - deleted - movedOut
            return "invalid number of rows in section \(section): the data source reports \(found), but the section "
                + "had \(before) before the update, plus \(inserted) inserted and \(movedIn) moved in, minus \(deleted) "
                + "deleted and \(movedOut) moved out = \(expected)"
        case let .sectionOutOfRange(section, operation, count):
            return "cannot \(operation.rawValue) section \(section): there are \(count) section(s) "
                + (operation.namesOldPosition ? "before the update" : "after the update")
        case let .rowOutOfRange(path, operation, rows):
            return "cannot \(operation.rawValue) row \(path): section \(path.section) has \(rows) row(s) "
                + (operation.namesOldPosition ? "before the update" : "after the update")
        case let .conflictingSection(section, first, second):
            return first == second
                ? "section \(section) is named twice to \(first.rawValue)"
                : "section \(section) is named to both \(first.rawValue) and \(second.rawValue)"
        case let .conflictingRow(path, first, second):
            return first == second
                ? "row \(path) is named twice to \(first.rawValue)"
                : "row \(path) is named to both \(first.rawValue) and \(second.rawValue)"
        case let .rowInChangedSection(path, operation):
            return operation.namesOldPosition
                ? "cannot \(operation.rawValue) row \(path): its section is deleted by the same update"
                : "cannot \(operation.rawValue) row \(path): its section is inserted by the same update, which brings its rows"
        case let .emptyGroup(section):
            return "section \(section) has no rows after the update: in a grouped style every group holds at least one row"
        case let .columnOutOfRange(column, operation, count):
            return "cannot \(operation.rawValue) column \(column): there are \(count) column(s) "
                + (operation.namesOldPosition ? "before the update" : "after the update")
        case let .conflictingColumn(column, first, second):
            return first == second
                ? "column \(column) is named twice to \(first.rawValue)"
                : "column \(column) is named to both \(first.rawValue) and \(second.rawValue)"
        }
    }
}
