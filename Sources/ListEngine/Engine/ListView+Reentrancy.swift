/// One operation at a time. A layout pass, a reload or a batch update calls out to the data
/// source, the delegate, the prefetch data source and the cells; a call back into the list that
/// would change its rows, cells, geometry or viewport while the operation is half done is
/// refused: a throwing call throws ``ListError/reentrantCall(_:during:)``, a nested ``layout()``
/// returns an empty report and reports the same error as a diagnostic. The list is then exactly
/// as the running operation leaves it. Make such changes after the operation returns.
///
/// Selection and highlight may change from any callback: the cells' flags follow when the
/// operation ends. Touch callbacks (`didSelectRowAt`…) run outside any operation, so they may
/// change the list freely, as in UIKit.
extension ListView {
    /// Runs `body` as the public operation `name`, or refuses it if another one is running.
    ///
    /// - Complexity: O(1) beyond `body`: a load and two stores.
    @inline(__always)
    func perform<Result>(_ name: StaticString, _ body: () throws(ListError) -> Result) throws(ListError) -> Result {
        try refuseIfRunning(name)
        runningOperation = name
        defer { endOperation() }
        return try body()
    }

    /// Throws ``ListError/reentrantCall(_:during:)`` if an operation is running.
    @usableFromInline
    func refuseIfRunning(_ name: StaticString) throws(ListError) {
        guard let running = runningOperation else { return }
        throw .reentrantCall(name.description, during: running.description)
    }

    /// Whether a non-throwing mutating call may go ahead; if not, reports why as a diagnostic.
    func mayMutate(_ name: StaticString) -> Bool {
        guard let running = runningOperation else { return true }
        diagnose(.reentrantCall(name.description, during: running.description))
        return false
    }

    /// Marks the non-throwing operation `name` as running; false (and a diagnostic) if another
    /// operation is. The caller ends it with ``endOperation()``.
    func beginOperation(_ name: StaticString) -> Bool {
        guard mayMutate(name) else { return false }
        runningOperation = name
        return true
    }

    /// Ends the running operation; selection changed by its callbacks reaches the cells now.
    func endOperation() {
        runningOperation = nil
        if selectionChangedDuringOperation {
            selectionChangedDuringOperation = false
            for (offset, cell) in cells.enumerated() {
                let path = geometry.indexPath(ofRow: materialized.lowerBound + offset)
                cell.isSelected = selection.contains(path)
                cell.isHighlighted = selection.isHighlighted(path)
            }
        }
    }
}
