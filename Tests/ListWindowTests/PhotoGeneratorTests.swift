import Foundation
import Testing
@testable import ListWindow

/// The test photos: the same seed writes the same bytes, another seed other ones; every tenth
/// is a PNG; the library lists them in order; each decodes to the box it is asked for.
@Suite struct PhotoGeneratorTests {
    static func temporaryDirectory(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("listwin-\(UUID().uuidString)-\(name)").path
    }

    static func contents(of paths: [String]) throws -> [Data] {
        try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    }

    @Test func theSameSeedWritesTheSameBytes() throws {
        let generator = PhotoGenerator(width: 160, height: 120, seed: 42, pngEvery: 3)
        let first = Self.temporaryDirectory("a")
        let second = Self.temporaryDirectory("b")
        let other = Self.temporaryDirectory("c")
        defer { for directory in [first, second, other] { try? FileManager.default.removeItem(atPath: directory) } }
        let a = try generator.write(count: 7, into: first)
        let b = try generator.write(count: 7, into: second)
        var reseeded = generator
        reseeded.seed = 43
        let c = try reseeded.write(count: 7, into: other)
        #expect(a.map { ($0 as NSString).lastPathComponent } == b.map { ($0 as NSString).lastPathComponent })
        let bytesA = try Self.contents(of: a)
        #expect(bytesA == (try Self.contents(of: b)))
        let bytesC = try Self.contents(of: c)
        #expect(zip(bytesA, bytesC).allSatisfy { $0 != $1 }, "another seed, other photos")
        // Photos of one seed differ from one another too.
        #expect(Set(bytesA).count == bytesA.count)
        #expect(generator.pixels(ofPhoto: 5).pixels == generator.pixels(ofPhoto: 5).pixels)
    }

    @Test func everyTenthIsAPNGAndTheLibraryListsThemInOrder() throws {
        let directory = Self.temporaryDirectory("library")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let generator = PhotoGenerator(width: 96, height: 72)
        let paths = try generator.write(count: 21, into: directory)
        // Something the library must leave out.
        try Data("notes".utf8).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent("notes.txt")))
        let names = paths.map { ($0 as NSString).lastPathComponent }
        #expect(names.first == "photo-0001.jpg")
        #expect(names[9] == "photo-0010.png")
        #expect(names[19] == "photo-0020.png")
        #expect(names.filter { $0.hasSuffix(".png") }.count == 2)
        let library = try PhotoLibrary(directory: directory)
        #expect(library.fileNames == names)
        #expect(library.path(at: 9) == paths[9])
        let decoder = ThumbnailDecoder(boxWidth: 48, boxHeight: 30)
        for index in [0, 9] {
            let thumbnail = try decoder.thumbnail(ofFileAt: library.path(at: index))
            #expect(thumbnail.width == 48 && thumbnail.height == 30)
        }
    }

    @Test func aDecodedPhotoIsNearItsPixels() throws {
        // A photo decoded to its own size: colours near the drawn ones away from edges.
        let generator = PhotoGenerator(width: 240, height: 180, seed: 9)
        let directory = Self.temporaryDirectory("near")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = try generator.write(count: 1, into: directory)
        let drawn = generator.pixels(ofPhoto: 1)
        let decoded = try ThumbnailDecoder(boxWidth: 240, boxHeight: 180).thumbnail(ofFileAt: paths[0])
        var near = 0
        for (x, y) in [(3, 3), (236, 3), (3, 176), (236, 176), (60, 20), (180, 160)] {
            let a = drawn[x, y]
            let b = decoded[x, y]
            let distance = [abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue))].max() ?? 0
            if distance <= 24 { near += 1 }
        }
        // A sampled point may fall on a shape's edge; most must be near.
        #expect(near >= 5)
    }
}
