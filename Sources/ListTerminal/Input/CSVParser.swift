/// Comma-separated values as RFC 4180 writes them: fields split at commas, records at line
/// ends (`\n` or `\r\n`), and a field in double quotes may hold commas, line ends and quotes
/// (doubled: `""`). A line with nothing on it is no record; a UTF-8 byte order mark at the
/// start is skipped. A quote inside an unquoted field is text, as most writers mean it.
public enum CSVParser {
    /// Where the parser is within a field.
    private enum State {
        /// At the start of a field: a quote opens a quoted field.
        case fieldStart
        /// In a field that did not start with a quote.
        case unquoted
        /// In a quoted field.
        case quoted
        /// Just after a quote in a quoted field: another quote is a quote, else the field closed.
        case quoteInQuoted
    }

    /// The records of `bytes`, each a list of fields.
    ///
    /// - Throws: ``RecordReader/ReadError`` naming the line (from 1) of text after a closing
    ///   quote (`"a"b`), or of a quote that is never closed.
    /// - Complexity: O(n) for n bytes, one pass.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8 = UInt8(ascii: ",")) throws(RecordReader.ReadError) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var state = State.fieldStart
        var line = 1
        var quoteLine = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() {
            endField()
            // A line with nothing on it (not even "") is no record.
            if fields.count > 1 || !fields[0].isEmpty || state == .quoteInQuoted { records.append(fields) }
            fields = []
        }

        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let lineEnd = byte == 0x0A || (byte == 0x0D && index < bytes.count && bytes[index] == 0x0A)
            switch state {
            case .quoted:
                if byte == 0x22 { state = .quoteInQuoted } else { field.append(byte) }
                if byte == 0x0A { line += 1 }
            case .fieldStart, .unquoted, .quoteInQuoted:
                if state == .quoteInQuoted, byte == 0x22 {
                    field.append(byte)
                    state = .quoted
                } else if byte == delimiter {
                    endField()
                    state = .fieldStart
                } else if lineEnd {
                    if byte == 0x0D { index += 1 }
                    endRecord()
                    line += 1
                    state = .fieldStart
                } else if state == .quoteInQuoted {
                    throw RecordReader.ReadError(description: "line \(line): text after a closing quote")
                } else if state == .fieldStart, byte == 0x22 {
                    quoteLine = line
                    state = .quoted
                } else {
                    field.append(byte)
                    state = .unquoted
                }
            }
        }
        if state == .quoted {
            throw RecordReader.ReadError(description: "line \(quoteLine): a quote opened here is never closed")
        }
        if !field.isEmpty || !fields.isEmpty || state == .quoteInQuoted { endRecord() }
        return records
    }
}
