import Testing
import ListTerminal
import TestSupport

/// The CSV parser against a naive one, over random tables written as a CSV writer writes them
/// (quoted fields with commas, quotes and line breaks; `\n` or `\r\n` between records), and
/// over the same text broken by a quote added or removed: the same records, or the same error.
@Suite struct CSVParserTests {
    /// What a parser makes of a text: records, or an error's message.
    enum Outcome: Equatable {
        case records([[String]])
        case error(String)
    }

    /// What ``CSVParser`` makes of `text`: its records, or its error's message.
    static func parse(_ text: String) -> Outcome {
        var text = text
        return text.withUTF8 { bytes in
            do { return .records(try CSVParser.parse(bytes)) } catch { return .error("\(error)") }
        }
    }

    /// The naive reading: a field at a time over Unicode scalars, with lookahead.
    static func naive(_ text: String) -> Outcome {
        let s = Array(text.unicodeScalars)
        var i = s.first == "\u{FEFF}" ? 1 : 0
        var line = 1
        var records: [[String]] = []
        func lineEnd(_ i: Int) -> Int? {
            if i < s.count, s[i] == "\n" { return 1 }
            if i + 1 < s.count, s[i] == "\r", s[i + 1] == "\n" { return 2 }
            return nil
        }
        while true {
            var fields: [String] = []
            var lastQuoted = false
            while true {
                var field = ""
                lastQuoted = i < s.count && s[i] == "\""
                if lastQuoted {
                    let opened = line
                    i += 1
                    while true {
                        guard i < s.count else { return .error("line \(opened): a quote opened here is never closed") }
                        if s[i] == "\"" {
                            if i + 1 < s.count, s[i + 1] == "\"" { field += "\""; i += 2; continue }
                            i += 1
                            break
                        }
                        if s[i] == "\n" { line += 1 }
                        field.unicodeScalars.append(s[i])
                        i += 1
                    }
                    if i < s.count, s[i] != ",", lineEnd(i) == nil { return .error("line \(line): text after a closing quote") }
                } else {
                    while i < s.count, s[i] != ",", lineEnd(i) == nil { field.unicodeScalars.append(s[i]); i += 1 }
                }
                fields.append(field)
                guard i < s.count, s[i] == "," else { break }
                i += 1
            }
            if fields != [""] || lastQuoted { records.append(fields) }
            if let length = lineEnd(i) { i += length; line += 1 }
            if i >= s.count { return .records(records) }
        }
    }

    /// A random table, and the CSV a writer makes of it.
    static func table(_ random: inout SeededGenerator) -> (records: [[String]], text: String) {
        let pieces = ["a", "b", "é", "서울", ",", "\"", "\n", "\r\n", " ", "x\"y", "\r"]
        let records: [[String]] = (0..<random.below(8)).map { _ in
            (0..<1 + random.below(5)).map { _ in (0..<random.below(5)).map { _ in pieces[random.below(pieces.count)] }.joined() }
        }
        let text = records.map { fields in
            fields.map { field in
                let special = field.unicodeScalars.contains { ",\"\n\r".unicodeScalars.contains($0) }
                // A record of one empty field is written "" (an empty line is no record).
                let quoted = special || random.below(4) == 0 || fields == [""]
                return quoted ? "\"" + field.replacingQuotes() + "\"" : field
            }.joined(separator: ",")
        }.joined(separator: random.below(2) == 0 ? "\n" : "\r\n") + (random.below(2) == 0 ? "\n" : "")
        return (records, text)
    }

    @Test(arguments: testSeeds(400))
    func theParserReadsWhatAWriterWroteAsTheNaiveParserDoes(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let (records, text) = Self.table(&random)
        #expect(Self.parse(text) == .records(records), "\(text.debugDescription)")
        #expect(Self.naive(text) == .records(records), "\(text.debugDescription)")
        // Broken: a quote added or removed somewhere; both parsers agree on the records or the error.
        var scalars = Array(text.unicodeScalars)
        let quotes = scalars.indices.filter { scalars[$0] == "\"" }
        if !quotes.isEmpty, random.below(2) == 0 {
            scalars.remove(at: quotes[random.below(quotes.count)])
        } else {
            scalars.insert("\"", at: random.below(scalars.count + 1))
        }
        var broken = ""
        broken.unicodeScalars.append(contentsOf: scalars)
        #expect(Self.parse(broken) == Self.naive(broken), "\(broken.debugDescription)")
    }

    @Test func aByteOrderMarkIsNotText() {
        #expect(Self.parse("\u{FEFF}name,n\nx,1\n") == .records([["name", "n"], ["x", "1"]]))
    }
}

extension String {
    /// The text with each quote doubled, as a quoted CSV field holds it.
    func replacingQuotes() -> String {
        var doubled = ""
        for character in self { doubled += character == "\"" ? "\"\"" : String(character) }
        return doubled
    }
}
