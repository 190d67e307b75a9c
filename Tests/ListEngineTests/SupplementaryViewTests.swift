import Testing
@testable import ListEngine
import TestSupport

/// Section headers, footers and backgrounds: registered, dequeued, placed and reused by kind.
@Suite struct SupplementaryViewTests {
    final class HeaderView: ListReusableView {
        var section = -1
        var reused = 0
        override func prepareForReuse() {
            reused += 1
            section = -1
        }
    }

    /// Sections of `count` rows each; headers for every section but those in `none`, footers for all.
    final class Source: ListDataSource, ListDelegate {
        let counts: [Int]
        var none: Set<Int> = []
        var failing: Set<Int> = []
        var asked = 0
        /// Whether headers may take the keyboard focus.
        var focusableHeaders = false
        init(counts: [Int]) { self.counts = counts }
        func listView(_ listView: ListView, canFocusHeaderInSection section: Int) -> Bool { focusableHeaders }
        func numberOfSections(in listView: ListView) -> Int { counts.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? { 30 }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { 12 }
        func listView(_ listView: ListView, viewForSupplementaryElementOfKind kind: String,
                      at indexPath: ListIndexPath) throws -> ListReusableView? {
            asked += 1
            if failing.contains(indexPath.section) { throw TestDataSource.Failure() }
            guard !none.contains(indexPath.section) || kind != ListView.elementKindSectionHeader else { return nil }
            let view = try listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            (view as? HeaderView)?.section = indexPath.section
            return view
        }
    }

    static func makeList(_ source: Source, layout: ListLayout = .table) throws -> ListView {
        let list = try TestSupport.makeList(over: source, cells: [("cell", ListCell.self)], layout: layout, rowHeight: .fixed(44),
                                            viewport: Size(width: 390, height: 844), loads: false)
        list.register(HeaderView.self, forSupplementaryViewOfKind: ListView.elementKindSectionHeader, withReuseIdentifier: "header")
        try list.reloadData()
        return list
    }

    @Test func headersFollowTheSectionsOnScreenAndAreReused() throws {
        let source = Source(counts: Array(repeating: 15, count: 200))
        source.none = [3, 7]
        let list = try Self.makeList(source)
        list.register(HeaderView.self, forSupplementaryViewOfKind: ListView.elementKindSectionFooter, withReuseIdentifier: "header")
        var y = 0.0
        while y < list.contentOffsetLimits.upperBound {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            let sections = list.visibleSections
            let headers = list.visibleSupplementaryViews(ofKind: ListView.elementKindSectionHeader)
            #expect(headers.count == sections.filter { !source.none.contains($0) }.count, "at \(y)")
            for s in sections {
                let header = list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: s) as? HeaderView
                #expect((header == nil) == source.none.contains(s))
                if let header {
                    #expect(header.section == s && header.frame == list.headerFrame(inSection: s), "section \(s) at \(y)")
                }
                #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionFooter, inSection: s)?.frame
                        == list.rectForFooter(inSection: s))
            }
            y += 97
        }
        let statistics = try #require(list.reuseStatistics(forSupplementaryViewOfKind: ListView.elementKindSectionHeader))
        #expect(statistics.created <= 4 && statistics.reused > 150, "\(statistics)")
        #expect(statistics.pooled > 0)
        list.drainReusePools()
        #expect(list.reuseStatistics(forSupplementaryViewOfKind: ListView.elementKindSectionHeader)?.pooled == 0)
        // Asked once a section comes on screen, not once a frame.
        #expect(source.asked <= 2 * 200 + 20)
    }

    @Test func sectionBackgroundsCoverTheirSectionsInAGrid() throws {
        let source = Source(counts: (0..<40).map { 5 + $0 % 7 })
        let list = try Self.makeList(source, layout: .grid(GridLayout()))
        list.registerDecorationView(ListReusableView.self, forKind: ListView.elementKindSectionBackground)
        for y in stride(from: 0.0, to: list.contentOffsetLimits.upperBound, by: 211) {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
            for s in list.visibleSections {
                #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionBackground, inSection: s)?.frame
                        == list.rect(forSection: s))
                #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: s)?.frame
                        == list.rectForHeader(inSection: s))
            }
        }
        #expect(list.reuseStatistics(forSupplementaryViewOfKind: ListView.elementKindSectionBackground)!.reused > 0)
    }

    @Test func failuresAndBadRequests() throws {
        let source = Source(counts: [10, 10, 10])
        source.failing = [1]
        let list = try Self.makeList(source)
        var diagnostics = [ListError]()
        list.diagnosticHandler = { diagnostics.append($0) }
        list.layout()
        #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 1) == nil)
        #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 0) != nil)
        #expect(diagnostics.count == 1)
        #expect(throws: ListError.unregisteredReuseIdentifier("kind: header")) {
            try list.dequeueReusableSupplementaryView(ofKind: "kind", withReuseIdentifier: "header", for: ListIndexPath(row: 0, section: 0))
        }
        #expect(throws: ListError.sectionOutOfRange(9, sectionCount: 3)) {
            try list.dequeueReusableSupplementaryView(ofKind: ListView.elementKindSectionHeader, withReuseIdentifier: "header",
                                                      for: ListIndexPath(row: 0, section: 9))
        }
        // A reload numbers sections anew: the views go back to the pool and are asked again.
        let header = try #require(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 0) as? HeaderView)
        try list.reloadData()
        #expect(header.reused == 1 && list.visibleSupplementaryViews(ofKind: ListView.elementKindSectionHeader).isEmpty)
        list.layout()
        #expect(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 0) != nil)
    }
}
