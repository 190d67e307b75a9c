import DequeModule

/// The cells of the visible rows, top to bottom: a view of the list's own cells, not a copy, so
/// walking it each frame allocates nothing.
///
/// Read it after a layout pass and let it go before the next: a pass changes which cells the
/// list holds, and a view kept across it keeps (and so copies) the cells of its own moment.
public struct VisibleCells: RandomAccessCollection {
    private let cells: Deque<ListCell>
    private let offset: Int

    /// The position of the first visible cell: 0.
    public let startIndex = 0
    /// The number of visible cells.
    public let endIndex: Int

    init(cells: Deque<ListCell>, offset: Int, count: Int) {
        self.cells = cells
        self.offset = offset
        self.endIndex = count
    }

    /// The cell of the `position`-th visible row.
    ///
    /// - Complexity: O(1).
    public subscript(position: Int) -> ListCell { cells[offset + position] }

    /// An iterator over the cells, top to bottom. It reads the list's cells directly (no
    /// generic indexing in between), so a `for` loop over them allocates nothing in any build.
    public struct Iterator: IteratorProtocol {
        private let cells: Deque<ListCell>
        private var position: Int
        private let end: Int

        init(cells: Deque<ListCell>, position: Int, end: Int) {
            self.cells = cells
            self.position = position
            self.end = end
        }

        /// The next cell down, or nil after the last.
        public mutating func next() -> ListCell? {
            guard position < end else { return nil }
            defer { position += 1 }
            return cells[position]
        }
    }

    /// Iterates over the cells, top to bottom.
    public func makeIterator() -> Iterator { Iterator(cells: cells, position: offset, end: offset + endIndex) }
}
