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

    /// The lines the list shows: the screen without the status line at the bottom, and without
    /// the rows a long message covers there (both are drawn in reverse video).
    var listLines: [String] {
        let canvas = canvas
        let rows = (0..<canvas.rows).reversed().drop { canvas.style(atColumn: 0, row: $0).reverse }.reversed()
        return rows.map { canvas.text(ofRow: $0) }
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
