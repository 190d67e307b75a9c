import Foundation

/// The tests' one deterministic generator (SplitMix64): the same seed gives the same sequence on
/// every machine, so a failing seed can be run again.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence `seed` decides.
    package init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A height that is a multiple of ¼ pt (exact in binary, so sums compare exactly), sometimes 0.
    package mutating func quarterHeight(max: Double = 120) -> Double {
        Int.random(in: 0..<10, using: &self) == 0 ? 0 : Double(Int.random(in: 1...Int(max * 4), using: &self)) / 4
    }

    /// A whole number in `0..<bound`.
    package mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}

/// The seeds a randomized test runs: `0..<count`, times `LISTENGINE_SOAK` (a whole number,
/// default 1) for a longer soak by hand, e.g. `LISTENGINE_SOAK=50 swift test -c release`, or a
/// share of them, `count / LISTENGINE_SEED_SHARE` (at least one), where each seed costs many
/// times more and the same seeds ran already — CI's sanitizer runs.
package func testSeeds(_ count: Int) -> Range<Int> {
    let environment = ProcessInfo.processInfo.environment
    let factor = environment["LISTENGINE_SOAK"].flatMap(Int.init) ?? 1
    let share = environment["LISTENGINE_SEED_SHARE"].flatMap(Int.init) ?? 1
    return 0..<Swift.max(1, count * Swift.max(1, factor) / Swift.max(1, share))
}
