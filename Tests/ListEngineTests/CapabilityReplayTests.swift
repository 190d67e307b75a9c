import Testing
import ListEngine
import TestSupport

/// Deterministic replays of divergences the randomized suites of the capabilities found, each
/// reduced to the fewest calls, each under `withKnownIssue` naming it until it is fixed.
@Suite struct CapabilityReplayTests {
    /// Three sections of 20 rows, 44 pt each, in a 390×440 viewport, laid out.
    static func threeSections() throws -> (ListView, TestDataSource) {
        let source = TestDataSource(rows: Array(repeating: Array(repeating: 44, count: 20), count: 3))
        let list = try makeList(source, viewport: Size(width: 390, height: 440))
        list.layout()
        return (list, source)
    }

    /// The elements of a list scrolled far since its last pass: the rows with cells are still
    /// the ones at the top, the sections on screen are the last, and making the elements of a
    /// section between them walks a range whose bounds are reversed — a trap, where the README
    /// says nothing a caller does ends in a crash. (An exit test: the trap ends the process.)
    @Test func elementsAskedBetweenAScrollAndItsPassDoNotCrash() async {
        await withKnownIssue("accessibilityElements() traps when asked after a scroll, before the pass") {
            await #expect(processExitsWith: .success) {
                let (list, source) = try CapabilityReplayTests.threeSections()
                try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound))
                let elements = list.accessibilityElements()
                withExtendedLifetime(source) {}
                #expect(elements.contains { $0.id == .row(ListIndexPath(row: 19, section: 2)) })
            }
        }
    }
}
