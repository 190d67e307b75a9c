import ListBench

/// The tests' deterministic generator: ListBench's SplitMix64, with helpers for table data.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// A height that is a multiple of ¼ pt (exact in binary, so sums compare exactly), sometimes 0.
    mutating func quarterHeight(max: Double = 120) -> Double {
        Int.random(in: 0..<10, using: &self) == 0 ? 0 : Double(Int.random(in: 1...Int(max * 4), using: &self)) / 4
    }
}
