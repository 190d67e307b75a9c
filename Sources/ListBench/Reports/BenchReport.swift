/// The JSON report, schema `listbench/1`. Fields may be added; the ones the schema promises
/// (ListEngine's Design and Contracts article lists them) keep their names and meaning.
public struct BenchReport: Codable, Sendable {
    /// The schema every report names: `listbench/1`.
    public static let schemaName = "listbench/1"

    /// The report's schema.
    public var schema = BenchReport.schemaName
    /// What the run was configured with.
    public var config: RunConfiguration
    /// Where it ran.
    public var environment: EnvironmentReport
    /// Each scenario's results, in order.
    public var scenarios: [ScenarioReport]
    /// The calibration workload timed beside the scenarios (absent in older reports).
    public var calibration: Calibration?

    /// A report of `scenarios` run as `config` says in `environment`.
    public init(config: RunConfiguration, environment: EnvironmentReport, scenarios: [ScenarioReport],
                calibration: Calibration? = nil) {
        self.config = config
        self.environment = environment
        self.scenarios = scenarios
        self.calibration = calibration
    }
}

/// Where a report was measured.
public struct EnvironmentReport: Codable, Sendable {
    /// The operating system.
    public var os: String
    /// Active processors.
    public var cpus: Int
    /// Physical memory.
    public var memoryBytes: UInt64
    /// Whether jemalloc is the allocator (memory figures need it).
    public var jemalloc: Bool
    /// Whether allocations were counted (``AllocationCounter/installHook()``).
    public var allocationCounts: Bool
    /// When the report was made (ISO 8601).
    public var date: String
    /// The listbench version that made it (absent in older reports).
    public var listbenchVersion: String?
}


/// One scenario's results.
public struct ScenarioReport: Codable, Sendable {
    /// Allocations on the engine thread per frame.
    public struct Allocations: Codable, Sendable {
        /// The mean count per frame.
        public var perFrameMean: Double
        /// The most in one frame.
        public var perFrameMax: UInt64
        /// The mean bytes per frame.
        public var bytesPerFrameMean: Double
        /// Over the second half of the frames, once pools have grown to their bounds.
        public var steadyPerFrameMean: Double
        /// Whether the counts are real: false when jemalloc is not the allocator or its counting
        /// hook was not installed (``AllocationCounter/installHook()``), and the counts read 0.
        /// Absent in reports written before the field existed.
        public var counted: Bool?
    }

    /// The engine's memory after `reloadData`.
    public struct Memory: Codable, Sendable {
        /// null when jemalloc is not the allocator (the keys are always written).
        public var engineBytes: Int?
        /// Engine bytes per row; null when jemalloc is not the allocator.
        public var bytesPerRow: Double?
        /// A sheet's: the bytes loading its columns left allocated (jemalloc's thread counters
        /// around the first query after the reload); absent for other layouts and without jemalloc.
        public var columnBytes: Int?
        /// `columnBytes` per column; absent where it is.
        public var bytesPerColumn: Double?

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(engineBytes, forKey: .engineBytes)
            try container.encode(bytesPerRow, forKey: .bytesPerRow)
            try container.encodeIfPresent(columnBytes, forKey: .columnBytes)
            try container.encodeIfPresent(bytesPerColumn, forKey: .bytesPerColumn)
        }
    }

    /// Cells constructed and reused.
    public struct Cells: Codable, Sendable {
        /// Cells constructed because a pool was empty.
        public var created: Int
        /// Cells served from a pool.
        public var reused: Int
    }

    /// What the content prefetcher did, and the blank area it left.
    public struct Prefetch: Codable, Sendable {
        /// Loads asked for.
        public var requested = 0
        /// Loads a worker started.
        public var started = 0
        /// Loads that finished with content.
        public var completed = 0
        /// Cancelled before they started.
        public var cancelled = 0
        /// Loads cancelled after they started.
        public var cancelledWhileRunning = 0
        /// Completed but never shown.
        public var wasted = 0
        /// Mean share of the viewport waiting for content.
        public var blankAreaMean = 0.0
        /// Largest such share.
        public var blankAreaMax = 0.0
        /// Frames with any blank area.
        public var blankFrames = 0
    }

    /// The frames of a scenario that changes data (`live-insert`, `batch-updates`, `chat`,
    /// `animated-updates`) that applied a batch: how many, their frame work, and the batch
    /// update call alone (µs).
    public struct Updates: Codable, Sendable {
        /// Frames that applied a batch update.
        public var frames: Int
        /// Their frame work, µs.
        public var frameWorkUs: FrameStatistics.Percentiles
        /// The update call alone, µs.
        public var updateCallUs: FrameStatistics.Percentiles
    }

    /// The scenario's name.
    public var name: String
    /// Rows in the list.
    public var rows: Int
    /// The display's refresh rate.
    public var fps: Int
    /// The frame budget: 1000 ÷ fps.
    public var budgetMs: Double
    /// Frames run.
    public var frames: Int
    /// Frame work (the layout pass and the scenario's update call), µs.
    public var frameWorkUs: FrameStatistics.Percentiles
    /// Frames whose work exceeded the budget.
    public var framesOverBudget: Int
    /// The median time of the calibration workload's runs just before and after this scenario,
    /// ns (absent in older reports and for a scenario run on its own).
    public var calibrationNs: Double?
    /// Frame work in calibration units: ``frameWorkUs`` ÷ ``calibrationNs`` (both in µs), so
    /// 0.5 is a frame that took half as long as one calibration run. Portable between machines
    /// and loads where µs are not; absent where ``calibrationNs`` is.
    public var frameWorkUnits: FrameStatistics.Percentiles?
    /// Hitch milliseconds per scrolled second.
    public var hitchTimeRatioMsPerS: Double
    /// The hitch ratio's band.
    public var hitchBand: HitchBudget.Band
    /// Seconds of scrolling.
    public var scrolledSeconds: Double
    /// Allocations per frame on the engine thread.
    public var allocations: Allocations
    /// The engine's memory after `reloadData`.
    public var memory: Memory
    /// Cells created and reused.
    public var cells: Cells
    /// The most the anchored row moved on screen because of changes it did not scroll through.
    public var anchorDriftMaxPt: Double
    /// Present for scenarios that change data.
    public var updates: Updates?
    /// Prefetching and blank area.
    public var prefetch: Prefetch
    /// Mean µs per frame of each phase measured: update, layout and prefetch, and with
    /// `--phases` dequeue and configure (otherwise inside layout). They add up to the frame work.
    public var phasesUs: [String: Double]
    /// Frame work ÷ rows configured and recycled, in ns, over the frames that turn rows over;
    /// null when no frame does (the key is always written; absent in older reports).
    public var engineNsPerRow: Double?
    /// What the runner's own clock reads add to the frame work (absent in older reports).
    public var runnerOverhead: RunnerOverhead?
    /// `scroll-to`: the largest distance, at an animated scroll's last frame, between the
    /// target row's top and where `.top` asked it to be, in points (goal 0); absent for other
    /// scenarios and in older reports.
    public var landingErrorMaxPt: Double?
    /// `scroll-to`: the most layout passes one animated scroll took; absent for other scenarios
    /// and in older reports.
    public var scrollFramesMax: Int?
    /// `chat`: the largest distance between the content's end and the viewport's bottom after a
    /// frame while the list was anchored to its end (goal 0); absent for other scenarios.
    public var endDriftMaxPt: Double?
    /// `chat`: the most rows waiting below the viewport while the reader was away from the end;
    /// absent for other scenarios.
    public var newRowsBelowMax: Int?
    /// `paging`: what the pager did; absent for other scenarios.
    public var pages: Pages?
    /// `animated-updates`: the animations and the allocations of the frames they run through;
    /// absent for other scenarios.
    public var animations: Animations?
    /// `animated-updates`: the largest distance a cell's presentation moved between two frames
    /// beyond what its curve allows — `maximumSlope × frameInterval ÷ duration × D + 0.5` pt for a
    /// way of length D — in points (goal 0); absent for other scenarios.
    public var presentationJumpMaxPt: Double?
    /// `focus`: the largest frame work of a frame that moves the keyboard focus (the move, the
    /// scroll that keeps the row in view, and the layout pass), in µs; absent for other scenarios.
    public var focusMoveUsMax: Double?
    /// A masonry's items seen in another column than before while the column count stayed the
    /// same (goal 0); absent for other layouts and in older reports.
    public var columnChanges: Int?
    /// A sheet's: the most cells on screen at once (the visible rows, frozen ones included, by
    /// the visible columns); absent for other layouts and in older reports.
    public var cellsVisibleMax: Int?
    /// A sheet's: the horizontal twin of ``anchorDriftMaxPt`` — the most the first scrolling
    /// column on screen moved in a frame's pass, which the driver did not scroll through (columns
    /// widened to fit their cells, with estimated widths), in points (goal 0); absent for other
    /// layouts and in older reports.
    public var anchorDriftXMaxPt: Double?
    /// `paging`: the blank-area mean over the fling's frames (placeholders on screen count as
    /// blank), leaving out the 12 frames after each jump; absent for other scenarios.
    public var blankAreaFlingMean: Double?
    /// `paging`: the most frames from a jump until no placeholder was on screen; absent for
    /// other scenarios.
    public var jumpFillFramesMax: Int?

    /// `animated-updates`: what the animated batches did over the run (the list's
    /// `UpdateAnimationStatistics`), and what the frames between batches allocated while an
    /// animation ran.
    public struct Animations: Codable, Sendable {
        /// Animations started: every batch that moved, brought or took away a row on screen.
        public var started: Int
        /// Of those, the ones that came while another ran and took it over.
        public var interrupted: Int
        /// The most cells drawn away from their layout frames at one frame (rows moving or
        /// fading, and the cells of rows that left); the list's own figure, since it was made.
        public var cellsInFlightMax: Int
        /// Frames that began with an animation under way, the frames of the batches left out.
        public var steadyFrames: Int
        /// The most allocations one of those frames made (0 when allocations are not counted:
        /// see `allocations.counted`).
        public var steadyFrameAllocationsMax: UInt64
        /// The most bytes one of those frames allocated.
        public var steadyFrameBytesMax: UInt64
        /// Cells constructed in those frames, in all: a pool grows while the cells of rows that
        /// left are kept out of it (the first animations), an allocation each.
        public var steadyFrameCellsCreated: Int
        /// ``steadyFrameAllocationsMax`` over the second half of the frames, as
        /// `allocations.steadyPerFrameMean` is: once the pools have grown to hold the cells of
        /// rows that leave as well. The engine promises 0.
        public var steadyFrameAllocationsMaxAfterWarmUp: UInt64
        /// The frame work of the steady frames, µs (nil when there were none): what animating
        /// costs a frame, beside the batches' own frames in ``ScenarioReport/updates``.
        public var steadyFrameWorkUs: FrameStatistics.Percentiles?
    }

    /// `paging`'s pages: asked for, loaded, cancelled before they started, evicted to stay
    /// within `--max-pages`, and the most held at the end of a frame.
    public struct Pages: Codable, Sendable {
        /// Pages asked for.
        public var requested: Int
        /// Pages loaded.
        public var loaded: Int
        /// Pages cancelled before they started, or while running.
        public var cancelled: Int
        /// Held pages evicted to stay within `--max-pages`.
        public var evicted: Int
        /// The most pages held at the end of a frame.
        public var heldMax: Int
    }

    /// Writes every field, `engineNsPerRow` as null when there is none; `updates` only for
    /// scenarios that change data, `landingErrorMaxPt` and `scrollFramesMax` only for `scroll-to`,
    /// `animations` and `presentationJumpMaxPt` only for `animated-updates`, `focusMoveUsMax`
    /// only for `focus`, `columnChanges` only for a masonry, `cellsVisibleMax` and
    /// `anchorDriftXMaxPt` only for a sheet.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(rows, forKey: .rows)
        try container.encode(fps, forKey: .fps)
        try container.encode(budgetMs, forKey: .budgetMs)
        try container.encode(frames, forKey: .frames)
        try container.encode(frameWorkUs, forKey: .frameWorkUs)
        try container.encode(framesOverBudget, forKey: .framesOverBudget)
        try container.encodeIfPresent(calibrationNs, forKey: .calibrationNs)
        try container.encodeIfPresent(frameWorkUnits, forKey: .frameWorkUnits)
        try container.encode(hitchTimeRatioMsPerS, forKey: .hitchTimeRatioMsPerS)
        try container.encode(hitchBand, forKey: .hitchBand)
        try container.encode(scrolledSeconds, forKey: .scrolledSeconds)
        try container.encode(allocations, forKey: .allocations)
        try container.encode(memory, forKey: .memory)
        try container.encode(cells, forKey: .cells)
        try container.encode(anchorDriftMaxPt, forKey: .anchorDriftMaxPt)
        try container.encodeIfPresent(anchorDriftXMaxPt, forKey: .anchorDriftXMaxPt)
        try container.encodeIfPresent(cellsVisibleMax, forKey: .cellsVisibleMax)
        try container.encodeIfPresent(updates, forKey: .updates)
        try container.encode(prefetch, forKey: .prefetch)
        try container.encode(phasesUs, forKey: .phasesUs)
        try container.encode(engineNsPerRow, forKey: .engineNsPerRow)
        try container.encodeIfPresent(runnerOverhead, forKey: .runnerOverhead)
        try container.encodeIfPresent(landingErrorMaxPt, forKey: .landingErrorMaxPt)
        try container.encodeIfPresent(scrollFramesMax, forKey: .scrollFramesMax)
        try container.encodeIfPresent(endDriftMaxPt, forKey: .endDriftMaxPt)
        try container.encodeIfPresent(newRowsBelowMax, forKey: .newRowsBelowMax)
        try container.encodeIfPresent(pages, forKey: .pages)
        try container.encodeIfPresent(blankAreaFlingMean, forKey: .blankAreaFlingMean)
        try container.encodeIfPresent(jumpFillFramesMax, forKey: .jumpFillFramesMax)
        try container.encodeIfPresent(animations, forKey: .animations)
        try container.encodeIfPresent(presentationJumpMaxPt, forKey: .presentationJumpMaxPt)
        try container.encodeIfPresent(focusMoveUsMax, forKey: .focusMoveUsMax)
        try container.encodeIfPresent(columnChanges, forKey: .columnChanges)
    }
}
