import Testing
@testable import ListWindow
import TestSupport

/// The least-recently-used list of the window's caches against a naive model: an array in
/// order of use, searched end to end. Random uses, inserts, removals and evictions; after each
/// step the two must agree on every key's value and on what is evicted next.
@Suite struct RecencyListTests {
    @Test(arguments: testSeeds(30))
    func theListAgreesWithAnArrayInOrderOfUse(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(4_100 + seed))
        var list = RecencyList<Int, String>()
        /// Oldest first.
        var model: [(key: Int, value: String)] = []
        let keys = 1 + rng.below(40)
        for step in 0..<600 {
            let key = rng.below(keys)
            switch rng.below(4) {
            case 0:
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                if let entry = expected { model.append(entry) }
                #expect(list.use(key) == expected?.value, "seed \(seed) step \(step): use \(key)")
            case 1:
                guard !model.contains(where: { $0.key == key }) else { continue }
                let value = "v\(step)"
                list.insert(value, for: key)
                model.append((key, value))
            case 2:
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0).value }
                #expect(list.removeValue(for: key) == expected, "seed \(seed) step \(step): remove \(key)")
            default:
                let expected = model.isEmpty ? nil : model.removeFirst().value
                #expect(list.removeLeastRecent() == expected, "seed \(seed) step \(step): evict")
            }
            #expect(list.count == model.count, "seed \(seed) step \(step): count")
            if let probe = (0..<keys).randomElement(using: &rng) {
                #expect(list.peek(probe) == model.first { $0.key == probe }?.value, "seed \(seed) step \(step): peek \(probe)")
            }
        }
    }
}
