/// The state machine of one row's swipe actions, driven by horizontal drag distance:
///
/// `tracking` (a drag: the offset follows the finger; the edge is the side it went, the
/// delegate asked for that edge's actions once; past the actions' width it resists, or with a
/// full swipe allowed follows on to the row's width) → on release: `performing` the first
/// action (a full swipe, when allowed: past the actions' width and at least
/// ``ListView/fullSwipeFraction`` of the row), `open` (past
/// half the actions' width, or flicked open), else closed → from `open`, a new drag tracks
/// again from there; a tap elsewhere, a scroll or an action closes it.
struct SwipeSession {
    /// The row, following it through batch updates.
    var indexPath: ListIndexPath
    /// Tells this session from later ones, for completions called late.
    let token: Int
    /// The width of the row: how far a full swipe goes.
    let rowWidth: Double
    var phase = SwipeActionsState.Phase.tracking
    /// The offset shown, signed: positive reveals the leading actions.
    var offset = 0.0
    /// The offset when the current drag began (an open row's, or 0).
    var dragStart = 0.0
    /// Whether `willBeginEditingRowAt` was sent (so `didEndEditingRowAt` is owed).
    var hasBegunEditing = false
    /// Each edge's configuration once asked (nil: not asked yet); empty for none.
    var leading: ListSwipeActionsConfiguration?
    var trailing: ListSwipeActionsConfiguration?

    /// How much of a drag past the actions' width shows, when a full swipe is not allowed.
    static let overdragResistance = 0.25

    /// The edge the offset reveals; nil at rest.
    var edge: SwipeEdge? { offset > 0 ? .leading : offset < 0 ? .trailing : nil }

    /// The configuration of `edge`, if asked already.
    func configuration(for edge: SwipeEdge) -> ListSwipeActionsConfiguration? {
        edge == .leading ? leading : trailing
    }

    /// Records the configuration asked for `edge`.
    mutating func setConfiguration(_ configuration: ListSwipeActionsConfiguration, for edge: SwipeEdge) {
        if edge == .leading { leading = configuration } else { trailing = configuration }
    }

    /// The configuration of the edge shown; empty at rest.
    var shownConfiguration: ListSwipeActionsConfiguration {
        edge.flatMap(configuration(for:)) ?? ListSwipeActionsConfiguration(actions: [])
    }

    /// The offset shown for a drag to `raw` (signed) over actions `width` wide: the drag itself
    /// up to the width; beyond it, with a full swipe, on to the row's width, else a quarter of
    /// the excess. 0 with no actions.
    ///
    /// - Complexity: O(1).
    func shownOffset(forDrag raw: Double, actionsWidth width: Double, fullSwipe: Bool) -> Double {
        guard width > 0 else { return 0 }
        let magnitude = abs(raw)
        let shown: Double
        if magnitude <= width {
            shown = magnitude
        } else if fullSwipe {
            shown = Swift.min(magnitude, Swift.max(rowWidth, width))
        } else {
            shown = width + (magnitude - width) * Self.overdragResistance
        }
        return raw < 0 ? -shown : shown
    }

    /// Whether letting go now performs the first action: a full swipe is allowed, and the row
    /// is slid further than the actions' width and at least ``ListView/fullSwipeFraction`` of
    /// its own width.
    var triggersFullSwipe: Bool {
        let configuration = shownConfiguration
        let width = Self.width(of: configuration)
        return configuration.performsFirstActionWithFullSwipe && !configuration.actions.isEmpty
            && abs(offset) > width && abs(offset) >= ListView.fullSwipeFraction * rowWidth
    }

    /// What letting go does.
    enum Release {
        case close
        case open
        case performFirstAction
    }

    /// What letting go with horizontal `velocity` (points per second, positive to the right)
    /// does: a full swipe performs; past half the actions' width opens unless flicked back; a
    /// flick outwards opens; anything else closes.
    ///
    /// - Complexity: O(actions).
    func release(velocity: Double) -> Release {
        guard let edge else { return .close }
        if triggersFullSwipe { return .performFirstAction }
        let outwards = edge == .leading ? velocity : -velocity
        let width = Self.width(of: shownConfiguration)
        if outwards >= ListView.swipeFlickVelocity { return .open }
        if outwards <= -ListView.swipeFlickVelocity { return .close }
        return abs(offset) >= width / 2 ? .open : .close
    }

    /// The width `configuration`'s actions take.
    static func width(of configuration: ListSwipeActionsConfiguration) -> Double {
        configuration.actions.reduce(0) { $0 + $1.width }
    }
}
