import Foundation
import ListEngine

/// A directory's photos as a grid of tiles, each its image with the file name under it — or,
/// as a table, rows of a thumbnail beside the name. Thumbnails are decoded on Dispatch workers
/// by a `PrefetchScheduler<Int, Thumbnail>` (an item is the photo's number) at the size the
/// tile shows them (``ThumbnailDecoder``), started as tiles enter the prefetch window and
/// cancelled as they leave it, and kept in the scheduler's cache, bounded in bytes. Delivered
/// thumbnails are copied into textures on the engine's thread (``ThumbnailTextures``); nothing
/// decodes while a frame is drawn. With prefetching off a decode starts only when its tile
/// shows (the scheduler's `onDisplay` mode), for comparison.
///
/// It is the list's data source, on the public API only.
public final class PhotoGridDemo: ListDataSource {
    /// How the photos are laid out.
    public enum Arrangement: String, CaseIterable, Codable, Sendable {
        /// Tiles in as many columns as fit, the name under each image.
        case grid
        /// One column of rows, a thumbnail at the leading edge and the name beside it.
        case table
    }

    /// How the thumbnails load and are kept.
    public struct Loading: Hashable, Sendable {
        /// Whether decodes start ahead of display (the prefetch window) or only on display.
        public var prefetch = true
        /// The bound on the decoded thumbnails' bytes in the scheduler's cache.
        public var decodedCacheBytes = 64 << 20
        /// The bound on the thumbnails' textures' bytes.
        public var textureCacheBytes = 16 << 20
        /// Decodes running at once: a core is left for the frames (the engine, drawing and
        /// presenting run on one thread), at least one decode.
        public var workers = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        /// Which clock decodes run on: real time on Dispatch workers; simulated (each decode
        /// takes a fixed time of layout passes, on the engine's thread) for tests that must not
        /// wait on real time.
        package var timing = PrefetchConfiguration.Timing.realTime

        /// Prefetching on, a 64 MiB decoded cache, a 16 MiB texture cache, a worker for each
        /// core but one.
        ///
        /// - Complexity: O(1).
        public init() {}
    }

    /// The reuse identifier of every tile's cell.
    public static let cellIdentifier = "photo"
    /// A grid tile's height: the image's place and the caption's line under it.
    public static let tileHeight = 150.0
    /// The caption's line under a grid tile's image.
    public static let captionHeight = 24
    /// A table row's height; its thumbnail is a square inset by ``tableInset`` all round.
    public static let tableRowHeight = 72.0
    /// The space around a table row's thumbnail (twice it at the leading edge).
    public static let tableInset = 4
    /// The grid: columns at least 110 pixels wide, 8 apart.
    public static let grid = GridLayout(columns: .adaptive(minimumWidth: 110), itemSpacing: 8, lineSpacing: 8,
                                        sectionInset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

    /// The photos shown.
    public let library: PhotoLibrary
    /// How they are laid out.
    public let arrangement: Arrangement
    /// How their thumbnails load.
    public let loading: Loading
    /// The prefetcher decoding thumbnails.
    public let scheduler: PrefetchScheduler<Int, Thumbnail>
    /// The delivered thumbnails' textures.
    public let textures: ThumbnailTextures
    /// What the run measures about the images (``PhotoLoadMeter``).
    public let meter: PhotoLoadMeter
    /// The size tiles show their image at now (engine's thread only), which the items asked
    /// for name (``ThumbnailItem``): decodes follow the tiles' size.
    private let tileImage: TileImageSize

    /// The photos of `library` laid out as `arrangement`, drawn into `canvas`, their thumbnails
    /// loaded as `loading` says.
    ///
    /// - Complexity: O(photos) for their paths, plus the scheduler's tables (O(cache count +
    ///   queue capacity)).
    public init(library: PhotoLibrary, arrangement: Arrangement = .grid, loading: Loading = Loading(), canvas: WindowCanvas) {
        self.library = library
        self.arrangement = arrangement
        self.loading = loading
        let textures = ThumbnailTextures(canvas: canvas, byteLimit: loading.textureCacheBytes)
        self.textures = textures
        let tileImage = TileImageSize()
        self.tileImage = tileImage
        var configuration = PrefetchConfiguration(mode: loading.prefetch ? .ahead : .onDisplay, timing: loading.timing,
                                                  workers: Swift.max(1, loading.workers))
        configuration.cacheCost = Swift.max(0, loading.decodedCacheBytes)
        // The count bound is the byte bound's business here: room for every photo a cache of
        // that many bytes holds at the smallest tile.
        configuration.cacheCount = Swift.max(512, configuration.cacheCost / (110 * 110 * 4))
        let paths = (0..<library.count).map { library.path(at: $0) }
        let failures = FailedPhotos()
        scheduler = PrefetchScheduler<Int, Thumbnail>(
            configuration: configuration,
            identify: { indexPath in
                guard indexPath.section == 0, indexPath.row < paths.count else { return nil }
                return ThumbnailItem.make(photo: indexPath.row, width: tileImage.width, height: tileImage.height)
            },
            load: { item, cancellation in
                let photo = ThumbnailItem.photo(item)
                let size = ThumbnailItem.size(item)
                do throws(ImageDecodingError) {
                    return try ThumbnailDecoder(boxWidth: size.width, boxHeight: size.height)
                        .thumbnail(ofFileAt: paths[photo], cancellation: cancellation)
                } catch {
                    if error.reason != ThumbnailDecoder.cancelledReason { failures.insert(photo) }
                    throw error
                }
            },
            cost: { $0.bytes },
            // On the engine's thread: a copy into a texture, or the cached texture.
            deliver: { thumbnail, cell, indexPath in
                (cell as? PhotoCell)?.texture = textures.texture(for: indexPath.row, thumbnail: thumbnail)
            })
        meter = PhotoLoadMeter(scheduler: scheduler, textures: textures, failures: failures)
    }

    /// A list showing the photos, attached, its thumbnails loaded by ``scheduler``; each layout
    /// pass stands for `frameInterval` seconds (the display's refresh, which the prefetcher's
    /// speed estimate uses).
    ///
    /// - Complexity: O(1).
    public func makeList(frameInterval: Double = 1.0 / 60) -> ListView {
        let list = switch arrangement {
        case .grid: ListView(style: .plain, layout: .grid(Self.grid), rowHeight: .fixed(Self.tileHeight))
        case .table: ListView(style: .plain, layout: .table, rowHeight: .fixed(Self.tableRowHeight))
        }
        try? list.setFrameInterval(frameInterval)
        list.register(PhotoCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        list.dataSource = self
        list.setContentPrefetcher(scheduler)
        return list
    }

    /// Draws frames of `session` (which shows this demo's list) at `framesPerSecond`, the
    /// list at rest, until every tile on screen shows its image (or failed to decode) or
    /// `timeoutSeconds` pass, and
    /// records how long that took in the ``meter`` — the first screen's images, apart from the
    /// scrolling a scenario measures next. Returns the nanoseconds, nil on timeout.
    ///
    /// - Complexity: O(frames drawn), at most `timeoutSeconds × framesPerSecond` of them.
    @discardableResult
    public func showFirstScreenImages(in session: WindowSession, framesPerSecond: Double, timeoutSeconds: Double = 10) -> UInt64? {
        var pacer = FramePacer(framesPerSecond: framesPerSecond)
        let seconds = 1 / Swift.max(1, framesPerSecond)
        var shown: UInt64?
        while Double(pacer.frames) * seconds < timeoutSeconds {
            session.frame(seconds: seconds)
            if meter.tiles(in: session.list).blank == 0 {
                shown = FrameTimes.now() - pacer.startNs
                break
            }
            pacer.waitForDeadline()
        }
        meter.firstScreenImagesShown(afterNs: shown)
        return shown
    }

    /// The image's place in a tile of `width` pixels: the grid's image above its caption, or the
    /// table's square.
    ///
    /// - Complexity: O(1).
    public func imageSize(inTileWidth width: Int) -> (width: Int, height: Int) {
        switch arrangement {
        case .grid: (width, Int(Self.tileHeight) - Self.captionHeight)
        case .table: (Int(Self.tableRowHeight) - 2 * Self.tableInset, Int(Self.tableRowHeight) - 2 * Self.tableInset)
        }
    }

    /// Tiles configured from now on ask for thumbnails as large as `listView`'s tiles show
    /// them now (a tile configured before a resize shows its old one, scaled, until it is
    /// configured again).
    private func followTileSize(of listView: ListView) {
        let width = Int(Self.grid.itemWidth(forWidth: listView.viewportSize.width).rounded())
        (tileImage.width, tileImage.height) = imageSize(inTileWidth: width)
    }

    // MARK: ListDataSource

    /// One section: the directory's photos.
    ///
    /// - Complexity: O(1).
    public func numberOfSections(in listView: ListView) -> Int { 1 }

    /// The number of photos.
    ///
    /// - Complexity: O(1).
    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { library.count }

    /// A tile captioned with the photo's file name, its texture cleared: the prefetcher
    /// delivers the thumbnail right after if it has it, or the tile shows the placeholder.
    ///
    /// - Complexity: O(1).
    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        followTileSize(of: listView)
        let cell = try listView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        if let cell = cell as? PhotoCell {
            cell.caption = library.fileNames[indexPath.row]
            // The prefetcher delivers the thumbnail right after, if it has it.
            cell.texture = nil
        }
        return cell
    }
}

extension PhotoGridDemo {
    /// Where a tile (`tile`, on screen) draws its image: in a grid, the tile above its caption;
    /// in a table, a square at the row's leading edge, ``tableInset`` in from its top and bottom.
    ///
    /// - Complexity: O(1).
    public static func imageBox(inTile tile: PixelRect, grid: Bool) -> PixelRect {
        if grid { return PixelRect(x: tile.x, y: tile.y, width: tile.width, height: Swift.max(0, tile.height - captionHeight)) }
        let side = Swift.max(0, tile.height - 2 * tableInset)
        return PixelRect(x: tile.x + 2 * tableInset, y: tile.y + tableInset, width: side, height: side)
    }
}
