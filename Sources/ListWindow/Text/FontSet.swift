/// The fonts a list is drawn with, at UIKit's sizes in pixels (one a point): body text 17,
/// secondary text 15, a plain header's bold 17, a grouped header's 13, the index's bold 11 —
/// each a ``FontFamily`` of Noto Sans with Noto Sans CJK and Noto Color Emoji after it.
public final class FontSet {
    /// Body text, 17 pixels.
    public let body: FontFamily
    /// Secondary text, 15 pixels.
    public let secondary: FontFamily
    /// A plain list's header, bold 17 pixels.
    public let plainHeader: FontFamily
    /// A grouped list's header, 13 pixels (drawn upper case).
    public let groupedHeader: FontFamily
    /// The section index, bold 11 pixels.
    public let index: FontFamily

    /// Where Debian's fonts-noto-core puts Noto Sans and Noto Color Emoji, and where
    /// fonts-noto-cjk puts Noto Sans CJK.
    public static let notoDirectory = "/usr/share/fonts/truetype/noto"
    /// Noto Sans CJK, regular.
    public static let cjkRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    /// Noto Sans CJK, bold.
    public static let cjkBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    /// Noto Color Emoji.
    public static let emoji = notoDirectory + "/NotoColorEmoji.ttf"
    /// The one size Noto Color Emoji's bitmaps come in.
    static let emojiStrike = 109

    /// The fonts of `regular` and `bold` (font files; Noto Sans by default), with the CJK and
    /// emoji faces after them where those files are installed (text they would draw shows as
    /// the primary face's missing-glyph boxes otherwise).
    ///
    /// - Throws: ``SDLError`` when `regular` or `bold` is missing or not a font.
    /// - Complexity: that of opening the fonts.
    public init(regular: String = FontSet.notoDirectory + "/NotoSans-Regular.ttf",
                bold: String = FontSet.notoDirectory + "/NotoSans-Bold.ttf") throws(SDLError) {
        // One emoji face serves every size: its bitmaps are scaled to the line.
        let emoji = try? Font(path: Self.emoji, size: Self.emojiStrike)
        func family(_ path: String, cjk: String, size: Int, bold: Bool = false) throws(SDLError) -> FontFamily {
            let primary = try Font(path: path, size: size)
            var fallbacks: [(font: Font, scale: Double)] = []
            if let face = try? Font(path: cjk, size: size) { fallbacks.append((face, 1)) }
            var emojiIndex: Int?
            if let emoji {
                emojiIndex = fallbacks.count
                fallbacks.append((emoji, Double(primary.height) / Double(Swift.max(1, emoji.height))))
            }
            return FontFamily(primary: primary, fallbacks: fallbacks, emoji: emojiIndex)
        }
        body = try family(regular, cjk: Self.cjkRegular, size: 17)
        secondary = try family(regular, cjk: Self.cjkRegular, size: 15)
        plainHeader = try family(bold, cjk: Self.cjkBold, size: 17)
        groupedHeader = try family(regular, cjk: Self.cjkRegular, size: 13)
        index = try family(bold, cjk: Self.cjkBold, size: 11)
    }

    /// The measurer of body text, which the content layout measures both texts with.
    public var measurer: FontTextMeasurer { FontTextMeasurer(family: body) }
}
