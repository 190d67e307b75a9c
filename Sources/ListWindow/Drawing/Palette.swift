/// The colours a list is drawn in: iOS's light-mode system colours, as Apple's guides show
/// tables.
public struct Palette: Hashable, Sendable {
    /// A plain list's background, and a grouped list's rows.
    public var background = Color(rgb: 0xFFFFFF)
    /// A grouped list's background around its sections.
    public var groupedBackground = Color(rgb: 0xF2F2F7)
    /// A plain list's section header.
    public var plainHeader = Color(rgb: 0xF2F2F7)
    /// The lines between rows.
    public var separator = Color(rgb: 0xC6C6C8)
    /// Text, and secondary text (value and subtitle).
    public var label = Color(rgb: 0x000000)
    /// Secondary text (subtitles, values, grouped headers).
    public var secondaryLabel = Color(rgb: 0x8A8A8E)
    /// Chevrons and other quiet glyphs.
    public var tertiaryLabel = Color(rgb: 0xC4C4C7)
    /// A selected or highlighted row.
    public var selection = Color(rgb: 0xD1D1D6)
    /// Checkmarks, the section index, the focus ring, buttons.
    public var tint = Color(rgb: 0x007AFF)
    /// A destructive swipe action or delete control.
    public var destructive = Color(rgb: 0xFF3B30)
    /// A row waiting for its image: the placeholder's fill.
    public var placeholder = Color(rgb: 0xE5E5EA)

    /// The light palette.
    ///
    /// - Complexity: O(1).
    public init() {}
}
