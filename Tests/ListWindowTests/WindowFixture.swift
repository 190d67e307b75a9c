import Foundation
import ListEngine
import ListTerminal
@testable import ListWindow

/// A contacts list in a window drawn by SDL's offscreen video driver (no display, no X server):
/// the same renderer and pixels as a real window, read back for the tests to check against the
/// engine's geometry.
final class WindowFixture {
    let canvas: WindowCanvas
    let demo: ContactsDemo
    let session: WindowSession
    var list: ListView { session.list }
    /// The lines of the text file shown, when the fixture shows one.
    private(set) var textFile: TextFileDemo?

    init(style: TableStyle, cellStyle: ListContentConfiguration.Style = .subtitle, rows: Int = 1_000,
         width: Int = 420, height: Int = 600) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        canvas = try WindowCanvas(title: "test", width: width, height: height)
        let fonts = try FontSet()
        demo = ContactsDemo(count: rows, cellStyle: cellStyle, measurer: fonts.measurer)
        let list = demo.makeList(style: style)
        session = try WindowSession(list: list, source: demo, canvas: canvas, painter: ListPainter(fonts: fonts, textures: TextTextures(canvas: canvas)))
    }

    /// A plain list of `path`'s lines, wrapped if `wraps`.
    init(textFile path: String, wraps: Bool = false, width: Int = 420, height: Int = 640) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        canvas = try WindowCanvas(title: "test", width: width, height: height)
        let fonts = try FontSet()
        demo = ContactsDemo(count: 0, measurer: fonts.measurer)
        let lines = try TextFileDemo(source: ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none),
                                     measurer: fonts.measurer, wraps: wraps)
        textFile = lines
        session = try WindowSession(list: lines.makeList(style: .plain), source: lines, canvas: canvas,
                                    painter: ListPainter(fonts: fonts, textures: TextTextures(canvas: canvas)))
    }

    /// The fixtures' folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Draws a frame and returns its pixels with what the engine says it shows.
    func drawn() throws -> (pixels: PixelImage, geometry: FrameGeometry) {
        session.frame(seconds: 1.0 / 60)
        return (try canvas.readPixels(), FrameGeometry(list: list, windowWidth: canvas.size.width))
    }
}

extension PixelImage {
    /// Whether the pixel at (`x`, `y`) is `color`, within `tolerance` a channel.
    func pixel(x: Int, y: Int, is color: Color, tolerance: Int = 0) -> Bool {
        let p = self[x, y]
        return abs(Int(p.red) - Int(color.red)) <= tolerance && abs(Int(p.green) - Int(color.green)) <= tolerance
            && abs(Int(p.blue) - Int(color.blue)) <= tolerance
    }

    /// The pixels of `rect` (clipped to the image) darker than `threshold` in every channel:
    /// ink of text.
    func inkCount(in rect: PixelRect, threshold: UInt8 = 160) -> Int {
        var count = 0
        let box = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                let p = self[x, y]
                if p.red < threshold && p.green < threshold && p.blue < threshold { count += 1 }
            }
        }
        return count
    }
}
