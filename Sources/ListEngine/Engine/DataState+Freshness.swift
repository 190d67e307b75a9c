/// Keeping content fresh: the load state's transitions, and the rows that arrived above the
/// viewport while the user read further down.
extension DataState {
    /// Starts loading: with `keepingRows` (a refresh) the rows stay, stale; without, the list
    /// shows none until the load finishes.
    ///
    /// - Complexity: O(1).
    mutating func beginLoading(keepingRows: Bool) {
        loadState = keepingRows ? .stale(progress: nil) : .loading(progress: nil)
    }

    /// Records the progress, from 0 to 1, of the load under way.
    ///
    /// - Throws: ``ListError/invalidProgress(_:)`` for a value outside 0…1 or NaN;
    ///   ``ListError/notLoading`` when no load is under way.
    /// - Complexity: O(1).
    mutating func setLoadingProgress(_ progress: Double) throws(ListError) {
        guard progress >= 0, progress <= 1 else { throw .invalidProgress(progress) }
        switch loadState {
        case .loaded: throw .notLoading
        case .loading: loadState = .loading(progress: progress)
        case .stale: loadState = .stale(progress: progress)
        }
    }

    /// Ends the load: the rows are the content again.
    ///
    /// - Complexity: O(1).
    mutating func finishLoading() {
        loadState = .loaded
    }

    /// The number of rows inserted above the viewport that have not been on screen since.
    ///
    /// - Complexity: O(1).
    var newRowsAbove: Int { unseenRowsAbove.count }

    /// The topmost row (a global row number) inserted above the viewport and not seen yet.
    ///
    /// - Complexity: O(1).
    var firstNewRowAbove: Int? { unseenRowsAbove.first }

    /// Forgets the new rows above that the viewport now shows or has passed.
    ///
    /// - Complexity: O(runs of rows seen); no allocation.
    mutating func markNewRowsSeen(firstVisibleRow: Int) {
        unseenRowsAbove.removeRows(from: firstVisibleRow)
    }
}
