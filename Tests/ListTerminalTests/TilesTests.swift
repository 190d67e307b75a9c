import Testing
import ListEngine
import ListTerminal

/// Keys on grid and flow tiles: the arrows walk the tiles, Enter selects, d deletes, m moves.
@Suite struct TilesTests {
    static func session(_ layout: ListAppearance.Layout) throws -> ListSession {
        var appearance = ListAppearance()
        appearance.layout = layout
        let words = (0..<60).map { "tile \($0)" }
        let session = try ListSession(model: ListModel(store: .records(words.map { Record(text: $0) }), sectioning: .none),
                                      appearance: appearance, name: "tiles", columns: 60, rows: 20)
        session.showsTimings = false
        return session
    }

    @Test(arguments: [ListAppearance.Layout.grid, .flow, .masonry])
    func arrowsWalkTheTilesAndEnterSelects(layout: ListAppearance.Layout) throws {
        let session = try Self.session(layout)
        _ = session.handle(.right, at: 0)
        #expect(session.focus == ListIndexPath(row: 1, section: 0))
        let above = try #require(session.list.rectForRow(at: session.focus!))
        _ = session.handle(.down, at: 1)
        let below = try #require(session.list.rectForRow(at: session.focus!))
        #expect(below.minY >= above.maxY && below.minX <= above.midX && above.midX <= below.maxX)   // the tile under it
        _ = session.handle(.up, at: 2)
        #expect(session.focus == ListIndexPath(row: 1, section: 0))
        _ = session.handle(.enter, at: 3)
        #expect(session.statusLine.left == "Selected “tile 1”")
    }

    @Test(arguments: [ListAppearance.Layout.grid, .flow, .masonry])
    func tilesAreDeletedAndMoved(layout: ListAppearance.Layout) throws {
        let session = try Self.session(layout)
        session.setEditing(true)
        _ = session.handle(.character("d"), at: 0)
        _ = session.handle(.character("y"), at: 0)
        #expect(session.statusLine.left == "Deleted “tile 0”")
        #expect(session.list.totalRows == 59)
        session.setEditing(true)
        _ = session.handle(.character("m"), at: 1)
        #expect(session.mode == .moving)
        _ = session.handle(.down, at: 1)
        _ = session.handle(.enter, at: 1)
        #expect(session.statusLine.left == "Moved “tile 1”")
    }
}
