import Foundation
import Testing
@_spi(Sheet) @testable import ListEngine
import TestSupport

/// Timings and sizes of a sheet's columns at 10⁵ columns, printed, not checked: run by hand in
/// release, `LISTENGINE_SHEET_MEASURE=1 swift test -c release --filter SheetMeasurements`.
@Suite struct SheetMeasurements {
    /// Nanoseconds an operation, over `count` runs of `body`.
    static func nanoseconds(_ count: Int, _ body: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure { for i in 0..<count { body(i) } }
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LISTENGINE_SHEET_MEASURE"] != nil))
    func columnsAtOneHundredThousand() throws {
        var rng = SeededGenerator(seed: 100)
        let n = 100_000
        let widths = (0..<n).map { _ in 40 + Double(rng.below(800)) / 4 }
        var columns = try SheetColumns(widths: widths, spacing: 1, frozenCount: 2)
        let fixed = try SheetColumns(count: n, width: 90, spacing: 1, frozenCount: 2)
        let total = columns.totalWidth
        let xs = (0..<4_096).map { _ in Double.random(in: 0...total, using: &rng) }
        var sink = 0
        let band = Self.nanoseconds(1_000_000) { i in
            let x = xs[i & 4_095]
            sink &+= columns.columns(intersecting: x, x + 1_200).upperBound
        }
        let hit = Self.nanoseconds(1_000_000) { i in sink &+= columns.column(containing: xs[i & 4_095]) ?? 0 }
        let fixedBand = Self.nanoseconds(1_000_000) { i in
            let x = xs[i & 4_095]
            sink &+= fixed.columns(intersecting: x, x + 1_200).upperBound
        }
        let viewportRanges = Self.nanoseconds(100_000) { i in
            let viewport = try? SheetViewport(columns: columns, offset: Point(x: xs[i & 4_095], y: 0),
                                              size: Size(width: 1_200, height: 800), frozenRowHeight: 44)
            if let viewport { sink &+= SheetColumnRanges(viewport: viewport, direction: .forward).prefetch.upperBound }
        }
        // One column inserted at a random place, as a batch (checked, then applied): 10⁴ of
        // them, from 10⁵ columns; then as many deleted, back to 10⁵.
        let places = (0..<4_096).map { _ in rng.below(n) }
        var rebuilds = 0
        let insert = Self.nanoseconds(10_000) { i in
            let before = columns.capacityBytes
            _ = try? columns.apply(SheetColumnBatch(insertions: [.init(places[i & 4_095], width: 64)]))
            if columns.capacityBytes < before { rebuilds += 1 }
        }
        let delete = Self.nanoseconds(10_000) { i in _ = try? columns.apply(SheetColumnBatch(deletions: [places[i & 4_095]])) }
        var index = HeightIndex(widths.map { $0 })
        let rawInsert = Self.nanoseconds(10_000) { i in index.insert(HeightIndex.Entry(height: 64), at: places[i & 4_095]) }
        let widen = Self.nanoseconds(100_000) { i in sink &+= (try? columns.widen(column: places[i & 4_095], toAtLeast: 100)) == true ? 1 : 0 }
        let bulk = try SheetColumns(widths: widths)
        let stored = widths.map { Float32($0) }
        let build = Self.nanoseconds(100) { _ in sink &+= HeightIndex(heights: stored).count }
        print("""
            SheetColumns at \(n) columns (sink \(sink & 1)):
              x-band query (1,200 pt), per-column:   \(String(format: "%.0f", band)) ns
              column containing x, per-column:       \(String(format: "%.0f", hit)) ns
              x-band query, fixed width:             \(String(format: "%.0f", fixedBand)) ns
              viewport + column windows:             \(String(format: "%.0f", viewportRanges)) ns
              insert one column (a batch):           \(String(format: "%.0f", insert)) ns (\(rebuilds) rebuilds in 10,000)
              index of 10⁵ widths built in bulk:     \(String(format: "%.0f", build / 1_000)) µs
              delete one column (a batch):           \(String(format: "%.0f", delete)) ns
              HeightIndex.insert alone:              \(String(format: "%.0f", rawInsert)) ns
              widen one column:                      \(String(format: "%.0f", widen)) ns
              bytes a column, built in bulk:         \(String(format: "%.2f", Double(bulk.capacityBytes) / Double(n)))
              bytes a column, after 20,000 batches: \(String(format: "%.2f", Double(columns.capacityBytes) / Double(columns.count)))
              bytes, fixed width:                    \(fixed.capacityBytes)
            """)
    }
}
