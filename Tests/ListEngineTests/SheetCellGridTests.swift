import Testing
@testable import ListEngine
import TestSupport

/// The torus of a sheet's cells against a naive block: a dictionary from (row, column) to the
/// cell made for it, every cell outside the block given back. Random moves of random blocks
/// (small, large, far, overlapping), checked after every step: which cells are held, which
/// were made and given back, and that a cell that stays is the same object.
@Suite struct SheetCellGridTests {
    struct Key: Hashable { var row: Int, column: Int }

    @Test(arguments: 0..<60)
    func movesMatchANaiveBlock(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var grid = SheetCellGrid()
        var naive: [Key: ListCell] = [:]
        var made = 0, recycled = 0
        var live = Set<ObjectIdentifier>()
        var rowStart = rng.below(50), columnStart = rng.below(50)
        for _ in 0..<120 {
            switch rng.below(4) {
            case 0: rowStart += rng.below(5) - 2; columnStart += rng.below(5) - 2
            case 1: rowStart = rng.below(1_000); columnStart = rng.below(1_000)
            default: rowStart += rng.below(3); columnStart += rng.below(3) - 1
            }
            rowStart = max(0, rowStart); columnStart = max(0, columnStart)
            let rows = rowStart..<(rowStart + rng.below(seed % 3 == 0 ? 40 : 12))
            let columns = columnStart..<(columnStart + rng.below(seed % 5 == 0 ? 30 : 9))
            let expectRows = columns.isEmpty ? 0..<0 : rows, expectColumns = rows.isEmpty ? 0..<0 : columns
            var wanted: [Key: ListCell] = [:]
            var leaving = 0
            for (key, cell) in naive {
                if expectRows.contains(key.row) && expectColumns.contains(key.column) { wanted[key] = cell } else { leaving += 1 }
            }
            let before = (made: made, recycled: recycled)
            let outgrows = expectRows.count > grid.rowSlots || expectColumns.count > grid.columnSlots
            if outgrows { wanted = [:]; leaving = naive.count }
            let count = grid.move(toRows: rows, columns: columns, make: { r, c in
                #expect(wanted[Key(row: r, column: c)] == nil, "made a cell the block held: \(r), \(c)")
                let cell = ListCell(reuseIdentifier: "\(r),\(c)")
                wanted[Key(row: r, column: c)] = cell
                live.insert(ObjectIdentifier(cell))
                made += 1
                return cell
            }, recycle: { cell in
                #expect(live.remove(ObjectIdentifier(cell)) != nil, "gave back a cell twice")
                recycled += 1
            })
            #expect(count == made - before.made)
            // A block that outgrows the slots has every cell given back and made again.
            #expect(recycled - before.recycled == leaving)
            naive = wanted
            #expect(grid.count == expectRows.count * expectColumns.count)
            #expect(live.count == grid.count)
            for r in expectRows.lowerBound - 2..<expectRows.upperBound + 2 {
                for c in expectColumns.lowerBound - 2..<expectColumns.upperBound + 2 {
                    let held = grid.cell(row: r, column: c)
                    if expectRows.contains(r), expectColumns.contains(c) {
                        #expect(held != nil && held === naive[Key(row: r, column: c)], "row \(r), column \(c)")
                        #expect(held?.reuseIdentifier == "\(r),\(c)")
                    } else {
                        #expect(held == nil)
                    }
                }
            }
            var walked = 0
            grid.forEach { r, c, cell in
                walked += 1
                #expect(cell === naive[Key(row: r, column: c)])
            }
            #expect(walked == grid.count)
            #if LISTENGINE_INTERNAL_CHECKS
            grid._checkInvariants()
            #endif
        }
        grid.removeAll { _ in recycled += 1 }
        #expect(made == recycled)
        #expect(grid.count == 0)
    }
}
