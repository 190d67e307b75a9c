import DequeModule
import ListEngine

/// How much work configuring a cell takes (`--cells`).
public enum CellKind: String, CaseIterable, Sendable {
    /// Configures without allocating: the engine alone is measured.
    case minimal
    /// Shows content as an app's cell does: a `ListContentConfiguration` of formatted text
    /// (subtitle, value1 and wrapping default styles, images, Korean titles on some rows;
    /// accessories where the list has no section index, as the guidelines ask), laid out at
    /// the row's width by the engine's content layout — a phase of its own.
    case realistic
}

/// A cell that holds its row's item and, when realistic, its content (laid out at 8.5 pt a
/// terminal column: a 17-pt font's estimate).
///
/// Its properties, like the data source's counters, opt out of Swift's dynamic exclusivity
/// checks (a runtime call per access, more than a minimal cell's whole configuration): cells and
/// data source are used on the engine's thread only, and no code holds an access to them across
/// a call.
public final class BenchCell: ListContentCell<TerminalTextMeasurer> {
    /// The reuse identifier of bench cells.
    public static let identifier = "bench"

    /// The identity of the item the cell shows (stable across inserts at the top).
    @exclusivity(unchecked) public var item = -1
    /// The item whose image the cell shows, once its content arrived (-1: a placeholder).
    @exclusivity(unchecked) public var imageItem = -1
    /// In a sheet, the size the cell's content takes: its column's real width (which a sheet of
    /// measured columns learns from it) and its row's height; nil in other layouts.
    @exclusivity(unchecked) public var sheetContentSize: Size?

    /// A bench cell; realistic ones measure 8.5 pt a column.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        measurer = TerminalTextMeasurer(columnWidth: 8.5)
    }

    public override func prepareForReuse() {
        item = -1
        imageItem = -1
        sheetContentSize = nil
    }

    /// Shows `item` in a sheet's cell whose content takes `size`.
    ///
    /// - Complexity: O(1).
    func show(_ item: Int, sheetContentSize size: Size) {
        self.item = item
        sheetContentSize = size
    }

    /// In a sheet, ``sheetContentSize``; otherwise the content's own (none for a bench cell).
    public override func preferredSize(fittingWidth width: Double) -> Size? {
        sheetContentSize ?? super.preferredSize(fittingWidth: width)
    }
}

/// Serves a ``DataSet`` to a `ListView`: counts, titled section headers (A–Z) and the section
/// index, row heights by the data set's formula (``DataSet/height(ofRow:)``), and cells
/// configured as ``CellKind`` says.
/// Each row shows an item, numbered as its global row in the data set; rows that batches insert
/// (`live-insert`, `batch-updates`) get new items numbered after those. Heights follow items,
/// not positions.
///
/// With ``timesPhases`` it also times its own callbacks, for the runner's per-phase split.
///
/// A sheet (``LayoutKind/sheet``) gets its columns from it too (`ListSheetDataSource`): the
/// data set's column count and widths, and a cell for each row and column — minimal, or showing
/// the row's item and column as text — that reports its column's real width. A sheet has no
/// section headers.
public final class BenchDataSource: UpdatableDataSource, ListDelegate, ListSheetDataSource {
    /// The data set it serves.
    public let dataSet: DataSet
    /// Minimal or realistic cells.
    public let cells: CellKind
    /// Simulated work per configured cell, in nanoseconds (`--configure-cost-us`).
    public let configureCostNs: UInt64
    private let titles: [String]
    /// The items of the sections that batches changed (nil: the data set's own rows). A deque:
    /// rows inserted at the top, as a feed gets them, cost O(1).
    @exclusivity(unchecked) private var editedSections: [Deque<Int>?]
    /// The item the next inserted row gets.
    private var nextItem: Int
    /// Items that grew (``rowDidGrow(at:to:)``), and their heights. Read for every row's height,
    /// so, like the rows' items, without a dynamic exclusivity check (a runtime call a read).
    @exclusivity(unchecked) private var grownHeights: [Int: Double] = [:]

    /// Whether `cellForRowAt` times its dequeue and its configuration apart, with three clock
    /// reads a cell (`--phases`). Off, it reads no clock and ``dequeueNs`` and ``configureNs``
    /// stay 0. The runner sets it from ``RunConfiguration/phases``.
    @exclusivity(unchecked) public var timesPhases = false
    /// Nanoseconds spent in `dequeueReusableCell` since the last ``resetPhaseTimes()``
    /// (with ``timesPhases``).
    @exclusivity(unchecked) public private(set) var dequeueNs: UInt64 = 0
    /// Nanoseconds spent in the rest of `cellForRowAt`, configuring cells, since the last reset
    /// (the configure phase, with ``timesPhases``), the content layout left out.
    @exclusivity(unchecked) public private(set) var configureNs: UInt64 = 0
    /// Nanoseconds realistic cells spent laying their content out since the last reset (the
    /// content-layout phase, with ``timesPhases``).
    @exclusivity(unchecked) public private(set) var contentLayoutNs: UInt64 = 0
    /// Clock reads made to time phases since the last reset: overhead inside the frame's work
    /// that the runner reports.
    @exclusivity(unchecked) public private(set) var clockReads = 0

    /// Serves `dataSet` with `cells`, spinning `configureCostNs` per configured cell.
    public init(_ dataSet: DataSet, cells: CellKind = .minimal, configureCostNs: UInt64 = 0) {
        self.dataSet = dataSet
        self.cells = cells
        self.configureCostNs = configureCostNs
        self.titles = (0..<dataSet.sections).map(dataSet.title(ofSection:))
        self.editedSections = Array(repeating: nil, count: dataSet.sections)
        self.nextItem = dataSet.rows
    }

    /// Registers the cell class on `list` and makes this its data source and delegate, and for
    /// a sheet its sheet data source.
    public func attach(to list: ListView) {
        list.register(BenchCell.self, forCellReuseIdentifier: BenchCell.identifier)
        list.dataSource = self
        list.delegate = self
        if dataSet.layout == .sheet { list.sheetDataSource = self }
    }

    /// Gives `list` a content prefetcher that loads each row's image: in simulated time
    /// (deterministic, `latency` seconds a load) or, with `realTime`, on Dispatch workers that
    /// sleep `latency` seconds a load. `ahead` false loads only when a row becomes visible.
    ///
    /// The prefetcher keeps the data source alive (the list holds its data source weakly, and
    /// the data source holds no list, so there is no cycle): the prefetcher looks an item up
    /// for every row turned over, and an `unowned` capture would make each lookup take a
    /// strong reference and drop it, on the slow path of an object that is referenced weakly.
    public func attachImageLoader(to list: ListView, latency: Double, workers: Int, ahead: Bool, realTime: Bool) {
        let timing: PrefetchConfiguration.Timing = realTime ? .realTime : .simulated(latency: latency)
        let configuration = PrefetchConfiguration(mode: ahead ? .ahead : .onDisplay, timing: timing, workers: workers)
        let nanoseconds = UInt64(latency * 1e9)
        let scheduler = PrefetchScheduler<Int, BenchImage>(
            configuration: configuration,
            identify: { self.item(at: $0) },
            load: { item, cancellation in
                if realTime { Monotonic.sleep(until: Monotonic.now() + nanoseconds) }
                return BenchImage(item: item)
            },
            cost: { _ in BenchImage.bytes },
            deliver: { image, cell, _ in (cell as? BenchCell)?.imageItem = image.item })
        list.setContentPrefetcher(scheduler)
    }

    /// Starts a frame's phase times and clock reads from zero.
    public func resetPhaseTimes() {
        dequeueNs = 0
        configureNs = 0
        contentLayoutNs = 0
        clockReads = 0
    }

    /// Changes the model as `update` says (rows only): deleted rows and move sources leave
    /// (positions before the batch), new items and moved ones arrive (positions after it).
    ///
    /// - Complexity: O(rows of the sections it changes), the first time a section changes.
    public func apply(_ update: ListBatchUpdate) {
        var moving = [ListIndexPath: Int]()
        var leaving = update.deletedRows.map { ($0, false) } + update.movedRows.map { ($0.from, true) }
        leaving.sort { $0.0 > $1.0 }
        for (path, moves) in leaving {
            let item = edit(path.section) { $0.remove(at: path.row) }
            if moves { moving[path] = item }
        }
        var arriving = update.insertedRows.map { ($0, nil as ListIndexPath?) } + update.movedRows.map { ($0.to, $0.from) }
        arriving.sort { $0.0 < $1.0 }
        for (path, source) in arriving {
            let item = source.flatMap { moving[$0] } ?? newItem()
            edit(path.section) { $0.insert(item, at: path.row) }
        }
    }

    /// Keeps the height the item at `indexPath` grew to — a message streaming in.
    ///
    /// - Complexity: O(1) amortized.
    public func rowDidGrow(at indexPath: ListIndexPath, to height: Double) {
        grownHeights[item(at: indexPath)] = height
    }

    /// An item's height: the data set's, or what it grew to.
    private func height(ofItem item: Int) -> Double {
        if !grownHeights.isEmpty, let grown = grownHeights[item] { return grown }
        return dataSet.height(ofRow: item)
    }

    private func newItem() -> Int {
        defer { nextItem += 1 }
        return nextItem
    }

    @discardableResult
    private func edit<R>(_ section: Int, _ change: (inout Deque<Int>) -> R) -> R {
        if editedSections[section] == nil {
            let first = dataSet.firstRow(ofSection: section)
            editedSections[section] = Deque(first..<(first + dataSet.rowCount(inSection: section)))
        }
        return change(&editedSections[section]!)
    }

    /// The item shown at `indexPath`.
    public func item(at indexPath: ListIndexPath) -> Int {
        editedSections[indexPath.section]?[indexPath.row] ?? dataSet.globalRow(indexPath)
    }

    // MARK: ListDataSource

    public func numberOfSections(in listView: ListView) -> Int { dataSet.sections }

    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        editedSections[section]?.count ?? dataSet.rowCount(inSection: section)
    }

    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        guard timesPhases else {
            let cell = try listView.dequeueReusableCell(withIdentifier: BenchCell.identifier, for: indexPath)
            configure(cell, at: indexPath, in: listView)
            return cell
        }
        let start = Monotonic.now()
        let cell = try listView.dequeueReusableCell(withIdentifier: BenchCell.identifier, for: indexPath)
        let afterDequeue = Monotonic.now()
        configure(cell, at: indexPath, in: listView)
        let end = Monotonic.now()
        clockReads &+= 3    // start, afterDequeue, end
        dequeueNs &+= afterDequeue &- start
        configureNs &+= end &- afterDequeue
        return cell
    }

    /// Shows `indexPath`'s item in `cell`: minimal, or realistic content laid out at the row's
    /// width; then the simulated configuration cost.
    /// (A minimal cell is set through the cast, not a binding of it: a binding is a second
    /// reference to the cell, retained and released at every row.)
    private func configure(_ cell: ListCell, at indexPath: ListIndexPath, in listView: ListView) {
        let item = item(at: indexPath)
        switch cells {
        case .minimal:
            (cell as? BenchCell)?.item = item
        case .realistic:
            if let cell = cell as? BenchCell {
                cell.item = item
                cell.contentConfiguration = content(of: item, at: indexPath, in: listView)
                layOut(cell, width: rowWidth(at: indexPath, in: listView))
            }
        }
        Monotonic.spin(nanoseconds: configureCostNs)
    }

    /// The width of the row at `indexPath`: a table's rows all span the viewport less the
    /// style's side insets; a grid's or flow's item has its own.
    private func rowWidth(at indexPath: ListIndexPath, in listView: ListView) -> Double {
        guard !listView.listLayout.isCollection else { return listView.rectForRow(at: indexPath)?.width ?? 0 }
        let inset = listView.style == .insetGrouped ? listView.metrics.insetGroupedSideInset : 0
        return Swift.max(0, listView.viewportSize.width - 2 * inset)
    }

    /// Lays a realistic cell's content out, as a renderer does before drawing (a self-sizing row
    /// has it laid out already, by the engine's measuring): timed apart with ``timesPhases``.
    private func layOut(_ cell: BenchCell, width: Double) {
        guard timesPhases else {
            _ = try? cell.contentLayout(fittingWidth: width)
            return
        }
        let start = Monotonic.now()
        _ = try? cell.contentLayout(fittingWidth: width)
        let elapsed = Monotonic.now() &- start
        clockReads &+= 2
        contentLayoutNs &+= elapsed
        configureNs &-= elapsed  // counted in the configure phase by the caller's clock reads
    }

    /// Titles some realistic rows show: Korean, which wraps and truncates by display width.
    private static let koreanTitles = ["안녕하세요 세계", "서울특별시 종로구 세종대로", "목록 항목을 길게 눌러 편집하기", "가나다라마바사 아자차카타파하"]

    /// Item `item`'s realistic content: the style, image, text, secondary text and accessory
    /// follow from the item's number, so every run shows the same rows.
    private func content(of item: Int, at indexPath: ListIndexPath, in listView: ListView) -> ListContentConfiguration {
        let style: ListContentConfiguration.Style = switch item % 4 {
        case 0, 1: .subtitle
        case 2: .value1
        default: .default
        }
        let title = item % 5 == 0 ? "\(Self.koreanTitles[item / 5 % Self.koreanTitles.count]) \(item)" : "Item \(item)"
        let detail = "\(titles[indexPath.section]) · row \(indexPath.row + 1) of \(listView.numberOfRows(inSection: indexPath.section))"
        var content = ListContentConfiguration(style: style, text: title, secondaryText: detail)
        if item % 3 == 0 { content.image = Size(width: 40, height: 40) }
        content.textProperties.numberOfLines = 2
        content.secondaryTextProperties.numberOfLines = 1
        if listView.sectionIndexTitles.isEmpty {
            content.accessory = item % 7 == 0 ? .detailButton : item % 11 == 0 ? .checkmark : .disclosureIndicator
        }
        return content
    }

    /// A section's title; none in a sheet, which has no headers.
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        dataSet.layout == .sheet ? nil : titles[section]
    }

    /// A–Z in a plain list; none in grouped styles, which have no index (the guidelines).
    public func sectionIndexTitles(for listView: ListView) -> [String]? { listView.style == .plain ? titles : nil }

    // MARK: ListSheetDataSource

    public func numberOfColumns(in listView: ListView) -> Int { dataSet.sheetColumns }

    public func listView(_ listView: ListView, widthOfColumn column: Int) -> Double { dataSet.width(ofColumn: column) }

    /// The cell of `indexPath`'s row in `column`: a bench cell holding the row's item, its content
    /// size that of the data set's column and row; realistic, it shows "item · column" laid out
    /// at the column's width. Timed as a row's cell is with ``timesPhases``.
    ///
    /// - Complexity: O(1); a realistic cell formats and lays out its text.
    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath, column: Int) throws -> ListCell {
        guard timesPhases else {
            let cell = try listView.dequeueReusableCell(withIdentifier: BenchCell.identifier, for: indexPath)
            configure(cell, at: indexPath, column: column)
            return cell
        }
        let start = Monotonic.now()
        let cell = try listView.dequeueReusableCell(withIdentifier: BenchCell.identifier, for: indexPath)
        let afterDequeue = Monotonic.now()
        configure(cell, at: indexPath, column: column)
        let end = Monotonic.now()
        clockReads &+= 3    // start, afterDequeue, end
        dequeueNs &+= afterDequeue &- start
        configureNs &+= end &- afterDequeue
        return cell
    }

    /// Shows `indexPath`'s item in `column` of a sheet: minimal, or the item and column as text
    /// laid out at the column's real width; then the simulated configuration cost.
    private func configure(_ cell: ListCell, at indexPath: ListIndexPath, column: Int) {
        let item = item(at: indexPath)
        let size = Size(width: dataSet.width(ofColumn: column), height: height(ofItem: item))
        switch cells {
        case .minimal:
            (cell as? BenchCell)?.show(item, sheetContentSize: size)
        case .realistic:
            if let cell = cell as? BenchCell {
                cell.show(item, sheetContentSize: size)
                cell.contentConfiguration = ListContentConfiguration(style: .default, text: "\(item) · \(column)")
                layOut(cell, width: size.width)
            }
        }
        Monotonic.spin(nanoseconds: configureCostNs)
    }

    // MARK: ListDelegate

    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        height(ofItem: item(at: indexPath))
    }

    public func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
        let item = item(at: indexPath)
        return Size(width: dataSet.size(ofItem: item).width, height: height(ofItem: item))
    }

    public func listView(_ listView: ListView, isFullSpanItemAt indexPath: ListIndexPath) -> Bool {
        dataSet.isFullSpan(item: item(at: indexPath))
    }
}

/// A row's slow content: its decoded image, as far as the benchmark cares.
public struct BenchImage: Sendable {
    /// The item the image was loaded for.
    public var item: Int
    /// What a 64×64 RGBA thumbnail costs in the cache.
    public static let bytes = 64 * 64 * 4
}
