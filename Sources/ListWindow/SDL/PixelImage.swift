import CSDL2

/// Pixels read back from a window or decoded: ARGB (`0xAARRGGBB`), a row after another.
public struct PixelImage: Sendable, CustomStringConvertible {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// `width × height` pixels.
    public var pixels: [UInt32]

    /// A transparent image.
    ///
    /// - Complexity: O(pixels).
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: 0, count: width * height)
    }

    /// Its size, not its pixels (a test's failed expectation prints this).
    public var description: String { "\(width)×\(height) pixels" }

    /// The colour at (`x`, `y`), which must lie inside.
    ///
    /// - Complexity: O(1).
    public subscript(x: Int, y: Int) -> Color {
        let p = pixels[y * width + x]
        return Color(rgb: p & 0xFF_FFFF, alpha: UInt8(truncatingIfNeeded: p >> 24))
    }

    /// Writes the image as a PNG file at `path`.
    ///
    /// - Throws: ``SDLError``.
    /// - Complexity: O(pixels).
    public func writePNG(to path: String) throws(SDLError) {
        PNGSupport.start()
        var copy = pixels
        let status = copy.withUnsafeMutableBytes { bytes -> Int32 in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width), Int32(height), 32,
                                                                   Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard status == 0 else { throw SDLError("writing \(path)") }
    }
}
