import ListEngine

/// The scenarios `--scenario` names.
public enum ScenarioName: String, CaseIterable, Codable, Sendable {
    /// Flick at `--velocity`, decelerating at UIScrollView's rate; a new flick at rest, reversing at the ends.
    case fling
    /// Constant `--speed` (default 3,000 pt/s), reversing at the ends.
    case drag
    /// Every frame `scrollToRow` to a random row at `.top`.
    case jump
    /// Down the section index, one title per frame.
    case scrub
    /// Top to bottom of the whole list at `--speed` (default 240,000 pt/s).
    case sweep
    /// Scrolled to the middle; every frame one random row above the viewport changes height.
    case resizeAbove = "resize-above"
    /// Reading mid-list at a slow drag; every 30 frames 10 rows are inserted at the top.
    case liveInsert = "live-insert"
    /// Reading mid-list at a slow drag; every 10 frames a random batch deletes, reloads, moves
    /// and inserts a few rows around the viewport and above it.
    case batchUpdates = "batch-updates"
    /// Dragging at 120 pt/s while the viewport's width alternates 390 ↔ 844 pt every 60 frames (a
    /// rotation); measures how far the first visible item moves on screen at a width change.
    case rotate
    /// At rest, every 120 frames an animated scroll to a random row at `.top`
    /// (`scrollToRow(at:position:animated:)`); measures how far each landing is from the asked
    /// place and how many frames each scroll takes.
    case scrollTo = "scroll-to"
    /// A list that grows at its end, as a chat does: it starts at the end, which the engine keeps
    /// in view while a row is appended every 6 frames and every fifth appended row grows over 30
    /// frames; after half the frames the reader drags 5 screens up and reads on at 60 pt/s while
    /// rows keep arriving, and for the last tenth jumps to the newest row.
    case chat
    /// Rows that arrive by page: none loaded at first, pages of `--page-size` rows (at most
    /// `--max-pages` held) loading at `--prefetch-latency-ms` on `--workers`; a fling, with a
    /// jump to a random row every 240 frames.
    case paging
    /// Reading mid-list at 120 pt/s; every 45 frames an animated batch
    /// (`performBatchUpdates(_:animated: true)`) of 2 inserts, 2 deletes and 1 move among the
    /// rows on screen, which animates for 0.3 s (36 frames at 120 Hz); every third batch comes 20
    /// frames after the one before, while that one still runs (an interruption). Measures how far
    /// a cell's presentation moves between two frames beyond what its curve allows.
    case animatedUpdates = "animated-updates"
    /// Keyboard focus at rest: every frame the focus moves one row down (a held arrow key),
    /// every 60 frames a page down and every 240 frames to a random row (from the first row again
    /// past the last), the list scrolling the least that keeps the focused row in view. Measures
    /// the largest frame work of a focus move.
    case focus
    /// A sheet only: a drag at `--speed` (default 3,000 pt/s) 30° off the vertical toward the
    /// right, each axis reversing at its edge (horizontally within 0 … the sheet's content width
    /// less the viewport's, vertically within the content offset limits).
    case pan

    /// What `listbench` runs with no arguments.
    public static let defaultSuite: [ScenarioName] = [.fling, .drag, .jump, .scrub, .sweep, .liveInsert]

    /// What `listbench run --layout layout` runs with no `--scenario`: the default suite, and
    /// `pan` after it for a sheet.
    public static func defaultSuite(for layout: LayoutKind) -> [ScenarioName] {
        layout == .sheet ? defaultSuite + [.pan] : defaultSuite
    }

    /// Whether the scenario changes rows it does not scroll through, so anchor drift means
    /// something (`pan`: rows whose heights are learnt as they come in, with estimated heights).
    public var measuresAnchorDrift: Bool { self == .resizeAbove || self == .rotate || self == .pan || changesData }

    /// Whether the scenario applies batch updates (its data source must be an ``UpdatableDataSource``).
    public var changesData: Bool { self == .liveInsert || self == .batchUpdates || self == .chat || self == .animatedUpdates }

    /// Whether the scenario starts in the middle of the list, reading, rather than at the top
    /// (or, for `chat`, at the end).
    var startsMidList: Bool { self == .resizeAbove || self == .liveInsert || self == .batchUpdates || self == .animatedUpdates }

    /// The scroll speed (pt/s) when `--speed` is not given.
    public var defaultSpeed: Double {
        switch self {
        case .sweep: 240_000
        case .liveInsert, .batchUpdates, .rotate, .animatedUpdates: 120
        default: 3_000
        }
    }
}

/// How a scenario scrolls (`--velocity`, `--speed`, deceleration).
public struct ScrollParameters: Hashable, Codable, Sendable {
    /// Flick velocity, pt/s.
    public var velocity: Double = 8_000
    /// Drag and sweep speed, pt/s; nil for the scenario's default.
    public var speed: Double?
    /// The fling's deceleration rate.
    public var deceleration: DecelerationRate = .normal

    /// Scrolling at these values (nil speed: each scenario's default).
    public init(velocity: Double = 8_000, speed: Double? = nil, deceleration: DecelerationRate = .normal) {
        self.velocity = velocity
        self.speed = speed
        self.deceleration = deceleration
    }
}

