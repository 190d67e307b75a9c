import Benchmark
import ListBench
import ListEngine

/// A section's header, footer or background in the supplementary-view benchmarks: a header or
/// footer remembers its section, as a real one holds what it draws, without allocating.
final class SectionMarkView: ListReusableView {
    /// The section the view was configured for (-1 while pooled, and for a background).
    var section = -1

    /// Forgets the section on the way back to the pool.
    override func prepareForReuse() { section = -1 }
}

/// listbench's data set, served by its own ``BenchDataSource``, with a header view and a footer
/// view for every section from the supplementary pools (UICollectionView's
/// `viewForSupplementaryElementOfKind`). The table's sections get 20-pt footers, so that a
/// footer is something the viewport shows; a grid's footer sits at its section's end, zero high.
final class SupplementaryBenchSource: ListDataSource, ListDelegate {
    /// The reuse identifier of the header views.
    static let header = "header"
    /// The reuse identifier of the footer views.
    static let footer = "footer"
    /// The height of a table section's footer.
    static let footerHeight = 20.0

    /// The data set's own data source: counts, titles, the index, heights and cells.
    let base: BenchDataSource

    /// Serves `base`'s rows with supplementary views.
    init(_ base: BenchDataSource) { self.base = base }

    /// Registers the cells, the header and footer kinds and the section background on `list`,
    /// and makes this its data source and delegate.
    func attach(to list: ListView) {
        base.attach(to: list)
        list.register(SectionMarkView.self, forSupplementaryViewOfKind: ListView.elementKindSectionHeader,
                      withReuseIdentifier: Self.header)
        list.register(SectionMarkView.self, forSupplementaryViewOfKind: ListView.elementKindSectionFooter,
                      withReuseIdentifier: Self.footer)
        list.registerDecorationView(SectionMarkView.self, forKind: ListView.elementKindSectionBackground)
        list.dataSource = self
        list.delegate = self
    }

    /// The data set's sections.
    func numberOfSections(in listView: ListView) -> Int { base.numberOfSections(in: listView) }

    /// The data set's rows in `section`.
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        base.listView(listView, numberOfRowsInSection: section)
    }

    /// The data set's minimal cell for `indexPath`.
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try base.listView(listView, cellForRowAt: indexPath)
    }

    /// The section's title, A–Z: it gives the header its height.
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        base.listView(listView, titleForHeaderInSection: section)
    }

    /// The section index, A–Z.
    func sectionIndexTitles(for listView: ListView) -> [String]? { base.sectionIndexTitles(for: listView) }

    /// A header or footer view for `indexPath.section`, dequeued from its kind's pool.
    func listView(_ listView: ListView, viewForSupplementaryElementOfKind kind: String,
                  at indexPath: ListIndexPath) throws -> ListReusableView? {
        let identifier = kind == ListView.elementKindSectionHeader ? Self.header : Self.footer
        let view = try listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view as? SectionMarkView)?.section = indexPath.section
        return view
    }

    /// The row's height by the data set's formula.
    func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        base.listView(listView, heightForRowAt: indexPath)
    }

    /// ``footerHeight`` for every section of a table.
    func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? { Self.footerHeight }

    /// A collection item's size by the data set's formula.
    func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
        base.listView(listView, sizeForItemAt: indexPath)
    }
}

/// A list over listbench's default data set (1M rows in 26 sections, variable heights, plain
/// style, 390×844) with a header, a footer and a section background registered, scrolled at
/// 3,000 pt/s at 120 Hz (25 pt a frame) down across the boundary between two sections in the
/// middle and back up, over and over: sections come on screen and leave it, so their views are
/// asked for, dequeued, placed and recycled. Warmed by jumps and by whole passes first.
final class SupplementaryFixture {
    /// The rows' data source.
    let base: BenchDataSource
    /// The data source that supplies the headers and footers.
    let source: SupplementaryBenchSource
    /// The list.
    let list: ListView
    /// Where a pass down starts: the boundary two frames' scroll below the viewport's bottom.
    private let start: Double
    /// The frames of a pass down (as many back up): a round trip is 200 frames, so every measured
    /// iteration of 1,000 frames holds the same five, whatever frame it starts at.
    static let framesEachWay = 100
    /// A frame's scroll: 3,000 pt/s at 120 Hz.
    static let step = 25.0
    /// The frames run so far (the position in the pass).
    private var frame = 0

    /// A list of the default data set laid out as `layout` (table or grid), warmed.
    init(layout: LayoutKind) {
        let dataSet = DataSet(rows: 1_000_000, sections: 26, heights: .variable, layout: layout)
        base = BenchDataSource(dataSet)
        source = SupplementaryBenchSource(base)
        list = ListView(style: .plain, layout: dataSet.listLayout, rowHeight: dataSet.rowHeight)
        source.attach(to: list)
        try! list.setViewportSize(Size(width: 390, height: 844))
        try! list.reloadData()
        let boundary = list.rect(forSection: dataSet.sections / 2)!.minY
        start = max(0, boundary - list.viewportSize.height - 2 * Self.step)
        // Every pool to its bound: jumps all over, then whole passes across the boundary.
        for i in 0..<200 {
            try! list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.upperBound * Double(i * 7919 % 200) / 200))
            list.layout()
        }
        for _ in 0..<(4 * 2 * Self.framesEachWay) { steadyFrame() }
    }

    /// One frame of steady scrolling: 25 pt down for ``framesEachWay`` frames, then as many up,
    /// across the boundary both ways.
    func steadyFrame() {
        let cycle = frame % (2 * Self.framesEachWay)
        let down = cycle < Self.framesEachWay ? cycle : 2 * Self.framesEachWay - cycle
        frame += 1
        try! list.setContentOffset(Point(x: 0, y: start + Double(down) * Self.step))
        list.layout()
    }
}

/// Steady scrolling frames of a table and of a grid whose sections show a header, a footer and a
/// background (`Supplementary.<layout>.steadyScroll.1M`): a frame per scaled iteration, 1,000 an
/// iteration, four of every 200 changing the sections on screen; the malloc count gated as every
/// steady frame's is, against the threshold in Thresholds/ with no deviation allowed.
func supplementaryViewBenchmarks() {
    let configuration = frameBenchmarkConfiguration(gatedAtNoMallocs: true)
    for (name, layout) in [("table", LayoutKind.table), ("grid", .grid)] {
        var fixture: SupplementaryFixture?
        Benchmark("Supplementary.\(name).steadyScroll.1M", configuration: configuration) { benchmark in
            let f = fixture ?? SupplementaryFixture(layout: layout)
            fixture = f
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { f.steadyFrame() }
        }
    }
}
