#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Puts the terminal back (saved termios, the sequence that leaves the alternate screen) from
/// any exit path: ``TerminalSession/restore()``, `atexit`, and handlers for the signals that end
/// a process and for SIGWINCH. A signal handler may only make async-signal-safe calls, so what
/// it needs lives in memory allocated once (``storage``), set while no handler is installed
/// and read with plain loads; handlers call only `tcsetattr`, `write`, `sigaction` and `raise`.
enum TerminalRestoration {
    /// The signals that end a process, whose handler restores the terminal and then lets the
    /// signal do what it did before (by default: end the process with that signal's status).
    /// SIGILL and SIGTRAP are how a Swift runtime trap arrives; SIGINT and SIGQUIT come only
    /// from `kill`, as raw mode turns the keys that send them into input.
    static let endingSignals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// The bytes the leave sequence may take.
    static let leaveCapacity = 64

    /// What the handlers read: a session's saved state.
    struct Storage {
        /// Nonzero while the terminal is in raw mode and on the alternate screen.
        var active: sig_atomic_t = 0
        /// Nonzero once a SIGWINCH came that ``TerminalSession/read(timeout:)`` has not reported.
        var resized: sig_atomic_t = 0
        /// Whether a session exists (which `begin` and `end` change, under ``lock``).
        var inUse = false
        /// Whether the `atexit` handler is registered (once per process).
        var atexitRegistered = false
        var input: Int32 = -1
        var output: Int32 = -1
        /// The write end of the resize self-pipe, -1 when there is none.
        var resizePipe: Int32 = -1
        /// The termios in force before the session.
        var original = termios()
        /// How many bytes of ``leaveSequence`` are the leave sequence.
        var leaveCount = 0
        /// The actions each signal had before the session, by its index in ``slot(of:)``.
        var previousActions = (sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
                               sigaction(), sigaction(), sigaction(), sigaction(), sigaction())
        /// The bytes that leave raw mode's screen: mouse off, SGR reset, cursor shown, main screen.
        var leaveSequence = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    }

    /// The state, allocated on first use (in `begin`, before any handler is installed) and
    /// never freed. `nonisolated(unsafe)` because a signal handler reads it from whatever
    /// thread the signal interrupts: the pointer itself never changes after its lazy
    /// initialization, the fields a handler reads are written only in `begin` and `end` while
    /// no handler of ours is installed (or, for `active` and `resized`, are single word-sized
    /// stores a handler tolerates seeing either side of), and accesses through a pointer make
    /// no exclusivity checks that a handler could trip.
    nonisolated(unsafe) static let storage: UnsafeMutablePointer<Storage> = {
        let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        pointer.initialize(to: Storage())
        return pointer
    }()

    /// Serializes `begin` and `end`, so that two sessions cannot start at once.
    static let lock = NSLock()

    /// Saves what the handlers need and installs them; the terminal counts as active from now.
    /// Throws ``TerminalError/sessionAlreadyActive`` while another session exists.
    static func begin(input: Int32, output: Int32, original: termios, leave: [UInt8], resizePipe: Int32) throws {
        lock.lock()
        defer { lock.unlock() }
        let state = storage
        guard !state.pointee.inUse else { throw TerminalError.sessionAlreadyActive }
        state.pointee.inUse = true
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.original = original
        state.pointee.resizePipe = resizePipe
        state.pointee.resized = 0
        let count = min(leave.count, leaveCapacity)
        withUnsafeMutableBytes(of: &state.pointee.leaveSequence) { $0.copyBytes(from: leave.prefix(count)) }
        state.pointee.leaveCount = count
        state.pointee.active = 1
        if !state.pointee.atexitRegistered {
            state.pointee.atexitRegistered = true
            atexit { TerminalRestoration.restoreTerminal() }
        }
        for signal in endingSignals {
            install(signal) { signal in TerminalRestoration.handleEndingSignal(signal) }
        }
        install(SIGWINCH) { signal in TerminalRestoration.handleResize(signal) }
    }

    /// Restores the terminal if `restoring` (unless a handler already did), puts the signals'
    /// previous actions back and forgets the session.
    static func end(restoring: Bool) {
        lock.lock()
        defer { lock.unlock() }
        // No ending signal may come between marking the terminal restored and restoring it (its
        // handler would find nothing to do and end the process in raw mode): they wait until
        // their previous actions are back, then end the process with the terminal restored.
        var blocked = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&blocked)
        for signal in endingSignals + [SIGWINCH] { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        let state = storage
        if restoring { restoreTerminal() } else { state.pointee.active = 0 }
        for signal in endingSignals + [SIGWINCH] {
            withPreviousAction(of: signal) { previous in _ = sigaction(signal, previous, nil) }
        }
        state.pointee.resizePipe = -1
        state.pointee.inUse = false
    }

    /// Whether a SIGWINCH came since the last call; clears it.
    static func takeResize() -> Bool {
        let resized = storage.pointee.resized != 0
        storage.pointee.resized = 0
        return resized
    }

    /// Leaves the alternate screen and restores the saved termios, once. Async-signal-safe.
    static func restoreTerminal() {
        let state = storage
        guard state.pointee.active != 0 else { return }
        state.pointee.active = 0
        withUnsafeBytes(of: &state.pointee.leaveSequence) { buffer in
            _ = writeFully(state.pointee.output, UnsafeRawBufferPointer(rebasing: buffer.prefix(state.pointee.leaveCount)))
        }
        _ = tcsetattr(state.pointee.input, TCSADRAIN, &state.pointee.original)
    }

    /// Writes all of `bytes` to `descriptor`, through partial writes, EINTR and EAGAIN (waiting
    /// with `poll` until the descriptor takes more); false if it fails otherwise.
    /// Async-signal-safe.
    static func writeFully(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&wait, 1, -1)
            } else {
                return false
            }
        }
        return true
    }

    /// One `read(2)` of `descriptor` into `buffer`: the bytes read, 0 at the end of input, -1
    /// on an error (`errno` says which). Here because ``TerminalSession``'s own `read` hides
    /// the system's inside the session.
    static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }

    /// Installs `handler` for `signal`, saving its previous action; a signal the process
    /// ignores (as `nohup` ignores SIGHUP) stays ignored.
    private static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
        withPreviousAction(of: signal) { previous in
            _ = sigaction(signal, nil, previous)
            guard !isIgnored(previous.pointee) else { return }
            var action = sigaction()
            setHandler(handler, of: &action)
            sigemptyset(&action.sa_mask)
            // SA_ONSTACK: a stack overflow's SIGSEGV can still run the handler where the
            // runtime set up an alternate stack. SA_RESTART: a resize does not fail a read.
            action.sa_flags = SA_ONSTACK | (signal == SIGWINCH ? SA_RESTART : 0)
            _ = sigaction(signal, &action, nil)
        }
    }

    /// Restores the terminal, reinstates the signal's previous action and raises the signal
    /// again, which is delivered when this handler returns: by default the process ends with
    /// the signal's status; a runtime's crash reporter that was installed still reports.
    private static func handleEndingSignal(_ signal: Int32) {
        restoreTerminal()
        withPreviousAction(of: signal) { previous in _ = sigaction(signal, previous, nil) }
        _ = raise(signal)
    }

    /// Notes a resize and wakes ``TerminalSession/read(timeout:)`` through the self-pipe.
    private static func handleResize(_: Int32) {
        let savedErrno = errno
        let state = storage
        state.pointee.resized = 1
        if state.pointee.resizePipe >= 0 {
            var byte: UInt8 = 0
            _ = write(state.pointee.resizePipe, &byte, 1)
        }
        errno = savedErrno
    }

    /// Calls `body` with the storage of `signal`'s previous action (one of the signals handled).
    private static func withPreviousAction(of signal: Int32, _ body: (UnsafeMutablePointer<sigaction>) -> Void) {
        withUnsafeMutableBytes(of: &storage.pointee.previousActions) { buffer in
            let actions = buffer.bindMemory(to: sigaction.self)
            let index: Int = switch signal {
            case SIGTERM: 0
            case SIGINT: 1
            case SIGHUP: 2
            case SIGQUIT: 3
            case SIGILL: 4
            case SIGTRAP: 5
            case SIGABRT: 6
            case SIGSEGV: 7
            case SIGBUS: 8
            case SIGFPE: 9
            default: 10
            }
            body(actions.baseAddress! + index)
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #else
        unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #endif
    }

    private static func setHandler(_ handler: @convention(c) (Int32) -> Void, of action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }
}
