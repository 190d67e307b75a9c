/// The fonts a list is drawn with, at UIKit's sizes in pixels (one a point): body text 17,
/// secondary text 15, a plain header's bold 17, a grouped header's 13, the index's bold 11.
public final class FontSet {
    public let body: Font
    public let secondary: Font
    public let plainHeader: Font
    public let groupedHeader: Font
    public let index: Font

    /// Where Debian's fonts-noto-core puts Noto Sans.
    public static let notoDirectory = "/usr/share/fonts/truetype/noto"

    /// The fonts of `regular` and `bold` (font files; Noto Sans by default).
    ///
    /// - Throws: ``SDLError`` when a file is missing or not a font.
    /// - Complexity: that of opening five fonts.
    public init(regular: String = FontSet.notoDirectory + "/NotoSans-Regular.ttf",
                bold: String = FontSet.notoDirectory + "/NotoSans-Bold.ttf") throws(SDLError) {
        body = try Font(path: regular, size: 17)
        secondary = try Font(path: regular, size: 15)
        plainHeader = try Font(path: bold, size: 17)
        groupedHeader = try Font(path: regular, size: 13)
        index = try Font(path: bold, size: 11)
    }

    /// The measurer of body text, and of secondary text (the layout measures both with one
    /// measurer: the body's).
    public var measurer: FontTextMeasurer { FontTextMeasurer(font: body) }
}
