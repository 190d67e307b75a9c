import Foundation
import ListTerminal
import TerminalScreen

extension ListSession {
    /// What the session draws now, as a canvas the size of its terminal.
    var canvas: Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        draw(into: &canvas)
        return canvas
    }

    /// What the session draws now, a string a line.
    var screenLines: [String] {
        let canvas = canvas
        return (0..<canvas.rows).map { canvas.text(ofRow: $0) }
    }

    /// Advances the clock from `time` until nothing moves by itself (a search, a load, a fling,
    /// lines being found) and returns the time. Work beside the frames is waited for as an
    /// event before each frame, so session time never depends on how busy the machine is.
    @discardableResult
    func settle(from time: Double = 0, timeout: Double = 60) -> Double {
        var now = time
        while isAnimating || isWatching && !isFollowing, now < time + timeout {
            waitForBackgroundWork()
            now += 0.002
            advance(to: now)
        }
        return now
    }
}
