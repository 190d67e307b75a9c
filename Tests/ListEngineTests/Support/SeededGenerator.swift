import Foundation
import ListBench

/// The tests' deterministic generator: ListBench's SplitMix64, with helpers for table data.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// A height that is a multiple of ¼ pt (exact in binary, so sums compare exactly), sometimes 0.
    mutating func quarterHeight(max: Double = 120) -> Double {
        Int.random(in: 0..<10, using: &self) == 0 ? 0 : Double(Int.random(in: 1...Int(max * 4), using: &self)) / 4
    }
}

/// The seeds a randomized test runs: `0..<count`, times `LISTENGINE_SOAK` (a whole number,
/// default 1) for a longer soak by hand, e.g. `LISTENGINE_SOAK=50 swift test -c release`.
func testSeeds(_ count: Int) -> Range<Int> {
    let factor = ProcessInfo.processInfo.environment["LISTENGINE_SOAK"].flatMap(Int.init) ?? 1
    return 0..<(count * Swift.max(1, factor))
}
