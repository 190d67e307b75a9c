import CSDL2

/// A call into SDL, SDL_ttf, SDL_image or TurboJPEG failed: what was asked, and the library's
/// own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What was being done, as "opening the font /path".
    public let operation: String
    /// The library's message (SDL_GetError, or TurboJPEG's tj3GetErrorStr).
    public let reason: String

    /// An error for `operation` with SDL's last message.
    ///
    /// - Complexity: O(length of the message).
    public init(_ operation: String) {
        self.operation = operation
        reason = String(cString: SDL_GetError())
    }

    /// An error for `operation` with `reason`.
    ///
    /// - Complexity: O(1).
    public init(_ operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    public var description: String { reason.isEmpty ? "\(operation) failed" : "\(operation) failed: \(reason)" }
}
