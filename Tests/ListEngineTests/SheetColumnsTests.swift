import Testing
@_spi(Sheet) @testable import ListEngine
import TestSupport

/// A sheet's columns, fixed-width and per-column, against the naive columns after every
/// change: random batches, widths grown, frozen counts, and bad input that must change nothing.
@Suite struct SheetColumnsTests {
    /// A quarter-point width (exact in `Float32` and in every sum), 0 one time in ten.
    static func width(_ rng: inout SeededGenerator, max: Double = 300) -> Double { rng.quarterHeight(max: max) }

    /// A valid batch for `count` columns, naming up to `limit` of them: deletions, reloads and
    /// move sources among distinct old columns, insertions and move targets among distinct new
    /// ones, and now and then a new frozen count. `width` gives inserted and reloaded widths.
    static func randomBatch(count: Int, limit: Int, _ rng: inout SeededGenerator,
                            width: (inout SeededGenerator) -> Double) -> SheetColumnBatch {
        var old = Array(0..<count).shuffled(using: &rng)[...]
        let deletions = Array(old.prefix(rng.below(Swift.min(count, limit) + 1)))
        old = old.dropFirst(deletions.count)
        let reloads = old.prefix(rng.below(Swift.min(old.count, limit) + 1)).map { c in
            SheetColumnBatch.ColumnWidth(c, width: width(&rng))
        }
        old = old.dropFirst(reloads.count)
        let sources = Array(old.prefix(rng.below(Swift.min(old.count, limit) + 1)))
        let inserted = rng.below(limit + 1)
        let newCount = count - deletions.count + inserted
        var new = Array(0..<newCount).shuffled(using: &rng)[...]
        let insertions = new.prefix(inserted).map { c in SheetColumnBatch.ColumnWidth(c, width: width(&rng)) }
        new = new.dropFirst(inserted)
        let moves = zip(sources, new).map { SheetColumnBatch.Move(from: $0, to: $1) }
        let frozen: Int? = rng.below(4) == 0 ? rng.below(newCount + 1) : nil
        return SheetColumnBatch(deletions: deletions, insertions: insertions, moves: moves, reloads: reloads, frozenCount: frozen)
    }

    /// Every query of `columns` against `naive`: counts and widths, every column's offsets (a
    /// sample of them when there are many), the walk, and the searches at random points and at
    /// every edge near them, bands included.
    static func check(_ columns: SheetColumns, against naive: NaiveColumns, _ rng: inout SeededGenerator,
                      _ context: String) {
        columns._checkInvariants()
        #expect(columns.count == naive.count, "\(context): count")
        #expect(columns.frozenCount == naive.frozenCount, "\(context): frozen count")
        #expect(columns.totalWidth == naive.totalWidth, "\(context): total width")
        #expect(columns.frozenWidth == naive.frozenWidth, "\(context): frozen width")
        let n = naive.count
        #expect(columns.offset(ofColumn: n) == naive.offset(ofColumn: n), "\(context): offset past the end")
        let sample = n <= 400 ? Array(0..<n) : (0..<200).map { _ in rng.below(n) }
        for c in sample {
            guard columns.width(ofColumn: c) == naive.widths[c], columns.offset(ofColumn: c) == naive.offset(ofColumn: c),
                  columns.end(ofColumn: c) == naive.end(ofColumn: c) else {
                Issue.record("\(context): column \(c) at \(columns.offset(ofColumn: c)), \(columns.width(ofColumn: c)) wide; naive \(naive.offset(ofColumn: c)), \(naive.widths[c])")
                return
            }
        }
        if n > 0 {
            let a = rng.below(n)
            let walked = a..<Swift.min(n, a + rng.below(80))
            var next = walked.lowerBound
            columns.forEachColumn(in: walked) { c, x, w in
                if c != next || x != naive.offset(ofColumn: c) || w != naive.widths[c] { Issue.record("\(context): walk at \(c)") }
                next += 1
            }
            #expect(next == walked.upperBound, "\(context): walk ends")
        }
        var points: [Double] = [-.infinity, .infinity, -1, 0, naive.totalWidth, naive.totalWidth + 1]
        for _ in 0..<(n > 2_000 ? 12 : 30) {
            points.append(Double.random(in: -20...(naive.totalWidth + 20), using: &rng))
            if n > 0 {
                let c = rng.below(n)
                let edges = [naive.offset(ofColumn: c), naive.end(ofColumn: c)]
                for edge in edges { points += [edge, edge - 0.125, edge + 0.125] }
            }
        }
        // Plain comparisons, an issue recorded on a difference: #expect's cost would dominate.
        for x in points + [.nan] {
            let hit = columns.column(containing: x), expected = x.isNaN ? nil : naive.column(containing: x)
            if hit != expected { Issue.record("\(context): column containing \(x) is \(String(describing: hit)), naive \(String(describing: expected))") }
        }
        for _ in 0..<(n > 2_000 ? 10 : 40) {
            let x0 = points[rng.below(points.count)]
            let x1 = rng.below(3) == 0 ? x0 + 0.125 * Double(rng.below(8)) : points[rng.below(points.count)]
            let expected = naive.columns(intersecting: x0, x1), found = columns.columns(intersecting: x0, x1)
            if found != expected { Issue.record("\(context): columns in \(x0) ..< \(x1) are \(found), naive \(expected)") }
        }
        #expect(columns.columns(intersecting: .nan, 10) == columns.count..<columns.count, "\(context): NaN band")
    }

    /// Random operation sequences: batches of every kind (large ones rebuild the index), widths
    /// grown to fit, frozen counts, and a bad input now and then; every query checked against the
    /// naive columns after every step. Even seeds start in closed form and mostly insert and
    /// reload the fixed width (staying fixed as long as they do).
    @Test(arguments: testSeeds(80))
    func randomOperationsMatchTheNaiveColumns(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(91_000 + seed))
        let fixed = seed % 2 == 0
        let count = seed % 10 == 3 ? 3_000 + rng.below(3_000) : rng.below(seed % 3 == 0 ? 400 : 40)
        let spacing = rng.below(3) == 0 ? 0 : Double(rng.below(41)) / 4
        let fixedWidth = [0, 0.25, 44, 61.5, 100][rng.below(5)]
        let widths = fixed ? Array(repeating: fixedWidth, count: count) : (0..<count).map { _ in Self.width(&rng) }
        let frozen = rng.below(Swift.min(count, 4) + 1)
        var columns = fixed ? try SheetColumns(count: count, width: fixedWidth, spacing: spacing, frozenCount: frozen)
            : try SheetColumns(widths: widths, spacing: spacing, frozenCount: frozen)
        var naive = NaiveColumns(widths: widths, spacing: spacing, frozenCount: frozen)
        var closedForm = fixed
        Self.check(columns, against: naive, &rng, "seed \(seed), as built")
        for step in 0..<(count > 2_000 ? 10 : 25) {
            let context = "seed \(seed), step \(step)"
            switch rng.below(10) {
            case 0..<6:
                let limit = rng.below(5) == 0 ? Swift.max(70, naive.count / 8) : 6
                let batch = Self.randomBatch(count: naive.count, limit: limit, &rng) { rng in
                    closedForm && rng.below(4) != 0 ? fixedWidth : Self.width(&rng)
                }
                let keepsWidth = (batch.insertions + batch.reloads).allSatisfy { Double(Float32($0.width)) == fixedWidth }
                let before = naive
                let changes = try columns.apply(batch)
                naive.apply(batch)
                // Where every column went, against its identity in the naive columns.
                let position = Dictionary(uniqueKeysWithValues: naive.ids.enumerated().map { ($1, $0) })
                for c in before.count <= 400 ? Array(0..<before.count) : (0..<100).map({ _ in rng.below(before.count) }) {
                    let deleted = batch.deletions.contains(c), moved = batch.moves.contains { $0.from == c }
                    let expected = deleted ? nil : position[before.ids[c]]
                    if changes.isDeleted(c) != deleted || changes.isMoved(c) != moved || changes.newColumn(for: c) != expected {
                        Issue.record("\(context): column \(c) goes to \(String(describing: changes.newColumn(for: c))), naive \(String(describing: expected))")
                    }
                }
                closedForm = closedForm && keepsWidth
                #expect(columns.hasFixedWidth == closedForm, "\(context): closed form after \(batch)")
            case 6, 7:
                guard naive.count > 0 else { continue }
                let c = rng.below(naive.count)
                let width = Self.width(&rng)
                let grew = try columns.widen(column: c, toAtLeast: width)
                #expect(grew == naive.widen(column: c, toAtLeast: width), "\(context): widen \(c) to \(width)")
                if grew { closedForm = false }
            case 8:
                let frozen = rng.below(naive.count + 1)
                try columns.setFrozenCount(frozen)
                naive.frozenCount = frozen
            default:
                Self.expectRefused(&columns, naive: naive, &rng, context)
            }
            Self.check(columns, against: naive, &rng, context)
        }
    }

    /// Tries one bad input on `columns` and checks that it throws the error that names it and
    /// leaves every query as `naive` answers it.
    static func expectRefused(_ columns: inout SheetColumns, naive: NaiveColumns, _ rng: inout SeededGenerator, _ context: String) {
        let n = naive.count
        let badWidth = [-1, -0.25, .nan, .infinity, -.infinity, ListView.maximumHeight + 1, 1e300][rng.below(7)]
        let before = (columns.hasFixedWidth, columns.capacityBytes)
        var expected: (ListError) -> Bool
        var batch = randomBatch(count: n, limit: 3, &rng) { _ in 10 }
        let newCount = n - batch.deletions.count + batch.insertions.count
        let attempt = rng.below(9)
        switch attempt {
        case 0:
            let c = [n, n + 5, -1, Int.min, Int.max][rng.below(5)]
            batch.deletions.append(c)
            expected = { if case .invalidBatchUpdate(.columnOutOfRange(c, operation: .delete, columnCount: n)) = $0 { true } else { false } }
        case 1:
            let c = [newCount + 1, -1, Int.max][rng.below(3)]
            batch.insertions.append(.init(c, width: 5))
            expected = {
                switch $0 {
                case .invalidBatchUpdate(.columnOutOfRange(c, operation: .insert, columnCount: _)): true
                default: false
                }
            }
        case 2 where !batch.deletions.isEmpty:
            let c = batch.deletions[rng.below(batch.deletions.count)]
            batch.reloads.append(.init(c, width: 3))
            expected = { if case .invalidBatchUpdate(.conflictingColumn(c, .delete, .reload)) = $0 { true } else { false } }
        case 3 where !batch.insertions.isEmpty:
            let c = batch.insertions[0].column
            batch.insertions.append(.init(c, width: 3))
            expected = { if case .invalidBatchUpdate(.conflictingColumn(c, .insert, _)) = $0 { true } else { false } }
        case 4 where !batch.insertions.isEmpty:
            let c = batch.insertions[0].column
            batch.insertions[0].width = badWidth
            expected = { if case .invalidColumnWidth(_, column: c) = $0 { true } else { false } }
        case 5 where n > 0:
            let c = rng.below(n)
            let error = #expect(throws: ListError.self, "\(context): widen with \(badWidth)") {
                try columns.widen(column: c, toAtLeast: badWidth)
            }
            if case .invalidColumnWidth(_, column: c)? = error {} else { Issue.record("\(context): \(String(describing: error))") }
            expected = { _ in true }
            batch = SheetColumnBatch()
        case 6:
            let c = [n, -1, Int.max][rng.below(3)]
            let error = #expect(throws: ListError.self) { try columns.widen(column: c, toAtLeast: 10) }
            #expect(error == .columnOutOfRange(c, columnCount: n), "\(context): \(String(describing: error))")
            expected = { _ in true }
            batch = SheetColumnBatch()
        case 7:
            let frozen = [n + 1, -1][rng.below(2)]
            #expect(throws: ListError.self) { try columns.setFrozenCount(frozen) }
            batch.frozenCount = [newCount + 1, -1][rng.below(2)]
            expected = { if case .invalidLayout = $0 { true } else { false } }
        default:
            guard n > 0 else { return }
            let c = rng.below(n)
            batch = SheetColumnBatch(moves: [.init(from: c, to: 0), .init(from: c, to: n - 1)])
            expected = { if case .invalidBatchUpdate(.conflictingColumn(c, .moveFrom, .moveFrom)) = $0 { true } else { false } }
        }
        if !batch.isEmpty {
            do {
                try columns.apply(batch)
                Issue.record("\(context): bad batch \(attempt) applied: \(batch)")
            } catch {
                #expect(expected(error), "\(context): batch \(attempt) threw \(error)")
            }
        }
        #expect(columns.hasFixedWidth == before.0 && columns.capacityBytes == before.1, "\(context): storage changed")
    }

    /// The initializers refuse bad widths, spacings, counts and frozen counts, naming them.
    @Test func initializersRefuseBadInput() {
        for bad in [-1, .nan, .infinity, ListView.maximumHeight * 2] {
            let fixed = #expect(throws: ListError.self) { try SheetColumns(count: 3, width: bad) }
            if case .invalidColumnWidth(_, column: nil)? = fixed {} else { Issue.record("\(String(describing: fixed))") }
            let error = #expect(throws: ListError.self) { try SheetColumns(widths: [1, 2, bad, 4]) }
            if case .invalidColumnWidth(_, column: 2)? = error {} else { Issue.record("\(String(describing: error))") }
            #expect(throws: ListError.self) { try SheetColumns(count: 3, width: 1, spacing: bad) }
        }
        #expect(throws: ListError.self) { try SheetColumns(count: -1, width: 1) }
        #expect(throws: ListError.self) { try SheetColumns(count: SheetColumns.maximumCount + 1, width: 1) }
        #expect(throws: ListError.self) { try SheetColumns(count: 3, width: 1, frozenCount: 4) }
        #expect(throws: ListError.self) { try SheetColumns(widths: [1], frozenCount: -1) }
        #expect(throws: Never.self) { try SheetColumns(count: 3, width: 1, frozenCount: 3) }
    }

    /// A width is kept as a `Float32` keeps it, in closed form and per column alike, and the
    /// frames and searches agree with each other bit for bit where sums do not come out exact.
    @Test(arguments: testSeeds(12))
    func inexactWidthsStillAgreeWithTheirFrames(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(92_000 + seed))
        let count = 1 + rng.below(seed % 3 == 0 ? 5_000 : 300)
        let spacing = Double.random(in: 0...9, using: &rng)
        let widths = (0..<count).map { _ in Double.random(in: 0...200, using: &rng) }
        let both = [try SheetColumns(widths: widths, spacing: spacing),
                    try SheetColumns(count: count, width: widths[0], spacing: spacing)]
        #expect(both[0].width(ofColumn: count / 2) == Double(Float32(widths[count / 2])))
        #expect(both[1].width(ofColumn: count - 1) == Double(Float32(widths[0])))
        for columns in both {
            for _ in 0..<200 {
                let c = rng.below(count)
                let x0 = columns.offset(ofColumn: c), x1 = columns.end(ofColumn: c)
                if x1 > x0 {
                    #expect(columns.column(containing: x0) == c && columns.column(containing: x1.nextDown) == c, "seed \(seed) column \(c)")
                    #expect(columns.columns(intersecting: x0, x1) == c..<(c + 1), "seed \(seed) band of column \(c)")
                }
                let x = Double.random(in: -5...(columns.totalWidth + 5), using: &rng)
                if let hit = columns.column(containing: x) {
                    #expect(columns.offset(ofColumn: hit) <= x && x < columns.end(ofColumn: hit), "seed \(seed) x \(x)")
                }
                let band = columns.columns(intersecting: x, x + 50)
                for k in [band.lowerBound - 1, band.upperBound].filter({ $0 >= 0 && $0 < count }) {
                    #expect(!(columns.offset(ofColumn: k) < x + 50 && columns.end(ofColumn: k) > x), "seed \(seed) band edge \(k)")
                }
            }
        }
    }

    /// The largest sheets and lengths a sheet takes — the most columns, the widest widths and
    /// spacing — and points beyond every coordinate (infinite, NaN, ±2⁵³) answer without
    /// trapping, and consistently: a column found holds the point, a band's neighbours do not
    /// meet it.
    @Test func extremesAnswerConsistently() throws {
        let big = ListView.maximumHeight
        let sheets = [
            try SheetColumns(count: SheetColumns.maximumCount, width: big, spacing: big, frozenCount: 3),
            try SheetColumns(count: SheetColumns.maximumCount, width: 0.25, spacing: 0, frozenCount: SheetColumns.maximumCount),
            try SheetColumns(count: 7, width: 0, spacing: 0),
            try SheetColumns(widths: [big, 0, big, 0.25, 0, 0, big], spacing: big, frozenCount: 2),
        ]
        let m = ListView.maximumCoordinate
        for columns in sheets {
            let n = columns.count
            var points = [-Double.infinity, .infinity, .nan, -m, m, 0, -0.0, columns.totalWidth, columns.totalWidth.nextUp]
            for c in [0, 1, n / 2, n - 2, n - 1] where c >= 0 && c < n {
                points += [columns.offset(ofColumn: c), columns.end(ofColumn: c), columns.end(ofColumn: c).nextDown]
            }
            for x in points {
                if let c = columns.column(containing: x) {
                    #expect(columns.offset(ofColumn: c) <= x && x < columns.end(ofColumn: c), "\(n) columns: \(c) at \(x)")
                }
                // Far out, x + 1 may round to x: an empty band, which meets no column.
                for x1 in [x + 1, x + 1e9, .infinity] where x1 > x {
                    let band = columns.columns(intersecting: x, x1)
                    #expect(band.lowerBound >= 0 && band.upperBound <= n)
                    for k in [band.lowerBound - 1, band.upperBound] where k >= 0 && k < n {
                        #expect(!(columns.offset(ofColumn: k) < x1 && columns.end(ofColumn: k) > x), "\(n) columns: \(k) beside \(band)")
                    }
                }
            }
            for offset in [Point(x: m, y: m), Point(x: -m, y: 0), Point(x: min(columns.totalWidth / 2, m), y: 1)] {
                let viewport = try SheetViewport(columns: columns, offset: offset, size: Size(width: m, height: 10), frozenRowHeight: m)
                _ = SheetColumnRanges(viewport: viewport, direction: .forward)
                _ = viewport.hitTest(Point(x: m.nextDown, y: 5))
                _ = SheetColumnAnchor(viewport: viewport)
            }
        }
    }

    /// A fixed-width sheet keeps no memory per column, however many; it turns into a per-column
    /// one only when a column gets another width.
    @Test func fixedWidthsCostNothingPerColumn() throws {
        var columns = try SheetColumns(count: 1_000_000_000, width: 80, spacing: 1, frozenCount: 2)
        #expect(columns.capacityBytes == 0)
        #expect(columns.totalWidth == 1_000_000_000 * 80 + 999_999_999)
        #expect(columns.column(containing: 81 * 123_456_789 + 3) == 123_456_789)
        #expect(columns.columns(intersecting: 81 * 500_000_000 - 0.5, 81 * 500_000_000 + 160) == 500_000_000..<500_000_002)
        try columns.apply(SheetColumnBatch(deletions: [5, 7], insertions: [.init(0, width: 80)], moves: [.init(from: 9, to: 999_999_999 - 1)]))
        #expect(columns.capacityBytes == 0 && columns.hasFixedWidth && columns.count == 999_999_999)
        #expect(try !columns.widen(column: 3, toAtLeast: 79.5))
        #expect(columns.capacityBytes == 0 && columns.hasFixedWidth)
        #expect(MemoryLayout<SheetColumns>.size <= 160)
    }

    /// 10⁵ columns with their own widths cost at most 8 bytes a column (built in bulk: about
    /// 4.9, spare leaves counted), and still do after every one of 30,000 single-column
    /// insertions and deletions, which split leaves and free nothing: the index is rebuilt when
    /// it passes 8, and not at every change. The widths stay the naive ones.
    @Test func perColumnWidthsCostAtMostEightBytesAColumn() throws {
        var rng = SeededGenerator(seed: 93)
        let n = 100_000
        let widths = (0..<n).map { _ in Self.width(&rng) }
        var columns = try SheetColumns(widths: widths, frozenCount: 1)
        var plain = widths
        #expect(Double(columns.capacityBytes) / Double(n) <= 8, "\(columns.capacityBytes) bytes for \(n) columns")
        var rebuilds = 0
        var worst = 0.0
        for step in 0..<30_000 {
            let inserting = step % 3 != 2 ? step < 15_000 : step >= 15_000
            let before = columns.capacityBytes
            if inserting {
                let (c, width) = (rng.below(columns.count + 1), Self.width(&rng))
                try columns.apply(SheetColumnBatch(insertions: [.init(c, width: width)]))
                plain.insert(width, at: c)
            } else {
                let c = rng.below(columns.count)
                try columns.apply(SheetColumnBatch(deletions: [c]))
                plain.remove(at: c)
            }
            if columns.capacityBytes < before { rebuilds += 1 }
            worst = max(worst, Double(columns.capacityBytes) / Double(columns.count))
        }
        let naive = NaiveColumns(widths: plain, spacing: 0, frozenCount: 1)
        #expect(worst <= 8, "at most \(worst) bytes a column")
        #expect(rebuilds >= 1 && rebuilds <= 10, "\(rebuilds) rebuilds")
        #expect(columns.totalWidth == naive.totalWidth)
        for _ in 0..<200 {
            let c = rng.below(columns.count)
            #expect(columns.width(ofColumn: c) == naive.widths[c] && columns.offset(ofColumn: c) == naive.offset(ofColumn: c))
        }
    }
}
