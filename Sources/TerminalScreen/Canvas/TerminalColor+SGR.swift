extension TerminalColor {
    /// The SGR parameters that select this colour as the foreground, or with `background` as
    /// the background: 30–37 / 90–97 (40–47 / 100–107), or 38;5;n (48;5;n).
    func sgrParameters(background: Bool) -> [Int] {
        let offset = background ? 10 : 0
        switch self {
        case .black: return [30 + offset]
        case .red: return [31 + offset]
        case .green: return [32 + offset]
        case .yellow: return [33 + offset]
        case .blue: return [34 + offset]
        case .magenta: return [35 + offset]
        case .cyan: return [36 + offset]
        case .white: return [37 + offset]
        case .brightBlack: return [90 + offset]
        case .brightRed: return [91 + offset]
        case .brightGreen: return [92 + offset]
        case .brightYellow: return [93 + offset]
        case .brightBlue: return [94 + offset]
        case .brightMagenta: return [95 + offset]
        case .brightCyan: return [96 + offset]
        case .brightWhite: return [97 + offset]
        case .indexed(let index): return [38 + offset, 5, Int(index)]
        }
    }
}
