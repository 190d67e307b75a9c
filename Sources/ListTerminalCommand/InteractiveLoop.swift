import Foundation
import ListEngine
import ListTerminal
import TerminalScreen

/// The interactive program: the terminal in full-screen raw mode, keys to the session, a frame
/// drawn when something changed — diffed against the last one and written in one write.
struct InteractiveLoop {
    let source: ListSource
    /// The files named, when there are several (the source is then the first's).
    let files: FileList?
    let appearance: ListAppearance
    let stateFile: String?
    let editing: Bool
    /// How edits animate: their speed, and whether rows fade instead of sliding.
    let animation: (speed: Double, reducesMotion: Bool)
    /// What to do first (`+G`, `+/text`, `+NUMBER`).
    let start: StartCommand?

    /// A frame interval while something animates (60 Hz); otherwise the loop waits for keys.
    static let frameInterval = 1.0 / 60
    /// How often a followed file's new lines are looked for and drawn (as `less +F` does,
    /// which looks every 2 ms): a frame with nothing new writes nothing.
    static let followInterval = 0.004

    func run() throws {
        // Keys come from the terminal even when the data came from standard input.
        let tty = isatty(STDIN_FILENO) == 1 ? STDIN_FILENO : open("/dev/tty", O_RDWR)
        guard tty >= 0 else { throw TerminalError.notATerminal(fileDescriptor: STDIN_FILENO) }
        defer { if tty != STDIN_FILENO { close(tty) } }
        let terminal = try TerminalSession(input: tty, output: STDOUT_FILENO, mouse: true)
        defer { terminal.restore() }
        var size = terminal.size
        let session = try files.map { try ListSession(loading: $0, appearance: appearance, columns: size.columns, rows: size.rows) }
            ?? ListSession(loading: source, appearance: appearance, columns: size.columns, rows: size.rows)
        // Quitting during a write (q twice, Ctrl-C) leaves the file as it was.
        defer { session.cancelWrite() }
        if editing { session.setEditing(true) }
        if let start { session.start(with: start) }
        try session.setEditAnimation(speed: animation.speed, reducesMotion: animation.reducesMotion)
        // A data source that crashes at a row, for the end-to-end test of the crash exit path.
        if let row = ProcessInfo.processInfo.environment["LISTTERM_CRASH_AT_ROW"].flatMap(Int.init) {
            session.presenter.willConfigureRow = { [list = session.list] indexPath in
                if list.globalRow(for: indexPath) == row { preconditionFailure("a data source crashed at row \(row) (LISTTERM_CRASH_AT_ROW)") }
            }
        }
        let start = ContinuousClock.now
        func now() -> Double {
            let (seconds, attoseconds) = start.duration(to: .now).components
            return Double(seconds) + Double(attoseconds) / 1e18
        }
        var decoder = KeyDecoder()
        var buffer = FrameBuffer(columns: size.columns, rows: size.rows)
        var dirty = true
        /// Hands `keys`, pressed at one time, to the session; returns false when one quits.
        func press(_ keys: [Key]) -> Bool {
            let pressed = now()
            for key in keys {
                switch session.handle(key, at: pressed) {
                case .quit: return false
                case .suspend: terminal.suspend()
                case .repaint: buffer = FrameBuffer(columns: size.columns, rows: size.rows)   // the next frame draws every cell
                case .proceed: break
                }
            }
            if !keys.isEmpty { dirty = true }
            return true
        }
        while true {
            if dirty || session.isAnimating {
                session.advance(to: now())
                let bytes = buffer.frame { session.draw(into: &$0) }
                // The state goes out before the screen, so that whoever sees a screen can read the
                // state that drew it.
                if let stateFile { try? session.stateDescription.write(toFile: stateFile, atomically: true, encoding: .utf8) }
                if !bytes.isEmpty { terminal.write(bytes) }
                dirty = false
            }
            // An escape sequence split between reads gets 25 ms to arrive whole; lines that may
            // arrive are looked for every frame (every 4 ms when following); otherwise keys wait.
            let timeout = session.isAnimating ? Self.frameInterval
                : decoder.hasPendingInput ? 0.025
                : session.isFollowing ? Self.followInterval
                : session.isWatching ? Self.frameInterval : 1
            switch terminal.read(timeout: timeout) {
            case let .input(bytes):
                // The keys of one read are pressed at one time: typed ahead, they are not a held key.
                guard press(decoder.decode(bytes)) else { return }
                dirty = true
            case .resized:
                size = terminal.size
                session.resize(columns: size.columns, rows: size.rows)
                buffer = FrameBuffer(columns: size.columns, rows: size.rows)
                dirty = true
            case .closed:
                return
            case .timeout:
                guard press(decoder.flush()) else { return }
            }
        }
    }
}
