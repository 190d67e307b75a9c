/// What the supplementary views (``SupplementaryViews``) need of the list to place and frame
/// them: the sections shown, the data source's views, the frames the layout gives them and the
/// shift an interactive move gives them, and where the foci are (pinning, ``PinningHost``). The
/// list adopts it (`ListView+SupplementaryHost.swift`); the placing operations are generic over
/// it, so no question on a walk over sections is an existential call.
protocol SupplementaryHost: PinningHost {
    /// What the host loads once for an operation and is handed back with each question that
    /// reaches its data source (the list: ``Callees``).
    associatedtype Calls

    /// The sections that have views this pass: those meeting the visible area, and those an
    /// update animation under way still draws.
    var sectionsOnScreen: Range<Int> { get }

    /// The data source's view of `kind` for the section of `indexPath` (row 0); nil without a
    /// data source or where it has none.
    ///
    /// - Throws: what the data source throws.
    /// - Complexity: the data source's.
    func dataSourceView(ofKind kind: String, at indexPath: ListIndexPath, callees: Calls) throws -> ListReusableView?
    /// Reports `diagnostic` (a view the data source failed to make).
    ///
    /// - Complexity: O(1) beyond the delegate's callback.
    func diagnose(_ diagnostic: ListError)
    /// Where section `section`'s header is drawn now (pinned where headers pin), if it has one.
    ///
    /// - Complexity: O(log n).
    func headerFrame(inSection section: Int) -> Rect?
    /// Section `section`'s footer's frame, if it has one.
    ///
    /// - Complexity: O(1).
    func rectForFooter(inSection section: Int) -> Rect?
    /// Section `section`'s frame, header to footer, if the section exists.
    ///
    /// - Complexity: O(1).
    func rect(forSection section: Int) -> Rect?
    /// How far an interactive move under way shifts section `section`'s header and bottom
    /// (zero without one).
    ///
    /// - Complexity: O(1).
    func moveShift(ofSection section: Int) -> (header: Double, bottom: Double)
}
