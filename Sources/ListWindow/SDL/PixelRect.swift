import CSDL2
import ListEngine

/// A rectangle of whole pixels.
public struct PixelRect: Codable, Hashable, Sendable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width, in pixels.
    public var width: Int
    /// The height, in pixels.
    public var height: Int

    /// A rectangle from its corner and size.
    ///
    /// - Complexity: O(1).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels `rect` (points, one a pixel) covers, its edges rounded to the nearest pixel,
    /// moved by `dy` (the list's content offset, negated).
    ///
    /// - Complexity: O(1).
    public init(_ rect: Rect, dy: Double = 0) {
        let left = Int(rect.minX.rounded())
        let top = Int((rect.minY + dy).rounded())
        self.init(x: left, y: top, width: Int(rect.maxX.rounded()) - left, height: Int((rect.maxY + dy).rounded()) - top)
    }

    /// The first column right of it.
    public var maxX: Int { x + width }
    /// The first line below it.
    public var maxY: Int { y + height }

    /// The pixels both cover (empty, at zero size, if none).
    ///
    /// - Complexity: O(1).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        return PixelRect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }

    /// Whether the pixel at (`px`, `py`) lies inside.
    ///
    /// - Complexity: O(1).
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    var sdl: SDL_Rect { SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height)) }
}
