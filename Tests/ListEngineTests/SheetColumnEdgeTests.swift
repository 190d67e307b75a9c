import Testing
@_spi(Sheet) @testable import ListEngine
import TestSupport

/// A band edge answered from where it was last, against the searches it stands for: random
/// widths (zero widths and spacing included), random walks of small steps, reversals and jumps,
/// every answer compared with ``SheetColumns/firstColumn(endingAfter:)`` and
/// ``SheetColumns/columnsStarting(before:)``.
@Suite struct SheetColumnEdgeTests {
    @Test(arguments: 0..<40)
    func edgesAnswerAsTheSearchesDo(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 0...300, using: &rng)
        let widths = (0..<count).map { _ in rng.below(6) == 0 ? 0 : Double(Int.random(in: 1...800, using: &rng)) / 4 }
        let columns = seed % 5 == 0 ? try SheetColumns(count: count, width: 37.5, spacing: Double(rng.below(3)))
            : try SheetColumns(widths: widths, spacing: Double(rng.below(3)) / 2)
        var low = SheetColumnEdge(), high = SheetColumnEdge()
        var x = Double.random(in: -100...(columns.totalWidth + 100), using: &rng)
        for step in 0..<400 {
            switch rng.below(10) {
            case 0: x = Double.random(in: -100...(columns.totalWidth + 100), using: &rng)
            case 1: x = columns.count > 0 ? columns.end(ofColumn: rng.below(columns.count)) : 0   // on a boundary
            case 2: x = columns.count > 0 ? columns.offset(ofColumn: rng.below(columns.count)) : 0
            default: x += Double.random(in: -60...60, using: &rng)
            }
            #expect(low.firstColumn(endingAfter: x, in: columns) == columns.firstColumn(endingAfter: x), "seed \(seed) step \(step) at \(x)")
            #expect(high.columnsStarting(before: x, in: columns) == columns.columnsStarting(before: x), "seed \(seed) step \(step) at \(x)")
        }
    }
}
