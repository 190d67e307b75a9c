import Testing
@testable import ListEngine
import TestSupport

/// The frame pass calls its participants at their steps, in the pass's order.
@Suite struct FramePassTests {
    /// The steps a participant was called at, in order.
    final class StepLog {
        var steps: [String] = []
        /// How many more times ``Recorder/turnsOverAgain(in:callees:)`` asks for another round.
        var roundsAsked = 0
    }

    /// A participant that records every step it is called at.
    struct Recorder: FrameParticipant {
        let log: StepLog

        func passBegins<Host: FrameHost>(in host: Host) { log.steps.append("passBegins") }
        func deliver<Host: FrameHost>(in host: Host, callees: Callees) { log.steps.append("deliver") }
        func advance<Host: FrameHost>(in host: Host, callees: Callees) { log.steps.append("advance") }
        func scrollMeasured<Host: FrameHost>(moved: Bool, in host: Host, callees: Callees) { log.steps.append("scrollMeasured") }
        func shownRows<Host: FrameHost>(_ visible: Range<Int>, in host: Host) -> Range<Int> {
            log.steps.append("shownRows")
            return visible
        }
        func pinnedRows<Host: FrameHost>(in host: Host) -> FocusPins {
            log.steps.append("pinnedRows")
            return FocusPins()
        }
        func placeKept<Host: FrameHost>(movedBy dy: Double, in host: Host) { log.steps.append("placeKept") }
        func turnsOverAgain<Host: FrameHost>(in host: Host, callees: Callees) -> Bool {
            log.steps.append("turnsOverAgain")
            guard log.roundsAsked > 0 else { return false }
            log.roundsAsked -= 1
            return true
        }
        func displayed<Host: FrameHost>(visible: Range<Int>, in host: Host) { log.steps.append("displayed \(visible)") }
        func passEnds<Host: FrameHost>(in host: Host, callees: Callees) { log.steps.append("passEnds") }
        func finish<Host: FrameHost>(_ report: inout LayoutPassReport, in host: Host) { log.steps.append("finish") }
    }

    /// 100 rows of 50 pt in a 500 pt viewport: rows 0..<10 visible.
    func makeList() throws -> (ListView, TestDataSource) {
        let source = TestDataSource(rows: [Array(repeating: 50, count: 100)])
        return (try TestSupport.makeList(source, rowHeight: .fixed(50), viewport: Size(width: 300, height: 500)), source)
    }

    @Test func aParticipantIsCalledAtEachOfItsStepsInOrder() throws {
        let (list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }
        let log = StepLog()
        let pass = FramePass(host: list, participants: Recorder(log: log))
        let report = pass.run(callees: Callees(of: list))
        #expect(log.steps == ["passBegins", "deliver", "advance", "scrollMeasured", "shownRows", "pinnedRows", "placeKept",
                              "turnsOverAgain", "displayed 0..<10", "passEnds", "finish"])
        #expect(report.visibleRows == 0..<10)
        #expect(list.visibleCells.count == 10)
    }

    @Test func aParticipantThatMovedTheOffsetHasTheRowsTurnedOverAgain() throws {
        let (list, source) = try makeList()
        defer { withExtendedLifetime(source) {} }
        let log = StepLog()
        log.roundsAsked = 1
        let pass = FramePass(host: list, participants: Recorder(log: log))
        _ = pass.run(callees: Callees(of: list))
        let turnover = ["shownRows", "pinnedRows", "placeKept", "turnsOverAgain"]
        #expect(Array(log.steps[4..<12]) == turnover + turnover)
        #expect(log.steps.suffix(3) == ["displayed 0..<10", "passEnds", "finish"])
    }
}
