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
            "\(error)" == "no column 6 for the secondary text: rows have at most 2 columns (a, b)"
        }
    }

    /// IANA's zone1970.tab: tab-separated, and its comments hold quotes that open no field.
    @Test func tsvIsPlainAndItsQuotesAreText() throws {
        var reader = RecordReader(format: .tsv)
        reader.hasHeader = false
        reader.secondaryColumn = 2
        let text = "# 2.  The \"TZ\" column is the zone name, as in \"Asia/Seoul\".\r\n"
            + "KR\t+3733+12658\tAsia/Seoul\n\n\"AQ\"\t-6617+11031\tAntarctica/Casey\tCasey\n"
        #expect(try reader.records(from: text) == [
            Record(text: "# 2.  The \"TZ\" column is the zone name, as in \"Asia/Seoul\"."),
            Record(text: "KR", secondaryText: "Asia/Seoul"),
            Record(text: "\"AQ\"", secondaryText: "Antarctica/Casey"),
        ])
    }

    @Test func withoutAHeaderTheFirstLineIsARow() throws {
        var reader = RecordReader(format: .csv)
        reader.hasHeader = false
        reader.secondaryColumn = 1
        #expect(try reader.records(from: "Seoul,KR\r\nLisbon,PT\r\n") == [Record(text: "Seoul", secondaryText: "KR"),
                                                                          Record(text: "Lisbon", secondaryText: "PT")])
        reader.hasHeader = true
        #expect(try reader.records(from: "Seoul,KR\r\nLisbon,PT\r\n") == [Record(text: "Lisbon", secondaryText: "PT")])
    }

    @Test func csvErrorsNameTheLine() {
        let reader = RecordReader(format: .csv)
        #expect { try reader.records(from: "a,b\n1,2\n3,\"four\n\nfive,6\n7,8\n") } throws: { error in
            "\(error)" == "line 3: a quote opened here is never closed"
        }
        #expect { try reader.records(from: "a,b\n\"x\ny\",2\n\"3\" ,4\n") } throws: { error in
            "\(error)" == "line 4: text after a closing quote"
        }
    }

    /// Rows of uneven width: the widest row counts, and every one of its columns is named,
    /// from the header where it names them.
    @Test func raggedRowsNameTheColumnsOfTheWidestRow() {
        var reader = RecordReader(format: .csv)
        reader.textColumn = 98
        #expect { try reader.records(from: "a,b,c,d,e\n1,2\n1,2,3,4,5\n1\n") } throws: { error in
            "\(error)" == "no column 99 for the text: rows have at most 5 columns (a, b, c, d, e)"
        }
        #expect { try reader.records(from: "a,b,c\n1,2\n1,2,3,4,5\n") } throws: { error in
            "\(error)" == "no column 99 for the text: rows have at most 5 columns (a, b, c, column 4, column 5)"
        }
        let names = (1...12).map { "c\($0)" }.joined(separator: ",")
        #expect { try reader.records(from: names + "\n1\n") } throws: { error in
            "\(error)" == "no column 99 for the text: rows have at most 12 columns (c1, c2, c3, c4, c5, c6, c7, c8, … and 4 more)"
        }
        reader.hasHeader = false
        #expect { try reader.records(from: "1,2\n1,2,3\n") } throws: { error in
            "\(error)" == "no column 99 for the text: rows have at most 3 columns"
        }
    }

    /// A header of 10,000 long names: the message names a few, cut short, and counts the rest.
    @Test func aHugeHeaderGivesAShortError() {
        var reader = RecordReader(format: .tsv)
        reader.secondaryColumn = 10_000
        let header = (1...10_000).map { "a rather long column name \($0)" }.joined(separator: "\t")
        #expect { try reader.records(from: header + "\n1\t2\n") } throws: { error in
            let message = "\(error)"
            return message.count < 200 && message.hasPrefix("no column 10001 for the secondary text: rows have at most 10,000 columns (")
                && message.contains("(a rather long column…, ") && message.hasSuffix(" more)")
        }
    }

    @Test func formatsAreGuessedFromTheExtension() {
        #expect(RecordReader.Format.guessed(fromPath: "x/cities.CSV") == .csv)
        #expect(RecordReader.Format.guessed(fromPath: "a.tsv") == .tsv)
        #expect(RecordReader.Format.guessed(fromPath: "/usr/share/dict/words") == .lines)
    }
}
