import Testing
import ListEngine
@testable import ListBench

@Suite struct FrameClockTests {
    @Test func frameClockBudgets() {
        #expect(FrameClock(fps: 120).budgetMs == 1000.0 / 120)
        #expect(FrameClock(fps: 60).intervalNs == 16_666_667)
        #expect(FrameClock(fps: 240).time(ofFrame: 240) == 1)
        // A paced clock really waits: 6 frames at 240 Hz take about 25 ms.
        let clock = FrameClock(fps: 240, paced: true)
        let start = Monotonic.now()
        for frame in 0...6 { clock.waitForFrame(frame, startedAt: start) }
        #expect(Monotonic.now() - start >= 6 * clock.intervalNs)
    }
}
