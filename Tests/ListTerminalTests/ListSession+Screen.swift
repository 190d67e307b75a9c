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
}
