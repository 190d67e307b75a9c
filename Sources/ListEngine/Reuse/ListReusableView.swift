/// A view the list hands out from a reuse pool and places: the base of cells (``ListCell``) and
/// of supplementary views — section headers and footers, and section backgrounds (decoration
/// views) — as UICollectionReusableView is. Subclass it to hold a header's or background's content.
open class ListReusableView {
    /// The identifier of the pool this view belongs to.
    public let reuseIdentifier: String
    /// The view's frame in the list's content coordinates, while it is in use.
    @exclusivity(unchecked) public internal(set) var frame: Rect = .zero
    /// Where an animated update draws the view at this frame, if it moves or fades; nil when it
    /// is drawn at its ``frame``, fully opaque.
    @exclusivity(unchecked) var animatedPresentation: Presentation?
    /// What a screen reader says for the view (UIKit's `accessibilityLabel`): set it when you
    /// configure the view, or override it. A content cell says its texts when none is set; a
    /// header or footer with none says its section's title. Kept through reuse, as UIKit keeps it.
    open var accessibilityLabel: String?
    /// The pool slot the view returns to; -1 for a view no pool made.
    @exclusivity(unchecked) var poolSlot = -1

    /// Where the view is drawn and how opaque at this frame: during an animated update
    /// (``ListView/performBatchUpdates(_:animated:)-(ListBatchUpdate,_)``), between where it was and its ``frame``;
    /// otherwise its ``frame``, opaque. A renderer draws this, not ``frame``.
    ///
    /// - Complexity: O(1).
    public var presentation: Presentation { animatedPresentation ?? Presentation(frame: frame) }

    /// Creates a view for the pool named `reuseIdentifier`. The pool calls this; so may a factory.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called when the view goes back to its pool: clear section-specific state here.
    open func prepareForReuse() {}
}
