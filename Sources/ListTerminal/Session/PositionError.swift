/// A position the list does not have, said so a person can fix it.
public struct PositionError: Error, CustomStringConvertible, Sendable {
    /// The message.
    public let description: String
}
