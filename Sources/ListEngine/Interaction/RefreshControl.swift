/// Pull to refresh, as UIRefreshControl behaves: a state machine fed with how far the content
/// is pulled past its top and whether the user's finger is down.
///
/// `idle` → `pulling(progress:)` as the user pulls down at the top → `refreshing` once the pull
/// reaches ``triggerDistance`` (the app starts loading: ``update(pullDistance:isDragging:)``
/// returns ``Event/beganRefreshing``) → `idle` when the app calls ``endRefreshing(isDragging:)``. A pull
/// released short of the trigger springs back to `idle`. After a refresh ends, the next one
/// needs a new pull: the finger must be lifted first.
///
/// ```swift
/// var refresh = RefreshControl()
/// if refresh.update(pullDistance: list.pullDistance, isDragging: touchIsDown) == .beganRefreshing {
///     model.fetchNewest()
/// }
/// // …when the data arrived and was applied:
/// refresh.endRefreshing()
/// ```
public struct RefreshControl: Hashable, Sendable {
    /// Where the control is in its cycle.
    public enum State: Hashable, Sendable {
        /// At rest: not pulled, not refreshing.
        case idle
        /// Pulled down at the top, not far enough yet; `progress` runs from 0 to 1.
        case pulling(progress: Double)
        /// Loading fresh content; the control stays open (see ``revealedHeight``).
        case refreshing
    }

    /// What an update started.
    public enum Event: Hashable, Sendable {
        /// The pull passed the trigger distance: start loading fresh content now.
        case beganRefreshing
    }

    /// How far past the top the content must be pulled to start a refresh, in points.
    public let triggerDistance: Double
    /// The height the control keeps open above the content while refreshing.
    public let openHeight: Double
    /// The control's state; see ``State``.
    public private(set) var state = State.idle
    /// Set when a refresh ends while the finger is still down: no new pull until it lifts.
    private var awaitsRelease = false

    /// - Throws: ``ListError/invalidHeight(_:at:)`` for a distance that is not finite and > 0.
    public init(triggerDistance: Double = 80, openHeight: Double = 60) throws(ListError) {
        guard triggerDistance.isFinite, triggerDistance > 0 else { throw .invalidHeight(triggerDistance, at: nil) }
        guard openHeight.isFinite, openHeight >= 0 else { throw .invalidHeight(openHeight, at: nil) }
        self.triggerDistance = triggerDistance
        self.openHeight = openHeight
    }

    /// Whether a refresh is under way.
    public var isRefreshing: Bool { state == .refreshing }

    /// The room above the content the control takes: ``openHeight`` while refreshing (add it to
    /// the list's top content inset), 0 otherwise.
    public var revealedHeight: Double { isRefreshing ? openHeight : 0 }

    /// Feeds the current pull (points past the top, ≤ 0 when not pulled; see
    /// ``ListView/pullDistance``) and whether the finger is down.
    ///
    /// - Returns: ``Event/beganRefreshing`` when this update starts a refresh.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func update(pullDistance: Double, isDragging: Bool) -> Event? {
        let pull = pullDistance.isFinite ? pullDistance : 0
        if !isDragging { awaitsRelease = false }
        switch state {
        case .refreshing:
            return nil
        case .idle, .pulling:
            guard isDragging, !awaitsRelease, pull > 0 else {
                state = .idle
                return nil
            }
            if pull >= triggerDistance {
                state = .refreshing
                return .beganRefreshing
            }
            state = .pulling(progress: pull / triggerDistance)
            return nil
        }
    }

    /// How far `viewport`'s content is pulled down past its top: positive when pulled, ≤ 0
    /// otherwise (``ListView/pullDistance``).
    ///
    /// - Complexity: O(1).
    static func pullDistance(in viewport: Viewport) -> Double {
        -(viewport.offset.y + viewport.inset.top)
    }

    /// Starts a refresh from the app (UIRefreshControl's `beginRefreshing`). Returns false if
    /// one is already under way.
    @discardableResult
    public mutating func beginRefreshing() -> Bool {
        guard !isRefreshing else { return false }
        state = .refreshing
        return true
    }

    /// Ends the refresh: back to `idle`. Returns false if none was under way. With the finger
    /// still down, a new refresh needs it lifted first.
    @discardableResult
    public mutating func endRefreshing(isDragging: Bool = false) -> Bool {
        guard isRefreshing else { return false }
        state = .idle
        awaitsRelease = isDragging
        return true
    }
}
