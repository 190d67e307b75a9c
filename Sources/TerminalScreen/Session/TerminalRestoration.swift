#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Puts the terminal back (saved termios, the sequence that leaves the alternate screen) from
/// any exit path: ``TerminalSession/restore()``, `atexit`, and handlers for the signals that end
/// a process and for SIGWINCH. It also hands the terminal to the shell when the process is
/// stopped (SIGTSTP, SIGTTIN, SIGTTOU) and takes it back when it continues (SIGCONT). A signal
/// handler may only make async-signal-safe calls, so what it needs lives in memory allocated
/// once (``storage``), set while no handler is installed and read with plain loads; handlers
/// call only `tcsetattr`, `tcgetpgrp`, `getpgrp`, `write`, `sigaction`, `pthread_sigmask` and
/// `raise`.
enum TerminalRestoration {
    /// The signals that end a process, whose handler restores the terminal and then lets the
    /// signal do what it did before (by default: end the process with that signal's status).
    /// SIGILL and SIGTRAP are how a Swift runtime trap arrives; SIGINT and SIGQUIT come only
    /// from `kill`, as raw mode turns the keys that send them into input. The others end a
    /// process by default too: SIGUSR1 and SIGUSR2, timers (SIGALRM, SIGVTALRM, SIGPROF), a
    /// closed pipe (SIGPIPE), limits (SIGXCPU, SIGXFSZ) and a bad system call (SIGSYS).
    static let endingSignals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
                                SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS]

    /// The signals that stop a process (Ctrl-Z in a terminal not in raw mode, `kill -TSTP`, a
    /// background read or write of the terminal), whose handler leaves the terminal to the
    /// shell first. SIGSTOP cannot be handled: after it, SIGCONT takes the terminal back.
    static let stopSignals = [SIGTSTP, SIGTTIN, SIGTTOU]

    /// Every signal whose action a session changes, and puts back at its end.
    static let handledSignals = endingSignals + stopSignals + [SIGCONT, SIGWINCH]

    /// The bytes the leave sequence may take, and the enter sequence.
    static let leaveCapacity = 64

    /// What the handlers read: a session's saved state.
    struct Storage {
        /// Nonzero while the terminal is in raw mode and on the alternate screen.
        var active: sig_atomic_t = 0
        /// Nonzero once a SIGWINCH or a SIGCONT came that ``TerminalSession/read(timeout:)`` has
        /// not reported.
        var resized: sig_atomic_t = 0
        /// Nonzero while the process is stopped with the terminal handed back to the shell.
        var suspended: sig_atomic_t = 0
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
        /// The session's raw mode, set again when the process continues after a stop.
        var raw = termios()
        /// How many bytes of ``leaveSequence`` are the leave sequence.
        var leaveCount = 0
        /// How many bytes of ``enterSequence`` are the enter sequence.
        var enterCount = 0
        /// The actions each signal had before the session, by its index in
        /// ``withPreviousAction(of:_:)``: one for each of ``handledSignals``.
        var previousActions = (sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
                               sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
                               sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
                               sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction())
        /// The bytes that leave raw mode's screen: mouse off, SGR reset, cursor shown, main screen.
        var leaveSequence = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        /// The bytes that enter it again after a stop: alternate screen, cursor hidden, mouse on.
        var enterSequence = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
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
    static func begin(input: Int32, output: Int32, original: termios, raw: termios, enter: [UInt8], leave: [UInt8],
                      resizePipe: Int32) throws {
        lock.lock()
        defer { lock.unlock() }
        let state = storage
        guard !state.pointee.inUse else { throw TerminalError.sessionAlreadyActive }
        state.pointee.inUse = true
        state.pointee.input = input
        state.pointee.output = output
        state.pointee.original = original
        state.pointee.raw = raw
        state.pointee.resizePipe = resizePipe
        state.pointee.resized = 0
        state.pointee.suspended = 0
        let count = min(leave.count, leaveCapacity)
        withUnsafeMutableBytes(of: &state.pointee.leaveSequence) { $0.copyBytes(from: leave.prefix(count)) }
        state.pointee.leaveCount = count
        let enterCount = min(enter.count, leaveCapacity)
        withUnsafeMutableBytes(of: &state.pointee.enterSequence) { $0.copyBytes(from: enter.prefix(enterCount)) }
        state.pointee.enterCount = enterCount
        state.pointee.active = 1
        if !state.pointee.atexitRegistered {
            state.pointee.atexitRegistered = true
            atexit { TerminalRestoration.restoreTerminal() }
        }
        for signal in endingSignals {
            install(signal) { signal in TerminalRestoration.handleEndingSignal(signal) }
        }
        for signal in stopSignals {
            install(signal) { signal in TerminalRestoration.handleStop(signal) }
        }
        install(SIGCONT) { signal in TerminalRestoration.handleContinue(signal) }
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
        for signal in handledSignals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        let state = storage
        if restoring { restoreTerminal() } else { state.pointee.active = 0 }
        state.pointee.suspended = 0
        for signal in handledSignals {
            withPreviousAction(of: signal) { previous in _ = sigaction(signal, previous, nil) }
        }
        state.pointee.resizePipe = -1
        state.pointee.inUse = false
    }

    /// Whether a SIGWINCH (or a SIGCONT, after which the screen must be drawn again) came since
    /// the last call; clears it.
    static func takeResize() -> Bool {
        let resized = storage.pointee.resized != 0
        storage.pointee.resized = 0
        return resized
    }

    /// Leaves the alternate screen and restores the saved termios, once. Async-signal-safe.
    /// In the background (stopped, then continued with `kill -CONT` or `bg`) the shell has
    /// the terminal, set as it wants it, and a change would stop the process (SIGTTOU): it is
    /// left alone.
    static func restoreTerminal() {
        let state = storage
        guard state.pointee.active != 0 else { return }
        state.pointee.active = 0
        guard tcgetpgrp(state.pointee.input) == getpgrp() else { return }
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
            setAction(handler, of: signal, restarting: !endingSignals.contains(signal))
        }
    }

    /// Makes `handler` the action of `signal`; `restarting`, a system call it interrupts goes
    /// on. Async-signal-safe.
    private static func setAction(_ handler: @convention(c) (Int32) -> Void, of signal: Int32, restarting: Bool) {
        var action = sigaction()
        setHandler(handler, of: &action)
        sigemptyset(&action.sa_mask)
        // SA_ONSTACK: a stack overflow's SIGSEGV can still run the handler where the runtime
        // set up an alternate stack. SA_RESTART: a resize, a stop or a continue does not fail
        // a read.
        action.sa_flags = SA_ONSTACK | (restarting ? SA_RESTART : 0)
        _ = sigaction(signal, &action, nil)
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
        noteResize()
        errno = savedErrno
    }

    /// Sets the resize flag and writes a byte to the self-pipe. Async-signal-safe.
    private static func noteResize() {
        let state = storage
        state.pointee.resized = 1
        if state.pointee.resizePipe >= 0 {
            var byte: UInt8 = 0
            _ = write(state.pointee.resizePipe, &byte, 1)
        }
    }

    /// A stop (SIGTSTP, SIGTTIN, SIGTTOU): leaves the screen and raw mode, so that the shell
    /// gets its terminal as it was, then stops the process with the signal's default action.
    /// Execution resumes here after SIGCONT (whose handler has taken the terminal back), and
    /// the handler is put back for the next stop. A stop the system discards (a process group
    /// no shell controls cannot stop) takes the terminal back at once.
    private static func handleStop(_ signal: Int32) {
        let savedErrno = errno
        let state = storage
        if state.pointee.active != 0 {
            restoreTerminal()
            state.pointee.suspended = 1
        }
        var action = sigaction()
        setHandler(SIG_DFL, of: &action)
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        // The signal is blocked while its handler runs: unblocked, the raised one stops the
        // process at once.
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        _ = raise(signal)
        setAction({ signal in TerminalRestoration.handleStop(signal) }, of: signal, restarting: true)
        if state.pointee.suspended != 0 { takeTerminalBack() }
        errno = savedErrno
    }

    /// SIGCONT, after our own stop or an outside SIGSTOP: when the process is in the
    /// foreground again, raw mode and the screen come back (enter sequence) and a resize is
    /// noted, so that the next frame draws every cell. In the background it waits for the
    /// SIGCONT that `fg` sends.
    private static func handleContinue(_: Int32) {
        let savedErrno = errno
        takeTerminalBack()
        errno = savedErrno
    }

    /// Raw mode and the screen again, and a resize noted, if the session had the terminal or
    /// handed it over for a stop and the process is in the foreground. Async-signal-safe.
    private static func takeTerminalBack() {
        let state = storage
        guard state.pointee.active != 0 || state.pointee.suspended != 0,
              tcgetpgrp(state.pointee.input) == getpgrp() else { return }
        state.pointee.suspended = 0
        state.pointee.active = 1
        _ = tcsetattr(state.pointee.input, TCSADRAIN, &state.pointee.raw)
        withUnsafeBytes(of: &state.pointee.enterSequence) { buffer in
            _ = writeFully(state.pointee.output, UnsafeRawBufferPointer(rebasing: buffer.prefix(state.pointee.enterCount)))
        }
        noteResize()
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
            case SIGUSR1: 10
            case SIGUSR2: 11
            case SIGALRM: 12
            case SIGPIPE: 13
            case SIGVTALRM: 14
            case SIGPROF: 15
            case SIGXCPU: 16
            case SIGXFSZ: 17
            case SIGSYS: 18
            case SIGTSTP: 19
            case SIGTTIN: 20
            case SIGTTOU: 21
            case SIGCONT: 22
            default: 23
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

    private static func setHandler(_ handler: (@convention(c) (Int32) -> Void)?, of action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }
}
