import CSDL2

/// SDL's video and event subsystems, SDL_ttf and SDL_image, started once for the process
/// before the first ``WindowCanvas`` or ``Font`` is made, and left running: fonts, textures and
/// windows can then go in any order, never after the libraries that made them.
public enum SDLLibraries {
    /// The outcome of starting them, the first time it was asked for.
    private static let started: Result<Void, SDLError> = {
        // A list's window scrolls by wheel and drag: no mouse events made from touches.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // Pixels go from the software renderer straight into the window's own framebuffer (X11's
        // shared memory image), never through an OpenGL texture (Mesa's rasteriser, no GPU here).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { return .failure(SDLError("starting SDL's video")) }
        guard TTF_Init() == 0 else { return .failure(SDLError("starting SDL_ttf")) }
        let formats = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(formats) & formats == formats else { return .failure(SDLError("starting SDL_image")) }
        return .success(())
    }()

    /// Starts the libraries, once; later calls return what the first did. SDL picks its video
    /// driver: X11 when `DISPLAY` names a server (Xvfb headless), or the one `SDL_VIDEODRIVER`
    /// names (`offscreen` needs no server).
    ///
    /// - Throws: ``SDLError`` when a library does not start (no display, say).
    /// - Complexity: that of the libraries' start-up, the first time; O(1) after.
    public static func start() throws(SDLError) {
        try started.get()
    }

    /// The video driver SDL uses ("x11", "offscreen", …).
    ///
    /// - Complexity: O(1).
    public static var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "" }
}
