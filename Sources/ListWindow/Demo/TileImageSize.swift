/// The size a photo grid's tiles show their image at, in pixels: set by the data source as
/// it configures tiles, read by the prefetcher's `identify` to name the thumbnail a tile
/// needs. The engine's thread only. A class: the demo and the scheduler's closure share it
/// (the closure cannot hold the demo, which holds the scheduler).
final class TileImageSize {
    var width = 1
    var height = 1
}
