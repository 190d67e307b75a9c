/// An image could not be read or decoded: the file, and the library's message (TurboJPEG's
/// for a JPEG, SDL_image's for a PNG, the system's for a file that does not open).
public struct ImageDecodingError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The file.
    public let path: String
    /// What went wrong, in the library's words ("Premature end of JPEG file", say).
    public let reason: String

    /// An error reading `path` for `reason`.
    ///
    /// - Complexity: O(1).
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "cannot decode PATH: REASON".
    ///
    /// - Complexity: O(length of the path and the reason).
    public var description: String { "cannot decode \(path): \(reason)" }
}
