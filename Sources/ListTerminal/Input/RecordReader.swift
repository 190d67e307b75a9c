import Foundation
import SwiftCSV

/// Reads records from text: a row per line, or a row per CSV/TSV record whose columns give
/// the text, the secondary text and the section key (parsed by SwiftCSV: quoted fields,
/// embedded delimiters and line breaks).
public struct RecordReader: Sendable {
    /// How the text is split into records.
    public enum Format: String, CaseIterable, Sendable {
        /// A record per line; the line is the text.
        case lines
        /// Comma-separated values; the first line names the columns.
        case csv
        /// Tab-separated values; the first line names the columns.
        case tsv

        /// The format a file's name suggests: `.csv` → csv, `.tsv` or `.tab` → tsv, anything else lines.
        ///
        /// - Complexity: O(length of the path).
        public static func guessed(fromPath path: String) -> Format {
            switch (path as NSString).pathExtension.lowercased() {
            case "csv": .csv
            case "tsv", "tab": .tsv
            default: .lines
            }
        }
    }

    /// What went wrong reading records, said so a person can fix it.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        /// The message.
        public let description: String
    }

    /// How the text is split.
    public var format: Format
    /// The column (0-based) that gives each record's text.
    public var textColumn = 0
    /// The column that gives the secondary text, if any.
    public var secondaryColumn: Int?
    /// The column that gives the section key, if any.
    public var sectionColumn: Int?

    /// A reader of `format` that takes the text from the first column.
    ///
    /// - Complexity: O(1).
    public init(format: Format) {
        self.format = format
    }

    /// The records in `text`.
    ///
    /// - Throws: ``ReadError`` for a CSV that does not parse or a column it does not have.
    /// - Complexity: O(length of `text`).
    public func records(from text: String) throws(ReadError) -> [Record] {
        switch format {
        case .lines:
            // "\r\n" is one Character: split at it as at "\n".
            var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            if lines.last?.isEmpty == true { lines.removeLast() }
            return lines.map { Record(text: String($0)) }
        case .csv, .tsv:
            let table: CSV<Enumerated>
            do {
                table = try CSV<Enumerated>(string: text, delimiter: format == .csv ? .comma : .tab, loadColumns: false)
            } catch {
                throw ReadError(description: "the \(format.rawValue.uppercased()) does not parse: \(error)")
            }
            let columns = Swift.max(table.header.count, table.rows.first?.count ?? 0)
            for (name, column) in [("text", textColumn), ("secondary text", secondaryColumn), ("section", sectionColumn)] {
                if let column, !(0..<Swift.max(columns, 1)).contains(column) {
                    throw ReadError(description: "no column \(column + 1) for the \(name): the file has \(columns) (\(table.header.joined(separator: ", ")))")
                }
            }
            return table.rows.map { fields in
                func field(_ column: Int?) -> String { column.flatMap { $0 < fields.count ? fields[$0] : nil } ?? "" }
                return Record(text: field(textColumn), secondaryText: field(secondaryColumn), sectionKey: field(sectionColumn))
            }
        }
    }
}
