/// A decoded image at the size it is shown: ARGB pixels (`0xAARRGGBB`), a row after another.
/// Plain data, made on a Dispatch worker and handed to the engine's thread.
public struct Thumbnail: Hashable, Sendable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// `width × height` pixels.
    public let pixels: [UInt32]

    /// A thumbnail of `pixels`; nil unless they are `width × height`.
    ///
    /// - Complexity: O(1).
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// A thumbnail of `pixels`, known to be `width × height`.
    init(checkedWidth width: Int, height: Int, pixels: [UInt32]) {
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
