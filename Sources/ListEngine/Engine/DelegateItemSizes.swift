/// The list's ``ItemSizes``: its delegate (loaded once, for one operation) asked about sizes,
/// and its diagnostics told of answers it cannot use.
struct DelegateItemSizes: ItemSizes {
    /// The list whose delegate is asked.
    let list: ListView
    /// The delegate, loaded from the list's weak reference once.
    let delegate: (any ListDelegate)?

    /// The sizes of `list`, asking `delegate`.
    ///
    /// - Complexity: O(1).
    init(of list: ListView, delegate: (any ListDelegate)?) {
        self.list = list
        self.delegate = delegate
    }

    /// The sizes of `list`, asking the delegate of the operation `callees` stand for.
    ///
    /// - Complexity: O(1).
    init(of list: ListView, callees: Callees) {
        self.init(of: list, delegate: callees.delegate)
    }

    func initialHeight(ofRow indexPath: ListIndexPath) -> Double {
        list.initialHeight(ofRow: indexPath, delegate: delegate)
    }

    func size(ofItemAt indexPath: ListIndexPath) -> Size? {
        delegate?.listView(list, sizeForItemAt: indexPath)
    }

    func delegateHeight(ofRow indexPath: ListIndexPath) -> Double? {
        delegate?.rowHeight(in: list, at: indexPath)
    }

    func isFullSpan(itemAt indexPath: ListIndexPath) -> Bool {
        delegate?.listView(list, isFullSpanItemAt: indexPath) ?? false
    }

    func report(_ problem: ListError) {
        list.diagnose(problem)
    }
}
