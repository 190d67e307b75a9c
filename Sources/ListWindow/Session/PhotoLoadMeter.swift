import ListEngine

/// Measures a photo grid's images frame by frame while a scenario runs: the image tiles on
/// screen and those still without their image, the decoded cache's bytes (its peak), and the
/// scheduler's counts from the run's start.
///
/// A class: the demo owns it and the run feeds it, frame after frame.
public final class PhotoLoadMeter {
    private let scheduler: PrefetchScheduler<Int, Thumbnail>
    private let textures: ThumbnailTextures
    private let failures: FailedPhotos
    /// The scheduler's counts when the run began, and halfway through it.
    private var statisticsAtStart: PrefetchStatistics
    private var statisticsAtHalf: PrefetchStatistics
    private var uploadsAtStart = 0
    private var uploadsAtHalf = 0
    private var visibleTiles = 0
    private var blankTiles = 0
    private var failedTiles = 0
    private var framesWithBlankTiles = 0
    /// The decoded cache's bytes at most, read each frame (from the first screen on).
    public private(set) var decodedCachePeakBytes = 0
    /// How long the first screen's images took to show, if measured.
    private var firstScreenImagesNs: UInt64?
    /// The size the last tile counted showed its image at.
    private var thumbnailSize = (width: 0, height: 0)

    /// A meter of `scheduler`'s loads into tiles, whose textures `textures` keeps.
    ///
    /// - Complexity: O(1).
    init(scheduler: PrefetchScheduler<Int, Thumbnail>, textures: ThumbnailTextures, failures: FailedPhotos) {
        self.scheduler = scheduler
        self.textures = textures
        self.failures = failures
        statisticsAtStart = scheduler.statistics
        statisticsAtHalf = statisticsAtStart
    }

    /// The run begins: the counts start from zero (the peak of the cache keeps the first
    /// screen's).
    ///
    /// - Complexity: O(1).
    public func runBegan() {
        statisticsAtStart = scheduler.statistics
        statisticsAtHalf = statisticsAtStart
        uploadsAtStart = textures.uploads
        uploadsAtHalf = uploadsAtStart
        visibleTiles = 0
        blankTiles = 0
        failedTiles = 0
        framesWithBlankTiles = 0
        decodedCachePeakBytes = Swift.max(decodedCachePeakBytes, scheduler.cachedCost)
    }

    /// The run is halfway: the steady figures (``PhotoLoadReport/steadyDecodesRequested``,
    /// ``PhotoLoadReport/steadyTextureUploads``) count from here.
    ///
    /// - Complexity: O(1).
    public func runHalfway() {
        statisticsAtHalf = scheduler.statistics
        uploadsAtHalf = textures.uploads
    }

    /// A frame of `list` was drawn: its visible tiles, and those without their image, are
    /// counted, and the decoded cache's bytes read.
    ///
    /// - Complexity: O(tiles on screen).
    public func frameDrawn(_ list: ListView) {
        let tiles = self.tiles(in: list)
        visibleTiles += tiles.visible
        blankTiles += tiles.blank
        failedTiles += tiles.failed
        if tiles.blank > 0 { framesWithBlankTiles += 1 }
        for case let cell as PhotoCell in list.visibleCells {
            guard let texture = cell.texture else { continue }
            thumbnailSize = (texture.width, texture.height)
            break
        }
        decodedCachePeakBytes = Swift.max(decodedCachePeakBytes, scheduler.cachedCost)
    }

    /// The image tiles `list` shows, those of them still waiting for their image (blank), and
    /// those that will never get it (their decode failed).
    ///
    /// - Complexity: O(tiles on screen), a lock for each tile without its image.
    public func tiles(in list: ListView) -> (visible: Int, blank: Int, failed: Int) {
        var visible = 0
        var blank = 0
        var failed = 0
        for case let cell as PhotoCell in list.visibleCells {
            visible += 1
            guard cell.texture == nil else { continue }
            if let row = cell.indexPath?.row, failures.contains(row) {
                failed += 1
            } else {
                blank += 1
            }
        }
        return (visible, blank, failed)
    }

    /// Records how long the first screen's images took to show, in nanoseconds (nil: they
    /// did not all show in time).
    ///
    /// - Complexity: O(1).
    func firstScreenImagesShown(afterNs nanoseconds: UInt64?) {
        firstScreenImagesNs = nanoseconds
    }

    /// What was measured since ``runBegan()``; `photos` and `prefetch` say what was shown.
    ///
    /// - Complexity: O(1).
    public func report(photos: Int, prefetch: Bool) -> PhotoLoadReport {
        let now = scheduler.statistics
        let start = statisticsAtStart
        return PhotoLoadReport(
            prefetch: prefetch ? "on" : "off", photos: photos, thumbnailWidth: thumbnailSize.width, thumbnailHeight: thumbnailSize.height,
            firstScreenImagesMs: firstScreenImagesNs.map { Double($0) / 1e6 },
            visibleImageTiles: visibleTiles, blankImageTiles: blankTiles, failedImageTiles: failedTiles,
            blankImageFraction: visibleTiles > 0 ? Double(blankTiles) / Double(visibleTiles) : 0,
            framesWithBlankTiles: framesWithBlankTiles,
            decodesRequested: now.requested - start.requested, decodesCompleted: now.completed - start.completed,
            steadyDecodesRequested: now.requested - statisticsAtHalf.requested, steadyTextureUploads: textures.uploads - uploadsAtHalf,
            decodesCancelled: now.cancelled - start.cancelled,
            decodesCancelledWhileRunning: now.cancelledWhileRunning - start.cancelledWhileRunning,
            decodesFailed: now.failed - start.failed, decodesWasted: now.wasted - start.wasted,
            decodeLatencyP90Ms: (scheduler.latencyP90 ?? 0) * 1000,
            decodedCachePeakBytes: decodedCachePeakBytes, decodedCacheBoundBytes: scheduler.configuration.cacheCost,
            textureCachePeakBytes: textures.peakBytes, textureCacheBoundBytes: textures.byteLimit, textureUploads: textures.uploads - uploadsAtStart)
    }
}
