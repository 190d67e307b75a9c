import Testing
@testable import ListEngine
import TestSupport

/// ``WaitingViews`` against an `Array` used as a stack: random pushes (within the room
/// reserved), pops, reservations and clears, with the contents, order and count compared after
/// every step, and every view released exactly when the array's copy is (no leak, no early free).
@Suite struct WaitingViewsTests {
    final class View {
        let id: Int
        init(id: Int) { self.id = id }
    }

    @Test(arguments: testSeeds(40))
    func randomOperationsMatchAnArray(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var stack = WaitingViews<View>()
        defer { stack.deallocate() }
        var reference: [View] = []
        var weakViews: [Weak] = []
        var next = 0
        for _ in 0..<400 {
            switch random.below(10) {
            case 0:
                let wanted = stack.count + random.below(8)
                stack.reserve(wanted)
                #expect(stack.capacity >= wanted)
            case 1...4:
                if stack.count == stack.capacity { stack.reserve(stack.capacity * 2 + 1) }
                let view = View(id: next)
                next += 1
                weakViews.append(Weak(view))
                reference.append(view)
                stack.push(view)
            case 5...8:
                #expect(stack.pop()?.id == reference.popLast()?.id)
            default:
                if random.below(4) == 0 {
                    stack.removeAll()
                    reference.removeAll()
                }
            }
            #expect(stack.count == reference.count && stack.isEmpty == reference.isEmpty)
            #expect(stack.top?.id == reference.last?.id)
            #expect(stack.count <= stack.capacity)
            var ids: [Int] = []
            stack.forEach { ids.append($0.id) }
            #expect(ids == reference.map(\.id))
            // A view neither holds is gone; one either holds lives (both hold the same views).
            let live = Set(reference.map(\.id))
            for weak in weakViews { #expect((weak.view != nil) == live.contains(weak.id)) }
        }
    }

    @Test func deallocatingReleasesTheViewsLeft() {
        var stack = WaitingViews<View>()
        stack.reserve(4)
        var view: View? = View(id: 1)
        let weak = Weak(view!)
        stack.push(view!)
        view = nil
        #expect(weak.view != nil)
        stack.deallocate()
        #expect(weak.view == nil)
    }

    final class Weak {
        weak var view: View?
        let id: Int
        init(_ view: View) {
            self.view = view
            id = view.id
        }
    }
}
