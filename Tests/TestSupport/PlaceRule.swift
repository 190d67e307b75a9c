import ListEngine

/// The place rule's last clause, as the README states it, for checks that follow a kept row:
/// whatever keeps the place, the offset a change leaves lies within the content's new limits —
/// or, where the change found it beyond one of them, no further beyond that one than it was.
public struct PlaceRule {
    /// The offset before the change.
    public let offsetBefore: Double
    /// The offset's limits before the change.
    public let limitsBefore: ClosedRange<Double>

    /// The rule for a change about to be made to `list`.
    public init(before list: ListView) {
        offsetBefore = list.contentOffset.y
        limitsBefore = list.contentOffsetLimits
    }

    /// The offset the change leaves `list` at, where keeping the place wants `wanted`.
    public func offset(wanting wanted: Double, in list: ListView) -> Double {
        let limits = list.contentOffsetLimits
        let lowest = limits.lowerBound - max(0, limitsBefore.lowerBound - offsetBefore)
        let highest = limits.upperBound + max(0, offsetBefore - limitsBefore.upperBound)
        return min(max(wanted, lowest), highest)
    }

    /// Where a row whose top is at `top` (content coordinates, after the change) and that is
    /// kept `screenY` below the viewport's top edge ends on screen after the change.
    public func screenY(ofRowAt top: Double, keptAt screenY: Double, in list: ListView) -> Double {
        top - offset(wanting: top - screenY, in: list)
    }
}
