import Foundation
import ListEngine

/// How the list's content offset follows a pointer and coasts after it: a drag moves the
/// content with the pointer (rubber-banded past the ends, as UIScrollView's), a release flings
/// it on with the pointer's speed (`Fling`'s deceleration), and a fling that ends past an end
/// springs back. A wheel notch adds momentum that coasts a few rows.
public struct ScrollPhysics {
    /// Where a drag began: the pointer's y and the content offset then.
    private var dragStart: (pointer: Double, offset: Double)?
    /// The last pointer positions of the drag and their times, for the release's velocity.
    private var samples: [(y: Double, time: Double)] = []
    /// The coasting fling, if any.
    public private(set) var fling: Fling?
    /// Points a wheel notch coasts.
    public var pointsPerNotch = 120.0

    /// Physics at rest.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Whether a drag is under way.
    public var isDragging: Bool { dragStart != nil }
    /// Whether the content moves on its own (a fling, or a spring back).
    public var isMoving: Bool { fling != nil }

    /// A drag begins at pointer height `y` (window pixels) at `time` seconds: any fling stops.
    ///
    /// - Complexity: O(1).
    public mutating func beginDrag(at y: Double, time: Double, offset: Double) {
        fling = nil
        dragStart = (y, offset)
        samples.removeAll(keepingCapacity: true)
        samples.append((y, time))
    }

    /// The pointer moved to `y`: the content offset the drag puts the list at, rubber-banded
    /// past `limits`.
    ///
    /// - Complexity: O(1).
    public mutating func drag(to y: Double, time: Double, limits: ClosedRange<Double>, dimension: Double) -> Double? {
        guard let start = dragStart else { return nil }
        samples.append((y, time))
        if samples.count > 8 { samples.removeFirst() }
        return Self.banded(start.offset - (y - start.pointer), limits: limits, dimension: dimension)
    }

    /// The press turned out not to scroll (it slides a row): the drag is forgotten, no fling.
    ///
    /// - Complexity: O(1).
    public mutating func cancelDrag() {
        dragStart = nil
        samples.removeAll(keepingCapacity: true)
    }

    /// The drag ends: the content flings on at the pointer's speed over its last 100 ms.
    ///
    /// - Complexity: O(1).
    public mutating func endDrag(time: Double) {
        dragStart = nil
        let recent = samples.filter { time - $0.time <= 0.1 }
        if let first = recent.first, let last = recent.last, last.time > first.time {
            fling = Fling(velocity: -(last.y - first.y) / (last.time - first.time))
        }
        samples.removeAll(keepingCapacity: true)
    }

    /// A wheel turned by `notches` (positive: content moves up, as scrolling down).
    ///
    /// - Complexity: O(1).
    public mutating func wheel(_ notches: Double) {
        let velocity = fling.map { $0.velocity * notches > 0 ? $0.velocity : 0 } ?? 0
        let perNotch = pointsPerNotch * 1000 * -log(DecelerationRate.normal.perMillisecond)
        fling = Fling(velocity: velocity + notches * perNotch)
    }

    /// Starts a fling at `velocity` points a second (a scripted gesture).
    ///
    /// - Complexity: O(1).
    public mutating func fling(velocity: Double) {
        dragStart = nil
        fling = Fling(velocity: velocity)
    }

    /// Advances the coasting by `seconds` from `offset`: the new offset, or nil when nothing
    /// moves. Past an end the fling stops and the content springs back a share a frame.
    ///
    /// - Complexity: O(1).
    public mutating func advance(seconds: Double, offset: Double, limits: ClosedRange<Double>) -> Double? {
        guard dragStart == nil else { return nil }
        if offset < limits.lowerBound || offset > limits.upperBound {
            fling = nil
            let target = Swift.min(Swift.max(offset, limits.lowerBound), limits.upperBound)
            let next = target + (offset - target) * pow(0.001, seconds * 4)
            return abs(next - target) < 0.5 ? target : next
        }
        guard var moving = fling else { return nil }
        let next = offset + moving.advance(seconds: seconds)
        fling = moving.isAtRest ? nil : moving
        if next < limits.lowerBound || next > limits.upperBound {
            fling = nil
            return Swift.min(Swift.max(next, limits.lowerBound), limits.upperBound)
        }
        return next
    }

    /// `offset` rubber-banded past `limits`.
    static func banded(_ offset: Double, limits: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < limits.lowerBound { return limits.lowerBound - RubberBand.offset(forOvershoot: limits.lowerBound - offset, dimension: dimension) }
        if offset > limits.upperBound { return limits.upperBound + RubberBand.offset(forOvershoot: offset - limits.upperBound, dimension: dimension) }
        return offset
    }
}
