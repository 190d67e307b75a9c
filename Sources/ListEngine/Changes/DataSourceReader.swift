/// The list's data source and delegate read into geometry: counts, header and footer heights,
/// row heights before configuration (per ``ListView/rowHeight``), the section index. Reading
/// changes nothing; the changes that read (a reload, a batch, a new layout) install what they
/// read.
struct DataSourceReader {
    /// The heights a row has by default when the delegate gives none (``RowHeight/perRow``).
    static let defaultRowHeight = 44.0

    /// The list whose data source and delegate are asked (their questions name it).
    let list: ListView

    /// The geometry the data source and delegate describe now.
    ///
    /// - Throws: ``ListError/negativeCount(_:section:)``, ``ListError/emptyGroup(section:)``
    ///   (grouped styles), ``ListError/invalidHeight(_:at:)``.
    /// - Complexity: O(sections) with a fixed row height or a collection; O(n) with per-row or
    ///   self-sizing heights.
    func geometry() throws(ListError) -> TableGeometry {
        guard let dataSource = list.dataSource else { return TableGeometry() }
        let sections = dataSource.numberOfSections(in: list)
        guard sections >= 0 else { throw .negativeCount(sections, section: nil) }
        var rowCounts = [Int]()
        var headers = [Double]()
        var footers = [Double]()
        rowCounts.reserveCapacity(sections)
        headers.reserveCapacity(sections)
        footers.reserveCapacity(sections)
        for s in 0..<sections {
            let rows = dataSource.listView(list, numberOfRowsInSection: s)
            guard rows >= 0 else { throw .negativeCount(rows, section: s) }
            guard rows > 0 || !list.style.isGrouped else { throw .emptyGroup(section: s) }
            rowCounts.append(rows)
            let (header, footer) = try headerFooterHeights(ofSection: s)
            headers.append(header)
            footers.append(footer)
        }
        if list.activeLayout.hasCollectionGeometry {
            // The counts and headers only: the grid's or flow's geometry has the frames.
            let none = [Double](repeating: 0, count: sections)
            return TableGeometry(rowCounts: rowCounts, headerHeights: headers, footerHeights: none, uniformRowHeight: 0)
        }
        switch list.rowHeight {
        case let .fixed(height):
            return TableGeometry(rowCounts: rowCounts, headerHeights: headers, footerHeights: footers, uniformRowHeight: height)
        case .perRow, .selfSizing:
            var failure: ListError?
            let delegate = list.delegate
            let table = TableGeometry(rowCounts: rowCounts, headerHeights: headers, footerHeights: footers) { s, r in
                let height = initialHeight(ofRow: ListIndexPath(row: r, section: s), delegate: delegate)
                if ListView.isValidHeight(height) { return height }
                if failure == nil { failure = .invalidHeight(height, at: ListIndexPath(row: r, section: s)) }
                return 0
            }
            if let failure { throw failure }
            return table
        }
    }

    /// The row counts of the data source's sections now (none without a data source).
    ///
    /// - Throws: ``ListError/negativeCount(_:section:)``.
    /// - Complexity: O(sections), plus the data source's calls.
    func rowCounts() throws(ListError) -> [Int] {
        var counts = [Int]()
        guard let dataSource = list.dataSource else { return counts }
        let sections = dataSource.numberOfSections(in: list)
        guard sections >= 0 else { throw .negativeCount(sections, section: nil) }
        counts.reserveCapacity(sections)
        for s in 0..<sections {
            let rows = dataSource.listView(list, numberOfRowsInSection: s)
            guard rows >= 0 else { throw .negativeCount(rows, section: s) }
            counts.append(rows)
        }
        return counts
    }

    /// Throws unless the data source has `expected` rows in section `s` (as the list has):
    /// rows and sections reload only with their counts unchanged.
    ///
    /// - Throws: ``ListError/countsChangedWithoutReload(section:expected:found:)``.
    /// - Complexity: O(1) plus the data source's call.
    func checkRowCount(_ expected: Int, inSection s: Int) throws(ListError) {
        guard let dataSource = list.dataSource else { return }
        let found = dataSource.listView(list, numberOfRowsInSection: s)
        guard found == expected else { throw .countsChangedWithoutReload(section: s, expected: expected, found: found) }
    }

    /// A row's height before it is configured: the delegate's for per-row heights, the estimate
    /// for self-sizing rows, with `delegate` already loaded (a reload asks every row).
    ///
    /// - Complexity: O(1) plus the delegate's call.
    func initialHeight(ofRow indexPath: ListIndexPath, delegate: (any ListDelegate)?) -> Double {
        switch list.rowHeight {
        case let .fixed(height): height
        case .perRow: delegate?.rowHeight(in: list, at: indexPath) ?? Self.defaultRowHeight
        case let .selfSizing(estimate): delegate?.estimatedRowHeight(in: list, at: indexPath) ?? estimate
        }
    }

    /// Section `s`'s header and footer heights: the delegate's, or the metrics' default for the
    /// style (taller with a title).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)``.
    /// - Complexity: O(1) plus the delegate's and data source's calls.
    func headerFooterHeights(ofSection s: Int) throws(ListError) -> (Double, Double) {
        let style = list.style
        let header = list.delegate?.headerHeight(in: list, section: s)
            ?? list.metrics.defaultHeaderFooterHeight(style: style, hasTitle: list.dataSource?.headerTitle(in: list, section: s) != nil)
        let footer = list.delegate?.footerHeight(in: list, section: s)
            ?? list.metrics.defaultHeaderFooterHeight(style: style, hasTitle: list.dataSource?.footerTitle(in: list, section: s) != nil)
        guard ListView.isValidHeight(header) else { throw .invalidHeight(header, at: nil) }
        guard ListView.isValidHeight(footer) else { throw .invalidHeight(footer, at: nil) }
        return (header, footer)
    }

    /// The section index the data source gives: none for grouped styles, which have no index
    /// (the guidelines), refused and diagnosed.
    ///
    /// - Complexity: O(titles) plus the data source's call.
    func sectionIndexTitles() -> [String] {
        let titles = list.dataSource?.indexTitles(in: list) ?? []
        if list.style != .plain, !titles.isEmpty { list.diagnose(.sectionIndexUnavailable(list.style)) }
        return list.style == .plain ? titles : []
    }
}
