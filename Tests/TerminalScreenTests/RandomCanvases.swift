import TerminalScreen

/// Canvases drawn by random writes, fills and restyles of mixed scripts and styles.
enum RandomCanvases {
    /// Clusters of every width and kind: Latin (precomposed and with a combining mark), Thai
    /// with a mark, Hangul, CJK, emoji with a modifier, a ZWJ sequence, a flag, a presentation
    /// selector. None joins the cluster next to it into one.
    static let clusters: [String] = [
        "a", "b", "Z", " ", "ß", "—", "é", "e\u{301}", "ก", "\u{0E01}\u{0E34}",
        "안", "녕", "字", "漢", "😀", "👍🏽", "👨‍👩‍👧", "🇰🇷", "❤️", "\t", "\u{301}",
    ]

    static let styles: [TextStyle] = [
        .plain,
        TextStyle(bold: true),
        TextStyle(dim: true, italic: true),
        TextStyle(bold: true, dim: true, foreground: .cyan),
        TextStyle(underline: true, foreground: .red),
        TextStyle(reverse: true, background: .blue),
        TextStyle(bold: true, foreground: .indexed(200)),
        TextStyle(background: .brightGreen),
        TextStyle(italic: true, foreground: .brightWhite, background: .indexed(17)),
    ]

    static func text<G: RandomNumberGenerator>(using generator: inout G) -> String {
        (0..<Int.random(in: 1...8, using: &generator)).map { _ in clusters.randomElement(using: &generator)! }.joined()
    }

    /// Applies a few random operations to `canvas`, some reaching outside it.
    static func draw<G: RandomNumberGenerator>(on canvas: inout Canvas, operations: Int, using generator: inout G) {
        for _ in 0..<operations {
            let column = Int.random(in: -3...canvas.columns + 1, using: &generator)
            let row = Int.random(in: -1...canvas.rows, using: &generator)
            let style = styles.randomElement(using: &generator)!
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6:
                let maxColumns = Bool.random(using: &generator) ? nil : Int.random(in: -1...8, using: &generator)
                canvas.write(text(using: &generator), column: column, row: row, style: style, maxColumns: maxColumns)
            case 6, 7:
                canvas.fill(column: column, row: row, width: Int.random(in: -1...6, using: &generator),
                            height: Int.random(in: 0...3, using: &generator),
                            with: ["x", " ", "字", "."].randomElement(using: &generator)!, style: style)
            case 8:
                canvas.restyle(column: column, row: row, width: Int.random(in: 0...6, using: &generator),
                               height: Int.random(in: 0...2, using: &generator)) { $0.reverse.toggle() }
            default:
                if Int.random(in: 0..<4, using: &generator) == 0 { canvas.clear() }
            }
        }
    }

    /// A random canvas of 1–14 columns and 1–5 rows.
    static func canvas<G: RandomNumberGenerator>(using generator: inout G) -> Canvas {
        var canvas = Canvas(columns: Int.random(in: 1...14, using: &generator), rows: Int.random(in: 1...5, using: &generator))
        draw(on: &canvas, operations: Int.random(in: 0...12, using: &generator), using: &generator)
        return canvas
    }

    /// A canvas to diff against `canvas`: usually it changed a little, sometimes it is a new
    /// canvas (of another size, most likely).
    static func successor<G: RandomNumberGenerator>(of canvas: Canvas, using generator: inout G) -> Canvas {
        guard Int.random(in: 0..<5, using: &generator) > 0 else { return self.canvas(using: &generator) }
        var next = canvas
        draw(on: &next, operations: Int.random(in: 0...4, using: &generator), using: &generator)
        return next
    }
}
