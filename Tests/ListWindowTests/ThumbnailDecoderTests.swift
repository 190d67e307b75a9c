import Foundation
import Testing
@testable import ListEngine
@testable import ListWindow

/// The thumbnail decoder against images whose every pixel is known: quadrants and bands of
/// solid colour, written as JPEG (TurboJPEG) and PNG (SDL_image), decoded to fill a box. No
/// display is needed: neither library uses SDL's video.
@Suite struct ThumbnailDecoderTests {
    static let red = Color(rgb: 0xE02020)
    static let green = Color(rgb: 0x20C040)
    static let blue = Color(rgb: 0x2040E0)
    static let yellow = Color(rgb: 0xF0D020)

    /// A `width` × `height` image whose quadrants are red, green (top) and blue, yellow (bottom).
    static func quadrants(width: Int = 1_200, height: Int = 900) -> PixelImage {
        var image = PixelImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let color = y < height / 2 ? (x < width / 2 ? red : green) : (x < width / 2 ? blue : yellow)
                image.pixels[y * width + x] = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
            }
        }
        return image
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("listwin-\(UUID().uuidString)-\(name)").path
    }

    static func expectNear(_ color: Color, _ expected: Color, tolerance: Int = 12, sourceLocation: SourceLocation = #_sourceLocation) {
        let distance = [abs(Int(color.red) - Int(expected.red)), abs(Int(color.green) - Int(expected.green)),
                        abs(Int(color.blue) - Int(expected.blue))].max() ?? 0
        #expect(distance <= tolerance, "\(color) is not near \(expected)", sourceLocation: sourceLocation)
        #expect(color.alpha == 255, sourceLocation: sourceLocation)
    }

    /// Writes `image` as `kind` ("jpg" or "png") and returns the path.
    static func write(_ image: PixelImage, as kind: String) throws -> String {
        let path = temporaryPath("image.\(kind)")
        if kind == "png" {
            try image.writePNG(to: path)
        } else {
            try PhotoGenerator.jpeg(of: image, quality: 92).write(to: URL(fileURLWithPath: path))
        }
        return path
    }

    @Test(arguments: ["jpg", "png"])
    func aSquareBoxShowsTheQuadrantsCentred(kind: String) throws {
        let path = try Self.write(Self.quadrants(), as: kind)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let thumbnail = try ThumbnailDecoder(boxWidth: 100, boxHeight: 100).thumbnail(ofFileAt: path)
        #expect(thumbnail.width == 100 && thumbnail.height == 100)
        #expect(thumbnail.pixels.count == 100 * 100)
        // Filled: 133 × 100 with 16 columns cropped each side; the quadrants meet at the centre.
        Self.expectNear(thumbnail[25, 25], Self.red)
        Self.expectNear(thumbnail[75, 25], Self.green)
        Self.expectNear(thumbnail[25, 75], Self.blue)
        Self.expectNear(thumbnail[75, 75], Self.yellow)
        Self.expectNear(thumbnail[2, 2], Self.red)
        Self.expectNear(thumbnail[97, 97], Self.yellow)
    }

    @Test(arguments: ["jpg", "png"])
    func aWideBoxCropsTopAndBottom(kind: String) throws {
        // The top and bottom thirds are blue, the middle third red: a 200 × 50 box filled from
        // 1,200 × 900 shows 150 rows' worth, the middle 300 of them — red all over.
        var image = PixelImage(width: 1_200, height: 900)
        for y in 0..<900 {
            let color: UInt32 = (300..<600).contains(y) ? 0xFFE0_2020 : 0xFF20_40E0
            for x in 0..<1_200 { image.pixels[y * 1_200 + x] = color }
        }
        let path = try Self.write(image, as: kind)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let thumbnail = try ThumbnailDecoder(boxWidth: 200, boxHeight: 50).thumbnail(ofFileAt: path)
        #expect(thumbnail.width == 200 && thumbnail.height == 50)
        for (x, y) in [(0, 0), (100, 25), (199, 49), (0, 49), (199, 0)] {
            Self.expectNear(thumbnail[x, y], Self.red)
        }
    }

    @Test func aTallBoxCropsTheSides() throws {
        let path = try Self.write(Self.quadrants(), as: "jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let thumbnail = try ThumbnailDecoder(boxWidth: 40, boxHeight: 120).thumbnail(ofFileAt: path)
        #expect(thumbnail.width == 40 && thumbnail.height == 120)
        // 160 × 120 scaled, the middle 40 columns kept: the quadrants' inner edges.
        Self.expectNear(thumbnail[5, 20], Self.red)
        Self.expectNear(thumbnail[34, 20], Self.green)
        Self.expectNear(thumbnail[5, 100], Self.blue)
        Self.expectNear(thumbnail[34, 100], Self.yellow)
    }

    @Test func aSmallImageIsEnlargedToTheBox() throws {
        let path = try Self.write(Self.quadrants(width: 32, height: 32), as: "png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let thumbnail = try ThumbnailDecoder(boxWidth: 128, boxHeight: 128).thumbnail(ofFileAt: path)
        #expect(thumbnail.width == 128 && thumbnail.height == 128)
        Self.expectNear(thumbnail[10, 10], Self.red)
        Self.expectNear(thumbnail[117, 117], Self.yellow)
    }

    @Test(arguments: ["jpg", "png"])
    func aTruncatedFileIsAnErrorNamingIt(kind: String) throws {
        let whole = try Self.write(Self.quadrants(width: 320, height: 240), as: kind)
        defer { try? FileManager.default.removeItem(atPath: whole) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let path = Self.temporaryPath("truncated.\(kind)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: ImageDecodingError.self) {
            try ThumbnailDecoder(boxWidth: 64, boxHeight: 64).thumbnail(ofFileAt: path)
        }
        #expect(error?.path == path)
        #expect(error?.reason.isEmpty == false)
    }

    @Test func aJPEGCutInsideItsHeaderIsAnError() throws {
        let whole = try Self.write(Self.quadrants(width: 64, height: 64), as: "jpg")
        defer { try? FileManager.default.removeItem(atPath: whole) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let path = Self.temporaryPath("header.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try bytes.prefix(40).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: ImageDecodingError.self) {
            try ThumbnailDecoder(boxWidth: 64, boxHeight: 64).thumbnail(ofFileAt: path)
        }
        #expect(error?.reason.isEmpty == false)
    }

    @Test func garbageAMissingFileAndAnEmptyOneAreErrors() throws {
        let garbage = Self.temporaryPath("garbage.jpg")
        let empty = Self.temporaryPath("empty.png")
        defer {
            try? FileManager.default.removeItem(atPath: garbage)
            try? FileManager.default.removeItem(atPath: empty)
        }
        try Data("not a picture at all".utf8).write(to: URL(fileURLWithPath: garbage))
        try Data().write(to: URL(fileURLWithPath: empty))
        let decoder = ThumbnailDecoder(boxWidth: 32, boxHeight: 32)
        for path in [garbage, empty, Self.temporaryPath("missing.jpg")] {
            let error = #expect(throws: ImageDecodingError.self) { try decoder.thumbnail(ofFileAt: path) }
            #expect(error?.path == path)
        }
        // A JPEG's signature followed by nothing usable: TurboJPEG's own message.
        let fake = Self.temporaryPath("fake.jpg")
        defer { try? FileManager.default.removeItem(atPath: fake) }
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 1, 2, 3]).write(to: URL(fileURLWithPath: fake))
        let error = #expect(throws: ImageDecodingError.self) { try decoder.thumbnail(ofFileAt: fake) }
        #expect(error?.reason.isEmpty == false)
    }

    @Test func aJPEGClaimingAHugeSizeIsRefusedBeforeDecoding() throws {
        let whole = try Self.write(Self.quadrants(width: 64, height: 48), as: "jpg")
        defer { try? FileManager.default.removeItem(atPath: whole) }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: whole)))
        // The baseline frame header (FF C0): length, precision, then height and width.
        let frame = try #require(bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes.replaceSubrange(frame + 5..<frame + 9, with: [0xEA, 0x60, 0xEA, 0x60])   // 60,000 × 60,000
        let path = Self.temporaryPath("huge.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: ImageDecodingError.self) {
            try ThumbnailDecoder(boxWidth: 64, boxHeight: 64).thumbnail(ofFileAt: path)
        }
        #expect(error?.reason.contains("too large") == true)
    }

    @Test func aCancelledLoadStopsWithTheCancelledReason() throws {
        let path = try Self.write(Self.quadrants(width: 64, height: 48), as: "jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cancellation = LoadCancellation()
        cancellation.cancel()
        let error = #expect(throws: ImageDecodingError.self) {
            try ThumbnailDecoder(boxWidth: 32, boxHeight: 32).thumbnail(ofFileAt: path, cancellation: cancellation)
        }
        #expect(error?.reason == ThumbnailDecoder.cancelledReason)
    }
}
