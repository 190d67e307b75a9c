/// Supplementary views — section headers and footers from the data source — and decoration views
/// — a view the list places behind each section — registered, dequeued and reused by kind and
/// identifier, as UICollectionView's (and UITableView's reusable header and footer views).
extension ListView {
    /// The kind of a section's header view.
    public static let elementKindSectionHeader = "ListEngine.sectionHeader"
    /// The kind of a section's footer view (tables; a collection's sections have no footers).
    public static let elementKindSectionFooter = "ListEngine.sectionFooter"
    /// A decoration kind for a view behind each section (its frame: ``rect(forSection:)``).
    public static let elementKindSectionBackground = "ListEngine.sectionBackground"

    /// Registers a view class for supplementary views of `kind` (a section header or footer)
    /// under `identifier`; the pool constructs it with `init(reuseIdentifier:)`. From the next
    /// pass on, the data source is asked for the view of each section on screen.
    ///
    /// - Complexity: O(kinds).
    public func register(_ viewClass: ListReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        if defersCalls { return deferCall { $0.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) } }
        guard mayMutate("register(_:forSupplementaryViewOfKind:withReuseIdentifier:)") else { return }
        let k = window.supplementary.index(of: kind, isDecoration: false)
        window.supplementary.kinds[k].pool.register(identifier) { viewClass.init(reuseIdentifier: $0) }
    }

    /// Registers a decoration view class for `kind`: from the next pass on, the list places one
    /// behind each section on screen, with the section's frame (``rect(forSection:)``). Register
    /// ``elementKindSectionBackground`` to give sections a background.
    ///
    /// - Complexity: O(kinds).
    public func registerDecorationView(_ viewClass: ListReusableView.Type, forKind kind: String) {
        if defersCalls { return deferCall { $0.registerDecorationView(viewClass, forKind: kind) } }
        guard mayMutate("registerDecorationView(_:forKind:)") else { return }
        let k = window.supplementary.index(of: kind, isDecoration: true)
        window.supplementary.kinds[k].pool.register(kind) { viewClass.init(reuseIdentifier: $0) }
    }

    /// A supplementary view of `kind` for `indexPath.section` from `identifier`'s pool, or a new
    /// one if the pool is empty.
    ///
    /// - Throws: ``ListError/unregisteredReuseIdentifier(_:)`` for a kind or identifier no
    ///   `register` named; ``ListError/sectionOutOfRange(_:sectionCount:)``.
    /// - Complexity: O(kinds); no allocation when the pool has a view waiting.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: ListIndexPath) throws(ListError) -> ListReusableView {
        guard indexPath.section >= 0, indexPath.section < activeLayout.geometry.sectionCount else {
            throw .sectionOutOfRange(indexPath.section, sectionCount: activeLayout.geometry.sectionCount)
        }
        guard let k = window.supplementary.index(of: kind), !window.supplementary.kinds[k].isDecoration else {
            throw .unregisteredReuseIdentifier("\(kind): \(identifier)")
        }
        return try window.supplementary.kinds[k].pool.dequeue(identifier)
    }

    /// The view of `kind` placed for `section`, if the section is on screen and has one.
    ///
    /// - Complexity: O(kinds).
    public func supplementaryView(forElementKind kind: String, inSection section: Int) -> ListReusableView? {
        guard let k = window.supplementary.index(of: kind) else { return nil }
        return window.supplementary.view(kind: k, section: section)
    }

    /// The views of `kind` placed for the sections on screen, top to bottom.
    ///
    /// - Complexity: O(kinds + sections on screen).
    public func visibleSupplementaryViews(ofKind kind: String) -> [ListReusableView] {
        guard let k = window.supplementary.index(of: kind) else { return [] }
        return window.supplementary.kinds[k].views.compactMap { $0 }
    }

    /// The reuse statistics of the pools of supplementary or decoration views of `kind`.
    ///
    /// - Complexity: O(kinds + identifiers of the kind).
    public func reuseStatistics(forSupplementaryViewOfKind kind: String) -> ReuseStatistics? {
        guard let k = window.supplementary.index(of: kind) else { return nil }
        return window.supplementary.kinds[k].pool.totalStatistics
    }

    /// Pipeline step 3 for sections (see ``SupplementaryViews/place(callees:in:)``).
    ///
    /// - Complexity: O(kinds × sections on screen × log n); nothing without registered kinds.
    func placeSupplementaryViews(callees: Callees) {
        // Asked first: a flag read borrows the views, a call would retain them.
        guard !window.supplementary.isEmpty else { return }
        window.supplementary.place(callees: callees, in: self)
    }

    /// Gives every placed view its frame as the layout has it now.
    ///
    /// - Complexity: O(kinds × sections placed × log n).
    func frameSupplementaryViews() { window.supplementary.frameViews(in: self) }

    /// Returns every placed supplementary view to its pool, and any header kept aside for a
    /// focus (nothing is shown while content loads).
    ///
    /// - Complexity: O(kinds × sections placed).
    func recycleSupplementaryViews() { if !window.supplementary.isEmpty { window.supplementary.recycleAll() } }

    /// Where a view of `kind` for section `s` goes (see
    /// ``SupplementaryViews/frame(ofElementKind:section:in:)``).
    ///
    /// - Complexity: O(log n).
    func frame(ofElementKind kind: String, section s: Int) -> Rect? { window.supplementary.frame(ofElementKind: kind, section: s, in: self) }
}
