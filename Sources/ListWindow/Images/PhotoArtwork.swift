import Foundation

/// What a generated test photo shows, drawn from a seed: a two-colour gradient at an angle,
/// a few filled circles and rectangles (some translucent), and the photo's number in large
/// seven-segment digits — varied enough that every photo looks different and JPEG has real
/// work to do, plain enough to draw a 1,200 × 900 photo in a few milliseconds.
struct PhotoArtwork {
    /// The image drawn into.
    private(set) var image: PixelImage

    /// Photo `number`, `width` × `height` pixels, drawn from `seed`.
    ///
    /// - Complexity: O(pixels).
    init(number: Int, width: Int, height: Int, seed: UInt64) {
        image = PixelImage(width: width, height: height)
        // Each photo's stream starts at a hash of the seed and its number: SplitMix's states
        // step by a constant, so starting photo n at n steps would give photo n + 1 the same
        // draws shifted by one.
        var numberHash = SplitMix(seed: UInt64(truncatingIfNeeded: number))
        var seedHash = SplitMix(seed: seed)
        var random = SplitMix(seed: seedHash.next() ^ numberHash.next())
        let from = Self.color(&random)
        let to = Self.color(&random)
        drawGradient(from: from, to: to, angle: Double(random.next() % 360) * .pi / 180)
        let shapes = 3 + Int(random.next() % 5)
        for _ in 0..<shapes {
            let x = Int(random.next() % UInt64(Swift.max(1, width)))
            let y = Int(random.next() % UInt64(Swift.max(1, height)))
            let size = Swift.max(2, Swift.min(width, height) / 12 + Int(random.next() % UInt64(Swift.max(1, Swift.min(width, height) / 3))))
            let color = Self.color(&random)
            let opacity = random.next() % 3 == 0 ? 0.5 : 1
            if random.next() % 2 == 0 {
                fillCircle(centreX: x, centreY: y, radius: size / 2, color: color, opacity: opacity)
            } else {
                fill(x: x - size / 2, y: y - size / 3, width: size, height: size * 2 / 3, color: color, opacity: opacity)
            }
        }
        drawNumber(number)
    }

    /// A bright-ish random colour.
    private static func color(_ random: inout SplitMix) -> Color {
        let bits = random.next()
        return Color(red: UInt8(truncatingIfNeeded: bits) | 0x20, green: UInt8(truncatingIfNeeded: bits >> 8) | 0x20,
                     blue: UInt8(truncatingIfNeeded: bits >> 16) | 0x20)
    }

    private static func argb(_ color: Color) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    /// A linear gradient from `from` to `to` along `angle` (radians), across the whole image.
    private mutating func drawGradient(from: Color, to: Color, angle: Double) {
        let width = image.width
        let height = image.height
        let dx = cos(angle)
        let dy = sin(angle)
        let low = Swift.min(0, dx * Double(width)) + Swift.min(0, dy * Double(height))
        let high = Swift.max(0, dx * Double(width)) + Swift.max(0, dy * Double(height))
        let span = Swift.max(1e-9, high - low)
        // Fixed point, 16 fractional bits: t steps by a constant along a row.
        let stepX = Int(dx / span * 65_536)
        let start = (SIMD3<Int>(Int(from.red), Int(from.green), Int(from.blue)))
        let delta = SIMD3<Int>(Int(to.red), Int(to.green), Int(to.blue)) &- start
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                var t = Int((dy * Double(y) - low) / span * 65_536)
                let row = y * width
                for x in 0..<width {
                    let c = start &+ (delta &* t) &>> 16
                    pixels[row + x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: c.x) << 16 | UInt32(truncatingIfNeeded: c.y) << 8
                        | UInt32(truncatingIfNeeded: c.z)
                    t &+= stepX
                }
            }
        }
    }

    /// Fills the part of a rectangle inside the image with `color` at `opacity`.
    private mutating func fill(x: Int, y: Int, width: Int, height: Int, color: Color, opacity: Double) {
        let left = Swift.max(0, x)
        let right = Swift.min(image.width, x + width)
        let top = Swift.max(0, y)
        let bottom = Swift.min(image.height, y + height)
        guard left < right, top < bottom else { return }
        for row in top..<bottom { fillSpan(row: row, from: left, to: right, color: color, opacity: opacity) }
    }

    private mutating func fillCircle(centreX: Int, centreY: Int, radius: Int, color: Color, opacity: Double) {
        let top = Swift.max(0, centreY - radius)
        let bottom = Swift.min(image.height, centreY + radius + 1)
        guard top < bottom else { return }
        for row in top..<bottom {
            let dy = Double(row - centreY)
            let half = Int((Double(radius * radius) - dy * dy).squareRoot())
            fillSpan(row: row, from: Swift.max(0, centreX - half), to: Swift.min(image.width, centreX + half + 1), color: color, opacity: opacity)
        }
    }

    /// Fills pixels `from..<to` of `row` (inside the image), opaque or half-blended.
    private mutating func fillSpan(row: Int, from: Int, to: Int, color: Color, opacity: Double) {
        guard from < to else { return }
        let base = row * image.width
        let solid = Self.argb(color)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            if opacity >= 1 {
                for x in from..<to { pixels[base + x] = solid }
            } else {
                // Half and half: the average of each channel.
                for x in from..<to { pixels[base + x] = 0xFF00_0000 | ((pixels[base + x] & 0xFEFE_FE) >> 1) + ((solid & 0xFEFE_FE) >> 1) }
            }
        }
    }

    /// The segments each digit lights: a, b, c, d, e, f, g as bits 0 to 6.
    private static let segments: [UInt8] = [0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F]

    /// `number` in white seven-segment digits with a dark shadow, centred.
    private mutating func drawNumber(_ number: Int) {
        let digits = String(Swift.max(0, number)).compactMap { $0.wholeNumberValue }
        let digitHeight = Swift.max(10, image.height / 3)
        let digitWidth = digitHeight / 2
        let stroke = Swift.max(2, digitHeight / 10)
        let gap = digitWidth / 3
        let total = digits.count * digitWidth + (digits.count - 1) * gap
        var x = (image.width - total) / 2
        let y = (image.height - digitHeight) / 2
        for digit in digits {
            let shadow = Swift.max(1, stroke / 3)
            drawDigit(digit, x: x + shadow, y: y + shadow, width: digitWidth, height: digitHeight, stroke: stroke, color: Color(rgb: 0x202020))
            drawDigit(digit, x: x, y: y, width: digitWidth, height: digitHeight, stroke: stroke, color: Color(rgb: 0xFFFFFF))
            x += digitWidth + gap
        }
    }

    private mutating func drawDigit(_ digit: Int, x: Int, y: Int, width: Int, height: Int, stroke: Int, color: Color) {
        let lit = Self.segments[digit]
        let half = height / 2
        let bars: [(x: Int, y: Int, width: Int, height: Int)] = [
            (x, y, width, stroke),                                   // a: top
            (x + width - stroke, y, stroke, half),                    // b: top right
            (x + width - stroke, y + half, stroke, height - half),    // c: bottom right
            (x, y + height - stroke, width, stroke),                  // d: bottom
            (x, y + half, stroke, height - half),                     // e: bottom left
            (x, y, stroke, half),                                     // f: top left
            (x, y + half - stroke / 2, width, stroke),                // g: middle
        ]
        for (index, bar) in bars.enumerated() where lit & (1 << index) != 0 {
            fill(x: bar.x, y: bar.y, width: bar.width, height: bar.height, color: color, opacity: 1)
        }
    }
}
