/// A data source in UICollectionViewDataSource's names: items instead of rows. Implement the
/// item counts and cells; the row-named requirements of ``ListDataSource`` answer from them
/// (one static call, no dispatch per item beyond the data source's own). Everything else is
/// ``ListDataSource``'s, supplementary views included.
public protocol ListCollectionDataSource: ListDataSource {
    /// The number of items in `section`.
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int
    /// A configured cell for the item at `indexPath`, usually from
    /// ``ListView/dequeueReusableCell(withIdentifier:for:)``. If it throws, the item shows a
    /// ``PlaceholderCell`` and the error is reported as a diagnostic.
    func listView(_ listView: ListView, cellForItemAt indexPath: ListIndexPath) throws -> ListCell
}

extension ListCollectionDataSource {
    /// ``listView(_:numberOfItemsInSection:)``.
    ///
    /// - Complexity: that of the item count.
    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        self.listView(listView, numberOfItemsInSection: section)
    }

    /// ``listView(_:cellForItemAt:)``.
    ///
    /// - Complexity: that of the item's cell.
    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try self.listView(listView, cellForItemAt: indexPath)
    }
}
