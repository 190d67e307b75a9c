import ListEngine

/// The display's ticks: simulated by default (frames run back to back, simulated time advances
/// by one refresh interval per frame, every count deterministic); paced, it sleeps to real vsync.
public struct FrameClock: Sendable {
    /// Refreshes per second: 60, 120 or 240 Hz.
    public let fps: Int
    /// Whether frames wait for real vsync deadlines.
    public let paced: Bool

    /// A clock ticking `fps` times a second, paced to real time or run back to back.
    public init(fps: Int, paced: Bool = false) {
        self.fps = fps
        self.paced = paced
    }

    /// The frame budget in milliseconds: 1000 / fps.
    public var budgetMs: Double { 1000 / Double(fps) }
    /// The refresh interval in nanoseconds.
    public var intervalNs: UInt64 { UInt64((1e9 / Double(fps)).rounded()) }
    /// The refresh interval in seconds.
    public var intervalSeconds: Double { 1 / Double(fps) }

    /// Simulated time at the start of frame `frame`, in seconds.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / Double(fps) }

    /// With pacing, sleeps until frame `frame`'s vsync after `start` (monotonic ns); otherwise returns at once.
    public func waitForFrame(_ frame: Int, startedAt start: UInt64) {
        guard paced else { return }
        Monotonic.sleep(until: start &+ UInt64(frame) &* intervalNs)
    }
}
