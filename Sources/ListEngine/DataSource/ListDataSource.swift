/// What a list shows: UITableViewDataSource's semantics in Swift idiom. Called on the engine's
/// thread. Every requirement but the row count and the cell has a default.
///
/// Write a conformance as you would for UIKit: where UIKit's Objective-C protocol lets a
/// witness differ in optionality, both shapes are requirements here — `sectionIndexTitles(for:)`
/// may return `[String]?` or `[String]`, a title `String?` or `String` — so either shape is
/// called, never silently ignored. (Implement one shape of each; if both, the optional one wins.)
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
    /// The title of `section`'s header, UIKit's non-optional shape ("" for none). Default: "".
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String
    /// The title of `section`'s footer. Default: nil.
    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String?
    /// The title of `section`'s footer, UIKit's non-optional shape ("" for none). Default: "".
    func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String
    /// The titles of the section index (plain style only), such as "A"…"Z". Default: nil.
    func sectionIndexTitles(for listView: ListView) -> [String]?
    /// The titles of the section index, UIKit's non-optional shape. Default: none.
    func sectionIndexTitles(for listView: ListView) -> [String]
    /// The section that the index title `title` at position `index` scrolls to. Default: `index`.
    func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// A configured view of `kind` (``ListView/elementKindSectionHeader`` or
    /// ``ListView/elementKindSectionFooter``) for section `indexPath.section`, usually from
    /// ``ListView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``; nil for
    /// none (UITableView's `viewForHeaderInSection`, UICollectionView's
    /// `viewForSupplementaryElementOfKind`). Asked once a section comes on screen, for kinds
    /// registered with ``ListView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``.
    /// If it throws, the section has no such view and the error is reported as a diagnostic.
    /// Default: nil.
    func listView(_ listView: ListView, viewForSupplementaryElementOfKind kind: String, at indexPath: ListIndexPath) throws -> ListReusableView?

    /// Whether the row at `indexPath` can be edited: show editing controls in editing mode, and
    /// swipe actions. Default: true, as in UIKit.
    func listView(_ listView: ListView, canEditRowAt indexPath: ListIndexPath) -> Bool
    /// Commits the deletion or insertion the user confirmed for the row at `indexPath`
    /// (``ListView/commitEditing(_:forRowAt:)``): change the model only — the list applies the
    /// change itself as one batch, checked against the counts you report afterwards. Calls back
    /// into the list are refused here. An insertion puts the new row at `indexPath`, the row
    /// whose insert control was tapped moving down by one. Default: none (a commit then throws
    /// ``EditingError/notImplemented(_:)``).
    func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath)
    /// Whether the row at `indexPath` can be moved: it shows a reorder control in editing mode
    /// and can start an interactive move. Default: false (UIKit infers true from implementing
    /// ``listView(_:moveRowAt:to:)``, which a Swift protocol cannot see: implement both).
    func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool
    /// Moves a row in the model when an interactive move ends: `destinationIndexPath` is where
    /// the row is after the move. Change the model only; the list applies the move itself.
    /// Default: none (ending a move then throws ``EditingError/notImplemented(_:)``).
    func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath)
}

extension ListDataSource {
    public func numberOfSections(in listView: ListView) -> Int { 1 }
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { nil }
    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String { "" }
    public func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? { nil }
    public func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String { "" }
    public func sectionIndexTitles(for listView: ListView) -> [String]? { nil }
    public func sectionIndexTitles(for listView: ListView) -> [String] { [] }
    public func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func listView(_ listView: ListView, viewForSupplementaryElementOfKind kind: String,
                         at indexPath: ListIndexPath) throws -> ListReusableView? { nil }
    public func listView(_ listView: ListView, canEditRowAt indexPath: ListIndexPath) -> Bool { true }
    public func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        listView.editing.defaultCallbackRan = true
    }
    public func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { false }
    public func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
        listView.editing.defaultCallbackRan = true
    }
}

/// What the engine reads, whichever shape the conformance has.
extension ListDataSource {
    /// The header title of `section`, from either shape; nil for none.
    func headerTitle(in list: ListView, section: Int) -> String? {
        let optional: String? = listView(list, titleForHeaderInSection: section)
        if let optional { return optional }
        let plain: String = listView(list, titleForHeaderInSection: section)
        return plain.isEmpty ? nil : plain
    }

    /// The footer title of `section`, from either shape; nil for none.
    func footerTitle(in list: ListView, section: Int) -> String? {
        let optional: String? = listView(list, titleForFooterInSection: section)
        if let optional { return optional }
        let plain: String = listView(list, titleForFooterInSection: section)
        return plain.isEmpty ? nil : plain
    }

    /// The section index titles, from either shape.
    func indexTitles(in list: ListView) -> [String] {
        let optional: [String]? = sectionIndexTitles(for: list)
        if let optional { return optional }
        let plain: [String] = sectionIndexTitles(for: list)
        return plain
    }
}
