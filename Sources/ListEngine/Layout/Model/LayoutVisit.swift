/// Something done with whichever layout model the list has — a question, a change or a walk
/// over items — written once, generically, and run on the concrete model by
/// ``ActiveLayout/visit(_:)``: Swift has no generic closures, so each is a small value of its own
/// (``LayoutQuestions``, ``LayoutChanges``).
///
/// A walk's per-item closure travels beside the visit, not in it: the caller's closure is
/// non-escaping, and a value cannot hold one without it escaping (which would allocate its
/// context).
protocol LayoutVisit {
    /// What it gives back.
    associatedtype Result

    /// Does it with `model`, in place (passed inout, a geometry is neither copied nor
    /// retained); a walk calls `body` with each item and its frame.
    func visit<Model: LayoutModel>(_ model: inout Model, walking body: (_ item: Int, _ frame: Rect) -> Void) -> Result
}

/// A visit that walks nothing: a question or a change.
protocol PlainLayoutVisit: LayoutVisit {
    /// What it gives back (restated, so that a visit's own method says what it is).
    associatedtype Result

    /// Does it with `model`, in place.
    func visit<Model: LayoutModel>(_ model: inout Model) -> Result
}

extension PlainLayoutVisit {
    /// Does it with `model`; there is nothing to walk.
    ///
    /// - Complexity: the visit's.
    @inline(__always)
    func visit<Model: LayoutModel>(_ model: inout Model, walking body: (_ item: Int, _ frame: Rect) -> Void) -> Result {
        visit(&model)
    }
}

extension ActiveLayout {
    /// Runs `work` on the layout's model (see ``visit(_:walking:)``).
    ///
    /// - Complexity: O(1) plus `work`'s.
    @inline(__always)
    func visit<Work: PlainLayoutVisit>(_ work: Work) -> Work.Result {
        visit(work) { _, _ in }
    }

    /// The one place where the list's layout is told apart: runs `work` on the layout's model,
    /// specialized for it, `body` given to a walk. Each layout is one line here.
    ///
    /// A custom layout's preparation is a class, shared by whoever holds it: it is never
    /// changed in place; a change that prepares it again installs a new one in ``custom``.
    ///
    /// - Complexity: O(1) plus `work`'s.
    @inline(__always)
    func visit<Work: LayoutVisit>(_ work: Work, walking body: (_ item: Int, _ frame: Rect) -> Void) -> Work.Result {
        switch kind {
        case .table:
            return withUnsafeMutablePointer(to: &geometry) { geometry in
                var rows = TableRows(self, geometry: geometry)
                return work.visit(&rows, walking: body)
            }
        case .grid:
            return work.visit(&grid, walking: body)
        case .flow:
            return work.visit(&flow, walking: body)
        case .masonry:
            return work.visit(&masonry, walking: body)
        case .custom:
            guard var prepared = custom else {
                var unprepared = UnpreparedLayout(self)
                return work.visit(&unprepared, walking: body)
            }
            return work.visit(&prepared, walking: body)
        }
    }
}
