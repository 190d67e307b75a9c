/// The attributes of a cell: SGR renditions and colours.
public struct TextStyle: Hashable, Sendable {
    /// Bold (SGR 1); many terminals also brighten the foreground.
    public var bold: Bool
    /// Dim, or faint (SGR 2).
    public var dim: Bool
    /// Italic (SGR 3); some terminals show it as reverse or not at all.
    public var italic: Bool
    /// Underlined (SGR 4).
    public var underline: Bool
    /// Foreground and background swapped (SGR 7): how a selected row is usually shown.
    public var reverse: Bool
    /// The text's colour; nil is the terminal's default foreground.
    public var foreground: TerminalColor?
    /// The cell's colour; nil is the terminal's default background.
    public var background: TerminalColor?

    /// No attributes, the terminal's default colours: what a blank canvas holds.
    public static let plain = TextStyle()

    /// A style with the attributes given; every attribute is off and both colours the
    /// terminal's defaults unless given.
    ///
    /// - Complexity: O(1).
    public init(
        bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
        reverse: Bool = false, foreground: TerminalColor? = nil, background: TerminalColor? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
    }
}
