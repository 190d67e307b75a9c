/// The questions an interactive move asks of the collection geometry it would produce: where
/// the items, headers and sections are, and which items a band shows.
extension LoadedCollection {
    /// The geometry answering, nil for a table. A move asks a few questions a frame, so they go
    /// through the protocol.
    ///
    /// - Complexity: O(1).
    private var answering: (any CollectionLayoutGeometry)? {
        switch self {
        case .table: nil
        case let .grid(grid): grid
        case let .flow(flow): flow
        case let .masonry(masonry): masonry
        case let .custom(custom): custom
        }
    }

    /// The items whose frames intersect the band `y0 ..< y1` (empty for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        answering?.items(intersecting: y0, y1) ?? 0..<0
    }

    /// The frame of section `s`'s header (`.zero` for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func headerFrame(ofSection s: Int) -> Rect { answering?.headerFrame(ofSection: s) ?? .zero }

    /// The frame of section `s`, header to bottom inset (`.zero` for a table).
    ///
    /// - Complexity: O(log n) for the built-in layouts; the custom layout's.
    func sectionFrame(ofSection s: Int) -> Rect { answering?.sectionFrame(ofSection: s) ?? .zero }

    /// Whether the geometry lays its items out lazily (a flow, a masonry): a band must be
    /// prepared before it is read.
    var laysOutLazily: Bool {
        switch self {
        case .flow, .masonry: true
        case .table, .grid, .custom: false
        }
    }

    /// Lays out exactly what the band `y0 ..< y1` shows (a flow and a masonry lay out lazily;
    /// the others are exact already), asking `sizeOf` for items laid out for the first time
    /// (and a masonry `isFullSpan`).
    ///
    /// - Complexity: O(log n) when the band is laid out already; otherwise O(items laid out).
    mutating func prepare(_ y0: Double, _ y1: Double, isFullSpan: (_ item: Int) -> Bool, sizeOf: (_ item: Int) -> Size) {
        // The geometry's storage is uniquely referenced while it lays out.
        switch self {
        case var .flow(flow):
            self = .table
            flow.prepare(y0, y1, sizeOf: sizeOf)
            self = .flow(flow)
        case var .masonry(masonry):
            self = .table
            masonry.prepare(y0, y1, isFullSpan: isFullSpan, sizeOf: sizeOf)
            self = .masonry(masonry)
        case .table, .grid, .custom:
            return
        }
    }
}
