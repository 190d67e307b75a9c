import Testing
@testable import ListEngine

/// ``OperationGate`` driven through a fake ``OperationHost``, without a list: the host records
/// what the gate asks of it.
@Suite struct OperationGateTests {
    /// A host that records the diagnostics, cell refreshes, notices and deferred calls it sees.
    final class FakeHost: OperationHost {
        let gate = OperationGate<FakeHost>()
        var events: [String] = []

        func diagnose(_ diagnostic: ListError) { events.append("diagnose \(diagnostic)") }
        func showSelectionInCells() { events.append("cells") }
        func deliverOperationNotices() { events.append("notices") }
    }

    @Test func aCallDuringAnOperationIsRefusedAndTheOperationEnds() throws {
        let host = FakeHost()
        let value = try host.gate.perform("outer()", in: host) { () throws(ListError) -> Int in
            #expect(throws: ListError.reentrantCall("inner()", during: "outer()")) {
                try host.gate.perform("inner()", in: host) { () throws(ListError) in }
            }
            #expect(!host.gate.mayMutate("layout()", in: host))
            return 7
        }
        #expect(value == 7)
        #expect(host.gate.running == nil)
        #expect(host.events == ["diagnose \(ListError.reentrantCall("layout()", during: "outer()"))", "notices"])
    }

    @Test func callsDeferredUntilTheTouchEndsAreMadeInOrderAfterTheCellsCatchUp() throws {
        let host = FakeHost()
        #expect(host.gate.begin("touchUp()", in: host))
        host.gate.selectionChanged = true
        host.gate.deferring(.untilTouchEnds) {
            #expect(host.gate.defersCalls && host.gate.defersSelection)
            host.gate.queue { $0.events.append("first") }
            host.gate.queue { _ throws(ListError) in throw .notLoading }
            host.gate.queue { $0.events.append("third") }
        }
        #expect(!host.gate.defersCalls && !host.gate.defersSelection)
        host.gate.end(in: host)
        #expect(host.events == ["cells", "notices", "first", "diagnose \(ListError.notLoading)", "third"])
        #expect(host.gate.deferred.isEmpty)
    }
}
