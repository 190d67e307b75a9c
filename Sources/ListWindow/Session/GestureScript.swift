import CSDL2

/// A recorded gesture: the window's events a session handled, each stamped with the frame it
/// came before, written as text a line an event (`listwin --record FILE`) and played back frame
/// for frame (`listwin --script FILE`), so that a person's scroll can be measured again:
///
/// ```text
/// # frame  event
/// 12 press 200 400
/// 13 move 200 380
/// 14 release 200 360
/// 30 wheel 1.5
/// 41 key Down
/// 50 resize 500 640
/// ```
///
/// A wheel turn is in notches (positive scrolls down), points in window pixels, keys by SDL's
/// names. Played back, an event's time is its frame's (frame ÷ the display's rate): a drag's
/// release speed is what it was when recorded at that rate.
public struct GestureScript: Hashable, Sendable {
    /// An event of the window.
    public enum Event: Hashable, Sendable {
        /// The wheel turned this many notches (positive: the content moves up, as scrolling down).
        case wheel(Double)
        /// The left button went down at a point.
        case press(x: Int, y: Int)
        /// The pointer moved to a point.
        case move(x: Int, y: Int)
        /// The left button came up at a point.
        case release(x: Int, y: Int)
        /// A key, by SDL's name ("Down", "Page Down", "Return", "E").
        case key(String)
        /// The window became this many pixels wide and tall.
        case resize(width: Int, height: Int)
    }

    /// An event and the frame it came before.
    public struct Step: Hashable, Sendable {
        /// The frame (0 is the first after the first screen).
        public var frame: Int
        /// What happened.
        public var event: Event
    }

    /// A line the script could not read: its number (from 1) and what was wrong.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        /// The line, counted from 1.
        public let line: Int
        /// What was wrong with it.
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// The steps, in frame order.
    public private(set) var steps: [Step] = []

    /// An empty script (to record into).
    ///
    /// - Complexity: O(1).
    public init() {}

    /// The script written in `text`.
    ///
    /// - Throws: ``ParseError`` for a line that is not an event, or frames that go back.
    /// - Complexity: O(length of `text`).
    public init(text: String) throws(ParseError) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(separator: " ").map(String.init)
            guard !words.isEmpty else { continue }
            guard words.count >= 2, let frame = Int(words[0]), frame >= 0 else {
                throw ParseError(line: index + 1, reason: "a line starts with its frame (0 or more), then the event")
            }
            guard frame >= (steps.last?.frame ?? 0) else { throw ParseError(line: index + 1, reason: "frame \(frame) comes before the line above's") }
            guard let event = Self.event(words[1], Array(words.dropFirst(2))) else {
                throw ParseError(line: index + 1, reason: "not an event: \(words.dropFirst().joined(separator: " "))")
            }
            steps.append(Step(frame: frame, event: event))
        }
    }

    /// The frames the script spans: one past its last event's.
    public var frameCount: Int { (steps.last?.frame ?? -1) + 1 }

    /// The script as text, a line a step.
    ///
    /// - Complexity: O(steps).
    public var text: String {
        steps.map { step in
            switch step.event {
            case let .wheel(notches): "\(step.frame) wheel \(notches)"
            case let .press(x, y): "\(step.frame) press \(x) \(y)"
            case let .move(x, y): "\(step.frame) move \(x) \(y)"
            case let .release(x, y): "\(step.frame) release \(x) \(y)"
            case let .key(name): "\(step.frame) key \(name)"
            case let .resize(width, height): "\(step.frame) resize \(width) \(height)"
            }
        }.joined(separator: "\n") + "\n"
    }

    /// Adds `event` before frame `frame` (the last step's frame or later).
    ///
    /// - Complexity: O(1) amortized.
    public mutating func append(_ event: Event, beforeFrame frame: Int) {
        steps.append(Step(frame: Swift.max(frame, steps.last?.frame ?? 0), event: event))
    }

    /// The script's event for a window event, if it is one a session handles.
    ///
    /// - Complexity: O(1).
    static func event(of sdl: SDL_Event) -> Event? {
        switch SDL_EventType(sdl.type) {
        case SDL_MOUSEWHEEL:
            let notches = Double(sdl.wheel.preciseY)
            return .wheel(sdl.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? notches : -notches)
        case SDL_MOUSEBUTTONDOWN where sdl.button.button == UInt8(SDL_BUTTON_LEFT):
            return .press(x: Int(sdl.button.x), y: Int(sdl.button.y))
        case SDL_MOUSEMOTION:
            return .move(x: Int(sdl.motion.x), y: Int(sdl.motion.y))
        case SDL_MOUSEBUTTONUP where sdl.button.button == UInt8(SDL_BUTTON_LEFT):
            return .release(x: Int(sdl.button.x), y: Int(sdl.button.y))
        case SDL_KEYDOWN:
            return .key(String(cString: SDL_GetKeyName(sdl.key.keysym.sym)))
        case SDL_WINDOWEVENT where sdl.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            return .resize(width: Int(sdl.window.data1), height: Int(sdl.window.data2))
        default:
            return nil
        }
    }

    /// The window event `event` stands for, at `milliseconds` (nil for a key SDL does not know).
    ///
    /// - Complexity: O(1).
    static func sdlEvent(_ event: Event, milliseconds: UInt32) -> SDL_Event? {
        var sdl = SDL_Event()
        func button(_ type: SDL_EventType, _ x: Int, _ y: Int) {
            sdl.type = type.rawValue
            sdl.button.timestamp = milliseconds
            sdl.button.button = UInt8(SDL_BUTTON_LEFT)
            sdl.button.x = Int32(x)
            sdl.button.y = Int32(y)
        }
        switch event {
        case let .wheel(notches):
            sdl.type = SDL_MOUSEWHEEL.rawValue
            sdl.wheel.timestamp = milliseconds
            sdl.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
            sdl.wheel.preciseY = Float(-notches)
        case let .press(x, y): button(SDL_MOUSEBUTTONDOWN, x, y)
        case let .release(x, y): button(SDL_MOUSEBUTTONUP, x, y)
        case let .move(x, y):
            sdl.type = SDL_MOUSEMOTION.rawValue
            sdl.motion.timestamp = milliseconds
            sdl.motion.x = Int32(x)
            sdl.motion.y = Int32(y)
        case let .key(name):
            let symbol = SDL_GetKeyFromName(name)
            guard symbol != SDL_Keycode(SDLK_UNKNOWN.rawValue) else { return nil }
            sdl.type = SDL_KEYDOWN.rawValue
            sdl.key.timestamp = milliseconds
            sdl.key.keysym.sym = symbol
        case let .resize(width, height):
            sdl.type = SDL_WINDOWEVENT.rawValue
            sdl.window.timestamp = milliseconds
            sdl.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            sdl.window.data1 = Int32(width)
            sdl.window.data2 = Int32(height)
        }
        return sdl
    }

    private static func event(_ name: String, _ arguments: [String]) -> Event? {
        let numbers = arguments.compactMap(Int.init)
        switch (name, arguments.count) {
        case ("wheel", 1): return Double(arguments[0]).flatMap { $0.isFinite ? .wheel($0) : nil }
        case ("press", 2) where numbers.count == 2: return .press(x: numbers[0], y: numbers[1])
        case ("move", 2) where numbers.count == 2: return .move(x: numbers[0], y: numbers[1])
        case ("release", 2) where numbers.count == 2: return .release(x: numbers[0], y: numbers[1])
        case ("resize", 2) where numbers.count == 2 && numbers.allSatisfy({ $0 > 0 }): return .resize(width: numbers[0], height: numbers[1])
        case ("key", 1...): return .key(arguments.joined(separator: " "))
        default: return nil
        }
    }
}
