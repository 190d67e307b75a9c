import Testing
import ListEngine
@testable import ListBench
import TestSupport

/// The checks of a custom layout's answers allocate nothing: a steady scroll over a layout that
/// allocates nothing itself allocates nothing, whether its answers are right or every one is
/// wrong (each kind reported once, then made usable frame after frame). jemalloc's per-thread
/// byte counter, exact for this thread, in debug builds too.
@Suite(.enabled(if: Jemalloc.isAvailable, "built without jemalloc (a sanitizer run)"))
struct CustomLayoutAllocationTests {
    /// Every answer the list checks, wrong (but the item at a point, which a scroll never asks).
    static var wrongEverywhere: BadAnswerLayout {
        var layout = BadAnswerLayout()
        layout.answeredItems = -10..<2_000
        layout.answeredSections = -1..<5
        layout.answeredContentHeight = .nan
        layout.answeredItemFrame = Rect(x: .nan, y: 0, width: -1, height: .infinity)
        layout.answeredHeaderFrame = Rect(x: 0, y: -.infinity, width: 390, height: 0)
        layout.answeredSectionFrame = Rect(x: 0, y: 0, width: .nan, height: 20_000)
        layout.answeredWalk = [7, 3]
        return layout
    }

    /// 160 frames to warm up (pools grown, each kind reported), then 160 more measured.
    @Test(arguments: [BadAnswerLayout(), wrongEverywhere])
    func aSteadyScrollAllocatesNothing(layout: BadAnswerLayout) throws {
        let source = TestDataSource(rows: [Array(repeating: 20, count: 1_000)])
        let list = try makeList(source, layout: .custom(layout), rowHeight: .fixed(20), viewport: Size(width: 390, height: 844))
        source.configured.reserveCapacity(100_000)
        var diagnostics = 0
        list.diagnosticHandler = { _ in diagnostics += 1 }
        let counters = try #require(Jemalloc.ThreadCounters())
        var y = 0.0
        func scroll(frames: Int) throws {
            for i in 0..<frames {
                y += i % 80 < 40 ? 25 : -25
                try list.setContentOffset(Point(x: 0, y: y))
                list.layout()
                _ = list.contentSize
                _ = list.visibleSections
                _ = list.headerFrame(inSection: 0)
            }
        }
        try scroll(frames: 160)
        let reported = diagnostics
        let before = counters.allocatedBytes
        try scroll(frames: 160)
        #expect(counters.allocatedBytes - before == 0)
        #expect(diagnostics == reported, "each kind reported once, before the measured frames")
    }
}
