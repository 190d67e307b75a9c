import CSDL2
import Foundation
import Testing
import ListEngine
@testable import ListWindow

/// Whole frames compared with screenshots kept in the repository (Goldens/, which the README
/// shows): a plain list with its pinned header, index, a selected and a focused row; an inset
/// grouped list; a text file's lines in Japanese, Chinese, Korean, Greek, Russian and colour emoji
/// (flags, a ZWJ family, a skin tone), truncated in pixels; a grid of generated photos, every
/// thumbnail decoded (``PhotoGrid/aPhotoGridLooksAsItsGolden()``). Fonts rasterise alike on one FreeType but not across versions, so a frame
/// passes when at most 1 % of its pixels differ by more than 48 in a channel.
/// `Scripts/update-goldens.sh` draws them again (LISTWINDOW_UPDATE_GOLDENS=1).
extension WindowTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test func aPlainListLooksAsItsGolden() throws {
        let fixture = try WindowFixture(style: .plain, rows: 1_000, width: 420, height: 600)
        try fixture.list.selectRow(at: ListIndexPath(row: 2, section: 0))
        fixture.session.handle(Self.key(SDLK_DOWN))
        try compare(fixture, with: "plain")
    }

    @Test func anInsetGroupedListLooksAsItsGolden() throws {
        let fixture = try WindowFixture(style: .insetGrouped, cellStyle: .value1, rows: 1_000, width: 420, height: 600)
        try compare(fixture, with: "inset-grouped")
    }

    @Test func linesInJapaneseChineseKoreanAndEmojiLookAsTheirGolden() throws {
        let fixture = try WindowFixture(textFile: WindowFixture.fixtures.appendingPathComponent("world.txt").path)
        try compare(fixture, with: "world")
    }

    private func compare(_ fixture: WindowFixture, with name: String) throws {
        try Self.compare(try fixture.drawn().pixels, with: name)
    }

    /// Compares `pixels` with the golden `name` (or writes it, with LISTWINDOW_UPDATE_GOLDENS).
    static func compare(_ pixels: PixelImage, with name: String) throws {
        let path = Self.goldens.appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment["LISTWINDOW_UPDATE_GOLDENS"] != nil {
            try pixels.writePNG(to: path)
            return
        }
        let golden = try #require(Self.readPNG(path), "no golden at \(path): run Scripts/update-goldens.sh")
        #expect(golden.width == pixels.width && golden.height == pixels.height)
        guard golden.width == pixels.width, golden.height == pixels.height else { return }
        var differing = 0
        func channel(_ pixel: UInt32, _ shift: UInt32) -> Int { Int((pixel >> shift) & 0xFF) }
        for index in pixels.pixels.indices {
            let a = pixels.pixels[index]
            let b = golden.pixels[index]
            let apart = [16, 8, 0].contains { (shift: UInt32) -> Bool in abs(channel(a, shift) - channel(b, shift)) > 48 }
            if apart { differing += 1 }
        }
        let share = Double(differing) / Double(pixels.pixels.count)
        #expect(share <= 0.01, "\(name): \(differing) pixels differ (\(share * 100) %); if the change is meant, run Scripts/update-goldens.sh")
    }

    /// A PNG file's pixels (SDL_image, which needs no display), or nil if it cannot be read.
    static func readPNG(_ path: String) -> PixelImage? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var image = PixelImage(width: width, height: height)
        guard let base = surface.pointee.pixels else { return nil }
        for y in 0..<height {
            let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { image.pixels[y * width + x] = row[x] }
        }
        return image
    }
}
