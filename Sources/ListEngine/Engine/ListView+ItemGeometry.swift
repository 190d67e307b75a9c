/// The list's side of the layout's sizing questions (``ActiveLayout``'s `+Items` methods): the
/// delegate it asks, the viewport's width it lays out at.
extension ListView {
    /// The sizes the layout asks for in the operation `callees` stand for.
    ///
    /// - Complexity: O(1).
    func itemSizes(_ callees: Callees) -> DelegateItemSizes {
        DelegateItemSizes(of: self, callees: callees)
    }

    /// The sizes the layout asks for, from the delegate the list has now.
    ///
    /// - Complexity: O(1): a weak load.
    var itemSizes: DelegateItemSizes {
        DelegateItemSizes(of: self, delegate: delegate)
    }

    /// Lays the layout out through item `g` (see ``ActiveLayout/layOut(through:sizes:)``).
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut(through g: Int, callees: Callees) -> Bool {
        activeLayout.layOut(through: g, sizes: itemSizes(callees))
    }

    /// Lays the last sections out until the content reaches down to `y` (see
    /// ``ActiveLayout/layOut(reaching:sizes:)``).
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut(reaching y: Double, callees: Callees) {
        activeLayout.layOut(reaching: y, sizes: itemSizes(callees))
    }

    /// Whether item `g`'s frame intersects the viewport (see ``ActiveLayout/intersects(item:_:_:)``).
    ///
    /// - Complexity: O(log n).
    func isOnScreen(item g: Int) -> Bool {
        activeLayout.intersects(item: g, viewport.offset.y, viewport.offset.y + viewport.size.height)
    }

    /// A flow item's size before it is configured (see ``ActiveLayout/initialSize(ofItem:sizes:)``).
    ///
    /// - Complexity: O(log sections) plus a delegate call.
    func initialSize(ofItem g: Int, delegate: (any ListDelegate)?) -> Size {
        activeLayout.initialSize(ofItem: g, sizes: DelegateItemSizes(of: self, delegate: delegate))
    }

    /// A copy of `layout` prepared at the viewport's width (see
    /// ``ActiveLayout/prepared(_:counts:headers:width:sizes:itemPath:)``).
    ///
    /// - Complexity: the layout's `prepare`, and a delegate call per item it asks about.
    func prepared(_ layout: any CustomCollectionLayout, counts: [Int], headers: [Double],
                  itemPath: ((Int) -> ListIndexPath)? = nil) -> CheckedCustomLayout {
        activeLayout.prepared(layout, counts: counts, headers: headers, width: viewport.size.width, sizes: itemSizes, itemPath: itemPath)
    }

    /// Builds the collection's geometry for sections of `counts` items under `headers` at the
    /// viewport's width (see ``ActiveLayout/loadCollection(counts:headers:width:sizes:)``).
    ///
    /// - Throws: ``ListError/invalidHeight(_:at:)`` for a grid item height that is not finite and ≥ 0.
    /// - Complexity: as ``ActiveLayout/loadCollection(counts:headers:width:sizes:)``.
    func loadCollectionGeometry(counts: [Int], headers: [Double]) throws(ListError) -> LoadedCollection {
        try activeLayout.loadCollection(counts: counts, headers: headers, width: viewport.size.width, sizes: itemSizes)
    }
}
