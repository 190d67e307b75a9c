import CSDL2

/// Lines of text rasterised by SDL_ttf into textures, kept for reuse up to a bound in bytes,
/// the least recently drawn going first: a row scrolled back into view draws from here, not
/// from the font again.
///
/// A line is white on transparent and tinted when drawn, so one texture serves every colour.
public final class TextTextures {
    struct Key: Hashable {
        var text: String
        var font: ObjectIdentifier
    }

    private let canvas: WindowCanvas
    /// The lines cached, in order of use: drawing one moves it to the front, eviction takes
    /// from the back.
    private var lines = RecencyList<Key, Texture>()
    /// The bound on the textures' bytes.
    public let byteLimit: Int
    /// The textures' bytes now, and at most so far.
    public private(set) var bytes = 0
    public private(set) var peakBytes = 0
    /// Lines rasterised so far (each a call into the font rasteriser).
    public private(set) var rasterisations = 0

    /// A cache drawing into `canvas`, of at most `byteLimit` bytes of textures.
    ///
    /// - Complexity: O(1).
    public init(canvas: WindowCanvas, byteLimit: Int = 16 << 20) {
        self.canvas = canvas
        self.byteLimit = Swift.max(0, byteLimit)
    }

    /// The texture of `text` in `font`: the cached one, or one rasterised now (nil for empty
    /// text, or text the font cannot draw).
    ///
    /// - Complexity: O(1) expected for a cached line (one hash of the text); O(length + pixels)
    ///   to rasterise, plus O(1) a line evicted.
    public func texture(for text: String, font: Font) -> Texture? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, font: ObjectIdentifier(font))
        if let texture = lines.use(key) { return texture }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font.handle, text, white),
              let texture = try? canvas.makeTexture(consuming: surface) else { return nil }
        rasterisations += 1
        lines.insert(texture, for: key)
        bytes += texture.bytes
        peakBytes = Swift.max(peakBytes, bytes)
        // The line just made stays, even alone over the bound.
        while bytes > byteLimit, lines.count > 1, let evicted = lines.removeLeastRecent() {
            bytes -= evicted.bytes
        }
        return texture
    }

    /// The lines cached.
    public var count: Int { lines.count }
}
