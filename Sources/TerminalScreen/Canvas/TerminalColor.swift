/// A colour a terminal can show: one of the 16 ANSI colours (whose exact shades the terminal's
/// theme decides) or an entry of the 256-colour palette.
public enum TerminalColor: Hashable, Sendable {
    /// ANSI colour 0.
    case black
    /// ANSI colour 1.
    case red
    /// ANSI colour 2.
    case green
    /// ANSI colour 3.
    case yellow
    /// ANSI colour 4.
    case blue
    /// ANSI colour 5.
    case magenta
    /// ANSI colour 6.
    case cyan
    /// ANSI colour 7.
    case white
    /// ANSI colour 8 (often a grey).
    case brightBlack
    /// ANSI colour 9.
    case brightRed
    /// ANSI colour 10.
    case brightGreen
    /// ANSI colour 11.
    case brightYellow
    /// ANSI colour 12.
    case brightBlue
    /// ANSI colour 13.
    case brightMagenta
    /// ANSI colour 14.
    case brightCyan
    /// ANSI colour 15.
    case brightWhite
    /// An entry of the 256-colour palette (`ESC[38;5;nm`): 0–15 the ANSI colours, 16–231 a
    /// 6×6×6 cube, 232–255 greys.
    case indexed(UInt8)
}
