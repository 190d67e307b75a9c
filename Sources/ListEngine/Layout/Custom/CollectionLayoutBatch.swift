/// A batch update as a ``CustomCollectionLayout`` takes it without preparing afresh
/// (``CustomCollectionLayout/apply(_:sections:width:itemSize:)``): which items leave, which
/// arrive and which are reloaded, as global item numbers (``CollectionSections``).
///
/// The items that stay keep their order: remove ``removedItems`` from the layout's per-item
/// state (numbers before the batch), then insert ``insertedItems`` in ascending order (numbers
/// after it), and every item that stays lands at its number after the batch. An item that
/// moves is removed where it was and inserted where it goes. A section deleted or reloaded
/// has all its items removed, one inserted or reloaded all its items inserted. Batches that
/// move sections are not offered: the list prepares the layout afresh for them.
public struct CollectionLayoutBatch: Hashable, Sendable {
    /// The sections before the batch (the layout is given those after it).
    public let oldSections: CollectionSections
    /// The items that leave — deleted or moved out — numbered before the batch, ascending.
    public let removedItems: [Int]
    /// The items that arrive — inserted or moved in — numbered after the batch, ascending.
    public let insertedItems: [Int]
    /// The items reloaded where they stay, numbered after the batch, ascending: their sizes may
    /// have changed.
    public let reloadedItems: [Int]

    /// A batch of `removedItems` (before, ascending), `insertedItems` and `reloadedItems`
    /// (after, ascending) taking `oldSections` to the sections after it, for testing a layout.
    ///
    /// - Complexity: O(1).
    public init(oldSections: CollectionSections, removedItems: [Int], insertedItems: [Int], reloadedItems: [Int]) {
        self.oldSections = oldSections
        self.removedItems = removedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
    }

    /// `plan` as a layout takes it, with the sections before it under `oldHeaders`; nil for a
    /// plan that moves sections (the items that stay would not keep their order).
    ///
    /// - Complexity: O(sections + k log k) for the k items that change.
    init?(_ plan: BatchUpdatePlan, oldHeaders: [Double]) {
        guard plan.movedSections.isEmpty else { return nil }
        let old = CollectionSections(itemCounts: plan.oldRowCounts, headerHeights: oldHeaders)
        let new = CollectionSections(itemCounts: plan.newRowCounts, headerHeights: [])
        var removed = [Int]()
        for s in 0..<plan.oldSectionCount {
            if plan.newSection[s] < 0 || plan.reloadedSections.contains(s) {
                removed.append(contentsOf: old.items(inSection: s))
            } else {
                removed.append(contentsOf: plan.removedRows[s].lazy.map { old.firstItem(inSection: s) + $0 })
            }
        }
        var inserted = [Int]()
        for t in 0..<plan.newSectionCount {
            let s = plan.oldSection[t]
            if s < 0 || plan.reloadedSections.contains(s) {
                inserted.append(contentsOf: new.items(inSection: t))
            } else {
                inserted.append(contentsOf: plan.addedRows[t].lazy.map { new.firstItem(inSection: t) + $0 })
            }
        }
        var reloaded = [Int]()
        for path in plan.reloadedRows where !plan.reloadedSections.contains(path.section) {
            guard let now = plan.newIndexPath(for: path) else { continue }
            reloaded.append(new.firstItem(inSection: now.section) + now.row)
        }
        self.init(oldSections: old, removedItems: removed, insertedItems: inserted, reloadedItems: reloaded.sorted())
    }
}
