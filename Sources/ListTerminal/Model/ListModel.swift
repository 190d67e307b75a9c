import ListEngine

/// The rows a terminal list shows: records in sections, edited in place (delete, move) as the
/// list's editing commits them.
public struct ListModel: Sendable {
    /// A section: its title (empty for none) and its rows.
    public struct Section: Hashable, Sendable {
        /// The header title and section index title; empty for a list without sections.
        public var title: String
        /// The section's records, in order.
        public var rows: RowList

        /// A section titled `title` holding `rows`.
        ///
        /// - Complexity: O(1).
        public init(title: String, rows: RowList) {
            self.title = title
            self.rows = rows
        }
    }

    /// The records.
    public let store: RecordStore
    /// The sections, in order.
    public private(set) var sections: [Section]
    /// The store's records the sections were made of, or that were appended since: records
    /// numbered from here on are new.
    public private(set) var knownRecords: Int
    /// Whether sections have headers (false for ``Sectioning/none``).
    public let hasSections: Bool
    /// Whether the section titles make an index: single letters (``Sectioning/letter``), not
    /// arbitrary keys, which an index strip a column wide could not show.
    public let hasIndex: Bool
    /// The format of a sheet's records (CSV or TSV), nil for rows that are not a sheet. In a
    /// sheet record 0 is the header, not a row: the rows are records 1 and on, in one section
    /// whose (pinned) header shows it. See ``init(lines:sheet:)``.
    public let sheetFormat: RecordReader.Format?
    /// What a person should know about how the rows are shown (a file not grouped by its
    /// sections is shown without them), said once the rows are loaded; nil for nothing.
    public let notice: String?

    /// `store`'s records in sections made by `sectioning`, in file order: sections are given
    /// up (and ``notice`` says so) for records not grouped by them.
    ///
    /// - Parameters:
    ///   - store: The records.
    ///   - sectioning: How they are put into sections.
    ///   - name: What the notice calls the list (a file's name).
    ///   - rowsAreLines: Whether record n is line n + 1 of a file, for the notice.
    /// - Complexity: that of ``Sectioning/sections(of:name:rowsAreLines:)``.
    public init(store: RecordStore, sectioning: Sectioning, name: String = "the list", rowsAreLines: Bool = true) {
        self.store = store
        knownRecords = store.count
        (sections, notice) = sectioning.sections(of: store, name: name, rowsAreLines: rowsAreLines)
        hasSections = sectioning != .none && notice == nil
        hasIndex = sectioning == .letter && notice == nil
        sheetFormat = nil
    }

    /// The lines of `file` found so far, in file order, in one section without a header (none
    /// while there are none); ``appendRows(upTo:)`` adds the lines found later.
    ///
    /// With a `sheet` format (CSV or TSV records), record 0 is the header: the rows are records 1 and on, in
    /// one section from the start — its header, pinned at the top, is where the header record
    /// is drawn — and ``knownRecords`` counts record 0 as known even before it is found.
    ///
    /// - Complexity: O(1).
    public init(lines file: LineFile, sheet format: RecordReader.Format? = nil) {
        store = .lines(file)
        let count = file.index.count
        sheetFormat = format
        if format != nil {
            knownRecords = Swift.max(count, 1)
            sections = [Section(title: "", rows: .span(1..<knownRecords))]
        } else {
            knownRecords = count
            sections = count > 0 ? [Section(title: "", rows: .span(0..<count))] : []
        }
        hasSections = format != nil
        hasIndex = false
        notice = nil
    }

    /// Adds the records from ``knownRecords`` up to `count` (the store's records found so far)
    /// at the end of the last section, or as a first section when there is none; returns
    /// whether it made that section.
    ///
    /// - Complexity: O(1) for a span; O(1) amortized for runs and arrays of record numbers.
    @discardableResult
    public mutating func appendRows(upTo count: Int) -> Bool {
        let new = knownRecords..<Swift.max(knownRecords, count)
        guard !new.isEmpty else { return false }
        knownRecords = count
        guard !sections.isEmpty else {
            sections = [Section(title: "", rows: .span(new))]
            return true
        }
        sections[sections.count - 1].rows.append(new)
        return false
    }

    /// The number of rows in all sections.
    ///
    /// - Complexity: O(sections).
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// The record at `indexPath`, or nil when there is no such row.
    ///
    /// - Complexity: O(1) (a data set's record is formatted).
    public func record(at indexPath: ListIndexPath) -> Record? {
        guard sections.indices.contains(indexPath.section),
              (0..<sections[indexPath.section].rows.count).contains(indexPath.row) else { return nil }
        return store.record(sections[indexPath.section].rows[indexPath.row])
    }

    /// Removes the row at `indexPath` (which exists). A section left without rows stays, empty.
    ///
    /// - Complexity: O(edits of the section so far) for a data set's section, whatever its
    ///   rows; O(rows of the section) for records read from a file.
    public mutating func deleteRow(at indexPath: ListIndexPath) {
        _ = sections[indexPath.section].rows.remove(at: indexPath.row)
    }

    /// Removes the section `section` (which exists).
    ///
    /// - Complexity: O(sections).
    public mutating func deleteSection(_ section: Int) {
        sections.remove(at: section)
    }

    /// Moves the row at `source` to `destination`, UIKit's way: `destination` names the row's
    /// place after the move.
    ///
    /// - Complexity: O(edits of the two sections so far) for a data set's sections; O(rows of
    ///   the two sections) for records read from a file.
    public mutating func moveRow(from source: ListIndexPath, to destination: ListIndexPath) {
        let id = sections[source.section].rows.remove(at: source.row)
        sections[destination.section].rows.insert(id, at: destination.row)
    }
}
