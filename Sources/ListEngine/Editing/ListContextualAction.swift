/// An action a row reveals when swiped (UIContextualAction): a title, a style, the width its
/// button takes, and a handler the list calls when the user taps the button or swipes fully.
///
/// ```swift
/// let archive = ListContextualAction(style: .normal, title: "Archive") { _, indexPath, completion in
///     model.archive(at: indexPath)
///     completion(true)
/// }
/// ```
///
/// The handler runs outside any list operation, so it may change the list (as in UIKit). Call
/// its completion when the action is done — at once or later — with whether it was performed:
/// a ``Style/destructive`` action completed with `true` has removed its row from the model, and
/// the list deletes the row (a batch checked against the data source's counts); any other
/// completion closes the row's actions.
public struct ListContextualAction {
    /// How the action looks and what completing it means.
    public enum Style: Hashable, Sendable {
        /// An ordinary action: completing it closes the row's actions.
        case normal
        /// An action that deletes its row: completing it with `true` deletes the row.
        case destructive
    }

    /// What the list calls: the action, its row, and a completion to call with whether the
    /// action was performed.
    public typealias Handler = (_ action: ListContextualAction, _ indexPath: ListIndexPath,
                                _ completion: @escaping (_ performed: Bool) -> Void) -> Void

    /// The width an action's button takes when none is given, in points.
    public static let defaultWidth = 74.0

    /// How the action looks and what completing it means.
    public var style: Style
    /// The button's title.
    public var title: String?
    /// The width of the action's button in points: the actions of a row open to the sum of
    /// theirs. A width that is not finite and ≥ 0 is reported and replaced by ``defaultWidth``.
    public var width: Double
    /// What performing the action does.
    let kind: Kind

    /// What performing an action does.
    enum Kind {
        /// The app's handler.
        case handler(Handler)
        /// The list's own delete confirmation: commits the row's deletion through the data source.
        case deleteConfirmation
    }

    /// An action whose `handler` the list calls when it is performed.
    public init(style: Style, title: String?, width: Double = defaultWidth, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.width = width
        kind = .handler(handler)
    }

    /// The delete confirmation a row with the delete editing style reveals when the delegate
    /// gives no trailing actions: it commits the deletion (``ListView/commitEditing(_:forRowAt:)``).
    init(deleteConfirmationTitled title: String) {
        style = .destructive
        self.title = title
        width = Self.defaultWidth
        kind = .deleteConfirmation
    }

    /// Whether this is the list's own delete confirmation.
    public var isDeleteConfirmation: Bool {
        if case .deleteConfirmation = kind { true } else { false }
    }
}
