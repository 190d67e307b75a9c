import CSDL2

/// An opaque or translucent sRGB colour, 8 bits a channel.
public struct Color: Hashable, Sendable {
    /// The red channel.
    public var red: UInt8
    /// The green channel.
    public var green: UInt8
    /// The blue channel.
    public var blue: UInt8
    /// Opacity: 255 opaque, 0 transparent.
    public var alpha: UInt8

    /// A colour from its channels.
    ///
    /// - Complexity: O(1).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`.
    ///
    /// - Complexity: O(1).
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// The same colour as SDL takes it.
    var sdl: SDL_Color { SDL_Color(r: red, g: green, b: blue, a: alpha) }

    /// `self` drawn at `opacity` over `background`, opaque.
    ///
    /// - Complexity: O(1).
    public func over(_ background: Color, opacity: Double) -> Color {
        let a = Swift.min(1, Swift.max(0, opacity))
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded()) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}
