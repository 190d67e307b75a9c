#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Why a ``TerminalSession`` could not start.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file descriptor given as input or output is not a terminal (a pipe, a file,
    /// `/dev/null`): a full-screen session needs one.
    case notATerminal(fileDescriptor: Int32)
    /// Another ``TerminalSession`` is active in this process; restore it first.
    case sessionAlreadyActive
    /// A system call failed: its name and `errno`.
    case systemCall(String, errno: Int32)

    /// What went wrong, in a sentence a person understands.
    ///
    /// - Complexity: O(1).
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            let name = switch descriptor {
            case STDIN_FILENO: "standard input"
            case STDOUT_FILENO: "standard output"
            case STDERR_FILENO: "standard error"
            default: "file descriptor \(descriptor)"
            }
            return "\(name) is not a terminal: a full-screen session needs one (run it in a terminal, not with input or output redirected)"
        case .sessionAlreadyActive:
            return "a terminal session is already active in this process: restore it before starting another"
        case .systemCall(let name, let errno):
            return "\(name) failed: \(String(cString: strerror(errno)))"
        }
    }

    /// ``description``, for `localizedDescription`.
    ///
    /// - Complexity: O(1).
    public var errorDescription: String? { description }
}
