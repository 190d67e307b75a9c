import Testing
@testable import ListEngine
import TestSupport

/// A list's data source, delegate and prefetch data source are held as `weak` holds them: never
/// kept alive, read as `nil` once they deinitialize. Checked against Swift's own `weak` as the
/// reference, over random sequences of assignments and releases, with every object's
/// deinitializer counted (each runs once, when its last strong reference goes).
@Suite struct CollaboratorsTests {
    /// An object that can fill every role, counting its deinitializations.
    final class Peer: ListDataSource, ListDelegate, ListPrefetchDataSource {
        let id: Int
        let deinits: Counter
        init(id: Int, deinits: Counter) {
            self.id = id
            self.deinits = deinits
        }
        deinit { deinits.count += 1 }

        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { id }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func listView(_ listView: ListView, prefetchRowsAt indexPaths: [ListIndexPath]) {}
        func listView(_ listView: ListView, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {}
    }

    final class Counter { var count = 0 }

    /// The roles' references, as `weak` keeps them.
    struct WeakRoles {
        weak var dataSource: Peer?
        weak var delegate: Peer?
        weak var prefetchDataSource: Peer?
    }

    @Test(arguments: testSeeds(40))
    func randomAssignmentsAndReleasesMatchWeak(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let deinits = Counter()
        var collaborators: Collaborators? = Collaborators()
        var reference = WeakRoles()
        var alive: [Peer] = []
        var made = 0
        for _ in 0..<300 {
            switch random.below(10) {
            case 0...2:
                alive.append(Peer(id: made, deinits: deinits))
                made += 1
            case 3...6:
                let peer = alive.isEmpty || random.below(6) == 0 ? nil : alive[random.below(alive.count)]
                switch random.below(3) {
                case 0:
                    collaborators?.dataSource = peer
                    reference.dataSource = peer
                case 1:
                    collaborators?.delegate = peer
                    reference.delegate = peer
                default:
                    collaborators?.prefetchDataSource = peer
                    reference.prefetchDataSource = peer
                }
            case 7, 8:
                if !alive.isEmpty { alive.remove(at: random.below(alive.count)) }
            default:
                // The list goes (and another comes) while its collaborators may live on.
                if random.below(8) == 0 {
                    collaborators = Collaborators()
                    reference = WeakRoles()
                }
            }
            if let collaborators {
                #expect(collaborators.dataSource.map { ($0 as! Peer).id } == reference.dataSource?.id)
                #expect(collaborators.delegate.map { ($0 as! Peer).id } == reference.delegate?.id)
                #expect(collaborators.prefetchDataSource.map { ($0 as! Peer).id } == reference.prefetchDataSource?.id)
            }
            #expect(deinits.count == made - alive.count)
        }
        alive.removeAll()
        collaborators = nil
        #expect(deinits.count == made)
    }

    @Test func aListDoesNotKeepItsDataSourceAlive() throws {
        let deinits = Counter()
        var peer: Peer? = Peer(id: 5, deinits: deinits)
        let list = try makeList(over: peer!, cells: [("cell", TestCell.self)])
        list.delegate = peer
        list.prefetchDataSource = peer
        try list.reloadData()
        #expect(list.layout().visibleRows.count == 5)
        peer = nil
        #expect(deinits.count == 1)
        #expect(list.dataSource == nil && list.delegate == nil && list.prefetchDataSource == nil)
        // With its data source gone the list shows nothing, as UIKit's does.
        try list.reloadData()
        #expect(list.layout().visibleRows.isEmpty)
    }

    @Test func collaboratorsOutliveTheirList() throws {
        let deinits = Counter()
        let peer = Peer(id: 3, deinits: deinits)
        var list: ListView? = try makeList(over: peer, cells: [("cell", TestCell.self)])
        list?.delegate = peer
        list = nil
        #expect(deinits.count == 0)
        #expect(peer.id == 3)
    }
}
