import CSDL2

/// SDL's video and event subsystems, SDL_ttf and SDL_image, started for the life of this
/// value's owner: start them once before making a ``WindowCanvas``, and keep the value.
///
/// A class: SDL's subsystems are process-wide, and they are stopped when the last reference
/// goes (`deinit`).
public final class SDLLibraries {
    /// Starts the libraries. SDL picks its video driver: X11 when `DISPLAY` names a server
    /// (Xvfb headless), or the one `SDL_VIDEODRIVER` names (`offscreen` needs no server).
    ///
    /// - Throws: ``SDLError`` when a library does not start (no display, say).
    /// - Complexity: that of the libraries' start-up.
    public init() throws(SDLError) {
        // A list's window scrolls by wheel and drag: no mouse events made from touches.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLError("starting SDL's video") }
        guard TTF_Init() == 0 else {
            SDL_Quit()
            throw SDLError("starting SDL_ttf")
        }
        let formats = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(formats) & formats == formats else {
            TTF_Quit()
            SDL_Quit()
            throw SDLError("starting SDL_image")
        }
    }

    deinit {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }

    /// The video driver SDL uses ("x11", "offscreen", …).
    ///
    /// - Complexity: O(1).
    public var videoDriver: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "" }
}
