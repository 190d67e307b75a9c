/// What ``TerminalSession/read(timeout:)`` waited for.
public enum TerminalEvent: Sendable {
    /// Bytes the person typed (or the terminal reported): decode them with a ``KeyDecoder``.
    case input([UInt8])
    /// The terminal changed size: read ``TerminalSession/size`` and draw again in full.
    case resized
    /// Nothing came within the timeout.
    case timeout
    /// The input ended or failed (the terminal hung up): nothing more will come.
    case closed
}
