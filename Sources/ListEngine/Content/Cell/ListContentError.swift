/// What a row's content configuration or the width it is laid out at can get wrong, with a
/// message that says what.
public enum ListContentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A row width that is negative, NaN or above ``ListView/maximumCoordinate``.
    case invalidWidth(Double)
    /// A size, spacing, inset or line height that is negative, NaN, infinite or above
    /// ``ListView/maximumHeight``; the string names it ("image.width", "metrics.margins.left").
    case invalidMeasurement(String, Double)
    /// A number of lines below 0 (0 means any number); the string names the text.
    case invalidNumberOfLines(String, Int)

    public var description: String {
        switch self {
        case let .invalidWidth(width):
            "invalid row width \(width): it must be finite, ≥ 0 and ≤ 2^53"
        case let .invalidMeasurement(name, value):
            "invalid \(name) \(value): it must be finite, ≥ 0 and ≤ \(Int(ListView.maximumHeight))"
        case let .invalidNumberOfLines(name, count):
            "invalid number of lines \(count) for the \(name): it must be ≥ 0 (0 for as many as it takes)"
        }
    }

    /// Throws ``invalidMeasurement(_:_:)`` unless `value` is finite, ≥ 0 and at most
    /// ``ListView/maximumHeight``.
    static func check(_ value: Double, _ name: StaticString) throws(ListContentError) {
        guard value >= 0, value <= ListView.maximumHeight else {
            throw .invalidMeasurement(name.description, value)
        }
    }

    /// Checks both sides of `size` as the `Double` overload does, named `name.width` and
    /// `name.height`.
    static func check(_ size: Size, _ name: StaticString) throws(ListContentError) {
        guard size.width >= 0, size.width <= ListView.maximumHeight else {
            throw .invalidMeasurement("\(name).width", size.width)
        }
        guard size.height >= 0, size.height <= ListView.maximumHeight else {
            throw .invalidMeasurement("\(name).height", size.height)
        }
    }
}
