/// The list as the host of its operation gate: each requirement forwards to the part of the
/// list that answers it.
extension ListView: OperationHost {
    func showSelectionInCells() {
        for (offset, cell) in window.cells.enumerated() {
            let path = activeLayout.geometry.indexPath(ofRow: window.materialized.lowerBound + offset)
            cell.isSelected = selection.contains(path)
            cell.isHighlighted = selection.isHighlighted(path)
        }
    }

    func deliverOperationNotices() {
        deliverFocusNotice()
        if accessibility.notice != nil { accessibility.deliverNotice(to: self) }
    }
}
