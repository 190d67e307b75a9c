import ListEngine

/// A cell that holds only its row number: configuring it allocates nothing.
public final class MinimalCell: ListCell {
    /// The global row the cell shows.
    public var row = -1

    /// The reuse identifier of minimal cells.
    public static let identifier = "minimal"
}

/// Serves a ``DataSet`` with cells configured without allocating, so the engine alone is
/// measured; titled section headers (28 pt in the plain style) and a section index A–Z.
public final class MinimalDataSource: ListDataSource, ListDelegate {
    public let dataSet: DataSet
    private let titles: [String]

    public init(_ dataSet: DataSet) {
        self.dataSet = dataSet
        self.titles = (0..<dataSet.sections).map(dataSet.title(ofSection:))
    }

    /// Registers the cell class on `list` and makes this its data source and delegate.
    public func attach(to list: ListView) {
        list.register(MinimalCell.self, forCellReuseIdentifier: MinimalCell.identifier)
        list.dataSource = self
        list.delegate = self
    }

    public func numberOfSections(in listView: ListView) -> Int { dataSet.sections }

    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        dataSet.rowCount(inSection: section)
    }

    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        let cell = try listView.dequeueReusableCell(withIdentifier: MinimalCell.identifier, for: indexPath)
        (cell as? MinimalCell)?.row = dataSet.globalRow(indexPath)
        return cell
    }

    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { titles[section] }

    public func sectionIndexTitles(for listView: ListView) -> [String]? { titles }

    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        dataSet.height(ofRow: dataSet.globalRow(indexPath))
    }
}
