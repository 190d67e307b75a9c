import CSDL2

/// SDL_image's PNG support, started once for the process before the first PNG is read or
/// written: SDL_image starts it lazily on each call otherwise, which is not thread-safe, and
/// PNGs are decoded on the prefetcher's workers and written on every core. Needs no video.
enum PNGSupport {
    /// Whether PNG support started (SDL_image's flags for it, or 0).
    static let started: Int32 = IMG_Init(Int32(IMG_INIT_PNG.rawValue))

    /// Starts PNG support if it has not started yet.
    ///
    /// - Complexity: O(1) after the first call.
    static func start() { _ = started }
}
