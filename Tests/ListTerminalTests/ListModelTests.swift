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

    /// The naive sectioning: every word under its folded first letter, titles A–Z then "#".
    static func referenceSections(_ words: [String]) -> [(String, [Int])] {
        let fold: [Character: String] = ["é": "E", "Å": "A", "ö": "O", "ç": "C"]
        func letter(_ word: String) -> String {
            guard let first = word.first else { return "#" }
            if let folded = fold[first] { return folded }
            let upper = first.uppercased()
            return upper.count == 1 && ("A"..."Z").contains(upper) ? upper : "#"
        }
        let titles = Set(words.map(letter)).sorted { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) }
        return titles.map { title in (title, words.indices.filter { letter(words[$0]) == title }) }
    }

    @Test(arguments: 0..<20)
    func lettersMakeSectionsAsTheReferenceDoes(seed: Int) {
        let words = Self.words(seed: UInt64(seed), count: 300)
        let model = ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .letter)
        let reference = Self.referenceSections(words)
        #expect(model.sections.map(\.title) == reference.map(\.0))
        for (section, (_, ids)) in zip(model.sections, reference) {
            #expect((0..<section.rows.count).map { section.rows[$0] } == ids)
        }
        #expect(model.rowCount == words.count && model.hasIndex)
    }

    @Test func keysMakeSectionsInTheOrderTheyFirstAppear() {
        let records = [("b", "x"), ("a", "y"), ("c", "x"), ("d", "")].map { Record(text: $0.0, sectionKey: $0.1) }
        let model = ListModel(store: .records(records), sectioning: .key)
        #expect(model.sections.map(\.title) == ["x", "y", ""])
        #expect(model.sections[0].rows == .ids([0, 2]))
        #expect(!model.hasIndex)
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

    @Test(arguments: 0..<30)
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
    @Test(arguments: 0..<30)
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
