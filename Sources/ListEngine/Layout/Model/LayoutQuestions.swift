/// The questions ``ActiveLayout`` puts to its layout model through ``ActiveLayout/visit(_:)``,
/// one small value each: the model's own answer, specialized. Each answers in the model's
/// time, O(log n) for the built-in layouts unless it says otherwise.
enum LayoutQuestions {
    /// The layout's ``LayoutTraits``.
    struct Traits: PlainLayoutVisit {
        func visit<Model: LayoutModel>(_ model: inout Model) -> LayoutTraits { Model.traits }
    }

    /// The content height.
    struct ContentHeight: PlainLayoutVisit {
        func visit<Model: LayoutModel>(_ model: inout Model) -> Double { model.contentHeight }
    }

    /// The items whose frames intersect the band `y0 ..< y1`, the searches guided by `hints`;
    /// with the hints they leave.
    struct Items: PlainLayoutVisit {
        let y0, y1: Double
        let hints: BandHints
        func visit<Model: LayoutModel>(_ model: inout Model) -> (items: Range<Int>, hints: BandHints) {
            var hints = hints
            let items = model.items(intersecting: y0, y1, hints: &hints)
            return (items, hints)
        }
    }

    /// The sections whose frames intersect the band `y0 ..< y1`.
    struct Sections: PlainLayoutVisit {
        let y0, y1: Double
        func visit<Model: LayoutModel>(_ model: inout Model) -> Range<Int> { model.sections(intersecting: y0, y1) }
    }

    /// Item `item`'s frame.
    struct Frame: PlainLayoutVisit {
        let item: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Rect { model.frame(ofItem: item) }
    }

    /// Where item `item` starts.
    struct Top: PlainLayoutVisit {
        let item: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Double { model.top(ofItem: item) }
    }

    /// Calls the walk's `body` with each item of `items` and its frame: the walk runs inside
    /// the model, O(log n + items.count).
    struct EachFrame: LayoutVisit {
        let items: Range<Int>
        func visit<Model: LayoutModel>(_ model: inout Model, walking body: (_ item: Int, _ frame: Rect) -> Void) {
            model.forEachItem(in: items, body)
        }
    }

    /// Whether item `item` is measured.
    struct IsMeasured: PlainLayoutVisit {
        let item: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Bool { model.isMeasured(item: item) }
    }

    /// Whether item `item`'s frame is exact.
    struct IsLaidOut: PlainLayoutVisit {
        let item: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Bool { model.isLaidOut(item: item) }
    }

    /// Item `item`'s own size.
    struct OwnSize: PlainLayoutVisit {
        let item: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Size { model.ownSize(ofItem: item) }
    }

    /// The item whose frame contains `point`.
    struct ItemAt: PlainLayoutVisit {
        let point: Point
        func visit<Model: LayoutModel>(_ model: inout Model) -> Int? { model.item(at: point) }
    }

    /// Section `section`'s frame.
    struct SectionFrame: PlainLayoutVisit {
        let section: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Rect { model.sectionFrame(ofSection: section) }
    }

    /// Section `section`'s header frame.
    struct HeaderFrame: PlainLayoutVisit {
        let section: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Rect { model.headerFrame(ofSection: section) }
    }

    /// Section `section`'s footer frame.
    struct FooterFrame: PlainLayoutVisit {
        let section: Int
        func visit<Model: LayoutModel>(_ model: inout Model) -> Rect { model.footerFrame(ofSection: section) }
    }

    /// Where a pinned header of section `section` stops, if headers pin in `style`.
    struct PinnedHeaderEnd: PlainLayoutVisit {
        let section: Int
        let style: TableStyle
        func visit<Model: LayoutModel>(_ model: inout Model) -> Double? {
            model.pinsHeaders(style: style) ? model.pinnedHeaderEnd(ofSection: section) : nil
        }
    }

    /// Whether headers pin in `style`.
    struct PinsHeaders: PlainLayoutVisit {
        let style: TableStyle
        func visit<Model: LayoutModel>(_ model: inout Model) -> Bool { model.pinsHeaders(style: style) }
    }

    /// The model as a collection geometry a batch keeps.
    struct Loaded: PlainLayoutVisit {
        func visit<Model: LayoutModel>(_ model: inout Model) -> LoadedCollection { model.loaded }
    }

    /// Where the rows `plan` moves are, for a layout that a batch changes in place and that
    /// keeps no copy of itself; nil for one that does.
    struct MovedFrames: PlainLayoutVisit {
        let plan: BatchUpdatePlan
        unowned(unsafe) let layout: ActiveLayout
        func visit<Model: LayoutModel>(_ model: inout Model) -> [ListIndexPath: Rect]? { model.framesOfMoves(in: plan, in: layout) }
    }

    /// Checks the model's invariants.
    struct CheckInvariants: PlainLayoutVisit {
        func visit<Model: LayoutModel>(_ model: inout Model) { model._checkModelInvariants() }
    }

    /// How many fixed columns, if any.
    struct ColumnCount: PlainLayoutVisit {
        func visit<Model: LayoutModel>(_ model: inout Model) -> Int? { model.fixedColumns }
    }
}
