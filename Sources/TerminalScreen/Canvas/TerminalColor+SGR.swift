extension TerminalColor {
    /// Calls `body` with each SGR parameter that selects this colour as the foreground, or with
    /// `background` as the background: 30–37 / 90–97 (40–47 / 100–107), or 38;5;n (48;5;n).
    func forEachSGRParameter(background: Bool, _ body: (Int) -> Void) {
        let offset = background ? 10 : 0
        switch self {
        case .black: body(30 + offset)
        case .red: body(31 + offset)
        case .green: body(32 + offset)
        case .yellow: body(33 + offset)
        case .blue: body(34 + offset)
        case .magenta: body(35 + offset)
        case .cyan: body(36 + offset)
        case .white: body(37 + offset)
        case .brightBlack: body(90 + offset)
        case .brightRed: body(91 + offset)
        case .brightGreen: body(92 + offset)
        case .brightYellow: body(93 + offset)
        case .brightBlue: body(94 + offset)
        case .brightMagenta: body(95 + offset)
        case .brightCyan: body(96 + offset)
        case .brightWhite: body(97 + offset)
        case .indexed(let index):
            body(38 + offset)
            body(5)
            body(Int(index))
        }
    }
}
