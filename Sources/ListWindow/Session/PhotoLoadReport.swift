/// What a run measured about a photo grid's images, as `listwin --photos --scenario` reports
/// it (the ``WindowReport``'s `photos`).
public struct PhotoLoadReport: Codable, Hashable, Sendable {
    /// Whether decodes started ahead of display ("on") or on display ("off").
    public var prefetch: String
    /// The photos in the grid.
    public var photos: Int
    /// The width thumbnails were decoded at (the last one shown).
    public var thumbnailWidth: Int
    /// The height thumbnails were decoded at (the last one shown).
    public var thumbnailHeight: Int
    /// Milliseconds from the first screen drawn to every tile on it showing its image, paced
    /// at the display's rate before the scenario starts (nil: not waited for, or not all
    /// shown within the wait).
    public var firstScreenImagesMs: Double?
    /// Image tiles on screen, summed over the measured frames.
    public var visibleImageTiles: Int
    /// Those of them still waiting for their image, summed over the measured frames.
    public var blankImageTiles: Int
    /// Those of them whose decode failed (a damaged file: a placeholder for good), summed over
    /// the measured frames; not counted as blank.
    public var failedImageTiles: Int
    /// The blank-image fraction: ``blankImageTiles`` over ``visibleImageTiles`` (0 if none).
    public var blankImageFraction: Double
    /// Measured frames that showed at least one blank tile.
    public var framesWithBlankTiles: Int
    /// Decodes asked for over the measured frames (the scheduler's `requested`).
    public var decodesRequested: Int
    /// Decodes that finished with a thumbnail over the measured frames.
    public var decodesCompleted: Int
    /// Decodes asked for over the last half of the frames (for `steady`, laps over photos
    /// decoded before: 0).
    public var steadyDecodesRequested: Int
    /// Thumbnails copied into textures over the last half of the frames.
    public var steadyTextureUploads: Int
    /// Decodes cancelled before they started (their tiles left the prefetch window).
    public var decodesCancelled: Int
    /// Decodes cancelled while running (the decoder saw the flag between steps).
    public var decodesCancelledWhileRunning: Int
    /// Decodes that threw (a damaged file, say).
    public var decodesFailed: Int
    /// Decoded thumbnails no tile showed: evicted unshown, or cached unshown at the end.
    public var decodesWasted: Int
    /// The 90th percentile of the last decodes' latency (queue to delivery), in milliseconds.
    public var decodeLatencyP90Ms: Double
    /// The decoded cache's peak bytes: its `cachedCost`, read each frame.
    public var decodedCachePeakBytes: Int
    /// The decoded cache's bound in bytes (`cacheCost`).
    public var decodedCacheBoundBytes: Int
    /// The texture cache's peak bytes.
    public var textureCachePeakBytes: Int
    /// The texture cache's bound in bytes.
    public var textureCacheBoundBytes: Int
    /// Thumbnails copied into textures over the measured frames.
    public var textureUploads: Int
}
