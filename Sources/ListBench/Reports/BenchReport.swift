/// The JSON report, schema `listbench/1` (DESIGN.md). Fields may be added; the ones DESIGN.md
/// lists keep their names and meaning.
public struct BenchReport: Codable, Sendable {
    public static let schemaName = "listbench/1"

    public var schema = BenchReport.schemaName
    public var config: RunConfiguration
    public var environment: EnvironmentReport
    public var scenarios: [ScenarioReport]

    public init(config: RunConfiguration, environment: EnvironmentReport, scenarios: [ScenarioReport]) {
        self.config = config
        self.environment = environment
        self.scenarios = scenarios
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

    public struct Memory: Codable, Sendable {
        /// null when jemalloc is not the allocator (the keys are always written).
        public var engineBytes: Int?
        public var bytesPerRow: Double?

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(engineBytes, forKey: .engineBytes)
            try container.encode(bytesPerRow, forKey: .bytesPerRow)
        }
    }

    public struct Cells: Codable, Sendable {
        public var created: Int
        public var reused: Int
    }

    public struct Prefetch: Codable, Sendable {
        public var requested = 0
        public var started = 0
        public var completed = 0
        /// Cancelled before they started.
        public var cancelled = 0
        public var cancelledWhileRunning = 0
        /// Completed but never shown.
        public var wasted = 0
        public var blankAreaMean = 0.0
        public var blankAreaMax = 0.0
        public var blankFrames = 0
    }

    /// The frames of a scenario that changes data (`live-insert`, `batch-updates`) that applied
    /// a batch: how many, their frame work, and the batch update call alone (µs).
    public struct Updates: Codable, Sendable {
        public var frames: Int
        public var frameWorkUs: FrameStatistics.Percentiles
        public var updateCallUs: FrameStatistics.Percentiles
    }

    public var name: String
    public var rows: Int
    public var fps: Int
    public var budgetMs: Double
    public var frames: Int
    public var frameWorkUs: FrameStatistics.Percentiles
    public var framesOverBudget: Int
    public var hitchTimeRatioMsPerS: Double
    public var hitchBand: HitchBudget.Band
    public var scrolledSeconds: Double
    public var allocations: Allocations
    public var memory: Memory
    public var cells: Cells
    public var anchorDriftMaxPt: Double
    /// Present for scenarios that change data.
    public var updates: Updates?
    public var prefetch: Prefetch
    /// Mean µs per frame of each phase: update, layout, dequeue, configure, prefetch.
    public var phasesUs: [String: Double]
}
