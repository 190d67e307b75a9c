import CSDL2
import ListEngine

/// Lines of text rasterised by SDL_ttf into textures, kept for reuse up to a bound in bytes,
/// the least recently drawn going first: a row scrolled back into view draws from here, not
/// from the fonts again.
///
/// A line is drawn in its colour (colour emoji keep theirs), each run of it in the face of its
/// ``FontFamily`` that draws it, on one baseline.
public final class TextTextures {
    /// A line: its text as the pieces of the row's text it shows (substrings share the row's
    /// storage, so finding a line allocates nothing), whether an ellipsis joins them, its fonts
    /// and colour.
    struct Key: Hashable {
        var leading: Substring
        var hasEllipsis: Bool
        var trailing: Substring
        var family: ObjectIdentifier
        var color: Color
    }

    private let canvas: WindowCanvas
    /// The lines cached, in order of use: drawing one moves it to the front, eviction takes
    /// from the back.
    private var lines = RecencyList<Key, Texture>()
    /// The bound on the textures' bytes.
    public let byteLimit: Int
    /// The textures' bytes now, and at most so far.
    public private(set) var bytes = 0
    /// The textures' largest total so far, in bytes.
    public private(set) var peakBytes = 0
    /// Lines rasterised so far (each a call into the font rasteriser a run).
    public private(set) var rasterisations = 0

    /// A cache drawing into `canvas`, of at most `byteLimit` bytes of textures.
    ///
    /// - Complexity: O(1).
    public init(canvas: WindowCanvas, byteLimit: Int = 16 << 20) {
        self.canvas = canvas
        self.byteLimit = Swift.max(0, byteLimit)
    }

    /// The texture of `text` in `family` and `color`: the cached one, or one rasterised now
    /// (nil for empty text, or text no face can draw).
    ///
    /// - Complexity: O(1) expected for a cached line (one hash of the text); O(length + pixels)
    ///   to rasterise, plus O(1) a line evicted.
    public func texture(for text: String, family: FontFamily, color: Color) -> Texture? {
        let whole = Substring(text)
        return texture(Key(leading: whole, hasEllipsis: false, trailing: whole[whole.endIndex...], family: ObjectIdentifier(family), color: color),
                       family: family) { text }
    }

    /// The texture of `line` of `text` (as the engine's content layout broke and truncated it)
    /// in `family` and `color`: found without making the line's string, which is made only to
    /// rasterise it.
    ///
    /// - Complexity: O(length of the line) to hash it when cached; O(length + pixels) to
    ///   rasterise, plus O(1) a line evicted.
    public func texture(for line: TextLine, in text: String, family: FontFamily, color: Color) -> Texture? {
        texture(Key(leading: text[line.leading], hasEllipsis: line.hasEllipsis, trailing: text[line.trailing],
                    family: ObjectIdentifier(family), color: color), family: family) { line.shown(in: text) }
    }

    private func texture(_ key: Key, family: FontFamily, shown: () -> String) -> Texture? {
        guard !key.leading.isEmpty || key.hasEllipsis || !key.trailing.isEmpty else { return nil }
        if let texture = lines.use(key) { return texture }
        let color = key.color
        guard let surface = Self.rasterise(shown(), family: family, color: color),
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

    /// A surface of `text`: one run is the face's own surface; several are drawn side by side
    /// on the primary face's baseline, a scaled face's run scaled (linear filtering).
    static func rasterise(_ text: String, family: FontFamily, color: Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = family.runs(of: text)
        if runs.count == 1, family.scales[runs[0].face] == 1 {
            return TTF_RenderUTF8_Blended(family.faces[runs[0].face].handle, String(runs[0].text), color.sdl)
        }
        var parts: [(surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int, y: Int)] = []
        defer { for part in parts { SDL_FreeSurface(part.surface) } }
        for run in runs {
            let face = family.faces[run.face]
            let scale = family.scales[run.face]
            guard let rendered = TTF_RenderUTF8_Blended(face.handle, String(run.text), color.sdl),
                  let surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { continue }
            SDL_FreeSurface(rendered)
            let width = Swift.max(1, Int((Double(surface.pointee.w) * scale).rounded()))
            let height = Swift.max(1, Int((Double(surface.pointee.h) * scale).rounded()))
            let y = family.ascent - Int((Double(face.ascent) * scale).rounded())
            parts.append((surface, width, height, y))
        }
        let width = parts.reduce(0) { $0 + $1.width }
        let height = Swift.max(family.height, parts.map { $0.y + $0.height }.max() ?? 0)
        guard width > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        var x = 0
        for part in parts {
            var source = SDL_Rect(x: 0, y: 0, w: part.surface.pointee.w, h: part.surface.pointee.h)
            var destination = SDL_Rect(x: Int32(x), y: Int32(Swift.max(0, part.y)), w: Int32(part.width), h: Int32(part.height))
            // Runs never overlap: copy their pixels and alpha as they are.
            SDL_SetSurfaceBlendMode(part.surface, SDL_BLENDMODE_NONE)
            if part.width == Int(source.w) && part.height == Int(source.h) {
                SDL_UpperBlit(part.surface, &source, line, &destination)
            } else {
                SDL_SoftStretchLinear(part.surface, &source, line, &destination)
            }
            x += part.width
        }
        return line
    }
}
