/// Whether a list's rows are the content to show, or content is on its way. See
/// ``ListView/beginLoading(keepingRows:)``.
public enum ContentLoadState: Hashable, Sendable {
    /// The rows are the content.
    case loaded
    /// Nothing to show yet: the list shows no rows (no empty cells) until the content arrives.
    /// `progress` runs from 0 to 1, nil when unknown.
    case loading(progress: Double?)
    /// Fresh content is loading while the old rows stay on screen, scrollable, until it
    /// arrives; renderers may dim them. `progress` as in `loading`.
    case stale(progress: Double?)

    /// The progress of a load under way.
    public var progress: Double? {
        switch self {
        case .loaded: nil
        case let .loading(progress), let .stale(progress): progress
        }
    }

    /// Whether a load is under way.
    public var isLoading: Bool { self != .loaded }
}
