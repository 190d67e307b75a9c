import CSDL2

/// A texture of the renderer that made it (``WindowCanvas``), destroyed with this value's last
/// reference; it keeps the canvas, so the renderer outlives it.
public final class Texture {
    let handle: OpaquePointer
    private let canvas: WindowCanvas
    /// Its size in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int

    init(handle: OpaquePointer, canvas: WindowCanvas, width: Int, height: Int) {
        self.handle = handle
        self.canvas = canvas
        self.width = width
        self.height = height
    }

    deinit { SDL_DestroyTexture(handle) }

    /// The bytes it holds (4 a pixel), what caches bound.
    ///
    /// - Complexity: O(1).
    public var bytes: Int { width * height * 4 }
}
