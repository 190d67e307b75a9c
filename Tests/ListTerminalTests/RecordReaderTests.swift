import Testing
import ListTerminal

@Suite struct RecordReaderTests {
    @Test func linesAreRowsWhateverTheirEnding() throws {
        let reader = RecordReader(format: .lines)
        #expect(try reader.records(from: "a\nb\r\n\nc\n").map(\.text) == ["a", "b", "", "c"])
        #expect(try reader.records(from: "").isEmpty)
        #expect(try reader.records(from: "안녕\n세계").map(\.text) == ["안녕", "세계"])
    }

    @Test func csvColumnsGiveTextSecondaryTextAndSectionKey() throws {
        var reader = RecordReader(format: .csv)
        reader.textColumn = 1
        reader.secondaryColumn = 2
        reader.sectionColumn = 0
        let text = "country,city,note\nKR,서울,\"수도, 인구 약 940만\"\nPT,Lisbon,\"two\nlines\"\n"
        let records = try reader.records(from: text)
        #expect(records == [Record(text: "서울", secondaryText: "수도, 인구 약 940만", sectionKey: "KR"),
                            Record(text: "Lisbon", secondaryText: "two\nlines", sectionKey: "PT")])
    }

    @Test func tsvSplitsAtTabs() throws {
        var reader = RecordReader(format: .tsv)
        reader.secondaryColumn = 1
        #expect(try reader.records(from: "a\tb\n1\t2\n") == [Record(text: "1", secondaryText: "2")])
    }

    @Test func aColumnTheFileLacksIsAClearError() {
        var reader = RecordReader(format: .csv)
        reader.secondaryColumn = 5
        #expect {
            try reader.records(from: "a,b\n1,2\n")
        } throws: { error in
            "\(error)".contains("no column 6 for the secondary text: the file has 2 (a, b)")
        }
    }

    @Test func formatsAreGuessedFromTheExtension() {
        #expect(RecordReader.Format.guessed(fromPath: "x/cities.CSV") == .csv)
        #expect(RecordReader.Format.guessed(fromPath: "a.tsv") == .tsv)
        #expect(RecordReader.Format.guessed(fromPath: "/usr/share/dict/words") == .lines)
    }
}
