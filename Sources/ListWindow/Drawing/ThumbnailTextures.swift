import CSDL2

/// Thumbnails copied into textures, keyed by photo, kept for reuse up to a bound in bytes, the
/// least recently used going first: a tile scrolled back into view draws from here, not from a
/// new copy of its pixels. Used on the engine's thread only (where the prefetcher delivers).
///
/// A class: one cache, shared by every tile, that outlives frames.
public final class ThumbnailTextures {
    private let canvas: WindowCanvas
    private var textures = RecencyList<Int, Texture>()
    /// The bound on the textures' bytes (a texture on a visible tile stays alive with its
    /// tile even when evicted here, so the bytes alive may pass it by a screen's worth).
    public let byteLimit: Int
    /// The cached textures' bytes now.
    public private(set) var bytes = 0
    /// The cached textures' bytes at most so far, after each eviction.
    public private(set) var peakBytes = 0
    /// Thumbnails copied into new textures so far.
    public private(set) var uploads = 0

    /// A cache making textures in `canvas`, of at most `byteLimit` bytes.
    ///
    /// - Complexity: O(1).
    public init(canvas: WindowCanvas, byteLimit: Int = 16 << 20) {
        self.canvas = canvas
        self.byteLimit = Swift.max(0, byteLimit)
    }

    /// The texture of photo `item`, whose thumbnail is `thumbnail`: the cached one if it has
    /// the thumbnail's size, else a copy made now (nil if SDL cannot make it).
    ///
    /// - Complexity: O(1) expected when cached; O(pixels) to copy, plus O(1) a texture evicted.
    public func texture(for item: Int, thumbnail: Thumbnail) -> Texture? {
        if let texture = textures.use(item) {
            if texture.width == thumbnail.width && texture.height == thumbnail.height { return texture }
            bytes -= texture.bytes
            textures.removeValue(for: item)
        }
        let made = thumbnail.pixels.withUnsafeBytes { pixels in
            try? canvas.makeTexture(width: thumbnail.width, height: thumbnail.height, argb: pixels)
        }
        guard let texture = made else { return nil }
        // An opaque photo is copied, not blended: the software renderer's blending costs a
        // multiply a channel.
        if thumbnail.pixels.allSatisfy({ $0 >= 0xFF00_0000 }) { SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_NONE) }
        uploads += 1
        textures.insert(texture, for: item)
        bytes += texture.bytes
        // The texture just made stays, even alone over the bound.
        while bytes > byteLimit, textures.count > 1, let evicted = textures.removeLeastRecent() {
            bytes -= evicted.bytes
        }
        peakBytes = Swift.max(peakBytes, bytes)
        return texture
    }

    /// The textures cached.
    ///
    /// - Complexity: O(1).
    public var count: Int { textures.count }
}
