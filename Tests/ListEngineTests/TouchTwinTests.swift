import Testing
@testable import ListEngine
import TestSupport

/// Selection calls from the callbacks that decide a touch wait for the touch call to end: a
/// list whose `shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`,
/// `willSelectRowAt` and `willDeselectRowAt` call `selectRow`, `deselectRow` and `highlightRow`
/// at random ends every step as a twin that makes the same calls right after the touch call
/// returns — the same selection, highlight, cells' flags, flashes and delegate callbacks, in
/// the same order.
@Suite struct TouchTwinTests {
    /// A delegate that records its callbacks and answers the veto points from a seeded stream
    /// (so both twins answer alike). The acting one (list A's) also makes random selection
    /// calls from the deciding callbacks, and notes them for the twin to make afterwards.
    final class Delegate: ListDelegate {
        var events: [String] = []
        var answers: SeededGenerator
        /// The acting delegate's stream of calls; nil for the twin's.
        var calls: SeededGenerator?
        /// The calls made from callbacks since the twin last caught up.
        var made: [(ListView) -> Void] = []
        let rows: Int

        init(seed: UInt64, rows: Int, acts: Bool) {
            answers = SeededGenerator(seed: seed)
            calls = acts ? SeededGenerator(seed: seed &+ 1) : nil
            self.rows = rows
        }

        func path(_ row: Int) -> ListIndexPath { ListIndexPath(row: row, section: 0) }

        /// Notes `name` and, for the acting delegate, makes none, one or two selection calls.
        func decide(_ name: String, _ indexPath: ListIndexPath, _ list: ListView) {
            events.append("\(name) \(indexPath.row)")
            guard var rng = calls else { return }
            defer { calls = rng }
            for _ in 0..<[0, 0, 1, 1, 2][rng.below(5)] {
                let target = path(rng.below(4) == 0 ? indexPath.row : rng.below(rows))
                let call: (ListView) -> Void
                switch rng.below(5) {
                case 0, 1: call = { try? $0.selectRow(at: target) }
                case 2, 3: call = { $0.deselectRow(at: target) }
                default:
                    let highlighted: ListIndexPath? = rng.below(3) == 0 ? nil : target
                    call = { try? $0.highlightRow(at: highlighted) }
                }
                call(list)
                made.append(call)
            }
        }

        func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool {
            decide("shouldHighlight", indexPath, listView)
            return answers.below(6) > 0
        }
        func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) { decide("didHighlight", indexPath, listView) }
        func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath) { decide("didUnhighlight", indexPath, listView) }
        func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
            decide("willSelect", indexPath, listView)
            switch answers.below(8) {
            case 0: return nil
            case 1: return path(answers.below(rows))
            default: return indexPath
            }
        }
        func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
            decide("willDeselect", indexPath, listView)
            return answers.below(6) == 0 ? nil : indexPath
        }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { events.append("didSelect \(indexPath.row)") }
        func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) { events.append("didDeselect \(indexPath.row)") }
    }

    /// What the twins must agree on after every step.
    struct State: Equatable {
        var selected: [ListIndexPath]
        var highlighted: ListIndexPath?
        var flashes: [RowFlash]
        var cells: [String]
        var events: [String]

        init(_ list: ListView, _ delegate: Delegate) {
            selected = list.indexPathsForSelectedRows
            highlighted = list.indexPathForHighlightedRow
            flashes = list.flashes
            cells = list.visibleCells.map { "\($0.indexPath!.row) \($0.isSelected) \($0.isHighlighted)" }
            events = delegate.events
        }
    }

    static let rows = 30

    static func makeList(_ source: TestDataSource, _ delegate: Delegate) throws -> ListView {
        let list = try TestSupport.makeList(source, viewport: Size(width: 320, height: 400))
        list.delegate = delegate
        list.layout()
        return list
    }

    @Test(arguments: testSeeds(60))
    func selectionCallsFromDecidingCallbacksActAsIfMadeAfterTheTouchCall(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(53_000 + seed))
        let source = TestDataSource(rows: [Array(repeating: 40, count: Self.rows)])
        let delegateA = Delegate(seed: UInt64(seed), rows: Self.rows, acts: true)
        let delegateB = Delegate(seed: UInt64(seed), rows: Self.rows, acts: false)
        let a = try Self.makeList(source, delegateA)
        let b = try Self.makeList(source, delegateB)
        defer { withExtendedLifetime((source, delegateA, delegateB)) {} }
        var diagnostics = 0
        a.diagnosticHandler = { _ in diagnostics += 1 }
        /// Makes `step` on both lists, then on B the calls A's callbacks made during it.
        func both<R>(_ step: (ListView) -> R) -> (R, R) {
            let resultA = step(a)
            let resultB = step(b)
            for call in delegateA.made { call(b) }
            delegateA.made.removeAll()
            return (resultA, resultB)
        }
        for step in 0..<300 {
            let context = "seed \(seed) step \(step)"
            switch rng.below(12) {
            case 0, 1, 2, 3:
                let point = Point(x: 100, y: Double(rng.below(400)))
                let (rowA, rowB) = both { $0.touchDown(at: point) }
                #expect(rowA == rowB, "\(context): touchDown")
            case 4, 5, 6, 7:
                let (rowA, rowB) = both { $0.touchUp() }
                #expect(rowA == rowB, "\(context): touchUp")
            case 8:
                let point = Point(x: 100 + Double(rng.below(30)), y: Double(rng.below(400)))
                _ = both { $0.touchMoved(to: point) }
            case 9:
                _ = both { $0.cancelTouch() }
            case 10:
                let many = rng.below(2) == 0
                let momentary = rng.below(4) == 0
                _ = both { list in
                    list.allowsMultipleSelection = many
                    list.selectsMomentarily = momentary
                }
            default:
                _ = both { $0.layout() }
            }
            #expect(State(a, delegateA) == State(b, delegateB), "\(context)")
            a._checkInvariants()
        }
        #expect(diagnostics == 0)
    }
}
