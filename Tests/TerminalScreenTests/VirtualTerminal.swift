import ListEngine
import TerminalScreen

/// A tiny terminal for checking ``CanvasDiff``'s output: it understands exactly what the diff
/// may emit (CUP, CUU/CUD/CUF/CUB, CR, LF, SGR, ED 2, printable clusters advancing the cursor
/// by their width) and records as a violation anything else, and anything that would depend on
/// behaviour terminals disagree on: writing past the last column (autowrap), a cluster that
/// does not fit, a line feed at the bottom (scrolling).
///
/// Like xterm, writing over half of a wide cluster blanks its other half, and ED 2 erases to
/// the pen's background.
struct VirtualTerminal {
    struct Cell: Equatable {
        /// The cluster shown; "" in a continuation cell.
        var text: String
        /// 1 or 2, or 0 for the right half of a wide cluster.
        var width: Int
        var style: TextStyle
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]
    private(set) var cursor = (column: 0, row: 0)
    private var pendingWrap = false
    private(set) var pen = TextStyle.plain
    private(set) var violations: [String] = []

    /// A screen full of junk (`#` in reverse red), as a terminal shows before the first draw.
    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(text: "#", width: 1, style: TextStyle(reverse: true, foreground: .red)), count: columns * rows)
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                index = controlSequence(bytes, from: index)
            case 0x0D:
                cursor.column = 0
                pendingWrap = false
                index += 1
            case 0x0A:
                if cursor.row == rows - 1 { violations.append("line feed at the bottom row scrolls") } else { cursor.row += 1 }
                pendingWrap = false
                index += 1
            case 0x00..<0x20, 0x7F:
                violations.append("control byte \(byte)")
                index += 1
            default:
                var end = index
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
                for character in String(decoding: bytes[index..<end], as: UTF8.self) { print(character) }
                index = end
            }
        }
    }

    func text(ofRow row: Int) -> String {
        cells[row * columns..<(row + 1) * columns].map(\.text).joined()
    }

    func style(atColumn column: Int, row: Int) -> TextStyle {
        cells[row * columns + column].style
    }

    /// Whether the screen shows exactly `canvas`: the same clusters in the same columns, the
    /// same styles.
    func shows(_ canvas: Canvas) -> Bool {
        guard canvas.columns == columns, canvas.rows == rows else { return false }
        for row in 0..<rows {
            guard text(ofRow: row) == canvas.text(ofRow: row) else { return false }
            for column in 0..<columns where style(atColumn: column, row: row) != canvas.style(atColumn: column, row: row) {
                return false
            }
        }
        return true
    }

    private mutating func print(_ character: Character) {
        let width = TerminalTextMeasurer().columns(of: character)
        guard width > 0 else {
            violations.append("zero-width cluster \(character.debugDescription) written")
            return
        }
        if pendingWrap { violations.append("\(character.debugDescription) written past the last column") }
        guard cursor.column + width <= columns else {
            violations.append("\(character.debugDescription) does not fit at column \(cursor.column)")
            return
        }
        let start = cursor.row * columns + cursor.column
        for index in start..<start + width {
            if cells[index].width == 0, index == start { cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style) }
            if cells[index].width == 2, index == start + width - 1 { cells[index + 1] = Cell(text: " ", width: 1, style: cells[index + 1].style) }
        }
        cells[start] = Cell(text: String(character), width: width, style: pen)
        if width == 2 { cells[start + 1] = Cell(text: "", width: 0, style: pen) }
        cursor.column += width
        if cursor.column == columns {
            cursor.column = columns - 1
            pendingWrap = true
        }
    }

    /// Handles the escape sequence at `start`; returns the index after it.
    private mutating func controlSequence(_ bytes: [UInt8], from start: Int) -> Int {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
            violations.append("ESC not followed by [")
            return start + 1
        }
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else {
            violations.append("unfinished control sequence")
            return end
        }
        let parameters = String(decoding: bytes[start + 2..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = parameters.first.flatMap { $0 } ?? 1
        switch bytes[end] {
        case UInt8(ascii: "H"):
            let row = parameters.first.flatMap { $0 } ?? 1
            let column = parameters.count > 1 ? parameters[1] ?? 1 : 1
            cursor = (min(max(column, 1), columns) - 1, min(max(row, 1), rows) - 1)
        case UInt8(ascii: "A"): cursor.row = max(cursor.row - first, 0)
        case UInt8(ascii: "B"): cursor.row = min(cursor.row + first, rows - 1)
        case UInt8(ascii: "C"): cursor.column = min(cursor.column + first, columns - 1)
        case UInt8(ascii: "D"): cursor.column = max(cursor.column - first, 0)
        case UInt8(ascii: "J") where parameters == [2]:
            cells = Array(repeating: Cell(text: " ", width: 1, style: TextStyle(background: pen.background)), count: columns * rows)
        case UInt8(ascii: "m"):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        default:
            violations.append("unexpected control sequence \(String(decoding: bytes[start + 1...end], as: UTF8.self))")
        }
        if bytes[end] != UInt8(ascii: "m") { pendingWrap = false }
        return end + 1
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        let basic: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        let bright: [TerminalColor] = [.brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite]
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: pen = .plain
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 3: pen.italic = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 22: pen.bold = false; pen.dim = false
            case 23: pen.italic = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 30...37: pen.foreground = basic[parameter - 30]
            case 39: pen.foreground = nil
            case 40...47: pen.background = basic[parameter - 40]
            case 49: pen.background = nil
            case 90...97: pen.foreground = bright[parameter - 90]
            case 100...107: pen.background = bright[parameter - 100]
            case 38, 48:
                guard index + 2 < parameters.count, parameters[index + 1] == 5, let color = UInt8(exactly: parameters[index + 2]) else {
                    violations.append("bad extended colour in SGR \(parameters)")
                    return
                }
                if parameter == 38 { pen.foreground = .indexed(color) } else { pen.background = .indexed(color) }
                index += 2
            default:
                violations.append("unexpected SGR parameter \(parameter)")
            }
            index += 1
        }
    }
}
