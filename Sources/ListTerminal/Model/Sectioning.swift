import Foundation
import TerminalScreen

/// How a list's records are put into sections.
public enum Sectioning: String, CaseIterable, Hashable, Sendable {
    /// One section, no header.
    case none
    /// A section per first letter (case and accents folded: "é" files under E; "#" for
    /// records that start with anything else), for a file grouped by it; the titles make the
    /// section index.
    case letter
    /// A section per distinct ``Record/sectionKey``, for a file grouped by it.
    case key

    /// The sections of `store`'s records, in file order: each section a span of consecutive
    /// records, started where the section changes. Sections never reorder rows: when a section
    /// comes back after another (the file is not grouped by its sections), the records are one
    /// section in file order, and the notice says why, naming the first row out of place.
    ///
    /// - Parameters:
    ///   - store: The records.
    ///   - name: What the notice calls the list (a file's name).
    ///   - rowsAreLines: Whether record n is line n + 1 of the file (the notice then says
    ///     "line"; else "row", as for a CSV, whose records may span lines).
    /// - Returns: The sections, and the notice when the sections were given up; nil otherwise.
    /// - Complexity: O(n) for records, with memory per section, none per row; a data set is
    ///   split as listbench splits it (26 sections A–Z, the first rows mod 26 one row longer),
    ///   O(1) a section.
    public func sections(of store: RecordStore, name: String = "the list",
                         rowsAreLines: Bool = true) -> (sections: [ListModel.Section], notice: String?) {
        // No rows, no sections: an empty group would be refused, and a plain list shows nothing either way.
        guard store.count > 0 else { return ([], nil) }
        if case let .dataSet(rows) = store {
            let count = self == .none ? 1 : Swift.min(26, rows)
            return ((0..<count).map { s in
                let first = s * (rows / count) + Swift.min(s, rows % count)
                let size = rows / count + (s < rows % count ? 1 : 0)
                let title = self == .none ? "" : String(UnicodeScalar(UInt8(65 + s)))
                return ListModel.Section(title: title, rows: .span(first..<first + size))
            }, nil)
        }
        guard case let .records(records) = store else { return ([], nil) }
        let whole = [ListModel.Section(title: "", rows: .span(0..<records.count))]
        let title: (Record) -> String
        switch self {
        case .none: return (whole, nil)
        case .letter: title = { Self.letter(of: $0.text) }
        case .key: title = { $0.sectionKey }
        }
        var titles: [String] = []
        var firsts: [Int] = []
        var seen: Set<String> = []
        for (id, record) in records.enumerated() {
            let current = title(record)
            if titles.last == current { continue }
            guard seen.insert(current).inserted else {
                return (whole, disorder(name: name, row: id, rowsAreLines: rowsAreLines, records: records))
            }
            titles.append(current)
            firsts.append(id)
        }
        let ends = firsts.dropFirst() + [records.count]
        return (zip(titles, zip(firsts, ends)).map { ListModel.Section(title: $0, rows: .span($1.0..<$1.1)) }, nil)
    }

    /// What the notice says when record `row` comes back to a section left before: the list
    /// is shown in file order, without sections.
    ///
    /// - Complexity: O(length of the two rows).
    private func disorder(name: String, row: Int, rowsAreLines: Bool, records: [Record]) -> String {
        let place = "\(rowsAreLines ? "line" : "row") \(RecordStore.grouped(row + 1))"
        let (shown, before) = self == .key ? (records[row].sectionKey, records[row - 1].sectionKey)
                                           : (records[row].text, records[row - 1].text)
        let order = self == .key ? "grouped by its sections" : "in letter order"
        let what = self == .key ? "section " : ""
        return "\(name) is not \(order) (\(place) \(what)\(VisibleText.quoted(shown, limit: 40)) after \(VisibleText.quoted(before, limit: 40))): "
            + "shown in file order, without sections"
    }

    /// The section letter of `text`: its first character upper-cased with accents removed
    /// when that is a letter A–Z, else "#".
    ///
    /// - Complexity: O(1) for ASCII; a fold of one character otherwise.
    public static func letter(of text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "#" }
        let folded = first.isASCII ? first
            : String(text.prefix(1)).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).unicodeScalars.first
        guard let scalar = folded, scalar.isASCII else { return "#" }
        let upper = scalar.value & ~0x20
        return (65...90).contains(upper) ? String(UnicodeScalar(UInt8(upper))) : "#"
    }
}
