import CSDL2

/// A window and the software renderer that draws into it: rectangles, textures, and the
/// pixels read back (for screenshots and tests). Sizes and positions are in pixels, one to a
/// point of the list.
///
/// A class: it owns the window and the renderer, destroyed with it.
public final class WindowCanvas {
    let window: OpaquePointer
    let renderer: OpaquePointer

    /// Opens a window titled `title`, `width` × `height` pixels, resizable, with a software
    /// renderer (no GPU is assumed), starting SDL first if need be (``SDLLibraries/start()``).
    ///
    /// - Throws: ``SDLError``.
    /// - Complexity: that of SDL's window creation.
    public init(title: String, width: Int, height: Int) throws(SDLError) {
        try SDLLibraries.start()
        let undefined = Int32(bitPattern: 0x1FFF_0000)   // SDL_WINDOWPOS_UNDEFINED
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue
        guard let window = SDL_CreateWindow(title, undefined, undefined, Int32(width), Int32(height), flags) else {
            throw SDLError("opening a \(width)×\(height) window")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            throw SDLError("making the window's software renderer")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The drawable size in pixels.
    ///
    /// - Complexity: O(1).
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The window's id, as SDL's events name it.
    var windowID: UInt32 { SDL_GetWindowID(window) }

    /// Fills the whole drawable with `color`.
    ///
    /// - Complexity: O(pixels).
    public func clear(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(renderer)
    }

    /// Fills `rect` (pixels, rounded outwards to whole pixels) with `color`.
    ///
    /// - Complexity: O(pixels covered).
    public func fill(_ rect: PixelRect, _ color: Color) {
        guard rect.width > 0, rect.height > 0 else { return }
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        var r = rect.sdl
        SDL_RenderFillRect(renderer, &r)
    }

    /// Draws `texture` with its top-left corner at (`x`, `y`), clipped to `clip` if given.
    ///
    /// - Complexity: O(pixels drawn).
    public func draw(_ texture: Texture, x: Int, y: Int, clip: PixelRect? = nil) {
        var destination = PixelRect(x: x, y: y, width: texture.width, height: texture.height)
        var source = PixelRect(x: 0, y: 0, width: texture.width, height: texture.height)
        if let clip {
            let visible = destination.intersection(clip)
            guard visible.width > 0, visible.height > 0 else { return }
            source = PixelRect(x: visible.x - x, y: visible.y - y, width: visible.width, height: visible.height)
            destination = visible
        }
        var s = source.sdl
        var d = destination.sdl
        SDL_RenderCopy(renderer, texture.handle, &s, &d)
    }

    /// Carries out the drawing queued so far (SDL batches draw calls until the frame is shown):
    /// drawing is then timed apart from showing.
    ///
    /// - Complexity: O(pixels drawn since the last flush).
    public func flush() {
        SDL_RenderFlush(renderer)
    }

    /// Shows what was drawn since the last call.
    ///
    /// - Complexity: O(pixels).
    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// A texture of `pixels` (ARGB, 4 bytes a pixel, rows `width` pixels apart).
    ///
    /// - Throws: ``SDLError``.
    /// - Complexity: O(pixels).
    public func makeTexture(width: Int, height: Int, argb pixels: UnsafeRawBufferPointer) throws(SDLError) -> Texture {
        guard let handle = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                             Int32(width), Int32(height)) else {
            throw SDLError("making a \(width)×\(height) texture")
        }
        SDL_UpdateTexture(handle, nil, pixels.baseAddress, Int32(width * 4))
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        return Texture(handle: handle, canvas: self, width: width, height: height)
    }

    /// A texture of `surface`'s pixels; the surface is freed.
    ///
    /// - Throws: ``SDLError``.
    /// - Complexity: O(pixels).
    func makeTexture(consuming surface: UnsafeMutablePointer<SDL_Surface>) throws(SDLError) -> Texture {
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(renderer, surface) else { throw SDLError("making a texture of a surface") }
        return Texture(handle: handle, canvas: self, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }

    /// The drawn pixels, ARGB, a row after another (what the last frame drew before
    /// ``present()``, or after it with the software renderer, which keeps its buffer).
    ///
    /// - Throws: ``SDLError``.
    /// - Complexity: O(pixels).
    public func readPixels() throws(SDLError) -> PixelImage {
        let (width, height) = size
        var image = PixelImage(width: width, height: height)
        let status = image.pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw SDLError("reading the window's pixels") }
        return image
    }
}
