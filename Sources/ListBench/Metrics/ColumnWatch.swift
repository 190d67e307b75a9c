import ListEngine

/// Which column each masonry item has been seen in, read from the frames the list reports after
/// every pass, and how many times an item turned up in another column while the column count
/// stayed the same (`columnChanges`: a masonry keeps its items in their columns, so the goal is
/// 0). Items are told apart by the data source's identities, so rows renumbered by inserts and
/// deletes are still recognised; a new column count starts the watch afresh.
struct ColumnWatch {
    /// Each item's column when last seen, by identity; `unseen` where never seen.
    private var columns: [UInt8] = []
    /// The column count the columns were seen at.
    private var columnCount = 0
    /// Items seen in another column than before at the same column count.
    private(set) var changes = 0

    /// A column no item is in.
    private static let unseen: UInt8 = .max

    /// Reads the columns of the items `rows` shows (global rows) in `list`, a masonry, whose
    /// item identities `identity` gives.
    ///
    /// - Complexity: O(rows.count log n).
    mutating func observe(_ list: ListView, rows: Range<Int>, identity: (ListIndexPath) -> Int) {
        guard case let .masonry(layout) = list.listLayout else { return }
        let width = list.viewportSize.width
        let count = layout.columnCount(forWidth: width)
        if count != columnCount {
            columns.removeAll(keepingCapacity: true)
            columnCount = count
        }
        let pitch = layout.columnWidth(forWidth: width) + Swift.max(0, layout.itemSpacing)
        guard pitch > 0 else { return }
        for g in rows {
            guard let path = list.indexPath(forGlobalRow: g), let frame = list.rectForRow(globalRow: g) else { continue }
            let column = UInt8(clamping: Int(((frame.minX - layout.sectionInset.left) / pitch).rounded()))
            let item = identity(path)
            guard item >= 0 else { continue }
            if item >= columns.count { columns.append(contentsOf: repeatElement(Self.unseen, count: item + 1 - columns.count)) }
            if columns[item] != Self.unseen, columns[item] != column { changes += 1 }
            columns[item] = column
        }
    }

    /// Forgets every column seen: the app asked for the items to be placed again.
    ///
    /// - Complexity: O(1).
    mutating func forget() { columns.removeAll(keepingCapacity: true) }
}
