/// The questions an interactive move asks of the collection geometry it would produce: where
/// the items, headers and sections are, and which items a band shows.
extension LoadedCollection {
    /// The items whose frames intersect the band `y0 ..< y1` (empty for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        switch self {
        case .table: 0..<0
        case let .grid(grid): grid.items(intersecting: y0, y1)
        case let .flow(flow): flow.items(intersecting: y0, y1)
        case let .custom(custom): custom.items(intersecting: y0, y1)
        }
    }

    /// The frame of section `s`'s header (`.zero` for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func headerFrame(ofSection s: Int) -> Rect {
        switch self {
        case .table: .zero
        case let .grid(grid): grid.headerFrame(ofSection: s)
        case let .flow(flow): flow.headerFrame(ofSection: s)
        case let .custom(custom): custom.headerFrame(ofSection: s)
        }
    }

    /// The frame of section `s`, header to bottom inset (`.zero` for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func sectionFrame(ofSection s: Int) -> Rect {
        switch self {
        case .table: .zero
        case let .grid(grid): grid.sectionFrame(ofSection: s)
        case let .flow(flow): flow.sectionFrame(ofSection: s)
        case let .custom(custom): custom.sectionFrame(ofSection: s)
        }
    }

    /// Lays out exactly what the band `y0 ..< y1` shows (a flow lays its lines out lazily; the
    /// others are exact already), asking `sizeOf` for items laid out for the first time.
    ///
    /// - Complexity: O(log n) when the band is laid out already; otherwise O(items laid out).
    mutating func prepare(_ y0: Double, _ y1: Double, sizeOf: (_ item: Int) -> Size) {
        guard case var .flow(flow) = self else { return }
        self = .table  // the flow's storage is uniquely referenced while it lays out
        flow.prepare(y0, y1, sizeOf: sizeOf)
        self = .flow(flow)
    }
}
