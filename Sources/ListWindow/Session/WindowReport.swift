import Foundation

/// What a scripted run measured, as `listwin --scenario` prints it (JSON).
public struct WindowReport: Codable, Sendable {
    /// The scenario, the data shown and the list's style.
    public var scenario: String
    /// What was shown: "contacts" or the file's path.
    public var data: String
    /// The list's style.
    public var style: String
    /// SDL's video driver ("x11" under Xvfb) and the window's size in pixels.
    public var videoDriver: String
    /// The window's width in pixels.
    public var width: Int
    /// The window's height in pixels.
    public var height: Int
    /// The frames measured (the first screen apart).
    public var frames: Int
    /// Milliseconds from the start of the run to the first screen shown.
    public var firstScreenMs: Double
    /// Per frame: the engine's work (input, physics, layout), the drawing, the whole frame.
    public var engineUs: TimeSummary
    /// The drawing's times.
    public var drawUs: TimeSummary
    /// The whole frames' times.
    public var frameUs: TimeSummary
    /// Frames whose total exceeded a 60 Hz and a 120 Hz display's budget.
    public var framesOverBudget60Hz: Int
    /// Frames over 8.33 ms.
    public var framesOverBudget120Hz: Int
    /// Lines of text rasterised over the measured frames, and the line cache's peak bytes.
    public var textRasterisations: Int
    /// The line cache's largest size, in bytes.
    public var textCachePeakBytes: Int
    /// Heap allocations of the window's thread: the mean a frame, and the frames that made any
    /// (all 0 where they cannot be counted: a build without jemalloc).
    public var allocationsPerFrame: Double
    /// The frames that allocated at all.
    public var framesWithAllocations: Int
    /// Over the last half of the frames (for `steady`, laps over rows drawn before): lines
    /// rasterised and heap allocations.
    public var steadyTextRasterisations: Int
    /// Heap allocations over the last half of the frames.
    public var steadyAllocations: Int
    /// The process's peak resident memory, in bytes.
    public var peakMemoryBytes: Int
    /// The engine's diagnostics over the run (a data source's bad answer, say), and the last.
    public var diagnostics: Int
    /// The last diagnostic's description, if any.
    public var lastDiagnostic: String?
    /// A photo grid's images: blank tiles, decodes, the caches' peaks (nil for other data).
    public var photos: PhotoLoadReport? = nil

    /// The report as pretty-printed JSON, keys sorted.
    ///
    /// - Complexity: O(size of the report).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    /// The process's peak resident memory so far, in bytes (getrusage's maximum RSS).
    ///
    /// - Complexity: O(1).
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    }
}
