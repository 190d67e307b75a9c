@_spi(Sheet) @testable import ListEngine

/// The naive model of a sheet's columns that ``SheetColumns`` is checked against: the widths in
/// a plain array, each with an identity that a batch carries along, every offset summed again
/// from the first column by a loop after each change, every search a scan of all the columns.
struct NaiveColumns {
    /// Every column's width, as stored (a `Float32`'s value).
    private(set) var widths: [Double]
    /// Every column's identity: a number given when it was made, kept through moves.
    private(set) var ids: [Int]
    /// The space between a column and the next.
    let spacing: Double
    /// The number of leading frozen columns.
    var frozenCount: Int
    /// The identity the next column made gets.
    private var nextID: Int
    /// Where each column starts, summed by a loop; one more element: where a column appended
    /// would start.
    private(set) var starts: [Double] = [0]

    /// Columns of these widths.
    init(widths: [Double], spacing: Double, frozenCount: Int) {
        self.widths = widths.map { Double(Float32($0)) }
        self.ids = Array(widths.indices)
        self.spacing = spacing
        self.frozenCount = frozenCount
        self.nextID = widths.count
        layOut()
    }

    /// Sums the offsets again, column by column.
    private mutating func layOut() {
        starts = [0]
        var x = 0.0
        for width in widths {
            x += width + spacing
            starts.append(x)
        }
    }

    var count: Int { widths.count }

    /// Where column `c` starts: the widths and spacings before it, added one by one.
    func offset(ofColumn c: Int) -> Double { starts[c] }

    func end(ofColumn c: Int) -> Double { offset(ofColumn: c) + widths[c] }

    var totalWidth: Double { count == 0 ? 0 : end(ofColumn: count - 1) }

    var frozenWidth: Double { frozenCount == 0 ? 0 : frozenCount < count ? offset(ofColumn: frozenCount) : totalWidth }

    /// The columns that start before `x1` and end after `x0`, by a scan; where none do, an
    /// empty range at the first column that ends after `x0`.
    func columns(intersecting x0: Double, _ x1: Double) -> Range<Int> {
        var firstEnding = count
        for c in 0..<count where starts[c] + widths[c] > x0 {
            firstEnding = c
            break
        }
        guard x1 > x0 else { return firstEnding..<firstEnding }
        var hits = [Int]()
        for c in 0..<count where starts[c] < x1 && starts[c] + widths[c] > x0 { hits.append(c) }
        guard let first = hits.first, let last = hits.last else { return firstEnding..<firstEnding }
        precondition(hits.count == last - first + 1, "NaiveColumns: intersecting columns not consecutive")
        return first..<(last + 1)
    }

    /// The column whose span holds `x`, by a scan.
    func column(containing x: Double) -> Int? {
        for c in 0..<count where starts[c] <= x && x < starts[c] + widths[c] { return c }
        return nil
    }

    /// Applies a batch the simplest way: the columns that stay, in order, fill the positions no
    /// insertion or move names. The batch must be valid.
    mutating func apply(_ batch: SheetColumnBatch) {
        var widths = self.widths
        for reload in batch.reloads { widths[reload.column] = Double(Float32(reload.width)) }
        let leaving = Set(batch.deletions + batch.moves.map(\.from))
        let newCount = count - batch.deletions.count + batch.insertions.count
        var placed = [(width: Double, id: Int)?](repeating: nil, count: newCount)
        for insertion in batch.insertions {
            placed[insertion.column] = (Double(Float32(insertion.width)), nextID)
            nextID += 1
        }
        for move in batch.moves { placed[move.to] = (widths[move.from], ids[move.from]) }
        var staying = (0..<count).filter { !leaving.contains($0) }.makeIterator()
        for p in 0..<newCount where placed[p] == nil {
            let c = staying.next()!
            placed[p] = (widths[c], ids[c])
        }
        self.widths = placed.map { $0!.width }
        self.ids = placed.map { $0!.id }
        frozenCount = batch.frozenCount ?? min(frozenCount, newCount)
        layOut()
    }

    /// Grows column `c` to `width` if narrower; returns whether it grew.
    mutating func widen(column c: Int, toAtLeast width: Double) -> Bool {
        let stored = Double(Float32(width))
        guard stored > widths[c] else { return false }
        widths[c] = stored
        layOut()
        return true
    }

    /// Where the column with identity `id` is, if it still is.
    func column(withID id: Int) -> Int? { ids.firstIndex(of: id) }
}
