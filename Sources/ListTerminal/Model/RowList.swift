/// The records of one section, in order: a span of consecutive record numbers (no memory per
/// row, as a data set's sections are), which edits turn into runs of them (memory per edit, not
/// per row); or an array of them (records read from a file).
public enum RowList: Hashable, Sendable {
    /// Records `range.lowerBound ..< range.upperBound`.
    case span(Range<Int>)
    /// A span after edits: runs of consecutive records.
    case runs(RowRuns)
    /// These records.
    case ids([Int])

    /// The number of rows.
    ///
    /// - Complexity: O(1).
    public var count: Int {
        switch self {
        case let .span(range): range.count
        case let .runs(runs): runs.count
        case let .ids(ids): ids.count
        }
    }

    /// The record number of row `row` (0 ≤ row < ``count``).
    ///
    /// - Complexity: O(1); O(log r) for r runs.
    public subscript(row: Int) -> Int {
        switch self {
        case let .span(range): range.lowerBound + row
        case let .runs(runs): runs[row]
        case let .ids(ids): ids[row]
        }
    }

    /// The records in row order as runs of consecutive record numbers.
    ///
    /// - Complexity: O(1) for a span, O(r) for r runs, O(n) for an array.
    public var recordRuns: [Range<Int>] {
        switch self {
        case let .span(range): range.isEmpty ? [] : [range]
        case let .runs(runs): runs.runs
        case let .ids(ids):
            ids.reduce(into: []) { runs, id in
                if let last = runs.last, last.upperBound == id {
                    runs[runs.count - 1] = last.lowerBound..<(id + 1)
                } else {
                    runs.append(id..<(id + 1))
                }
            }
        }
    }

    /// Removes row `row` and returns its record number.
    ///
    /// - Complexity: O(r) for the r runs a span has become (an edit adds two at most); O(n) for
    ///   an array.
    public mutating func remove(at row: Int) -> Int {
        edit(runs: { $0.remove(at: row) }, ids: { $0.remove(at: row) })
    }

    /// Inserts record `id` as row `row` (0 ≤ row ≤ ``count``).
    ///
    /// - Complexity: O(r) for the r runs a span has become; O(n) for an array.
    public mutating func insert(_ id: Int, at row: Int) {
        edit(runs: { $0.insert(id, at: row) }, ids: { $0.insert(id, at: row) })
    }

    /// Appends records `ids` (new ones, numbered after every record the list has) after the
    /// last row: a span continued by them stays a span.
    ///
    /// - Complexity: O(1) for a span or runs; O(ids.count) amortized for an array.
    public mutating func append(_ ids: Range<Int>) {
        if case let .span(range) = self, range.upperBound == ids.lowerBound || range.isEmpty {
            self = .span(range.isEmpty ? ids : range.lowerBound..<ids.upperBound)
            return
        }
        edit(runs: { $0.append(ids) }, ids: { $0.append(contentsOf: ids) })
    }

    /// Edits the rows in place: a span or its runs as runs, an array as an array — taken out of
    /// `self` while they change, so that the edit does not copy them.
    ///
    /// - Complexity: O(1) besides the edit.
    private mutating func edit<Result>(runs editRuns: (inout RowRuns) -> Result, ids editIDs: (inout [Int]) -> Result) -> Result {
        switch self {
        case let .span(range):
            var runs = RowRuns(range)
            defer { self = .runs(runs) }
            return editRuns(&runs)
        case var .runs(runs):
            self = .span(0..<0)
            defer { self = .runs(runs) }
            return editRuns(&runs)
        case var .ids(ids):
            self = .span(0..<0)
            defer { self = .ids(ids) }
            return editIDs(&ids)
        }
    }
}
