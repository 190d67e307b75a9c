/// The data source and delegate of one operation, loaded from the list's weak references once.
///
/// A weak reference costs a runtime call each time it is loaded, and an object that is weakly
/// referenced counts its references in a side table, where every retain and release takes the
/// slow path. Loaded once per layout pass and held strongly for it, the data source and
/// delegate cost that once a pass instead of at every row.
struct Callees {
    /// The list's data source when the operation began.
    let dataSource: (any ListDataSource)?
    /// The list's delegate when the operation began.
    let delegate: (any ListDelegate)?

    /// The data source and delegate `list` has now.
    ///
    /// - Complexity: O(1): two weak loads.
    init(of list: ListView) {
        dataSource = list.dataSource
        delegate = list.delegate
    }
}
