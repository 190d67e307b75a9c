/// The rows a viewport shows and is about to show, as global row numbers, worked out by each
/// layout pass: what the reuse pool keeps ready and what a prefetcher should load.
public struct ViewportRanges: Hashable, Sendable {
    /// Rows whose frames intersect the viewport.
    public var visible: Range<Int>
    /// Rows kept configured in cells (contains `visible`).
    public var ready: Range<Int>
    /// Rows whose content should be prefetched (contains `ready`'s target).
    public var prefetch: Range<Int>
    /// The direction of travel the windows lean towards.
    public var direction: ScrollDirection

    /// Ranges as a layout pass found them.
    package init(visible: Range<Int> = 0..<0, ready: Range<Int> = 0..<0, prefetch: Range<Int> = 0..<0,
                direction: ScrollDirection = .forward) {
        self.visible = visible
        self.ready = ready
        self.prefetch = prefetch
        self.direction = direction
    }

    /// The band `y0 ..< y1` of content that `window` covers around the viewport band.
    static func band(of window: RangeTuning.Window, around y0: Double, _ y1: Double,
                     direction: ScrollDirection) -> (Double, Double) {
        let screen = y1 - y0
        switch direction {
        case .forward: return (y0 - window.trailing * screen, y1 + window.leading * screen)
        case .backward: return (y0 - window.leading * screen, y1 + window.trailing * screen)
        }
    }
}

/// Up to two runs of global rows: what one range minus another leaves. Iterating it allocates nothing.
public struct RowRuns: Hashable, Sendable, Sequence {
    /// The first run (the lower rows).
    public var first: Range<Int>
    /// The second run, empty when there is one run.
    public var second: Range<Int>

    /// The runs `first` and `second`, in that order.
    public init(_ first: Range<Int> = 0..<0, _ second: Range<Int> = 0..<0) {
        self.first = first
        self.second = second
    }

    /// The rows of `a` that are not in `b`.
    public init(_ a: Range<Int>, minus b: Range<Int>) {
        if b.isEmpty || a.upperBound <= b.lowerBound || b.upperBound <= a.lowerBound {
            self.init(a)
        } else {
            self.init(a.lowerBound..<Swift.max(a.lowerBound, b.lowerBound),
                      Swift.min(a.upperBound, b.upperBound)..<a.upperBound)
            if first.isEmpty { (first, second) = (second, 0..<0) }
        }
    }

    /// The number of rows in both runs.
    public var count: Int { first.count + second.count }
    /// Whether both runs are empty.
    public var isEmpty: Bool { first.isEmpty && second.isEmpty }

    public func makeIterator() -> Iterator { Iterator(first: first.makeIterator(), second: second.makeIterator()) }

    public struct Iterator: IteratorProtocol {
        var first: Range<Int>.Iterator
        var second: Range<Int>.Iterator

        public mutating func next() -> Int? { first.next() ?? second.next() }
    }
}
