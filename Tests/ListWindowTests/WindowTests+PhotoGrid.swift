import Foundation
import ListEngine
import Testing
@testable import ListWindow

/// The photo grid in an offscreen window (SDL's `offscreen` video driver: no display), its
/// thumbnails decoded on simulated time — each decode takes a fixed number of layout passes
/// and runs on the engine's thread — so nothing waits on real time: tiles show the placeholder
/// until their thumbnail is delivered, then the image; with prefetching off only shown tiles
/// are decoded.
extension WindowTests {
    /// Nested in ``WindowTests``, serialized with every other suite that opens a window: SDL's
    /// video state is one per process.
    @Suite struct PhotoGrid {
        /// SDL on its offscreen driver, started once for the process (``SDLLibraries/start()``).
        static let libraries: Bool = {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            return (try? SDLLibraries.start()) != nil
        }()

        /// 40 small photos, written once.
        static let photos: String = {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listwin-grid-\(UUID().uuidString)").path
            _ = try? PhotoGenerator(width: 240, height: 180, seed: 5).write(count: 40, into: directory)
            return directory
        }()

        struct Window {
            let canvas: WindowCanvas
            let demo: PhotoGridDemo
            let session: WindowSession
        }

        /// Six photos, the second truncated and the fourth not a picture at all.
        static let photosWithBrokenOnes: String = {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listwin-broken-\(UUID().uuidString)").path
            guard let paths = try? PhotoGenerator(width: 240, height: 180, seed: 6).write(count: 6, into: directory) else { return directory }
            if let bytes = FileManager.default.contents(atPath: paths[1]) {
                _ = FileManager.default.createFile(atPath: paths[1], contents: bytes.prefix(bytes.count / 3))
            }
            _ = FileManager.default.createFile(atPath: paths[3], contents: Data("not a photo".utf8))
            return directory
        }()

        static func window(prefetch: Bool, arrangement: PhotoGridDemo.Arrangement = .grid, photos: String = photos) throws -> Window {
            try #require(libraries)
            let canvas = try WindowCanvas(title: "photos", width: 420, height: 480)
            var loading = PhotoGridDemo.Loading()
            loading.prefetch = prefetch
            loading.workers = 2
            // Four passes a decode at 60 passes a second.
            loading.timing = .simulated(latency: 4.0 / 60)
            let demo = PhotoGridDemo(library: try PhotoLibrary(directory: photos), arrangement: arrangement, loading: loading, canvas: canvas)
            let painter = ListPainter(fonts: try FontSet(), textures: TextTextures(canvas: canvas))
            let session = try WindowSession(list: demo.makeList(), source: demo, canvas: canvas, painter: painter)
            return Window(canvas: canvas, demo: demo, session: session)
        }

        /// The middle of the first visible tile's image, in window pixels.
        static func firstImagePoint(_ list: ListView) -> (x: Int, y: Int)? {
            let cells = list.visibleCells.compactMap { $0 as? PhotoCell }
            guard let first = cells.min(by: { ($0.indexPath?.row ?? .max) < ($1.indexPath?.row ?? .max) }) else { return nil }
            let frame = PixelRect(first.frame, dy: -list.contentOffset.y)
            return (frame.x + frame.width / 2, frame.y + (frame.height - PhotoGridDemo.captionHeight) / 4)
        }

        @Test func aPhotoGridLooksAsItsGolden() throws {
            let window = try Self.window(prefetch: true)
            let list = window.session.list
            var frames = 0
            repeat {
                window.session.frame(seconds: 1.0 / 60)
                frames += 1
            } while window.demo.meter.tiles(in: list).blank > 0 && frames < 120
            #expect(window.demo.meter.tiles(in: list).blank == 0)
            try WindowTests.compare(try window.canvas.readPixels(), with: "photo-grid")
        }

        @Test func tilesShowThePlaceholderThenTheirThumbnails() throws {
            let window = try Self.window(prefetch: true)
            let list = window.session.list
            window.session.frame(seconds: 1.0 / 60)
            let first = window.demo.meter.tiles(in: list)
            #expect(first.visible >= 9)
            #expect(first.blank == first.visible, "nothing decoded before its latency passed")
            let point = try #require(Self.firstImagePoint(list))
            #expect(try window.canvas.readPixels()[point.x, point.y] == Palette().placeholder)

            var frames = 1
            while window.demo.meter.tiles(in: list).blank > 0 && frames < 120 {
                window.session.frame(seconds: 1.0 / 60)
                frames += 1
            }
            #expect(window.demo.meter.tiles(in: list).blank == 0)
            // The first tile now shows photo 1's thumbnail, as the decoder makes it.
            let cell = try #require(list.visibleCells.compactMap { $0 as? PhotoCell }.first { $0.indexPath?.row == 0 })
            let texture = try #require(cell.texture)
            let decoded = try ThumbnailDecoder(boxWidth: texture.width, boxHeight: texture.height)
                .thumbnail(ofFileAt: window.demo.library.path(at: 0))
            let frame = PixelRect(cell.frame, dy: -list.contentOffset.y)
            let shown = try window.canvas.readPixels()[point.x, point.y]
            let expected = decoded[point.x - frame.x, point.y - frame.y]
            #expect(shown == Color(red: expected.red, green: expected.green, blue: expected.blue))
            let statistics = window.demo.scheduler.statistics
            #expect(statistics.completed >= first.visible)
            #expect(statistics.failed == 0)
            // Prefetched beyond the screen, within the cache's bound, each thumbnail a texture once.
            #expect(window.demo.scheduler.cachedCount > first.visible)
            #expect(window.demo.scheduler.cachedCost <= window.demo.loading.decodedCacheBytes)
            #expect(window.demo.textures.uploads == statistics.completed - window.demo.scheduler.statistics.wasted)
        }

        @Test func thumbnailsAreDecodedAtTheTilesSizeBeforeAndAfterAResize() throws {
            let window = try Self.window(prefetch: true)
            let list = window.session.list
            func expectTilesShowTheirSize() {
                let width = Int(PhotoGridDemo.grid.itemWidth(forWidth: list.viewportSize.width).rounded())
                let cells = list.visibleCells.compactMap { $0 as? PhotoCell }
                #expect(!cells.isEmpty)
                for cell in cells {
                    #expect(cell.texture?.width == width, "row \(cell.indexPath?.row ?? -1)")
                    #expect(cell.texture?.height == Int(PhotoGridDemo.tileHeight) - PhotoGridDemo.captionHeight)
                }
            }
            // Rows prefetched ahead too: scrolled to, they show thumbnails of the tiles' size.
            for _ in 0..<40 { window.session.frame(seconds: 1.0 / 60) }
            expectTilesShowTheirSize()
            window.session.scroll(by: 600)
            for _ in 0..<40 { window.session.frame(seconds: 1.0 / 60) }
            expectTilesShowTheirSize()
            // Wider: four columns 130 pixels wide. Tiles configured from then on ask for their
            // photo at 130 × 126 (another item: no 129-pixel thumbnail is handed to them); tiles
            // configured before keep theirs, drawn scaled, until configured again.
            window.session.resize(width: 560, height: 480)
            window.session.jump(to: ListIndexPath(row: 39, section: 0))
            for _ in 0..<40 { window.session.frame(seconds: 1.0 / 60) }
            #expect(PhotoGridDemo.grid.columnCount(forWidth: list.viewportSize.width) == 4)
            let widths = list.visibleCells.compactMap { ($0 as? PhotoCell)?.texture?.width }
            #expect(widths.count == list.visibleCells.count)
            #expect(Set(widths).isSubset(of: [129, 130]))
            #expect(widths.contains(130))
        }

        @Test func withPrefetchingOffOnlyShownTilesDecode() throws {
            let window = try Self.window(prefetch: false)
            let list = window.session.list
            for _ in 0..<30 { window.session.frame(seconds: 1.0 / 60) }
            let tiles = window.demo.meter.tiles(in: list)
            #expect(tiles.blank == 0)
            let statistics = window.demo.scheduler.statistics
            #expect(statistics.requested == tiles.visible, "decodes asked for the shown tiles only")
            #expect(window.demo.scheduler.cachedCount == tiles.visible)
        }

        @Test func aTableShowsSquareThumbnails() throws {
            let window = try Self.window(prefetch: true, arrangement: .table)
            for _ in 0..<30 { window.session.frame(seconds: 1.0 / 60) }
            let cells = window.session.list.visibleCells.compactMap { $0 as? PhotoCell }
            #expect(!cells.isEmpty)
            let side = Int(PhotoGridDemo.tableRowHeight) - 2 * PhotoGridDemo.tableInset
            for cell in cells {
                let texture = try #require(cell.texture)
                #expect(texture.width == side && texture.height == side)
            }
        }

        @Test func aBrokenPhotoFailsItsTileAloneAndIsNotCountedBlank() throws {
            let window = try Self.window(prefetch: true, photos: Self.photosWithBrokenOnes)
            let list = window.session.list
            window.session.frame(seconds: 1.0 / 60)
            window.demo.meter.runBegan()
            for _ in 0..<30 {
                window.session.frame(seconds: 1.0 / 60)
                window.demo.meter.frameDrawn(list)
            }
            let tiles = window.demo.meter.tiles(in: list)
            #expect(tiles.visible == 6)
            #expect(tiles.failed == 2)
            #expect(tiles.blank == 0)
            #expect(window.demo.scheduler.statistics.failed == 2)
            let shown = list.visibleCells.compactMap { $0 as? PhotoCell }.filter { $0.texture != nil }.compactMap { $0.indexPath?.row }
            #expect(Set(shown) == [0, 2, 4, 5])
            let report = window.demo.meter.report(photos: 6, prefetch: true)
            #expect(report.failedImageTiles > 0)
            // The first screen counts as shown once only failed tiles lack their image.
            #expect(window.demo.showFirstScreenImages(in: window.session, framesPerSecond: 60, timeoutSeconds: 0.1) != nil)
        }

        @Test func theTextureCacheKeepsItsBoundAndServesScrollBack() throws {
            try #require(Self.libraries)
            let canvas = try WindowCanvas(title: "textures", width: 64, height: 64)
            let thumbnail = Thumbnail(width: 10, height: 10, pixels: Array(repeating: 0xFF33_6699, count: 100))
            // Room for five 400-byte textures.
            let textures = ThumbnailTextures(canvas: canvas, byteLimit: 2_000)
            let first = try #require(textures.texture(for: 0, thumbnail: thumbnail))
            #expect(textures.texture(for: 0, thumbnail: thumbnail) === first, "a tile scrolled back draws the same texture")
            #expect(textures.uploads == 1)
            for item in 1..<20 { _ = textures.texture(for: item, thumbnail: thumbnail) }
            #expect(textures.uploads == 20)
            #expect(textures.count == 5)
            #expect(textures.bytes == 2_000 && textures.peakBytes == 2_000)
            // Item 0 was evicted long ago: a new copy.
            #expect(textures.texture(for: 0, thumbnail: thumbnail) !== first)
            #expect(textures.uploads == 21)
            // A thumbnail of another size (the window was resized) replaces the cached texture.
            let larger = Thumbnail(width: 12, height: 10, pixels: Array(repeating: 0xFF33_6699, count: 120))
            let replaced = try #require(textures.texture(for: 0, thumbnail: larger))
            #expect(replaced.width == 12)
            #expect(textures.bytes <= 2_000)
        }

        @Test func theMeterCountsBlankTilesOverFrames() throws {
            let window = try Self.window(prefetch: true)
            let list = window.session.list
            window.session.frame(seconds: 1.0 / 60)
            window.demo.meter.runBegan()
            var visible = 0
            var blank = 0
            for _ in 0..<20 {
                window.session.frame(seconds: 1.0 / 60)
                let tiles = window.demo.meter.tiles(in: list)
                visible += tiles.visible
                blank += tiles.blank
                window.demo.meter.frameDrawn(list)
            }
            let report = window.demo.meter.report(photos: 40, prefetch: true)
            #expect(report.visibleImageTiles == visible)
            #expect(report.blankImageTiles == blank)
            #expect(blank > 0 && blank < visible)
            #expect(report.blankImageFraction == Double(blank) / Double(visible))
            #expect(report.decodedCachePeakBytes >= window.demo.scheduler.cachedCost)
            #expect(report.decodedCacheBoundBytes == 64 << 20)
        }
    }
}
