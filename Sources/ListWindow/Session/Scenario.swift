import ListEngine

/// A scripted gesture a session plays for a fixed number of frames, as listbench's scenarios:
/// `fling` (flicks down at a speed, again each time the list comes to rest), `drag` (the
/// content held and moved at a steady speed), `jump` (a random row each frame), `steady` (the
/// content moved down two screens and back at a steady speed, over and over: after the first
/// lap every row it shows has been drawn before).
public enum Scenario: String, CaseIterable, Codable, Sendable {
    /// Flicks down at the speed, again each time the list comes to rest.
    case fling
    /// The content held and moved at the speed.
    case drag
    /// A random row each frame.
    case jump
    /// Down two screens and back, over and over.
    case steady

    /// Plays frame `frame` of the scenario on `session` at `speed` points a second; `random`
    /// picks the jumps' rows.
    ///
    /// - Complexity: O(1), plus a jump's O(log n).
    public func step(_ frame: Int, session: WindowSession, speed: Double, seconds: Double, random: inout SplitMix) {
        let list = session.list
        switch self {
        case .fling:
            let atEnd = list.contentOffset.y >= list.contentOffsetLimits.upperBound - 1
            if atEnd { session.jump(to: ListIndexPath(row: 0, section: 0)) }
            if !session.physics.isMoving { session.fling(velocity: speed) }
        case .drag:
            if list.contentOffset.y >= list.contentOffsetLimits.upperBound - 1 { session.jump(to: ListIndexPath(row: 0, section: 0)) }
            session.scroll(by: speed * seconds)
        case .steady:
            // Down for two screens' worth of frames, then up as long: a lap of whole frames.
            let leg = Swift.max(1, Int((2 * list.viewportSize.height / Swift.max(1, speed) / seconds).rounded()))
            session.scroll(by: (frame / leg) % 2 == 0 ? speed * seconds : -speed * seconds)
        case .jump:
            let sections = list.numberOfSections
            guard sections > 0 else { return }
            let section = Int(random.next() % UInt64(sections))
            let rows = list.numberOfRows(inSection: section)
            guard rows > 0 else { return }
            session.jump(to: ListIndexPath(row: Int(random.next() % UInt64(rows)), section: section))
        }
    }
}

/// A small seeded random number generator (SplitMix64): the same seed, the same jumps.
public struct SplitMix: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator started at `seed`.
    ///
    /// - Complexity: O(1).
    public init(seed: UInt64) { state = seed }

    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
