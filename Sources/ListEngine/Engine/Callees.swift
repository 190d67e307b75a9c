/// The data source and delegate of one operation, loaded from the list's references once.
///
/// Loading a reference the list does not own costs a test of the object's liveness and an
/// atomic increment (``Collaborators``). Loaded once per operation and held strongly for it, the
/// data source and delegate cost that once an operation instead of at every row.
struct Callees {
    /// The list's data source when the operation began.
    let dataSource: (any ListDataSource)?
    /// The list's delegate when the operation began.
    let delegate: (any ListDelegate)?

    /// The data source and delegate `list` has now.
    ///
    /// - Complexity: O(1): two loads of references the list does not own.
    init(of list: ListView) {
        dataSource = list.data.collaborators.dataSource
        delegate = list.data.collaborators.delegate
    }
}
