import CSDL2

/// A TrueType or OpenType font opened at a pixel size through SDL_ttf (FreeType, HarfBuzz
/// shaping), with its glyph advances kept as they are asked for.
///
/// A class: it owns the SDL_ttf font, closed with it.
public final class Font {
    let handle: OpaquePointer
    /// The file it was opened from and its size in pixels (points at one pixel a point).
    public let path: String
    /// Its size in pixels.
    public let size: Int
    /// Whether it was opened bold (SDL_ttf's synthetic bold where the file is regular).
    public let isBold: Bool
    /// Advances of the Basic Multilingual Plane's scalars, -1 until asked; others below.
    private var bmpAdvances: [Float]
    private var otherAdvances: [UInt32: Float] = [:]

    /// Opens face `index` of the font file at `path` (a collection, `.ttc`, holds several),
    /// `size` pixels tall (SDL_ttf's point size at 72 dpi; a bitmap font picks its nearest
    /// strike), starting SDL_ttf first if need be (``SDLLibraries/start()``).
    ///
    /// - Throws: ``SDLError`` when the file is missing or not a font.
    /// - Complexity: that of opening the file.
    public init(path: String, size: Int, bold: Bool = false, index: Int = 0) throws(SDLError) {
        try SDLLibraries.start()
        guard let handle = TTF_OpenFontIndex(path, Int32(size), index) else { throw SDLError("opening the font \(path) at \(size) px") }
        if bold { TTF_SetFontStyle(handle, TTF_STYLE_BOLD) }
        self.handle = handle
        self.path = path
        self.size = size
        isBold = bold
        bmpAdvances = Array(repeating: -1, count: 0x1_0000)
    }

    deinit { TTF_CloseFont(handle) }

    /// The distance from one baseline to the next, in pixels.
    public var lineSkip: Int { Int(TTF_FontLineSkip(handle)) }
    /// The height of a line of its glyphs (ascent + descent), in pixels.
    public var height: Int { Int(TTF_FontHeight(handle)) }
    /// The distance from the top of a line to its baseline, in pixels.
    public var ascent: Int { Int(TTF_FontAscent(handle)) }

    /// Whether the font has a glyph for `scalar`.
    ///
    /// - Complexity: O(1).
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { TTF_GlyphIsProvided32(handle, scalar.value) != 0 }

    /// The advance of `scalar`'s glyph in pixels (0 for a glyph the font lacks).
    ///
    /// - Complexity: O(1) after the first time for the scalar.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value < 0x1_0000 {
            let known = bmpAdvances[Int(value)]
            if known >= 0 { return Double(known) }
        } else if let known = otherAdvances[value] {
            return Double(known)
        }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        let found = TTF_GlyphIsProvided32(handle, value) != 0 && TTF_GlyphMetrics32(handle, value, &minX, &maxX, &minY, &maxY, &advance) == 0
        let width = Float(found ? advance : 0)
        if value < 0x1_0000 { bmpAdvances[Int(value)] = width } else { otherAdvances[value] = width }
        return Double(width)
    }

    /// The width of `text` as SDL_ttf lays it out (shaped and kerned), in pixels.
    ///
    /// - Complexity: O(length of `text`).
    public func width(ofShaped text: String) -> Int {
        var width: Int32 = 0
        var height: Int32 = 0
        TTF_SizeUTF8(handle, text, &width, &height)
        return Int(width)
    }
}
