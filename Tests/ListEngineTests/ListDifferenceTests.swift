import Testing
@testable import ListEngine
import TestSupport

/// An element with an identity and a content version.
struct Versioned: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var version: Int
    var description: String { "\(id)v\(version)" }
}

/// The length of a longest strictly increasing subsequence, the slow obvious way (O(n²)).
func naiveLongestIncreasingSubsequence(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// ListDifference against a naive application of its result and a naive minimal move count.
@Suite struct ListDifferenceTests {
    /// Applies `difference` to `old` as a batch update would: remove the deletions and the moves'
    /// sources (old indices, descending), then insert the insertions (from `new`) and the moved
    /// elements (ascending new index). Updated elements take their new content by identity.
    static func apply(_ difference: ListDifference, to old: [Versioned], new: [Versioned]) -> [Versioned] {
        let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
        let updated = Set(difference.updates)
        func content(atOld i: Int) -> Versioned { updated.contains(i) ? newByID[old[i].id]! : old[i] }

        let removed = Set(difference.deletions).union(difference.moves.map(\.from))
        var result = old.indices.filter { !removed.contains($0) }.map(content(atOld:))
        let placed = difference.insertions.map { ($0, new[$0]) }
            + difference.moves.map { ($0.to, content(atOld: $0.from)) }
        for (index, element) in placed.sorted(by: { $0.0 < $1.0 }) { result.insert(element, at: index) }
        return result
    }

    /// Checks every property of `difference` from `old` to `new` against naive computations
    /// (the minimal move count, quadratic, only when `minimal`).
    static func check(_ difference: ListDifference, from old: [Versioned], to new: [Versioned], minimal: Bool = true) {
        #expect(difference.deletions == difference.deletions.sorted())
        #expect(difference.insertions == difference.insertions.sorted())
        #expect(difference.updates == difference.updates.sorted())
        #expect(difference.moves.map(\.to) == difference.moves.map(\.to).sorted())
        #expect(Set(difference.deletions).count == difference.deletions.count)
        #expect(Set(difference.moves.map(\.from)).count == difference.moves.count)

        #expect(apply(difference, to: old, new: new) == new)

        let newIDs = Set(new.map(\.id))
        let oldIDs = Set(old.map(\.id))
        #expect(difference.deletions == old.indices.filter { !newIDs.contains(old[$0].id) })
        #expect(difference.insertions == new.indices.filter { !oldIDs.contains(new[$0].id) })
        for move in difference.moves { #expect(old[move.from].id == new[move.to].id) }

        let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
        let expectedUpdates = old.indices.filter { i in
            guard let now = newByID[old[i].id] else { return false }
            return now.version != old[i].version
        }
        #expect(difference.updates == expectedUpdates)

        #expect(difference.isEmpty == (old == new))
        guard minimal else { return }
        // Minimal: every matched element not in a longest increasing subsequence moves, no more.
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
        let matchedOldIndices = new.compactMap { oldIndex[$0.id] }
        #expect(difference.moves.count
            == matchedOldIndices.count - naiveLongestIncreasingSubsequence(matchedOldIndices))
    }

    /// A random edit of `old`: deletions, insertions, moves, updates, sometimes a shuffle.
    static func randomEdit(of old: [Versioned], nextID: inout Int, using rng: inout SeededGenerator) -> [Versioned] {
        var new = old
        if rng.below(12) == 0 { new.shuffle(using: &rng) }
        let edits = rng.below(4) == 0 ? 0 : rng.below(max(2, old.count / 3) + 4)
        for _ in 0..<edits {
            switch rng.below(4) {
            case 0 where !new.isEmpty:
                new.remove(at: rng.below(new.count))
            case 1:
                new.insert(Versioned(id: nextID, version: 0), at: rng.below(new.count + 1))
                nextID += 1
            case 2 where !new.isEmpty:
                let element = new.remove(at: rng.below(new.count))
                new.insert(element, at: rng.below(new.count + 1))
            case 3 where !new.isEmpty:
                new[rng.below(new.count)].version += 1
            default:
                break
            }
        }
        return new
    }

    @Test(arguments: testSeeds(500))
    func randomEditsReplayExactlyWithMinimalMoves(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let count = seed % 50 == 0 ? 0 : rng.below(301)
        // Unique identifiers in a random order, so old is not sorted by identity.
        let old = (0..<count).shuffled(using: &rng).map { Versioned(id: $0 * 3, version: 0) }
        var nextID = count * 3 + 1
        let new = Self.randomEdit(of: old, nextID: &nextID, using: &rng)

        Self.check(try ListDifference(from: old, to: new), from: old, to: new)
        // The other direction is a difference too.
        Self.check(try ListDifference(from: new, to: old), from: new, to: old)
    }

    /// The identifiers a duplicate error names, and its count (nil if not that error).
    static func duplicates(in body: () throws(ListError) -> ListDifference) -> (names: Set<String>, count: Int)? {
        do {
            _ = try body()
            return nil
        } catch {
            guard case let .duplicateIdentifiers(names, count) = error else { return nil }
            #expect(names.count == min(count, 5))
            return (Set(names), count)
        }
    }

    @Test(arguments: testSeeds(200))
    func everyDuplicateAddedToNewIsNamed(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 1_000)
        let count = 1 + rng.below(300)
        let old = (0..<count).shuffled(using: &rng).map { Versioned(id: $0 * 3, version: 0) }
        var nextID = count * 3 + 1
        var new = Self.randomEdit(of: old, nextID: &nextID, using: &rng)
        guard !new.isEmpty else { return }
        // Copies of one to three elements of new (old or freshly inserted), anywhere.
        var copied = Set<Int>()
        for _ in 0...rng.below(3) {
            let copy = new[rng.below(new.count)]
            copied.insert(copy.id)
            new.insert(copy, at: rng.below(new.count + 1))
        }
        let found = Self.duplicates { () throws(ListError) in try ListDifference(from: old, to: new) }
        #expect(found?.count == copied.count)
        #expect(found?.names == Set(copied.map(String.init)))
    }

    @Test(arguments: testSeeds(200))
    func aDuplicateOfOldThatNewDropsIsNamed(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 2_000)
        let count = 1 + rng.below(300)
        let unique = (0..<count).shuffled(using: &rng).map { Versioned(id: $0 * 3, version: 0) }
        var nextID = count * 3 + 1
        let new = Self.randomEdit(of: unique, nextID: &nextID, using: &rng)
        var old = unique
        let copy = old[rng.below(old.count)]
        old.insert(copy, at: rng.below(old.count + 1))
        let found = Self.duplicates { () throws(ListError) in try ListDifference(from: old, to: new) }
        #expect(found?.count == 1)
        #expect(found?.names == ["\(copy.id)"])
    }

    /// An identity whose hash says little: equal for all identities in one of `buckets` classes,
    /// so the difference's table sees long probe runs and hash bits that agree for different
    /// identities.
    struct Colliding: Hashable, CustomStringConvertible {
        var id: Int
        var buckets: Int
        static func == (a: Self, b: Self) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id % buckets) }
        var description: String { "\(id)" }
    }

    /// The same edits, duplicates included, with identities that hash well and identities that
    /// collide: the same difference, or the same error naming the same identifiers in order.
    @Test(arguments: testSeeds(200))
    func collidingHashesGiveTheSameDifference(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5_000)
        let count = rng.below(200)
        var old = (0..<count).shuffled(using: &rng).map { Versioned(id: $0 * 3, version: 0) }
        var nextID = count * 3 + 1
        var new = Self.randomEdit(of: old, nextID: &nextID, using: &rng)
        if seed % 3 == 0, !new.isEmpty { new.insert(new[rng.below(new.count)], at: rng.below(new.count + 1)) }
        if seed % 5 == 0, !old.isEmpty { old.insert(old[rng.below(old.count)], at: rng.below(old.count + 1)) }
        let buckets = 1 + seed % 4
        func result(_ body: () throws(ListError) -> ListDifference) -> Result<ListDifference, ListError> {
            do throws(ListError) { return .success(try body()) } catch { return .failure(error) }
        }
        let plain = result { () throws(ListError) in
            try ListDifference(from: old, to: new, identifiedBy: \.id, contentEquals: ==)
        }
        let colliding = result { () throws(ListError) in
            try ListDifference(from: old, to: new, identifiedBy: { Colliding(id: $0.id, buckets: buckets) }, contentEquals: ==)
        }
        #expect(plain == colliding)
    }

    /// Enough elements left over for the hash table to work group by group: shuffled, with and
    /// without duplicates.
    @Test(arguments: 0..<6)
    func manyLeftoversMatchGroupByGroup(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 6_000)
        let count = 20_000 + rng.below(20_000)
        let old = (0..<count).shuffled(using: &rng).map { Versioned(id: $0 * 3, version: 0) }
        var nextID = count * 3 + 1
        var new = Self.randomEdit(of: old, nextID: &nextID, using: &rng).shuffled(using: &rng)
        Self.check(try ListDifference(from: old, to: new), from: old, to: new, minimal: false)
        guard seed % 2 == 0 else { return }
        var copied = Set<Int>()
        for _ in 0..<(1 + rng.below(8)) {
            let copy = new[rng.below(new.count)]
            copied.insert(copy.id)
            new.insert(copy, at: rng.below(new.count + 1))
        }
        let found = Self.duplicates { () throws(ListError) in try ListDifference(from: old, to: new) }
        #expect(found?.count == copied.count)
        #expect(found?.names.isSubset(of: Set(copied.map(String.init))) == true)
    }

    /// Grouping keeps every record, puts each in the group of its hash's top bits, and keeps
    /// the order added within a group — also for the records a group has no room for: a fifth
    /// of the hashes here have their top byte clear, so that group overflows.
    @Test(arguments: [0, 100, 9_000, 50_000])
    func hashPartitionsGroupStably(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count) &+ 7_000)
        let layout = ListDifference._SlotLayout(indexBound: count)
        _ = ListDifference._withPartitions(expected: count, tagBits: 64 - layout.payloadBits) { partitions in
            for i in 0..<count {
                let bits = i % 5 == 0 ? rng.next() >> 8 : rng.next()
                partitions.append(layout.record(hash: Int(bitPattern: UInt(bits)), index: i, kind: .new))
            }
            partitions.finish()
            let groups = partitions.groupCount
            #expect(groups & (groups - 1) == 0)
            #expect(partitions.count == count)
            func index(_ record: ListDifference._HashRecord) -> Int { record.reference(in: layout) >> 2 }
            let bits = groups.trailingZeroBitCount
            var all: [Int] = []
            var largest = 0
            for g in 0..<groups {
                var group: [ListDifference._HashRecord] = []
                partitions.forEach(inGroup: g) { group.append($0) }
                all += group.map(index)
                largest = max(largest, group.count)
                #expect(zip(group, group.dropFirst()).allSatisfy { index($0) < index($1) })
                if bits > 0 { #expect(group.allSatisfy { Int($0.value >> UInt64(64 - bits)) == g }) }
            }
            #expect(all.sorted() == Array(0..<count))
            #expect(partitions.largest == largest)
            #expect(count <= 2 * ListDifference._HashPartitions.groupSize || groups > 1)
            if count >= 9_000 { #expect(!partitions.spilled.isEmpty) }
            return ListDifference._Duplicates()
        }
    }

    /// Shapes the in-order walk handles differently: long shuffles (it gives up), reversals,
    /// and blocks of changes wider than its look-ahead.
    @Test(arguments: 0..<6)
    func shufflesReversalsAndBlocks(shape: Int) throws {
        var rng = SeededGenerator(seed: UInt64(shape) &+ 3_000)
        let old = (0..<3_000).map { Versioned(id: $0, version: 0) }
        var new = old
        switch shape {
        case 0: new.shuffle(using: &rng)
        case 1: new.reverse()
        case 2: new.insert(contentsOf: (0..<50).map { Versioned(id: 10_000 + $0, version: 0) }, at: 1_234)
        case 3: new.removeSubrange(700..<760)
        case 4:
            let block = Array(new[100..<140])
            new.removeSubrange(100..<140)
            new.insert(contentsOf: block, at: 2_500)
        default:
            // Half the list shuffled, the other half in order.
            new[1_500...].shuffle(using: &rng)
            for k in stride(from: 0, to: 1_500, by: 7) { new[k].version = 1 }
        }
        Self.check(try ListDifference(from: old, to: new), from: old, to: new)
    }

    @Test func equalCollectionsHaveNoDifference() throws {
        let items = (0..<1000).map { Versioned(id: $0, version: $0 % 3) }
        #expect(try ListDifference(from: items, to: items).isEmpty)
        #expect(try ListDifference(from: [Int](), to: []).isEmpty)
        #expect(try ListDifference(from: [1, 2, 3], to: [1, 2, 3]) == ListDifference())
    }

    @Test func smallExamples() throws {
        #expect(try ListDifference(from: [1, 2, 3], to: [3, 1, 2])
            == ListDifference(moves: [.init(from: 2, to: 0)]))
        #expect(try ListDifference(from: [1, 2, 3, 4], to: [1, 5, 3])
            == ListDifference(deletions: [1, 3], insertions: [1]))
        #expect(try ListDifference(from: [Int](), to: [7, 8])
            == ListDifference(insertions: [0, 1]))
        #expect(try ListDifference(from: [7, 8], to: [])
            == ListDifference(deletions: [0, 1]))
        #expect(try ListDifference(from: [1, 2, 3, 4, 5], to: [5, 4, 3, 2, 1]).moves.count == 4)
        let old = [Versioned(id: 1, version: 0), Versioned(id: 2, version: 0), Versioned(id: 3, version: 0)]
        let new = [Versioned(id: 3, version: 1), Versioned(id: 1, version: 0), Versioned(id: 2, version: 0)]
        #expect(try ListDifference(from: old, to: new)
            == ListDifference(moves: [.init(from: 2, to: 0)], updates: [2]))
    }

    @Test func customIdentityAndContent() throws {
        // Strings identified by their first letter; content is the whole string.
        let difference = try ListDifference(
            from: ["apple", "banana", "cherry"], to: ["cherry", "avocado", "banana"],
            identifiedBy: { $0.first! }, contentEquals: { $0 == $1 })
        #expect(difference == ListDifference(moves: [.init(from: 2, to: 0)], updates: [0]))
    }

    @Test func collectionsWithoutContiguousStorage() throws {
        // Ranges keep no elements in memory: the diff copies them first.
        let difference = try ListDifference(from: 0..<10, to: 3..<13)
        #expect(difference == ListDifference(deletions: [0, 1, 2], insertions: [7, 8, 9]))
        let slice = [9, 1, 2, 3, 9][1..<4]
        #expect(try ListDifference(from: slice, to: [9, 3, 2, 1, 9][1..<4]).moves.count == 2)
    }

    /// Hashable and Identifiable both: matched by `id`, compared with `==`.
    struct Tagged: Hashable, Identifiable {
        var id: String
        var tag: Int
    }

    @Test func hashableIdentifiableElementsMatchByID() throws {
        let difference = try ListDifference(
            from: [Tagged(id: "a", tag: 0), Tagged(id: "b", tag: 0)],
            to: [Tagged(id: "b", tag: 1), Tagged(id: "a", tag: 0)])
        #expect(difference == ListDifference(moves: [.init(from: 1, to: 0)], updates: [1]))
    }

    @Test func duplicatesInOldAreNamed() {
        #expect(throws: ListError.duplicateIdentifiers(["2"], count: 1)) {
            try ListDifference(from: [1, 2, 2, 3], to: [3])
        }
    }

    @Test func duplicatesInNewAreNamed() {
        #expect(throws: ListError.duplicateIdentifiers(["5", "6"], count: 2)) {
            try ListDifference(from: [1, 2], to: [1, 5, 5, 5, 6, 6])
        }
        // A duplicate of a matched element.
        #expect(throws: ListError.duplicateIdentifiers(["2"], count: 1)) {
            try ListDifference(from: [1, 2, 3], to: [2, 2, 1])
        }
    }

    @Test func duplicatesOfThePrefixOrSuffixAreNamed() {
        #expect(throws: ListError.duplicateIdentifiers(["1"], count: 1)) {
            try ListDifference(from: [1, 2], to: [1, 1])
        }
        #expect(throws: ListError.duplicateIdentifiers(["9"], count: 1)) {
            try ListDifference(from: [1, 2, 9], to: [9, 3, 9])
        }
    }

    /// Documented: two copies that both lie in the unchanged prefix are not looked for (that
    /// would cost hashing when nothing changed); they stay in place and the difference is exact.
    @Test func duplicatesWithinTheUnchangedPrefixAreNotLookedFor() throws {
        #expect(try ListDifference(from: [4, 4, 5, 6], to: [4, 4, 6, 7])
            == ListDifference(deletions: [2], insertions: [3]))
        #expect(try ListDifference(from: [4, 4], to: [4, 4]).isEmpty)
    }

    @Test func duplicatesOnBothSidesCountOnce() {
        #expect(throws: ListError.duplicateIdentifiers(["7"], count: 1)) {
            try ListDifference(from: [7, 1, 7], to: [7, 2, 7, 7])
        }
    }

    @Test func manyDuplicatesNameFiveAndCountAll() {
        let old = Array(0..<8) + Array(0..<8)
        #expect(throws: ListError.duplicateIdentifiers(["0", "1", "2", "3", "4"], count: 8)) {
            try ListDifference(from: old, to: [100])
        }
        let error = ListError.duplicateIdentifiers(["0", "1", "2", "3", "4"], count: 8)
        #expect(error.description == "8 duplicate item identifier(s) in the snapshot: 0, 1, 2, 3, 4…")
        #expect(ListError.duplicateIdentifiers(["x"], count: 1).description
            == "1 duplicate item identifier(s) in the snapshot: x")
    }

    @Test func identifiersOfVersionedElementsAreNamed() {
        let old = [Versioned(id: 1, version: 0), Versioned(id: 1, version: 1)]
        #expect(throws: ListError.duplicateIdentifiers(["1"], count: 1)) {
            try ListDifference(from: old, to: [])
        }
    }

    /// The benchmark's shape: 1% each of deletions, insertions, moves and updates. Moves are
    /// minimal, so never more than the elements really moved.
    @Test func movesStayNearTheElementsReallyMoved() throws {
        var rng = SeededGenerator(seed: 42)
        let count = 100_000
        let old = (0..<count).map { Versioned(id: $0, version: 0) }
        var new = old
        let changes = count / 100
        for _ in 0..<changes { new.remove(at: rng.below(new.count)) }
        for k in 0..<changes { new.insert(Versioned(id: count + k, version: 0), at: rng.below(new.count + 1)) }
        var moved = Set<Int>()
        for _ in 0..<changes {
            let element = new.remove(at: rng.below(new.count))
            moved.insert(element.id)
            new.insert(element, at: rng.below(new.count + 1))
        }
        for _ in 0..<changes { new[rng.below(new.count)].version += 1 }

        let difference = try ListDifference(from: old, to: new)
        let reallyMoved = moved.count
        print("ListDifference 100K, 1% each: \(difference.moves.count) moves reported, \(reallyMoved) elements moved")
        #expect(difference.moves.count <= reallyMoved)
        #expect(Double(difference.moves.count) >= 0.9 * Double(reallyMoved) - 100)
        #expect(difference.deletions.count == changes)
        #expect(difference.insertions.count == changes)
        #expect(Self.apply(difference, to: old, new: new) == new)
    }
}
