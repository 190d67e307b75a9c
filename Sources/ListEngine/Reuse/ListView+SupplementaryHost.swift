/// The list as its supplementary views' host: each requirement forwards to the part of the list
/// that answers it.
extension ListView: SupplementaryHost {
    var sectionsOnScreen: Range<Int> { shownSections(visibleSections) }

    func dataSourceView(ofKind kind: String, at indexPath: ListIndexPath, callees: Callees) throws -> ListReusableView? {
        try callees.dataSource?.listView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    func moveShift(ofSection section: Int) -> (header: Double, bottom: Double) {
        editing.move.presentation(in: self)?.shift(ofSection: section) ?? (header: 0, bottom: 0)
    }
}
