import ListEngine

/// Where the records of a list come from: records read from a file, the lines of a file read as
/// they are shown, or listbench's deterministic data set, computed on demand — the last two hold
/// no text in memory (any size up to 10⁸ rows and beyond).
public enum RecordStore: Sendable {
    /// Records in memory, numbered from 0.
    case records([Record])
    /// The deterministic data set of `rows` rows: row i reads "Row i" (grouped by thousands)
    /// with its height in that data set, `44 + ((i × 7919) mod 5) × 10` pt, as the secondary
    /// text.
    case dataSet(rows: Int)
    /// The lines of a file found so far, a record each, read from the file when shown.
    case lines(LineFile)

    /// The number of records.
    ///
    /// - Complexity: O(1).
    public var count: Int {
        switch self {
        case let .records(records): records.count
        case let .dataSet(rows): rows
        case let .lines(file): file.index.count
        }
    }

    /// Record number `id` (0 ≤ id < ``count``).
    ///
    /// - Complexity: O(1); a data set's record formats its number; a line is read from its
    ///   file (O(its length)) unless it is in the block read last.
    public func record(_ id: Int) -> Record {
        switch self {
        case let .records(records):
            return records[id]
        case let .lines(file):
            return Record(text: file.text(ofLine: id))
        case .dataSet:
            let height = 44 + ((id &* 7919) % 5) * 10
            return Record(text: "Row \(Self.grouped(id))", secondaryText: "\(height) pt")
        }
    }

    /// `value` with its digits grouped by thousands, as the engine's English formatter writes
    /// counts: 1234567 → "1,234,567".
    ///
    /// - Complexity: O(digits).
    public static func grouped(_ value: Int) -> String { EnglishAccessibilityFormatter.grouped(value) }
}
