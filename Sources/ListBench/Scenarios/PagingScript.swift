import ListEngine

/// The `paging` scenario's jumps and what it measures beside the frame: a fling over rows that
/// arrive by page, with a jump to a random row every ``framesPerJump`` frames. It measures the
/// blank area (placeholders on screen) over the fling's frames, leaving out the
/// ``settlingFrames`` after each jump (``blankAreaFlingMean``), and the frames from a jump until
/// no placeholder is on screen (``jumpFillFramesMax``).
struct PagingScript {
    static let framesPerJump = 240
    static let settlingFrames = 12

    /// The frame of the last jump, and whether its screen still shows placeholders.
    private var lastJump: (frame: Int, filling: Bool)?
    private var blankSum = 0.0
    private var blankFrames = 0
    private(set) var jumpFillFramesMax = 0

    /// Whether `frame` jumps.
    static func jumps(atFrame frame: Int) -> Bool { frame % framesPerJump == framesPerJump - 1 }

    /// After frame `frame`'s pass, whose blank share was `blankArea`.
    mutating func measure(frame: Int, blankArea: Double) {
        if Self.jumps(atFrame: frame) { lastJump = (frame, true) }
        if let jump = lastJump, jump.filling, blankArea == 0 {
            jumpFillFramesMax = Swift.max(jumpFillFramesMax, frame - jump.frame)
            lastJump?.filling = false
        }
        if let jump = lastJump, frame - jump.frame <= Self.settlingFrames { return }
        blankSum += blankArea
        blankFrames += 1
    }

    /// The mean blank share over the fling's frames, the settling frames after jumps left out.
    var blankAreaFlingMean: Double { blankFrames == 0 ? 0 : blankSum / Double(blankFrames) }

    /// The frames the last jump has been filling for, if it has not filled yet (a run that ends
    /// first counts them).
    func unfilledFrames(atFrame frame: Int) -> Int? {
        guard let jump = lastJump, jump.filling else { return nil }
        return frame - jump.frame
    }
}
