/// What a list shows: UITableViewDataSource's semantics in Swift idiom. Called on the engine's
/// thread. Every requirement but the row count and the cell has a default.
public protocol ListDataSource: AnyObject {
    /// The number of sections. Default: 1.
    func numberOfSections(in listView: ListView) -> Int
    /// The number of rows in `section`.
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row at `indexPath`, usually from
    /// ``ListView/dequeueReusableCell(withIdentifier:for:)``. If it throws, the row shows a
    /// ``PlaceholderCell`` and the error is reported as a diagnostic.
    func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell
    /// The title of `section`'s header; a titled header gets the style's default height. Default: nil.
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer. Default: nil.
    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index (plain style only), such as "A"…"Z". Default: nil.
    func sectionIndexTitles(for listView: ListView) -> [String]?
    /// The section that the index title `title` at position `index` scrolls to. Default: `index`.
    func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension ListDataSource {
    public func numberOfSections(in listView: ListView) -> Int { 1 }
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { nil }
    public func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for listView: ListView) -> [String]? { nil }
    public func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
