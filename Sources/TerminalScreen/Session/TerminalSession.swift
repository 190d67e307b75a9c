#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal in full-screen raw mode, restored on every exit path.
///
/// Starting a session saves the terminal's settings and enters raw mode: no echo, no line
/// editing, no signals from keys (Ctrl-C and Ctrl-\ arrive as ``Key/control(_:)``), no input
/// translation (Enter arrives as CR); output processing stays on, so `"\n"` still starts a new
/// line for anything else that prints. It then switches to the alternate screen, hides the
/// cursor, turns on bracketed paste (a paste arrives as one ``Key/paste(_:)``, not as keys)
/// and, if asked, SGR mouse reports.
///
/// ``restore()`` undoes all that; so do the end of the process through `exit` (an `atexit`
/// handler), and SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE,
/// SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS and the crash signals SIGILL, SIGTRAP (a Swift
/// trap), SIGABRT, SIGSEGV, SIGBUS and SIGFPE, whose handlers restore the terminal with
/// async-signal-safe calls only and then raise the signal again under its previous action, so
/// the process ends with the signal's status. SIGWINCH wakes ``read(timeout:)`` with
/// ``TerminalEvent/resized``.
///
/// A stop — ``suspend()`` (what Ctrl-Z should do), or SIGTSTP, SIGTTIN or SIGTTOU from outside
/// — first hands the terminal back to the shell as it was; SIGCONT (after `fg`, and after an
/// outside SIGSTOP too) takes it again — raw mode, the alternate screen, mouse reports — and
/// ``read(timeout:)`` reports ``TerminalEvent/resized``, so that the next frame draws every
/// cell. One session at a time per process.
///
/// A session is not `Sendable`: use it from one thread (or actor).
///
/// ```swift
/// let terminal = try TerminalSession()
/// defer { terminal.restore() }
/// var decoder = KeyDecoder()
/// var shown: Canvas? = nil
/// loop: while true {
///     let size = terminal.size
///     var canvas = Canvas(columns: size.columns, rows: size.rows)
///     canvas.write("Press q to quit", column: 0, row: 0)
///     terminal.write(CanvasDiff.bytes(from: shown, to: canvas))
///     shown = canvas
///     switch terminal.read(timeout: decoder.hasPendingInput ? 0.025 : -1) {
///     case .input(let bytes): if decoder.decode(bytes).contains(.character("q")) { break loop }
///     case .timeout: _ = decoder.flush()
///     case .resized: shown = nil
///     case .closed: break loop
///     }
/// }
/// ```
public final class TerminalSession {
    /// What turns the session's screen on: alternate screen, cursor hidden.
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"
    /// What turns it off: SGR reset, cursor shown, main screen.
    private static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// Mouse reports on: button presses and releases (1000), in SGR form (1006).
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Mouse reports off.
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
    /// Bracketed paste on: the terminal wraps a paste in `ESC[200~` … `ESC[201~`.
    private static let pasteOn = "\u{1B}[?2004h"
    /// Bracketed paste off.
    private static let pasteOff = "\u{1B}[?2004l"
    /// The most bytes one ``read(timeout:)`` returns.
    private static let readCapacity = 4096

    private let input: Int32
    private let output: Int32
    /// The self-pipe SIGWINCH writes a byte to, non-blocking at both ends.
    private let resizePipe: (read: Int32, write: Int32)
    /// Whether ``restore()`` has yet to run.
    private var isActive = true

    /// Takes over the terminal on `input` and `output` (see the type's description).
    ///
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` when `input` or `output` is
    ///   not a terminal (a pipe, a file); ``TerminalError/sessionAlreadyActive`` while another
    ///   session is active; ``TerminalError/systemCall(_:errno:)`` when the terminal's settings
    ///   cannot be read or changed.
    /// - Complexity: O(1).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, mouse: Bool = true) throws {
        guard isatty(input) == 1 else { throw TerminalError.notATerminal(fileDescriptor: input) }
        guard isatty(output) == 1 else { throw TerminalError.notATerminal(fileDescriptor: output) }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw TerminalError.systemCall("tcgetattr", errno: errno) }
        let pipe = try Self.makeResizePipe()
        var raw = Self.rawMode(from: original)
        // Both sequences fit the 64 bytes the signal handlers keep (38 and 42 bytes at most).
        let enter = Array((Self.enterSequence + Self.pasteOn + (mouse ? Self.mouseOn : "")).utf8)
        do {
            try TerminalRestoration.begin(
                input: input, output: output, original: original, raw: raw, enter: enter,
                leave: Array(((mouse ? Self.mouseOff : "") + Self.pasteOff + Self.leaveSequence).utf8), resizePipe: pipe.write)
        } catch {
            close(pipe.read)
            close(pipe.write)
            throw error
        }
        guard tcsetattr(input, TCSADRAIN, &raw) == 0 else {
            let failure = errno
            TerminalRestoration.end(restoring: false)
            close(pipe.read)
            close(pipe.write)
            throw TerminalError.systemCall("tcsetattr", errno: failure)
        }
        self.input = input
        self.output = output
        resizePipe = pipe
        write(enter)
    }

    deinit { restore() }

    /// The terminal's size now (`TIOCGWINSZ`), in columns and rows; 80 × 24 when the terminal
    /// does not say.
    ///
    /// - Complexity: O(1): one `ioctl`.
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes all of `bytes` to the terminal: one `write(2)` in the usual case, more after a
    /// partial write or an interruption. Output that the terminal no longer takes (it hung up)
    /// is dropped.
    ///
    /// - Complexity: O(n) in the bytes.
    public func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { TerminalRestoration.writeFully(output, $0) }
    }

    /// Waits up to `timeout` seconds for input or a resize and says which came first: the
    /// bytes available (up to 4096; decode them with a ``KeyDecoder``), ``TerminalEvent/resized``
    /// after a SIGWINCH, ``TerminalEvent/timeout``, or ``TerminalEvent/closed`` when the input
    /// ended (and after ``restore()``). A negative or infinite `timeout` waits until something
    /// comes; 0 (or NaN) only looks.
    ///
    /// - Complexity: O(1) calls of `poll` and `read`, plus O(n) in the bytes read.
    public func read(timeout: Double) -> TerminalEvent {
        guard isActive else { return .closed }
        let clock = ContinuousClock()
        let waitsForever = timeout < 0 || timeout >= Double(Int32.max) / 1000
        let deadline = clock.now.advanced(by: .seconds(waitsForever || timeout.isNaN ? 0 : timeout))
        while true {
            if TerminalRestoration.takeResize() {
                drainResizePipe()
                return .resized
            }
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, waitsForever ? -1 : Self.milliseconds(until: deadline, on: clock))
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 { return TerminalRestoration.takeResize() ? .resized : .timeout }
            if descriptors[1].revents != 0 {
                _ = TerminalRestoration.takeResize()
                drainResizePipe()
                return .resized
            }
            switch Self.readAvailable(from: input, capacity: Self.readCapacity) {
            case .some(let bytes) where bytes.isEmpty: continue
            case .some(let bytes): return .input(bytes)
            case .none: return .closed
            }
        }
    }

    /// Hands the terminal back to the shell and stops the process, as Ctrl-Z does to a program
    /// that is not in raw mode (raw mode turns Ctrl-Z into a key, so the program calls this):
    /// the screen and mode it had are restored, and the process stops with SIGTSTP. It returns
    /// once the process continues in the foreground (`fg`), with raw mode and the screen back;
    /// the next ``read(timeout:)`` then reports ``TerminalEvent/resized`` — draw every cell.
    ///
    /// - Complexity: O(1), plus however long the process stays stopped.
    public func suspend() {
        guard isActive else { return }
        _ = raise(SIGTSTP)
    }

    /// Leaves raw mode and the alternate screen, shows the cursor, turns bracketed paste and
    /// mouse reports off and puts back the signal actions the process had; a second call does
    /// nothing.
    ///
    /// - Complexity: O(1).
    public func restore() {
        guard isActive else { return }
        isActive = false
        TerminalRestoration.end(restoring: true)
        close(resizePipe.read)
        close(resizePipe.write)
    }
}

@available(*, unavailable, message: "a terminal session is used from one thread")
extension TerminalSession: Sendable {}

extension TerminalSession {
    /// `original` in raw mode: as `cfmakeraw`, but with output processing kept.
    private static func rawMode(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// A pipe, non-blocking and closed on exec at both ends.
    private static func makeResizePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.systemCall("pipe", errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Empties the resize pipe (its bytes only wake `poll`).
    private func drainResizePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ TerminalRestoration.readSome(resizePipe.read, $0) }) > 0 {}
    }

    /// What one `read` of `descriptor` returns: empty after an interruption, nil at the end of
    /// input or on an error.
    private static func readAvailable(from descriptor: Int32, capacity: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: capacity)
        let count = bytes.withUnsafeMutableBytes { TerminalRestoration.readSome(descriptor, $0) }
        if count > 0 { return Array(bytes[..<count]) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        return nil
    }

    /// The milliseconds from now to `deadline`, rounded up, at least 0.
    private static func milliseconds(until deadline: ContinuousClock.Instant, on clock: ContinuousClock) -> Int32 {
        let (seconds, attoseconds) = clock.now.duration(to: deadline).components
        let milliseconds = (Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded(.up)
        return Int32(min(max(milliseconds, 0), Double(Int32.max)))
    }
}
