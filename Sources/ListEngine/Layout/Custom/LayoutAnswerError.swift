/// An answer of a custom layout (``CustomCollectionLayout``) that the list could not use as
/// given: what the layout answered, and so what the list used instead (see
/// ``CollectionLayoutGeometry`` for the rule). Reported as a diagnostic,
/// ``ListError/invalidLayoutAnswer(_:)``.
public enum LayoutAnswerError: Hashable, Sendable, CustomStringConvertible {
    /// ``CollectionLayoutGeometry/items(intersecting:_:)`` answered the items
    /// `lowerBound ..< upperBound`, not all of which exist (`0 ..< itemCount`): the list used
    /// those that do, or an empty range at the nearest end of the items.
    case itemsOutOfRange(lowerBound: Int, upperBound: Int, itemCount: Int)
    /// ``CollectionLayoutGeometry/sections(intersecting:_:)`` answered the sections
    /// `lowerBound ..< upperBound`, not all of which exist (`0 ..< sectionCount`): the list used
    /// those that do.
    case sectionsOutOfRange(lowerBound: Int, upperBound: Int, sectionCount: Int)
    /// ``CollectionLayoutGeometry/item(at:)`` answered an item that does not exist
    /// (`0 ..< itemCount`): the list found no item at the point.
    case itemOutOfRange(Int, itemCount: Int)
    /// ``CollectionLayoutGeometry/forEachItem(in:_:)`` named `item` when the next item of the
    /// walk was `expected` (nil: the walk ended before it). The list ignored what came out of
    /// turn and asked ``CollectionLayoutGeometry/frame(ofItem:)`` for the items the walk missed.
    case itemWalkOutOfOrder(item: Int?, expected: Int)
    /// ``CollectionLayoutGeometry/contentHeight`` answered a height that is NaN, negative or
    /// above ``ListView/maximumCoordinate``: the list used 0 for NaN or a negative height, and
    /// ``ListView/maximumCoordinate`` for a larger one (∞ included).
    case invalidContentHeight(Double)
    /// ``CollectionLayoutGeometry/frame(ofItem:)`` (or the walk of
    /// ``CollectionLayoutGeometry/forEachItem(in:_:)``) answered for item `item` a frame the
    /// list could not use (see ``CollectionLayoutGeometry``): the list used it made usable.
    case invalidItemFrame(Rect, item: Int)
    /// ``CollectionLayoutGeometry/headerFrame(ofSection:)`` answered for section `section` a
    /// frame the list could not use: the list used it made usable.
    case invalidHeaderFrame(Rect, section: Int)
    /// ``CollectionLayoutGeometry/sectionFrame(ofSection:)`` answered for section `section` a
    /// frame the list could not use: the list used it made usable.
    case invalidSectionFrame(Rect, section: Int)

    /// What the layout answered and what the list did with it, in a sentence.
    public var description: String {
        switch self {
        case let .itemsOutOfRange(lower, upper, count):
            return "items(intersecting:) answered items \(lower)..<\(upper) of \(count): only items 0..<\(count) exist, the rest were left out"
        case let .sectionsOutOfRange(lower, upper, count):
            return "sections(intersecting:) answered sections \(lower)..<\(upper) of \(count): only sections 0..<\(count) exist, the rest were left out"
        case let .itemOutOfRange(item, count):
            return "item(at:) answered item \(item) of \(count): no item is there"
        case let .itemWalkOutOfOrder(item?, expected):
            return "forEachItem(in:_:) named item \(item) where item \(expected) came next: ignored, the items it missed were asked with frame(ofItem:)"
        case let .itemWalkOutOfOrder(nil, expected):
            return "forEachItem(in:_:) ended before item \(expected): the items it missed were asked with frame(ofItem:)"
        case let .invalidContentHeight(height):
            return "contentHeight answered \(height): a content height must be finite, ≥ 0 and ≤ 2^53"
        case let .invalidItemFrame(frame, item):
            return "frame(ofItem: \(item)) answered \(frame): \(Self.frameRule)"
        case let .invalidHeaderFrame(frame, section):
            return "headerFrame(ofSection: \(section)) answered \(frame): \(Self.frameRule)"
        case let .invalidSectionFrame(frame, section):
            return "sectionFrame(ofSection: \(section)) answered \(frame): \(Self.frameRule)"
        }
    }

    /// What a frame must be, for the messages.
    private static let frameRule = "coordinates must lie within ±2^53 and sizes be ≥ 0"
}
