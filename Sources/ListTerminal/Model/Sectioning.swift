import Foundation

/// How a list's records are put into sections.
public enum Sectioning: String, CaseIterable, Hashable, Sendable {
    /// One section, no header.
    case none
    /// A section per first letter (case and accents folded: "é" files under E), in
    /// alphabetical order, with "#" last for records that start with anything else; the
    /// titles make the section index.
    case letter
    /// A section per distinct ``Record/sectionKey``, in the order the keys first appear.
    case key

    /// The sections of `store`'s records: titles and the records of each, in order.
    ///
    /// - Complexity: O(n) for records; a data set is split as listbench splits it (26 sections
    ///   A–Z, the first rows mod 26 one row longer), O(1) a section and no memory per row.
    public func sections(of store: RecordStore) -> [ListModel.Section] {
        // No rows, no sections: an empty group would be refused, and a plain list shows nothing either way.
        guard store.count > 0 else { return [] }
        if case let .dataSet(rows) = store {
            let count = self == .none ? 1 : Swift.min(26, rows)
            return (0..<count).map { s in
                let first = s * (rows / count) + Swift.min(s, rows % count)
                let size = rows / count + (s < rows % count ? 1 : 0)
                let title = self == .none ? "" : String(UnicodeScalar(UInt8(65 + s)))
                return ListModel.Section(title: title, rows: .span(first..<first + size))
            }
        }
        guard case let .records(records) = store else { return [] }
        switch self {
        case .none:
            return [ListModel.Section(title: "", rows: .span(0..<records.count))]
        case .letter:
            var buckets: [String: [Int]] = [:]
            for (id, record) in records.enumerated() { buckets[Self.letter(of: record.text), default: []].append(id) }
            let titles = buckets.keys.sorted { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) }
            return titles.map { ListModel.Section(title: $0, rows: .ids(buckets[$0] ?? [])) }
        case .key:
            var order: [String] = []
            var buckets: [String: [Int]] = [:]
            for (id, record) in records.enumerated() {
                if buckets[record.sectionKey] == nil { order.append(record.sectionKey) }
                buckets[record.sectionKey, default: []].append(id)
            }
            return order.map { ListModel.Section(title: $0, rows: .ids(buckets[$0] ?? [])) }
        }
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
