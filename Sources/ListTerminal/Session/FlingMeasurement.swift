import ListEngine
import TerminalScreen

/// What flinging a terminal list (or stepping a sheet's columns) costs a frame, measured without
/// a terminal: the engine's layout, and the redraw — drawing the screen into a canvas and
/// diffing it against the last one into the bytes a terminal would be sent.
public struct FlingMeasurement: Sendable {
    /// Frames measured.
    public var frames = 0
    /// The engine's time per frame (the list's layout pass), in nanoseconds.
    public var engine = FrameTimes()
    /// The redraw's time per frame (draw and diff), in nanoseconds.
    public var redraw = FrameTimes()
    /// Bytes the diffs would write, in all.
    public var bytes = 0

    /// Flings `session`'s list for `frames` frames at 60 Hz: a flick at `velocity` lines per
    /// second decelerating at UIScrollView's rate, a new one when it comes to rest, reversing
    /// at the ends — listbench's fling scenario, in a terminal's lines.
    ///
    /// - Complexity: O(frames × the screen's cells).
    public static func fling(_ session: ListSession, frames: Int, velocity: Double = 600) -> FlingMeasurement {
        var measurement = FlingMeasurement()
        var buffer = FrameBuffer(columns: session.columns, rows: session.rows)
        var direction = 1.0
        let pointsPerSecond = velocity * ListSession.pointsPerLine
        var fling = Fling(velocity: pointsPerSecond)
        let interval = 1.0 / 60
        for frame in 0..<frames {
            if fling.isAtRest {
                let limits = session.list.contentOffsetLimits
                let y = session.list.contentOffset.y
                if direction > 0 ? y >= limits.upperBound : y <= limits.lowerBound { direction = -direction }
                fling = Fling(velocity: direction * pointsPerSecond)
            }
            let distance = fling.advance(seconds: interval) / ListSession.pointsPerLine
            let before = session.frameTimes.count
            session.scroll(by: distance)
            session.advance(to: Double(frame) * interval)
            if session.frameTimes.count > before { measurement.engine.record(session.frameTimes.last) }
            let start = ContinuousClock.now
            let bytes = buffer.frame { session.draw(into: &$0) }
            measurement.redraw.record(start.duration(to: .now).nanoseconds)
            measurement.bytes += bytes.count
            measurement.frames += 1
        }
        return measurement
    }

    /// Steps a sheet's columns `steps` times, a key a frame: → until the last column, then ←
    /// back to the first, and so on. ``engine`` times the key and the layout pass (with the
    /// columns measured for rows that came on screen), ``redraw`` the draw and diff — together,
    /// what a column step costs before the terminal gets it. Nothing for rows that are not a sheet.
    ///
    /// - Complexity: O(steps × the screen's cells).
    public static func columnSteps(_ session: ListSession, steps: Int) -> FlingMeasurement {
        var measurement = FlingMeasurement()
        guard let sheet = session.presenter.sheet else { return measurement }
        var buffer = FrameBuffer(columns: session.columns, rows: session.rows)
        _ = buffer.frame { session.draw(into: &$0) }
        var key = Key.right
        for step in 0..<steps {
            let column = sheet.currentColumn ?? 0
            if column >= sheet.columnCount - 1 { key = .left } else if column <= sheet.frozenCount { key = .right }
            let start = ContinuousClock.now
            _ = session.handle(key, at: Double(step) / 60)
            session.advance(to: Double(step) / 60)
            let drawn = ContinuousClock.now
            let bytes = buffer.frame { session.draw(into: &$0) }
            measurement.engine.record(start.duration(to: drawn).nanoseconds)
            measurement.redraw.record(drawn.duration(to: .now).nanoseconds)
            measurement.bytes += bytes.count
            measurement.frames += 1
        }
        return measurement
    }
}
