/// Plays a ``Scenario`` — or a recorded ``GestureScript`` — on a session for a number of frames
/// at a display's rate and reports what it measured; the first screen is timed apart and left
/// out of the frames.
public struct ScenarioRun {
    /// The gesture, its speed in points a second, the frames it lasts, the display's rate and
    /// the seed of its random choices.
    public var scenario: Scenario
    /// Points a second.
    public var speed: Double
    /// Frames the run lasts.
    public var frames: Int
    /// The display's rate the frames stand for.
    public var framesPerSecond: Double
    /// The seed of the random choices (the jumps' rows).
    public var seed: UInt64
    /// Whether frames are held to the display's rate (``FramePacer``): needed when loads run
    /// in real time, as a photo grid's do.
    public var pacesFrames = false
    /// A recorded gesture played instead of the scenario's, if set (the report's scenario
    /// then reads "script"); the run lasts at least the script's frames.
    public var script: GestureScript?

    /// A run of `scenario`.
    ///
    /// - Complexity: O(1).
    public init(scenario: Scenario, speed: Double = 4_000, frames: Int = 600, framesPerSecond: Double = 60, seed: UInt64 = 1) {
        self.scenario = scenario
        self.speed = speed
        self.frames = Swift.max(0, frames)
        self.framesPerSecond = framesPerSecond > 0 ? framesPerSecond : 60
        self.seed = seed
    }

    /// Plays the run on `session`, whose first screen was shown `firstScreenNs` after the
    /// run began, and returns the report (`data` and `style` name what is shown); `photos`, if
    /// given, measures the images each frame and adds its report.
    ///
    /// - Complexity: O(frames) frames of the session.
    public func play(on session: WindowSession, firstScreenNs: UInt64, data: String, style: String, videoDriver: String,
                     photos: PhotoGridDemo? = nil) -> WindowReport {
        let seconds = 1 / framesPerSecond
        var random = SplitMix(seed: seed)
        let rasterisedBefore = session.painter.textures.rasterisations
        var rasterisedAtHalf = rasterisedBefore
        session.resetTimes()
        photos?.meter.runBegan()
        var pacer = FramePacer(framesPerSecond: framesPerSecond)
        var nextStep = 0
        let frames = Swift.max(frames, script?.frameCount ?? 0)
        for frame in 0..<frames {
            if frame == frames / 2 {
                rasterisedAtHalf = session.painter.textures.rasterisations
                photos?.meter.runHalfway()
            }
            session.handlePendingEvents()
            if let script {
                session.play(script, frame: frame, framesPerSecond: framesPerSecond, next: &nextStep)
            } else {
                scenario.step(frame, session: session, speed: speed, seconds: seconds, random: &random)
            }
            session.frame(seconds: seconds)
            photos?.meter.frameDrawn(session.list)
            if pacesFrames { pacer.waitForDeadline() }
        }
        let measured = session.times.frames
        let (width, height) = session.canvas.size
        var report = WindowReport(
            scenario: script == nil ? scenario.rawValue : "script", data: data, style: style, videoDriver: videoDriver, width: width, height: height,
            frames: measured.count, firstScreenMs: Double(firstScreenNs) / 1e6,
            engineUs: TimeSummary(measured.map(\.engineNs)), drawUs: TimeSummary(measured.map(\.drawNs)),
            frameUs: TimeSummary(measured.map(\.totalNs)),
            framesOverBudget60Hz: measured.count { $0.totalNs > 16_666_667 },
            framesOverBudget120Hz: measured.count { $0.totalNs > 8_333_333 },
            textRasterisations: session.painter.textures.rasterisations - rasterisedBefore,
            textCachePeakBytes: session.painter.textures.peakBytes,
            allocationsPerFrame: measured.isEmpty ? 0 : Double(measured.reduce(0) { $0 + $1.allocations }) / Double(measured.count),
            framesWithAllocations: measured.count { $0.allocations > 0 },
            steadyTextRasterisations: session.painter.textures.rasterisations - rasterisedAtHalf,
            steadyAllocations: Int(measured.suffix(measured.count - measured.count / 2).reduce(0) { $0 + $1.allocations }),
            peakMemoryBytes: WindowReport.peakResidentBytes(),
            diagnostics: session.list.diagnosticCount, lastDiagnostic: session.list.lastDiagnostic.map { "\($0)" })
        report.photos = photos.map { $0.meter.report(photos: $0.library.count, prefetch: $0.loading.prefetch) }
        return report
    }
}
