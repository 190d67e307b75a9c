import Foundation
import Testing
@testable import ListEngine
import TestSupport

/// The Dispatch queue's batched hand-off: loads staged on the engine's side reach the workers
/// at a commit, a cancellation, a remap or a drain; sleeping workers are woken for them. Every
/// load submitted comes back exactly once — cancelled before it started, or finished — and
/// none is lost or left waiting with workers asleep.
@Suite struct DispatchLoadQueueTests {
    @Test(arguments: testSeeds(12))
    func everyLoadSubmittedComesBackOnce(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(7_900 + seed))
        let workers = 1 + seed % 4
        let capacity = [4, 64, 1_024][seed % 3]
        // The engine's lock, not Synchronization's Mutex: ThreadSanitizer sees through it.
        let ran = Locked<[Int]>([])
        let queue = DispatchLoadQueue<Int, Int>(workers: workers, qos: .userInitiated, capacity: capacity) { item, cancellation in
            ran.withLock { $0.append(item) }
            if item % 11 == 0 { Thread.sleep(forTimeInterval: 0.000_2) }
            return cancellation.isCancelled ? -1 : item * 3
        }
        defer { queue.shutdown() }
        var outstanding = Set<Int>()
        var rowOf: [Int: Int] = [:]
        var cancelled = Set<Int>()
        var finished = Set<Int>()
        var completions: [LoadCompletion<Int>] = []
        completions.reserveCapacity(capacity)
        var nextKey = 0
        var centre = 1_000

        func absorb() {
            queue.drain(into: &completions, frameInterval: 1.0 / 120)
            for completion in completions {
                #expect(outstanding.remove(completion.key) != nil, "seed \(seed): key \(completion.key) came back twice or was never asked for")
                #expect(finished.insert(completion.key).inserted)
                if case let .loaded(content) = completion.outcome { #expect(content == completion.key * 30 + 21) }
            }
            completions.removeAll(keepingCapacity: true)
        }

        for frame in 0..<400 {
            absorb()
            centre = rng.below(6) == 0 ? rng.below(100_000) : centre + rng.below(20) - 5
            for _ in 0..<rng.below(40) {
                let key = nextKey
                let row = centre + rng.below(200) - 100
                if queue.submit(key: key, item: key * 10 + 7, row: row) {
                    outstanding.insert(key)
                    rowOf[key] = row
                    nextKey += 1
                } else {
                    #expect(outstanding.count >= capacity - workers, "seed \(seed) frame \(frame): refused with \(outstanding.count) out")
                    break
                }
            }
            queue.setViewport(top: centre, bottom: centre + 20, forward: rng.below(2) == 0)
            if rng.below(3) == 0 {
                var removed: [Int] = []
                let window = (centre - 60)..<(centre + 80)
                queue.cancel(outside: window, sparing: { $0 % 7 == 0 }, removed: &removed)
                for key in removed {
                    #expect(outstanding.remove(key) != nil, "seed \(seed) frame \(frame): key \(key) cancelled twice")
                    #expect(!window.contains(rowOf[key]!) && key % 7 != 0, "seed \(seed) frame \(frame): key \(key) cancelled in the window or spared")
                    cancelled.insert(key)
                }
            }
            if rng.below(25) == 0 {
                var removed: [Int] = []
                let newRow = { (key: Int) -> Int? in key % 5 == 0 ? nil : rowOf[key, default: 0] + 1 }
                let window = (centre - 100)..<(centre + 100)
                queue.remap(around: window, newRow: newRow, removed: &removed)
                for key in removed {
                    #expect(outstanding.remove(key) != nil && key % 5 == 0, "seed \(seed) frame \(frame): key \(key) removed by the remap")
                    cancelled.insert(key)
                }
                for key in rowOf.keys { rowOf[key]! += 1 }
            }
            queue.commit()
            if frame % 50 == 0 { queue.shared.state.withLock { $0.pending._checkInvariants() } }
        }
        // Everything left finishes: nothing waits with the workers asleep.
        let deadline = Monotonic.now() + 20_000_000_000
        while !outstanding.isEmpty && Monotonic.now() < deadline {
            absorb()
            Thread.sleep(forTimeInterval: 0.001)
        }
        #expect(outstanding.isEmpty, "seed \(seed): \(outstanding.count) loads never came back")
        #expect(cancelled.isDisjoint(with: finished))
        #expect(cancelled.count + finished.count == nextKey)
        let started: [Int] = ran.withLock { $0 }
        let startedKeys = Set(started.map { ($0 - 7) / 10 })
        #expect(started.count == queue.startedCount, "seed \(seed): the loader ran \(started.count) times, \(queue.startedCount) counted")
        #expect(startedKeys.count == started.count, "seed \(seed): an item loaded twice")
        #expect(startedKeys.isDisjoint(with: cancelled), "seed \(seed): a load cancelled before it started ran")
        queue.shared.state.withLock { state in
            #expect(state.pending.count == 0)
            state.pending._checkInvariants()
        }
    }
}
