extension Canvas {
    /// One cell: a grapheme cluster and its style. A wide cluster's cell has width 2 and the
    /// cell to its right is its continuation (width 0, a space, the same style).
    struct Cell: Hashable, Sendable {
        /// The cluster shown; a space in a continuation cell.
        var character: Character
        /// 1 or 2 for a cell that starts a cluster, 0 for a wide cluster's continuation.
        var width: UInt8
        /// The cell's attributes.
        var style: TextStyle

        /// A space in ``TextStyle/plain``.
        static let blank = Cell(character: " ", width: 1, style: .plain)

        /// Whether this is the right half of a wide cluster.
        var isContinuation: Bool { width == 0 }
    }
}
