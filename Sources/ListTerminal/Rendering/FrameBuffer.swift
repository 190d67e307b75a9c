import TerminalScreen

/// Two canvases, the one the terminal shows and the one the next frame is drawn into, swapped
/// after each frame: a frame costs its drawing and its diff, never a copy of the screen.
public struct FrameBuffer {
    private var shown: Canvas?
    private var next: Canvas

    /// Buffers for a terminal of `columns` × `rows` that shows nothing yet (the first frame
    /// draws everything).
    ///
    /// - Complexity: O(columns × rows).
    public init(columns: Int, rows: Int) {
        next = Canvas(columns: columns, rows: rows)
    }

    /// Draws a frame with `draw` (into a cleared canvas of the buffer's size) and returns the
    /// bytes that turn the terminal's screen into it: empty when nothing changed. After the
    /// cells, the cursor goes to the canvas's `cursor` and shows (a terminal screen
    /// reader or magnifier follows it), or hides when it has none.
    ///
    /// - Complexity: O(columns × rows) and `draw`'s.
    public mutating func frame(_ draw: (inout Canvas) -> Void) -> [UInt8] {
        next.clear()
        draw(&next)
        var bytes = CanvasDiff.bytes(from: shown, to: next)
        // The diff moved the cursor to write; it goes back (or shows or hides) when it did, or
        // when the place changed.
        if !bytes.isEmpty || shown == nil || shown?.cursor != next.cursor {
            if let cursor = next.cursor {
                bytes += Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h".utf8)
            } else {
                bytes += Array("\u{1B}[?25l".utf8)
            }
        }
        if shown == nil {
            shown = next
            next = Canvas(columns: next.columns, rows: next.rows)
        } else {
            swap(&shown!, &next)
        }
        return bytes
    }
}
