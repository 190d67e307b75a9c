/// A decoded image at the size it is shown: ARGB pixels (`0xAARRGGBB`), a row after another.
/// Plain data, made on a Dispatch worker and handed to the engine's thread.
public struct Thumbnail: Hashable, Sendable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// `width × height` pixels.
    public let pixels: [UInt32]

    /// A thumbnail of `pixels`, which the decoder made `width × height`.
    init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The bytes its pixels take (4 a pixel): its cost in the decoded cache.
    ///
    /// - Complexity: O(1).
    public var bytes: Int { width * height * 4 }

    /// The colour at (`x`, `y`), which must lie inside.
    ///
    /// - Complexity: O(1).
    public subscript(x: Int, y: Int) -> Color {
        let pixel = pixels[y * width + x]
        return Color(rgb: pixel & 0xFF_FFFF, alpha: UInt8(truncatingIfNeeded: pixel >> 24))
    }
}
