extension TerminalColor {
    /// The colour as a number in 1...272, for a cell packed in an integer: 1–16 the ANSI
    /// colours in order, 17–272 the palette's entries (`indexed(0)` is not `black`, so they are
    /// numbered apart); 0 is left for the terminal's default colour.
    var packed: UInt32 {
        switch self {
        case .black: 1
        case .red: 2
        case .green: 3
        case .yellow: 4
        case .blue: 5
        case .magenta: 6
        case .cyan: 7
        case .white: 8
        case .brightBlack: 9
        case .brightRed: 10
        case .brightGreen: 11
        case .brightYellow: 12
        case .brightBlue: 13
        case .brightMagenta: 14
        case .brightCyan: 15
        case .brightWhite: 16
        case .indexed(let index): 17 + UInt32(index)
        }
    }

    /// The 16 ANSI colours in order.
    private static let ansi: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// The colour ``packed`` numbers; nil for 0 (the terminal's default) or a number out of range.
    init?(packed: UInt32) {
        switch packed {
        case 1...16: self = Self.ansi[Int(packed) - 1]
        case 17...272: self = .indexed(UInt8(packed - 17))
        default: return nil
        }
    }
}
