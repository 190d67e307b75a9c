/// A change to the list: every kind the list distinguishes, each told to every follower of the
/// list in one order (``ChangePipeline``).
///
/// A batch and a full reload renumber the rows (``renumbering``); the others keep every row's
/// number and change what rows show, how tall they are, or how they are laid out.
enum ListChange {
    /// Rows and sections inserted, deleted, moved or reloaded by a batch — and so by a
    /// snapshot's difference, a commit, a swipe's deletion and an interactive move. `animated`:
    /// the batch animates (taking over an animation under way), or an animation under way ends.
    case batch(BatchUpdatePlan, animated: Bool)
    /// Everything read anew: ``ListView/reloadData()``, a new row-height mode, a load finished.
    case reload
    /// Rows whose content changed while their sections' counts did not
    /// (``ListView/reloadRows(at:)``).
    case rowsReloaded
    /// Sections whose rows, headers and footers changed while their counts did not
    /// (``ListView/reloadSections(_:)``).
    case sectionsReloaded
    /// One row's height set (``ListView/setHeight(_:forRowAt:)``).
    case heightChanged
    /// The same rows laid out anew: a new width or layout. `animated`: items slide to their new
    /// frames (taking over an animation under way), or an animation under way ends.
    case geometry(GeometryChange, animated: Bool)

    /// What lays the rows out anew without renumbering them.
    enum GeometryChange {
        /// A new viewport width (``ListView/setViewportSize(_:animated:)``).
        case width
        /// A new layout (``ListView/setListLayout(_:animated:)``).
        case layout
    }

    /// The renumbering the change makes, if it makes one: what a part that holds row numbers
    /// follows.
    ///
    /// - Complexity: O(1).
    var renumbering: RowsChange? {
        switch self {
        case let .batch(plan, _): .batch(plan)
        case .reload: .reload
        case .rowsReloaded, .sectionsReloaded, .heightChanged, .geometry: nil
        }
    }

    /// Whether an animation under way is taken over by the change's own (rather than ended).
    ///
    /// - Complexity: O(1).
    var animated: Bool {
        switch self {
        case let .batch(_, animated), let .geometry(_, animated): animated
        case .reload, .rowsReloaded, .sectionsReloaded, .heightChanged: false
        }
    }

    /// Whether what was presented in the old state no longer holds — an update animation's
    /// frames, a move's gap: a batch, a reload, a new width or layout (not a row or section
    /// reloaded, nor a height set, which keep the rows where they are drawn).
    ///
    /// - Complexity: O(1).
    var replacesPresentation: Bool {
        switch self {
        case .batch, .reload, .geometry: true
        case .rowsReloaded, .sectionsReloaded, .heightChanged: false
        }
    }

    /// Whether the section index is asked again: at a reload, and after a batch that changes
    /// sections (as UIKit does).
    ///
    /// - Complexity: O(1).
    var asksSectionIndex: Bool {
        switch self {
        case .reload: true
        case let .batch(plan, _): plan.changesSections
        case .rowsReloaded, .sectionsReloaded, .heightChanged, .geometry: false
        }
    }
}
