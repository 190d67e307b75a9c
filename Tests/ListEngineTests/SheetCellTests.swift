import Testing
@testable import ListEngine
import TestSupport

/// Moving the focus over a sheet's cells: one step at a time against a naive clamp, edges
/// included, pages, the first and last rows, and grids with no cell.
@Suite struct SheetCellTests {
    @Test(arguments: testSeeds(20))
    func movesAreClampedSteps(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(99_000 + seed))
        let rows = rng.below(6) == 0 ? 1 : 1 + rng.below(40), columns = rng.below(6) == 0 ? 1 : 1 + rng.below(12)
        let page = rng.below(12)
        var cell = SheetCell(row: rng.below(rows), column: rng.below(columns))
        for _ in 0..<300 {
            let heading = FocusHeading.allCases[rng.below(FocusHeading.allCases.count)]
            let (dr, dc): (Int, Int) = switch heading {
            case .up: (-1, 0)
            case .down: (1, 0)
            case .left: (0, -1)
            case .right: (0, 1)
            case .pageUp: (-max(1, page), 0)
            case .pageDown: (max(1, page), 0)
            case .first: (-rows, 0)
            case .last: (rows, 0)
            }
            let expected = SheetCell(row: min(max(cell.row + dr, 0), rows - 1), column: min(max(cell.column + dc, 0), columns - 1))
            let moved = cell.moved(heading, rows: rows, columns: columns, pageRows: page)
            #expect(moved == expected, "seed \(seed): \(cell) \(heading) in \(rows)×\(columns)")
            cell = moved ?? cell
        }
    }

    @Test func edgesEmptyGridsAndStrayCells() {
        let corner = SheetCell(row: 0, column: 0)
        #expect(corner.moved(.up, rows: 3, columns: 3) == corner)
        #expect(corner.moved(.left, rows: 3, columns: 3) == corner)
        #expect(corner.moved(.right, rows: 3, columns: 3) == SheetCell(row: 0, column: 1))
        #expect(SheetCell(row: 2, column: 2).moved(.down, rows: 3, columns: 3) == SheetCell(row: 2, column: 2))
        #expect(SheetCell(row: 2, column: 2).moved(.right, rows: 3, columns: 3) == SheetCell(row: 2, column: 2))
        #expect(corner.moved(.down, rows: 0, columns: 3) == nil)
        #expect(corner.moved(.down, rows: 3, columns: 0) == nil)
        #expect(SheetCell(row: 90, column: -4).moved(.up, rows: 10, columns: 5) == SheetCell(row: 8, column: 0))
        #expect(SheetCell(row: Int.max, column: Int.min).moved(.pageDown, rows: 10, columns: 5, pageRows: Int.max) == SheetCell(row: 9, column: 0))
        #expect(SheetCell(row: 5, column: 1).moved(.pageUp, rows: 10, columns: 5, pageRows: Int.max) == SheetCell(row: 0, column: 1))
        #expect(SheetCell(row: 5, column: 4).moved(FocusHeading.right.mirrored, rows: 10, columns: 5) == SheetCell(row: 5, column: 3))
    }
}
