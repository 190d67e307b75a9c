/// A prepared custom layout as the engine asks it: the one place where its answers enter the
/// engine, each checked as it arrives. An answer the list cannot use is made usable by the rule
/// ``CollectionLayoutGeometry`` states and reported to the list as
/// ``ListError/invalidLayoutAnswer(_:)`` — once for each kind of bad answer
/// (``LayoutAnswerError``'s cases) for as long as this preparation lasts: a layout that answers
/// badly every frame is reported once, and again only after the list prepares it afresh (a
/// reload, a batch update, a reload of rows, a new width, new header heights).
///
/// A class, so that every holder of this preparation — the list, and the geometry a batch or an
/// interactive move keeps of it — shares what was reported. The checks compare numbers and
/// allocate nothing.
final class CheckedCustomLayout {
    /// The prepared layout, unchecked.
    let layout: any CustomCollectionLayout
    /// The sections the layout was prepared for.
    let sections: CollectionSections
    /// The number of items the layout was prepared for.
    let itemCount: Int
    /// The number of sections the layout was prepared for.
    let sectionCount: Int
    /// The list the bad answers are reported to (it owns this preparation).
    private weak var list: ListView?
    /// The kinds of bad answer reported so far, a bit each (``kindBit(of:)``).
    private var reportedKinds: UInt16 = 0

    /// `layout`, prepared for `sections`, reporting to `list`.
    init(_ layout: any CustomCollectionLayout, sections: CollectionSections, reportingTo list: ListView) {
        self.layout = layout
        self.sections = sections
        itemCount = sections.itemCount
        sectionCount = sections.sectionCount
        self.list = list
    }

    /// Whether section headers stay pinned (a setting, not an answer: nothing to check).
    ///
    /// - Complexity: O(1) plus the layout's answer.
    var pinsSectionHeaders: Bool { layout.pinsSectionHeaders }

    /// The layout's content height, made finite and ≥ 0: NaN or a negative height is 0, one
    /// above ``ListView/maximumCoordinate`` (∞ included) is that.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    var contentHeight: Double {
        let height = layout.contentHeight
        guard height >= 0, height <= ListView.maximumCoordinate else {
            report(.invalidContentHeight(height))
            return height > ListView.maximumCoordinate ? ListView.maximumCoordinate : 0
        }
        return height
    }

    /// The items the layout says intersect the band `y0 ..< y1`, clamped to the items that exist.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let answer = layout.items(intersecting: y0, y1)
        let items = Self.clamp(answer, count: itemCount)
        if items != answer {
            report(.itemsOutOfRange(lowerBound: answer.lowerBound, upperBound: answer.upperBound, itemCount: itemCount))
        }
        return items
    }

    /// The sections the layout says intersect the band `y0 ..< y1`, clamped to the sections that exist.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        let answer = layout.sections(intersecting: y0, y1)
        let sections = Self.clamp(answer, count: sectionCount)
        if sections != answer {
            report(.sectionsOutOfRange(lowerBound: answer.lowerBound, upperBound: answer.upperBound, sectionCount: sectionCount))
        }
        return sections
    }

    /// Item `item`'s frame, made usable.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func frame(ofItem item: Int) -> Rect {
        let frame = layout.frame(ofItem: item)
        return checked(frame, else: .invalidItemFrame(frame, item: item))
    }

    /// Section `section`'s header frame, made usable.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func headerFrame(ofSection section: Int) -> Rect {
        let frame = layout.headerFrame(ofSection: section)
        return checked(frame, else: .invalidHeaderFrame(frame, section: section))
    }

    /// Section `section`'s frame, made usable.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func sectionFrame(ofSection section: Int) -> Rect {
        let frame = layout.sectionFrame(ofSection: section)
        return checked(frame, else: .invalidSectionFrame(frame, section: section))
    }

    /// The item the layout finds at `point`; nil where it names one that does not exist.
    ///
    /// - Complexity: O(1) plus the layout's answer.
    func item(at point: Point) -> Int? {
        guard let item = layout.item(at: point) else { return nil }
        guard item >= 0, item < itemCount else {
            report(.itemOutOfRange(item, itemCount: itemCount))
            return nil
        }
        return item
    }

    /// Calls `body` with each item of `items` exactly once, in order, and its frame made
    /// usable: the layout's walk as far as it names the items in turn; from the first item it
    /// names out of turn on, the walk is ignored and the items it did not give are asked one
    /// by one.
    ///
    /// - Complexity: the layout's walk, plus a frame for each item it did not give.
    func forEachItem(in items: Range<Int>, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        var next = items.lowerBound
        var stray: Int?
        layout.forEachItem(in: items) { item, frame in
            guard stray == nil, item == next, next < items.upperBound else {
                if stray == nil { stray = item }
                return
            }
            body(item, checked(frame, else: .invalidItemFrame(frame, item: item)))
            next += 1
        }
        guard next < items.upperBound || stray != nil else { return }
        report(.itemWalkOutOfOrder(item: stray, expected: next))
        for item in next..<items.upperBound { body(item, frame(ofItem: item)) }
    }

    // MARK: The rule

    /// The part of `range` within `0 ..< count`; an empty range at the nearer end where none is.
    /// Takes the bounds one by one, so a range built unchecked with its bounds reversed is empty.
    ///
    /// - Complexity: O(1).
    private static func clamp(_ range: Range<Int>, count: Int) -> Range<Int> {
        let lower = Swift.min(Swift.max(range.lowerBound, 0), count)
        let upper = Swift.min(Swift.max(range.upperBound, lower), count)
        return lower..<upper
    }

    /// `frame` if the list can use it; else reports `problem` and returns it made usable.
    ///
    /// - Complexity: O(1).
    private func checked(_ frame: Rect, else problem: @autoclosure () -> LayoutAnswerError) -> Rect {
        guard !Self.isUsable(frame) else { return frame }
        report(problem())
        return Self.usable(frame)
    }

    /// Whether every coordinate of `frame` lies within ±``ListView/maximumCoordinate`` and its
    /// size is ≥ 0 (NaN is neither).
    ///
    /// - Complexity: O(1).
    private static func isUsable(_ frame: Rect) -> Bool {
        let m = ListView.maximumCoordinate
        return abs(frame.minX) <= m && abs(frame.minY) <= m
            && frame.width >= 0 && frame.width <= m && frame.height >= 0 && frame.height <= m
    }

    /// `frame` with NaN fields 0, the others clamped to ±``ListView/maximumCoordinate``
    /// (∞ to the nearer end), and a negative width or height 0.
    ///
    /// - Complexity: O(1).
    private static func usable(_ frame: Rect) -> Rect {
        let m = ListView.maximumCoordinate
        func clamp(_ value: Double, lowest: Double) -> Double {
            value.isNaN ? 0 : Swift.min(Swift.max(value, lowest), m)
        }
        return Rect(x: clamp(frame.minX, lowest: -m), y: clamp(frame.minY, lowest: -m),
                    width: clamp(frame.width, lowest: 0), height: clamp(frame.height, lowest: 0))
    }

    /// Reports `problem` to the list, unless a problem of its kind was reported already.
    ///
    /// - Complexity: O(1) plus the diagnostic handler.
    private func report(_ problem: LayoutAnswerError) {
        let bit = Self.kindBit(of: problem)
        guard reportedKinds & bit == 0 else { return }
        reportedKinds |= bit
        list?.diagnoseAnswer(.invalidLayoutAnswer(problem))
    }

    /// The bit that stands for `problem`'s kind.
    ///
    /// - Complexity: O(1).
    private static func kindBit(of problem: LayoutAnswerError) -> UInt16 {
        switch problem {
        case .itemsOutOfRange: 1 << 0
        case .sectionsOutOfRange: 1 << 1
        case .itemOutOfRange: 1 << 2
        case .itemWalkOutOfOrder: 1 << 3
        case .invalidContentHeight: 1 << 4
        case .invalidItemFrame: 1 << 5
        case .invalidHeaderFrame: 1 << 6
        case .invalidSectionFrame: 1 << 7
        }
    }
}
