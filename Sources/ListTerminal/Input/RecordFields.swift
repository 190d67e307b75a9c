/// Splits one record of a sheet — a CSV record (RFC 4180) or a TSV line — into its fields, as
/// ranges of the record's text, into an array the caller keeps: splitting the rows of every
/// frame allocates nothing once the array has grown to the widest record.
///
/// A CSV field that starts with a double quote is quoted: commas and line breaks inside are
/// text, and `""` is a quote; the field ends at the first comma after its closing quote. A
/// quote inside an unquoted field is text, as ``CSVParser`` reads it. Where ``CSVParser``
/// refuses (text after a closing quote, a quote never closed) the splitter shows what is there:
/// a viewer shows a broken record rather than none. A TSV's fields are split at tabs, and
/// quotes are text.
///
/// ```swift
/// var fields: [RecordFields.Field] = []
/// let record = #"a,"b, ""c""",d"#
/// RecordFields.split(record, format: .csv, into: &fields)
/// fields.map { RecordFields.text(of: $0, in: record) }   // ["a", #"b, "c""#, "d"]
/// ```
public enum RecordFields {
    /// A field of a record: where its text lies in the record, and whether it must be unquoted.
    public struct Field: Hashable, Sendable {
        /// The field's text in the record — or, when ``isEscaped``, its quoted form.
        public var range: Range<String.Index>
        /// Whether ``range`` is the field as written, quotes and all (it holds a doubled quote,
        /// or text after its closing quote): ``text(of:in:)`` unquotes it. A field quoted without
        /// either is given by the range inside its quotes, and needs nothing.
        public var isEscaped: Bool
    }

    /// Replaces `fields` with the fields of `record` in `format` (``RecordReader/Format/csv``
    /// or ``RecordReader/Format/tsv``; any other is one field, the whole record). A record
    /// always has at least one field (an empty record, one empty field).
    ///
    /// - Complexity: O(n) in the record's UTF-8 bytes; no allocation once `fields` holds
    ///   enough room.
    public static func split(_ record: String, format: RecordReader.Format, into fields: inout [Field]) {
        fields.removeAll(keepingCapacity: true)
        let utf8 = record.utf8
        let delimiter: UInt8 = switch format {
        case .csv: 0x2C
        case .tsv: 0x09
        case .lines: 0
        }
        let quotes = format == .csv
        var start = utf8.startIndex
        var index = start
        var quoted = false      // the field started with a quote
        var inQuotes = false    // between its opening quote and the closing one
        var closedAt: String.Index?   // where the closing quote of a quoted field is
        var escaped = false
        func endField(at end: String.Index) {
            if quoted, !escaped, let closedAt, utf8.index(after: closedAt) == end {
                // "text": the range inside the quotes.
                fields.append(Field(range: utf8.index(after: start)..<closedAt, isEscaped: false))
            } else {
                fields.append(Field(range: start..<end, isEscaped: quoted))
            }
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            if inQuotes {
                if byte == 0x22 {
                    let next = utf8.index(after: index)
                    if next < utf8.endIndex, utf8[next] == 0x22 {
                        escaped = true   // a doubled quote
                        index = utf8.index(after: next)
                        continue
                    }
                    inQuotes = false
                    closedAt = index
                }
            } else if byte == delimiter, delimiter != 0 {
                endField(at: index)
                start = utf8.index(after: index)
                quoted = false
                closedAt = nil
                escaped = false
            } else if quotes, byte == 0x22, index == start {
                quoted = true
                inQuotes = true
            } else if quoted {
                escaped = true   // text after the closing quote
            }
            index = utf8.index(after: index)
        }
        // A quote never closed: everything after it is the field.
        if inQuotes { escaped = true }
        endField(at: utf8.endIndex)
    }

    /// The text of `field`, a field of `record`: its range, unquoted when escaped — the opening
    /// and closing quotes dropped and each `""` read as `"`.
    ///
    /// - Complexity: O(1) for a field that is not escaped; O(its length) for one that is.
    public static func text(of field: Field, in record: String) -> Substring {
        let raw = record[field.range]
        guard field.isEscaped else { return raw }
        var text = ""
        var afterQuote = false
        for scalar in raw.unicodeScalars.dropFirst() {
            if scalar == "\"" {
                // The first of a pair is dropped, the second kept: "" reads ".
                if afterQuote { text.unicodeScalars.append(scalar) }
                afterQuote.toggle()
            } else {
                afterQuote = false
                text.unicodeScalars.append(scalar)
            }
        }
        return Substring(text)
    }
}
