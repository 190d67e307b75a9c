import ListEngine

/// The `chat` scenario, frame by frame: a list that starts at its end and grows there. A row is
/// appended at the end of the last section every ``framesPerArrival`` frames (its height the
/// data set's next row's), and every ``growingEvery``th appended row grows by ``growthPerFrame``
/// a frame over its next ``growthFrames`` frames, as a streamed message does. While the list is
/// anchored to its end the script never sets the offset: the engine keeps the end. After half
/// the frames the reader drags ``leavingScreens`` screens up at the drag speed, then reads on
/// up at ``readingSpeed``; for the last tenth of the frames they jump to the newest row.
///
/// It measures what a reader of a chat sees: how far the content's end is from the viewport's
/// bottom after each frame while anchored (``endDriftMaxPt``), and the most rows waiting below
/// while away (``newRowsBelowMax``). The reader's place while away is the driver's anchor drift.
struct ChatScript {
    static let framesPerArrival = 6
    static let growingEvery = 5
    static let growthFrames = 30
    static let growthPerFrame = 20.0
    static let leavingScreens = 5.0
    static let readingSpeed = 60.0

    /// The frames the run takes: the phases are shares of them.
    let frames: Int
    /// The speed of the drag away from the end, pt/s.
    let leavingSpeed: Double
    /// Rows appended so far.
    private var appended = 0
    /// The rows growing now and the frames each has left (a few at most: capacity kept).
    private var growing: [(path: ListIndexPath, framesLeft: Int)] = []
    /// How far the reader has dragged up.
    private var dragged = 0.0
    /// The largest distance between the content's end and the viewport's bottom while anchored.
    private(set) var endDriftMaxPt = 0.0
    /// The most rows waiting below the viewport while the reader was away.
    private(set) var newRowsBelowMax = 0

    init(frames: Int, leavingSpeed: Double) {
        self.frames = frames
        self.leavingSpeed = leavingSpeed
        growing.reserveCapacity(4)
    }

    /// Whether the reader is away from the end at `frame` (dragging up or reading).
    func isAway(atFrame frame: Int) -> Bool { frame >= frames / 2 && frame < frames - frames / 10 }

    /// The frame's scroll, before its data change: returns how far it scrolled (negative: up),
    /// or 0 while the engine keeps the end.
    mutating func scroll(_ list: ListView, frame: Int, fps: Int) throws -> Double {
        if frame == frames - frames / 10 {
            try list.scrollToEnd()
            return 0
        }
        guard isAway(atFrame: frame) else { return 0 }
        let leaving = Self.leavingScreens * list.viewportSize.height
        let step = dragged < leaving ? Swift.min(leavingSpeed / Double(fps), leaving - dragged) : Self.readingSpeed / Double(fps)
        dragged += step
        try list.setContentOffset(Point(x: list.contentOffset.x, y: list.contentOffset.y - step))
        return -step
    }

    /// The frame's data change: the rows growing grow (through `source`, which keeps their new
    /// heights, and the list); every few frames a row arrives, handed to `apply` as a batch.
    mutating func change(_ list: ListView, source: any UpdatableDataSource, frame: Int,
                         apply: (ListBatchUpdate) throws -> Void) throws {
        if case .fixed = list.rowHeight {} else {
            var i = 0
            while i < growing.count {
                let path = growing[i].path
                if let height = list.rectForRow(at: path)?.height {
                    source.rowDidGrow(at: path, to: height + Self.growthPerFrame)
                    try list.setHeight(height + Self.growthPerFrame, forRowAt: path)
                }
                growing[i].framesLeft -= 1
                if growing[i].framesLeft == 0 { growing.remove(at: i) } else { i += 1 }
            }
        }
        guard frame % Self.framesPerArrival == 0, list.numberOfSections > 0 else { return }
        let section = list.numberOfSections - 1
        let path = ListIndexPath(row: list.numberOfRows(inSection: section), section: section)
        var update = ListBatchUpdate()
        update.insertRows(at: [path])
        try apply(update)
        appended += 1
        if appended % Self.growingEvery == 0 { growing.append((path, Self.growthFrames)) }
    }

    /// After the frame's layout pass: the end's drift while anchored, the rows waiting below.
    mutating func measure(_ list: ListView) {
        if list.isAnchoredToEnd {
            endDriftMaxPt = Swift.max(endDriftMaxPt, abs(list.contentOffsetLimits.upperBound - list.contentOffset.y))
        }
        newRowsBelowMax = Swift.max(newRowsBelowMax, list.newRowsBelow)
    }
}
