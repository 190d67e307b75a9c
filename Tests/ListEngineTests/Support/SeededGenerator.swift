/// A deterministic random number generator (SplitMix64) for reproducible randomized tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A height that is a multiple of ¼ pt (exact in binary, so sums compare exactly), sometimes 0.
    mutating func quarterHeight(max: Double = 120) -> Double {
        Int.random(in: 0..<10, using: &self) == 0 ? 0 : Double(Int.random(in: 1...Int(max * 4), using: &self)) / 4
    }
}
