/// A custom way for elements to arrive and leave with animated updates: UICollectionViewLayout's
/// `initialLayoutAttributesForAppearingItem` and `finalLayoutAttributesForDisappearingItem`, for
/// cells and section views alike, as a value. Give it to ``UpdateAnimationSettings/insertion``
/// or ``UpdateAnimationSettings/deletion`` with ``RowAnimation/custom(_:)``.
///
/// Each method is called once for each element that arrives or leaves on screen with an
/// animated update (never per frame): the element then goes its way between the presentation
/// returned and its frame along the settings' curve. A presentation whose frame is not finite, or
/// lies beyond the list's coordinates (±2⁵² pt), is drawn as a fade where the element is; a
/// negative width or height counts as 0 and the opacity is kept within 0…1. With reduced motion,
/// elements fade instead.
///
/// ```swift
/// /// Rows grow from their centre line as they arrive, and shrink into it as they leave.
/// struct Unfold: UpdateTransition {
///     func appearance(of element: TransitionElement) -> Presentation {
///         guard element.category == .cell else { return Presentation(frame: element.frame, alpha: 0) }
///         var frame = element.frame
///         frame.origin.y += frame.height / 2
///         frame.size.height = 0
///         return Presentation(frame: frame, alpha: 0)
///     }
///     func disappearance(of element: TransitionElement) -> Presentation { appearance(of: element) }
/// }
/// ```
public protocol UpdateTransition: Hashable, Sendable {
    /// Where `element`, arriving (inserted, reloaded, or a new section's view), is drawn at the
    /// start of its way to its frame.
    func appearance(of element: TransitionElement) -> Presentation
    /// Where `element`, leaving (deleted, or the old cell of a reloaded row), is drawn at the end
    /// of its way from where it was drawn.
    func disappearance(of element: TransitionElement) -> Presentation
}

/// An element an animated update brings in or takes away, as an ``UpdateTransition`` sees it.
public struct TransitionElement: Hashable, Sendable {
    /// What kind of element it is.
    public enum Category: Hashable, Sendable {
        /// A row's or item's cell.
        case cell
        /// A section's view of a registered kind: a header, a footer or a decoration.
        case sectionView(kind: String)
    }

    /// What kind of element it is.
    public var category: Category
    /// Its index path: as after the update for an arriving element, as before it for a leaving
    /// one; a section view's is row 0 of its section (as UIKit's).
    public var indexPath: ListIndexPath
    /// Its frame in content coordinates: where it lands (arriving) or where it is drawn as it
    /// starts to leave.
    public var frame: Rect

    /// An element of `category` at `indexPath`, at `frame`.
    ///
    /// - Complexity: O(1).
    public init(category: Category, indexPath: ListIndexPath, frame: Rect) {
        self.category = category
        self.indexPath = indexPath
        self.frame = frame
    }
}
