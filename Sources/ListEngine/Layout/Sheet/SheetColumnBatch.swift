/// Changes to a sheet's columns made together, numbered as a table view's batch updates number
/// rows: deletions, reloads and the sources of moves by the columns' positions before the batch;
/// insertions and the targets of moves by their positions after it. A reload gives a column a
/// new width (a column resized); an insertion brings a column of its own width. Checked and
/// applied to a list's sheet by ``ListView/performColumnUpdates(_:)``.
public struct SheetColumnBatch: Hashable, Sendable {
    /// A column and a width: an inserted column (numbered after the batch) or a reloaded one
    /// (numbered before it).
    public struct ColumnWidth: Hashable, Sendable {
        /// The column.
        public var column: Int
        /// Its width.
        public var width: Double

        /// `column`, `width` wide.
        ///
        /// - Complexity: O(1).
        public init(_ column: Int, width: Double) {
            self.column = column
            self.width = width
        }
    }

    /// A column moved from `from` (before the batch) to `to` (after it), keeping its width.
    public struct Move: Hashable, Sendable {
        /// Where the column was, before the batch.
        public var from: Int
        /// Where it goes, after the batch.
        public var to: Int

        /// The column at `from` moved to `to`.
        ///
        /// - Complexity: O(1).
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Columns deleted, as numbered before the batch.
    public var deletions: [Int]
    /// Columns inserted, as numbered after the batch, with their widths.
    public var insertions: [ColumnWidth]
    /// Columns moved.
    public var moves: [Move]
    /// Columns resized, as numbered before the batch, with their new widths.
    public var reloads: [ColumnWidth]
    /// The number of frozen columns after the batch; nil keeps the number there was, or the new
    /// column count if that is fewer (the frozen columns are the leading ones, by position).
    public var frozenCount: Int?

    /// A batch of the given changes (none by default).
    ///
    /// - Complexity: O(1).
    public init(deletions: [Int] = [], insertions: [ColumnWidth] = [], moves: [Move] = [], reloads: [ColumnWidth] = [],
         frozenCount: Int? = nil) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
        self.frozenCount = frozenCount
    }

    /// Whether the batch changes nothing.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty && frozenCount == nil
    }
}
