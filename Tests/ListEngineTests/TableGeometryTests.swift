import Testing
@testable import ListEngine
import TestSupport

/// Both geometry representations (closed form with a fixed height, and indexed) against the
/// naive reference table.
@Suite struct TableGeometryTests {
    static func randomTable(_ rng: inout SeededGenerator, fixedHeight: Double?) -> ReferenceTable {
        let sections = Int.random(in: 0...8, using: &rng)
        var rows = [[Double]]()
        for _ in 0..<sections {
            let count = Int.random(in: 0...Int.random(in: 0...60, using: &rng), using: &rng)
            rows.append((0..<count).map { _ in fixedHeight ?? rng.quarterHeight() })
        }
        return ReferenceTable(headers: rows.map { _ in rng.quarterHeight(max: 40) },
                              footers: rows.map { _ in rng.quarterHeight(max: 40) }, rows: rows)
    }

    static func geometries(for table: ReferenceTable, fixedHeight: Double?) -> [TableGeometry] {
        let indexed = TableGeometry(rowCounts: table.rows.map(\.count), headerHeights: table.headers,
                                    footerHeights: table.footers) { s, r in table.rows[s][r] }
        guard let fixedHeight else { return [indexed] }
        let uniform = TableGeometry(rowCounts: table.rows.map(\.count), headerHeights: table.headers,
                                    footerHeights: table.footers, uniformRowHeight: fixedHeight)
        return [indexed, uniform]
    }

    @Test(arguments: testSeeds(80))
    func geometryMatchesReference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(1000 + seed))
        let fixedHeight: Double? = seed % 2 == 0 ? [0, 0.25, 44, 61.5][seed / 2 % 4] : nil
        let table = Self.randomTable(&rng, fixedHeight: fixedHeight)
        let frames = table.rowFrames()
        for geometry in Self.geometries(for: table, fixedHeight: fixedHeight) {
            geometry._checkInvariants()
            #expect(geometry.totalRows == table.totalRows)
            #expect(geometry.contentHeight == table.contentHeight)
            for g in 0..<table.totalRows {
                #expect(geometry.top(ofRow: g) == frames[g].top)
                #expect(geometry.height(ofRow: g) == frames[g].height)
                #expect(geometry.indexPath(ofRow: g) == table.indexPath(ofRow: g))
            }
            for s in table.rows.indices {
                #expect(geometry.top(ofSection: s) == table.sectionTop(s))
            }
            for _ in 0..<60 {
                let total = table.contentHeight
                let y0 = Bool.random(using: &rng) && !frames.isEmpty
                    ? frames[Int.random(in: 0..<frames.count, using: &rng)].top
                    : Double(Int.random(in: -40...Int(total * 4) + 40, using: &rng)) / 4
                let y1 = y0 + Double(Int.random(in: 0...2000, using: &rng)) / 4
                #expect(geometry.rows(intersecting: y0, y1) == (y1 > y0 ? table.visibleRows(y0, y1) : geometry.rows(intersecting: y0, y1)),
                        "seed \(seed) band \(y0)..<\(y1)")
            }
        }
    }
}
