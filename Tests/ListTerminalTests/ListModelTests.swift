import Testing
import ListEngine
import ListTerminal
import TestSupport

@Suite struct ListModelTests {
    /// Words of mixed scripts and cases, some starting with accents, digits or punctuation.
    static func words(seed: UInt64, count: Int) -> [String] {
        var random = SeededGenerator(seed: seed)
        let starts = ["a", "B", "é", "Å", "z", "Z", "ö", "1", "'", "서", "東", "m", "M", "ç", "q", ""]
        return (0..<count).map { _ in starts[random.below(starts.count)] + String(repeating: "x", count: random.below(4)) }
    }

    /// The naive letter of a word: its folded first letter, "#" for anything else.
    static func referenceLetter(_ word: String) -> String {
        let fold: [Character: String] = ["é": "E", "Å": "A", "ö": "O", "ç": "C"]
        guard let first = word.first else { return "#" }
        if let folded = fold[first] { return folded }
        let upper = first.uppercased()
        return upper.count == 1 && ("A"..."Z").contains(upper) ? upper : "#"
    }

    /// The naive sectioning: runs of words with one letter, in file order; nil when a letter
    /// comes back after another (and then the word where it does).
    static func referenceSections(_ words: [String]) -> (runs: [(String, [Int])]?, outOfPlace: Int?) {
        var runs: [(String, [Int])] = []
        for (id, word) in words.enumerated() {
            let letter = referenceLetter(word)
            if runs.last?.0 == letter { runs[runs.count - 1].1.append(id); continue }
            if runs.contains(where: { $0.0 == letter }) { return (nil, id) }
            runs.append((letter, [id]))
        }
        return (runs, nil)
    }

    /// Random words, and the same words grouped by letter (a stable sort, as `sort` groups a
    /// file): sections are spans in file order for the grouped ones; the others keep their
    /// order in one section, and the notice names the first word out of place.
    @Test(arguments: testSeeds(20))
    func lettersMakeSectionsAsTheReferenceDoes(seed: Int) throws {
        let random = Self.words(seed: UInt64(seed), count: 300)
        let letters = random.map(Self.referenceLetter)
        let grouped = random.indices.sorted { (letters[$0], $0) < (letters[$1], $1) }.map { random[$0] }
        for words in [random, grouped] {
            let model = ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .letter, name: "words")
            #expect(model.rowCount == words.count)
            switch Self.referenceSections(words) {
            case let (reference?, _):
                #expect(model.sections.map(\.title) == reference.map(\.0))
                for (section, (_, ids)) in zip(model.sections, reference) {
                    #expect(section.rows == RowList.span(try #require(ids.first)..<(ids.last ?? 0) + 1))
                }
                #expect(model.hasIndex && model.hasSections && model.notice == nil)
            case let (_, row?):
                #expect(model.sections.count == 1 && model.sections[0].rows == .span(0..<words.count))
                #expect(!model.hasIndex && !model.hasSections)
                #expect(model.notice?.hasPrefix("words is not in letter order (line \(row + 1) “\(words[row])” after “\(words[row - 1])”)") == true)
            case (nil, nil):
                Issue.record("the reference gives neither sections nor a row out of place")
            }
        }
    }

    @Test func aLetterThatComesBackKeepsTheFileOrderAndSaysWhere() {
        let model = ListModel(store: .records(["A1", "b", "A2"].map { Record(text: $0) }), sectioning: .letter, name: "words")
        #expect(model.sections == [ListModel.Section(title: "", rows: .span(0..<3))])
        #expect(model.notice == "words is not in letter order (line 3 “A2” after “b”): shown in file order, without sections")
        #expect((0..<3).map { model.record(at: ListIndexPath(row: $0, section: 0))?.text } == ["A1", "b", "A2"])
    }

    @Test func groupedLettersAreSpansWithoutMemoryPerRow() {
        let model = ListModel(store: .records(["Apple", "avocado", "Banana"].map { Record(text: $0) }), sectioning: .letter)
        #expect(model.sections == [ListModel.Section(title: "A", rows: .span(0..<2)), ListModel.Section(title: "B", rows: .span(2..<3))])
        #expect(model.notice == nil && model.hasIndex)
    }

    /// `dpkg -l`: a header, then packages in name order, "ii" and "rc" lines mixed. Sorting by
    /// letter would move the header after the packages; the default keeps the file's order,
    /// and `--sections letter` does too, saying why there are no sections.
    @Test func aDpkgListingKeepsItsHeaderLinesFirst() throws {
        let lines = ["Desired=Unknown/Install/Remove/Purge/Hold", "| Status=Not/Inst/Conf-files/Unpacked",
                     "|/ Err?=(none)/Reinst-required", "||/ Name  Version  Architecture  Description",
                     "+++-=====-=======-============-===========",
                     "ii  adduser  3.134  all  add and remove users", "ii  bash  5.2.15-2  amd64  GNU Bourne Again SHell",
                     "rc  libold1  1.0-1  amd64  removed, its configuration kept", "ii  zlib1g  1:1.2.13  amd64  compression library"]
        let records = try RecordReader(format: .lines).records(from: lines.joined(separator: "\n") + "\n")
        for sectioning in [Sectioning.none, .letter] {
            let model = ListModel(store: .records(records), sectioning: sectioning, name: "packages")
            #expect(model.sections.count == 1)
            #expect((0..<lines.count).map { model.record(at: ListIndexPath(row: $0, section: 0))?.text } == lines)
        }
        #expect(ListModel(store: .records(records), sectioning: .letter, name: "packages").notice?
            .hasPrefix("packages is not in letter order (line 9 “ii  zlib1g") == true)
    }

    @Test func keysMakeSectionsInFileOrderWhenTheFileIsGroupedByThem() {
        let grouped = [("b", "x"), ("c", "x"), ("a", "y"), ("d", "")].map { Record(text: $0.0, sectionKey: $0.1) }
        let model = ListModel(store: .records(grouped), sectioning: .key)
        #expect(model.sections.map(\.title) == ["x", "y", ""])
        #expect(model.sections[0].rows == .span(0..<2))
        #expect(!model.hasIndex && model.notice == nil)
        let scattered = [("b", "x"), ("a", "y"), ("c", "x")].map { Record(text: $0.0, sectionKey: $0.1) }
        let unsorted = ListModel(store: .records(scattered), sectioning: .key, name: "cities.csv", rowsAreLines: false)
        #expect(unsorted.sections.map(\.rows) == [.span(0..<3)] && !unsorted.hasSections)
        #expect(unsorted.notice == "cities.csv is not grouped by its sections (row 3 section “x” after “y”): shown in file order, without sections")
    }

    @Test func theDataSetIsSplitAsDesignSaysWithoutMemoryPerRow() {
        let model = ListModel(store: .dataSet(rows: 100_000_000), sectioning: .letter)
        #expect(model.sections.count == 26 && model.rowCount == 100_000_000)
        #expect(model.sections[0].rows == .span(0..<3_846_154))
        #expect(model.sections[25].title == "Z" && model.sections[25].rows.count == 3_846_153)
        #expect(model.record(at: ListIndexPath(row: 2, section: 1))?.text == "Row 3,846,156")
        #expect(model.record(at: ListIndexPath(row: 2, section: 1))?.secondaryText == "\(44 + (3_846_156 * 7919 % 5) * 10) pt")
        #expect(model.record(at: ListIndexPath(row: 3_846_153, section: 25)) == nil)
    }

    @Test(arguments: testSeeds(30))
    func editsMatchANaiveModel(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var model = ListModel(store: .dataSet(rows: 60), sectioning: .letter)
        var reference: [[Int]] = model.sections.map { section in (0..<section.rows.count).map { section.rows[$0] } }
        for _ in 0..<40 {
            let nonEmpty = reference.indices.filter { !reference[$0].isEmpty }
            guard let section = nonEmpty.randomElement(using: &random) else { break }
            let row = random.below(reference[section].count)
            if random.below(2) == 0 {
                model.deleteRow(at: ListIndexPath(row: row, section: section))
                reference[section].remove(at: row)
            } else {
                let id = reference[section].remove(at: row)
                let target = random.below(reference.count)
                let to = random.below(reference[target].count + 1)
                reference[target].insert(id, at: to)
                model.moveRow(from: ListIndexPath(row: row, section: section), to: ListIndexPath(row: to, section: target))
            }
            let rows = model.sections.map { section in (0..<section.rows.count).map { section.rows[$0] } }
            #expect(rows == reference)
        }
    }

    /// Runs of a span through random removals and insertions (records that continue a run, and
    /// others) against a plain array, after every step.
    @Test(arguments: testSeeds(30))
    func runsMatchAnArray(seed: Int) {
        var random = SeededGenerator(seed: UInt64(500 + seed))
        let first = random.below(1_000)
        var runs = RowRuns(first..<(first + random.below(50)))
        var reference = Array(first..<(first + runs.count))
        var next = 2_000   // ids appended at the end are new: numbered after every other
        for step in 0..<60 {
            if random.below(8) == 0 {
                let ids = next..<(next + random.below(5))
                next = ids.upperBound + random.below(2)
                runs.append(ids)
                reference += ids
            } else if !reference.isEmpty, random.below(2) == 0 {
                let row = random.below(reference.count)
                #expect(runs.remove(at: row) == reference.remove(at: row), "seed \(seed), step \(step)")
            } else {
                let row = random.below(reference.count + 1)
                let id = random.below(3) == 0 ? random.below(2_000) : row > 0 ? reference[row - 1] + 1 : first - 1
                runs.insert(id, at: row)
                reference.insert(id, at: row)
            }
            #expect(runs.count == reference.count && (0..<runs.count).map { runs[$0] } == reference, "seed \(seed), step \(step)")
            #expect(!runs.runs.contains(where: \.isEmpty) && runs.runs.reduce(0) { $0 + $1.count } == reference.count)
        }
    }

    /// Records found later join the end of the last section, after edits too; the first ones
    /// make the section.
    @Test func appendedRecordsJoinTheLastSection() {
        var model = ListModel(store: .dataSet(rows: 10), sectioning: .none)
        model.deleteRow(at: ListIndexPath(row: 3, section: 0))
        #expect(!model.appendRows(upTo: 15) && model.knownRecords == 15)
        let rows = model.sections[0].rows
        #expect((0..<rows.count).map { rows[$0] } == [0, 1, 2] + Array(4..<15))
        #expect(!model.appendRows(upTo: 12) && model.rowCount == 14)   // nothing new
        var empty = ListModel(store: .records([]), sectioning: .none)
        #expect(empty.sections.isEmpty && empty.appendRows(upTo: 3) && empty.sections[0].rows == .span(0..<3))
    }

    /// Deleting and moving rows of a data set of 10⁹ rows holds memory per edit, not per row.
    @Test func editsOfABillionRowsHoldNoMemoryPerRow() {
        var model = ListModel(store: .dataSet(rows: 1_000_000_000), sectioning: .letter)
        let count = model.sections[0].rows.count
        let moved = model.sections[0].rows[100]
        model.deleteRow(at: ListIndexPath(row: 5, section: 0))
        model.moveRow(from: ListIndexPath(row: 99, section: 0), to: ListIndexPath(row: 7, section: 3))
        guard case let .runs(runs) = model.sections[0].rows else {
            Issue.record("a data set's edited section is runs")
            return
        }
        #expect(runs.runs == [0..<5, 6..<100, 101..<count])
        #expect(model.sections[0].rows.count == count - 2 && model.sections[0].rows[count - 3] == count - 1)
        #expect(model.sections[3].rows[7] == moved && model.sections[3].rows[8] == model.sections[3].rows[6] + 1)
        #expect(model.record(at: ListIndexPath(row: 5, section: 0)) == model.store.record(6))
    }

    @Test func lettersFoldCaseAndAccents() {
        #expect(Sectioning.letter(of: "émile") == "E")
        #expect(Sectioning.letter(of: "Ångström") == "A")
        #expect(Sectioning.letter(of: "'tis") == "#")
        #expect(Sectioning.letter(of: "서울") == "#")
        #expect(Sectioning.letter(of: "") == "#")
    }

    @Test func numbersAreGroupedByThousands() {
        #expect(RecordStore.grouped(0) == "0")
        #expect(RecordStore.grouped(999) == "999")
        #expect(RecordStore.grouped(1_000) == "1,000")
        #expect(RecordStore.grouped(-1_234_567) == "-1,234,567")
    }
}
