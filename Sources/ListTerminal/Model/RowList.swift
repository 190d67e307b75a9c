/// The records of one section, in order: a span of consecutive record numbers (no memory per
/// row, as a data set's sections are) until the first edit, then an array of them.
public enum RowList: Hashable, Sendable {
    /// Records `range.lowerBound ..< range.upperBound`.
    case span(Range<Int>)
    /// These records.
    case ids([Int])

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    public var count: Int {
        switch self {
        case let .span(range): range.count
        case let .ids(ids): ids.count
        }
    }

    /// The record number of row `row` (0 ≤ row < ``count``).
    ///
    /// - Complexity: O(1).
    public subscript(row: Int) -> Int {
        switch self {
        case let .span(range): range.lowerBound + row
        case let .ids(ids): ids[row]
        }
    }

    /// Removes row `row` and returns its record number.
    ///
    /// - Complexity: O(n) (a span becomes an array first).
    public mutating func remove(at row: Int) -> Int {
        var ids = takeIDs()
        let id = ids.remove(at: row)
        self = .ids(ids)
        return id
    }

    /// Inserts record `id` as row `row` (0 ≤ row ≤ ``count``).
    ///
    /// - Complexity: O(n) (a span becomes an array first).
    public mutating func insert(_ id: Int, at row: Int) {
        var ids = takeIDs()
        ids.insert(id, at: row)
        self = .ids(ids)
    }

    /// The rows as an array, taken out of `self` (left empty) so that the caller's edit does not
    /// copy it.
    private mutating func takeIDs() -> [Int] {
        let ids = switch self {
        case let .span(range): Array(range)
        case let .ids(ids): ids
        }
        self = .span(0..<0)
        return ids
    }
}
