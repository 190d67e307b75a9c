import Foundation
import Testing
@testable import ListTerminal
import TestSupport

/// A sheet's records: where they end in the file (a quoted line break does not end one), found
/// block by block, and the fields a record splits into — both against the table a CSV writer
/// wrote, random fields holding commas, quotes, line breaks and wide characters.
@Suite struct SheetRecordTests {
    /// A random table, the CSV a writer makes of it, and where each record ends in its bytes
    /// (after its line break): the naive reference, known by construction.
    static func table(_ random: inout SeededGenerator) -> (records: [[String]], bytes: [UInt8], ends: [UInt64]) {
        let pieces = ["a", "b", "é", "서울", ",", "\"", "\n", "\r\n", " ", "x\"y", "\r", "\"\"", "東京"]
        let records: [[String]] = (0..<1 + random.below(12)).map { _ in
            (0..<1 + random.below(6)).map { _ in (0..<random.below(5)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        }
        var bytes: [UInt8] = []
        var ends: [UInt64] = []
        for (r, fields) in records.enumerated() {
            let line = fields.map { field in
                let special = field.unicodeScalars.contains { ",\"\n\r".unicodeScalars.contains($0) }
                // A record of one empty field is written "" (an empty line is no record).
                let quoted = special || random.below(4) == 0 || fields == [""]
                return quoted ? "\"" + field.replacingQuotes() + "\"" : field
            }.joined(separator: ",")
            bytes += Array(line.utf8)
            // The last record's line break is optional.
            if r < records.count - 1 || random.below(2) == 0 { bytes += random.below(2) == 0 ? [0x0A] : [0x0D, 0x0A] }
            ends.append(UInt64(bytes.count))
        }
        return (records, bytes, ends)
    }

    /// The record's text as a row shows it: its bytes without the line break that ends it.
    static func rowText(_ bytes: ArraySlice<UInt8>) -> String {
        var row = bytes
        if row.last == 0x0A { row = row.dropLast() }
        if row.last == 0x0D { row = row.dropLast() }
        return String(decoding: row, as: UTF8.self)
    }

    static func fields(of record: String, format: RecordReader.Format) -> [String] {
        var fields: [RecordFields.Field] = []
        RecordFields.split(record, format: format, into: &fields)
        return fields.map { String(RecordFields.text(of: $0, in: record)) }
    }

    @Test(arguments: testSeeds(400))
    func recordsFoundBlockByBlockAndSplitGiveBackTheTable(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let (records, bytes, ends) = Self.table(&random)
        var finder = LineBreakFinder(quotesHoldLineBreaks: true)
        var found: [UInt64] = []
        var offset = 0
        while offset < bytes.count {
            let size = Swift.min(bytes.count - offset, 1 + random.below(40))
            bytes[offset..<offset + size].withUnsafeBytes { finder.scan($0, at: UInt64(offset)) }
            found += finder.ends
            offset += size
        }
        if let last = finder.finish(at: UInt64(bytes.count)) { found.append(last) }
        #expect(found == ends, "seed \(seed): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        guard found == ends else { return }
        var start = 0
        for (r, end) in ends.enumerated() {
            let record = Self.rowText(bytes[start..<Int(end)])
            #expect(Self.fields(of: record, format: .csv) == records[r], "seed \(seed), record \(r): \(record.debugDescription)")
            start = Int(end)
        }
        // The whole text read by the CSV parser: the same records.
        var text = String(decoding: bytes, as: UTF8.self)
        let parsed = text.withUTF8 { try? CSVParser.parse($0) }
        #expect(parsed == records)
    }

    @Test(arguments: testSeeds(100))
    func aTSVSplitsAtTabsAndKeepsItsQuotes(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let pieces = ["a", "\"", "é", ",", " ", "東京", "\"\""]
        let fields = (0..<1 + random.below(8)).map { _ in (0..<random.below(4)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        #expect(Self.fields(of: fields.joined(separator: "\t"), format: .tsv) == fields)
    }

    @Test func aLineBreakBetweenQuotesIsText() {
        let text = Array("id,note\n1,\"two\nlines\"\n2,\"a \"\"quote\"\"\r\nand more\"\r\n3,x\n".utf8)
        var finder = LineBreakFinder(quotesHoldLineBreaks: true)
        text.withUnsafeBytes { finder.scan($0, at: 0) }
        #expect(finder.ends.count == 4)
        var plain = LineBreakFinder()
        text.withUnsafeBytes { plain.scan($0, at: 0) }
        #expect(plain.ends.count == 6)
    }

    @Test func aBrokenRecordShowsWhatIsThere() {
        // Text after a closing quote, and a quote never closed: CSVParser refuses both.
        #expect(Self.fields(of: #"a,"b"c,d"#, format: .csv) == ["a", "bc", "d"])
        #expect(Self.fields(of: #"a,"b,c"#, format: .csv) == ["a", "b,c"])
        #expect(Self.fields(of: "", format: .csv) == [""])
        #expect(Self.fields(of: #"x"y,"",z"#, format: .csv) == [#"x"y"#, "", "z"])
    }

    @Test func aRecordSplitsWithoutAllocatingOnceTheArrayHasRoom() {
        let record = #"1,"two, ""three""",four,"five""#
        var fields: [RecordFields.Field] = []
        RecordFields.split(record, format: .csv, into: &fields)
        let capacity = fields.capacity
        for _ in 0..<100 { RecordFields.split(record, format: .csv, into: &fields) }
        #expect(fields.capacity == capacity && fields.count == 4)
        #expect(!fields[0].isEscaped && fields[1].isEscaped && !fields[3].isEscaped)
    }
}
