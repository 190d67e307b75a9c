import ArgumentParser
import Foundation
import TerminalScreen

/// What listterm refuses before it takes the terminal: inputs it cannot show as rows, and
/// screens too big to draw.
extension ListTermCommand {
    /// The exit status for an input that is not a file or a pipe listterm can read (sysexits'
    /// EX_NOINPUT).
    static let noInput: Int32 = 66
    /// The most columns, and the most rows, of a `--size`.
    static let largestSide = 10_000
    /// The most cells of a `--size` (a canvas of 4,000,000 cells takes 32 MB, and its previous
    /// frame as much).
    static let mostCells = 4_000_000

    /// Refuses a `--size` bigger than ``largestSide`` a side or ``mostCells`` cells.
    func checkScreenSize(_ size: (columns: Int, rows: Int)) throws {
        let (columns, rows) = size
        guard columns <= Self.largestSide, rows <= Self.largestSide, columns * rows <= Self.mostCells else {
            throw ValidationError("--size is at most \(Self.largestSide)x\(Self.largestSide) and 4,000,000 cells, not \(self.size)")
        }
    }

    /// Refuses, with a message on standard error and exit status ``noInput``, a `path` that is
    /// not there or not readable, a directory, a device (/dev/null, a disk, a terminal), or a
    /// FIFO that no program writes to (reading it would wait forever). A FIFO with a writer
    /// becomes standard input (see ``isFIFO(_:)``).
    func checkInput(_ path: String) throws {
        let name = VisibleText.quoted(path)
        var status = stat()
        guard stat(path, &status) == 0 else { try refuse("cannot read \(name): \(String(cString: strerror(errno)))") }
        switch status.st_mode & S_IFMT {
        case S_IFDIR, S_IFCHR, S_IFBLK: try refuse(Self.problem(reading: path) ?? "")
        case S_IFIFO:
            guard let fifo = Self.openFIFOWithWriter(path) else { try refuse("\(name) is a FIFO with no writer") }
            // The rows are read from the descriptor that looked, so that nothing the writer
            // wrote meanwhile is lost, and no second open waits for a writer that has finished.
            _ = fcntl(fifo, F_SETFL, fcntl(fifo, F_GETFL) & ~O_NONBLOCK)
            _ = dup2(fifo, STDIN_FILENO)
            close(fifo)
        default: break
        }
        guard access(path, R_OK) == 0 else { try refuse("cannot read \(name): \(String(cString: strerror(errno)))") }
    }

    /// Why `path` cannot be shown — not there or not readable, a directory, a device — or nil
    /// for a file (or a pipe) that can be.
    ///
    /// - Complexity: O(1): a `stat` and an `access`.
    static func problem(reading path: String) -> String? {
        let name = VisibleText.quoted(path)
        var status = stat()
        guard stat(path, &status) == 0 else { return "cannot read \(name): \(String(cString: strerror(errno)))" }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return "\(name) is a directory"
        case S_IFCHR, S_IFBLK: return "\(name) is a device (listterm reads files and pipes)"
        default: break
        }
        guard access(path, R_OK) == 0 else { return "cannot read \(name): \(String(cString: strerror(errno)))" }
        return nil
    }

    private func refuse(_ message: String) throws -> Never {
        FileHandle.standardError.write(Data("listterm: \(message)\n".utf8))
        throw ExitCode(Self.noInput)
    }

    /// Whether standard input is a pipe, a socket or a file redirected in — rows to read, as
    /// `less` reads them with no file named — rather than a terminal or a device such as
    /// /dev/null.
    static var standardInputIsRedirected: Bool {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFREG || kind == S_IFSOCK
    }

    /// Whether `path` is a FIFO or a pipe (`<(command)` names one): read as standard input,
    /// which ``checkInput(_:)`` made it.
    static func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    /// The FIFO at `path`, open for reading, if a program has it open for writing or wrote to
    /// it; nil otherwise. What is in it is looked at with `tee(2)` into a pipe of our own, which
    /// reads nothing out of the FIFO (0: no writer and nothing written; EAGAIN: a writer,
    /// nothing yet; more: data). Where `tee` is missing (not Linux) every FIFO counts as
    /// written to: the read then waits for a writer, as `cat` would.
    private static func openFIFOWithWriter(_ path: String) -> Int32? {
        let fifo = open(path, O_RDONLY | O_NONBLOCK)
        guard fifo >= 0 else { return nil }
        typealias Tee = @convention(c) (Int32, Int32, Int, UInt32) -> Int
        var ends: [Int32] = [-1, -1]
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "tee"), pipe(&ends) == 0 else { return fifo }   // RTLD_DEFAULT
        defer { close(ends[0]); close(ends[1]) }
        // A writer that is opening it now gets 50 ms to write something.
        var wait = pollfd(fd: fifo, events: Int16(POLLIN), revents: 0)
        _ = poll(&wait, 1, 50)
        let spliceNonblocking: UInt32 = 2   // SPLICE_F_NONBLOCK
        guard unsafeBitCast(symbol, to: Tee.self)(fifo, ends[1], 1, spliceNonblocking) == 0 else { return fifo }
        close(fifo)
        return nil
    }
}
