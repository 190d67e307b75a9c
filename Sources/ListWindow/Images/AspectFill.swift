/// Scales pixels to fill a box, keeping their proportions: scaled until both sides cover the
/// box, the overflow cropped evenly from both ends (the centre kept). Each output pixel averages
/// the source area it covers, partly covered pixels weighed by their share (a box filter,
/// separable): no aliasing when reducing, soft squares when enlarging.
enum AspectFill {
    /// For each output pixel along one axis, the source pixels it covers and their weights.
    struct Taps {
        /// The first source pixel of each output pixel.
        var first: [Int]
        /// Where each output pixel's weights begin in `weights` (`count + 1` entries).
        var offsets: [Int]
        /// The weights, each output pixel's summing to 1.
        var weights: [Float]

        /// The taps of `output` pixels covering `source` pixels from `origin`, `1 / scale`
        /// source pixels each.
        ///
        /// - Complexity: O(output + source pixels covered).
        init(output: Int, source: Int, scale: Double, origin: Double) {
            first = []
            offsets = [0]
            weights = []
            first.reserveCapacity(output)
            offsets.reserveCapacity(output + 1)
            let limit = Double(source)
            for index in 0..<output {
                let start = Swift.min(Swift.max(origin + Double(index) / scale, 0), limit)
                let end = Swift.min(Swift.max(origin + Double(index + 1) / scale, 0), limit)
                var pixel = Int(start.rounded(.down))
                var firstPixel: Int?
                var total: Float = 0
                while Double(pixel) < end, pixel < source {
                    let share = Float(Swift.min(end, Double(pixel + 1)) - Swift.max(start, Double(pixel)))
                    if share > 0 {
                        if firstPixel == nil { firstPixel = pixel }
                        weights.append(share)
                        total += share
                    }
                    pixel += 1
                }
                if let firstPixel {
                    first.append(firstPixel)
                    for weight in offsets[index]..<weights.count { weights[weight] /= total }
                } else {
                    // An empty span (at the very edge): the nearest pixel.
                    first.append(Swift.min(Swift.max(0, Int(start)), source - 1))
                    weights.append(1)
                }
                offsets.append(weights.count)
            }
        }

        /// The number of source pixels output pixel `index` covers.
        func count(_ index: Int) -> Int { offsets[index + 1] - offsets[index] }
    }

    /// The pixels of a `boxWidth` × `boxHeight` thumbnail filled from `source`, a `width` ×
    /// `height` image (ARGB, rows `rowPixels` apart), centred.
    ///
    /// - Complexity: O(box pixels × taps + source rows covered × box width × taps).
    static func thumbnail(of source: UnsafeBufferPointer<UInt32>, width: Int, height: Int, rowPixels: Int,
                          boxWidth: Int, boxHeight: Int) -> Thumbnail {
        guard width > 0, height > 0, boxWidth > 0, boxHeight > 0 else {
            return Thumbnail(width: 0, height: 0, pixels: [])
        }
        let scale = Swift.max(Double(boxWidth) / Double(width), Double(boxHeight) / Double(height))
        let across = Taps(output: boxWidth, source: width, scale: scale, origin: (Double(width) - Double(boxWidth) / scale) / 2)
        let down = Taps(output: boxHeight, source: height, scale: scale, origin: (Double(height) - Double(boxHeight) / scale) / 2)
        let firstRow = down.first[0]
        let lastRow = down.first[boxHeight - 1] + down.count(boxHeight - 1)
        // Across first: each source row the box covers, reduced to the box's width.
        var rows = [SIMD4<Float>](repeating: .zero, count: (lastRow - firstRow) * boxWidth)
        for row in firstRow..<lastRow {
            let line = row * rowPixels
            let out = (row - firstRow) * boxWidth
            for x in 0..<boxWidth {
                var sum = SIMD4<Float>.zero
                var pixel = across.first[x]
                for tap in across.offsets[x]..<across.offsets[x + 1] {
                    sum += unpack(source[line + pixel]) * across.weights[tap]
                    pixel += 1
                }
                rows[out + x] = sum
            }
        }
        // Then down.
        var pixels = [UInt32](repeating: 0, count: boxWidth * boxHeight)
        for y in 0..<boxHeight {
            let out = y * boxWidth
            for x in 0..<boxWidth {
                var sum = SIMD4<Float>.zero
                var row = down.first[y] - firstRow
                for tap in down.offsets[y]..<down.offsets[y + 1] {
                    sum += rows[row * boxWidth + x] * down.weights[tap]
                    row += 1
                }
                pixels[out + x] = pack(sum)
            }
        }
        return Thumbnail(width: boxWidth, height: boxHeight, pixels: pixels)
    }

    /// An ARGB pixel's channels as (blue, green, red, alpha).
    @inline(__always) static func unpack(_ pixel: UInt32) -> SIMD4<Float> {
        SIMD4(Float(pixel & 0xFF), Float((pixel >> 8) & 0xFF), Float((pixel >> 16) & 0xFF), Float(pixel >> 24))
    }

    /// Channels (blue, green, red, alpha) as an ARGB pixel, rounded and clamped. Scalar on
    /// purpose: the generic SIMD rounding and conversion are calls, not instructions.
    @inline(__always) static func pack(_ channels: SIMD4<Float>) -> UInt32 {
        @inline(__always) func byte(_ value: Float) -> UInt32 { UInt32(Swift.min(255, Swift.max(0, value + 0.5))) }
        return byte(channels[0]) | byte(channels[1]) << 8 | byte(channels[2]) << 16 | byte(channels[3]) << 24
    }
}
