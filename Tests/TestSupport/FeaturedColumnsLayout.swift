import ListEngine

/// A custom layout for the tests, naive on purpose: every section is its header, then lines of
/// items — an item whose number in its section is a multiple of `featuredEvery` takes a line of
/// its own across the width, the others share lines of `columns` — each line as tall as its
/// tallest item (the delegate's height, or `defaultHeight`), `spacing` between lines. Every
/// frame is worked out in `prepare` and every question answered by a scan.
package struct FeaturedColumnsLayout: CustomCollectionLayout {
    package var columns: Int
    package var featuredEvery: Int
    package var spacing: Double
    package var defaultHeight: Double
    package var pinsSectionHeaders: Bool
    /// The laid-out frames: state, not configuration (left out of equality).
    private var frames: [Rect] = []
    private var headers: [Rect] = []
    private var sectionFrames: [Rect] = []
    private var height = 0.0
    /// How many times the list prepared this copy.
    package private(set) var preparations = 0

    package init(columns: Int = 2, featuredEvery: Int = 5, spacing: Double = 4, defaultHeight: Double = 60,
                 pinsSectionHeaders: Bool = false) {
        self.columns = columns
        self.featuredEvery = featuredEvery
        self.spacing = spacing
        self.defaultHeight = defaultHeight
        self.pinsSectionHeaders = pinsSectionHeaders
    }

    package static func == (a: Self, b: Self) -> Bool {
        (a.columns, a.featuredEvery, a.spacing, a.defaultHeight, a.pinsSectionHeaders)
            == (b.columns, b.featuredEvery, b.spacing, b.defaultHeight, b.pinsSectionHeaders)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(featuredEvery)
        hasher.combine(spacing)
        hasher.combine(defaultHeight)
        hasher.combine(pinsSectionHeaders)
    }

    package mutating func prepare(sections: CollectionSections, width: Double, itemSize: (Int) -> Size?) {
        preparations += 1
        frames = []
        headers = []
        sectionFrames = []
        var y = 0.0
        for s in 0..<sections.sectionCount {
            let top = y
            headers.append(Rect(x: 0, y: y, width: width, height: sections.headerHeights[s]))
            y += sections.headerHeights[s]
            var line: [Int] = []
            func endLine() {
                guard !line.isEmpty else { return }
                let tall = line.map { itemSize($0)?.height ?? defaultHeight }.max()!
                let w = line.count == 1 && (line[0] - sections.firstItem(inSection: s)) % featuredEvery == 0
                    ? width : width / Double(columns)
                for (c, g) in line.enumerated() {
                    frames.append(Rect(x: Double(c) * w, y: y, width: w, height: itemSize(g)?.height ?? defaultHeight))
                }
                y += tall + spacing
                line = []
            }
            for g in sections.items(inSection: s) {
                if (g - sections.firstItem(inSection: s)) % featuredEvery == 0 {
                    endLine()
                    line = [g]
                    endLine()
                } else {
                    line.append(g)
                    if line.count == columns { endLine() }
                }
            }
            endLine()
            sectionFrames.append(Rect(x: 0, y: top, width: width, height: y - top))
        }
        height = y
    }

    package var contentHeight: Double { height }

    package func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let hits = frames.indices.filter { frames[$0].minY < y1 && frames[$0].maxY > y0 }
        if let first = hits.first, let last = hits.last { return first..<(last + 1) }
        let below = frames.firstIndex { $0.maxY > y0 } ?? frames.count
        return below..<below
    }

    package func frame(ofItem item: Int) -> Rect { frames[item] }
    package func headerFrame(ofSection section: Int) -> Rect { headers[section] }
    package func sectionFrame(ofSection section: Int) -> Rect { sectionFrames[section] }

    package func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let hits = sectionFrames.indices.filter { sectionFrames[$0].minY < y1 && sectionFrames[$0].maxY > y0 }
        guard let first = hits.first, let last = hits.last else { return 0..<0 }
        return first..<(last + 1)
    }
}
