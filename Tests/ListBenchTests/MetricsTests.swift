import Testing
@testable import ListBench

@Suite struct MetricsTests {
    @Test func hitchTimeForKnownFrameTimes() {
        let budget = 1000.0 / 120
        #expect(HitchBudget.hitchMs(workMs: 8, budgetMs: budget) == 0)
        #expect(HitchBudget.hitchMs(workMs: budget, budgetMs: budget) == 0)
        #expect(HitchBudget.hitchMs(workMs: 10, budgetMs: budget) == budget)          // one interval late
        #expect(HitchBudget.hitchMs(workMs: 20, budgetMs: budget) == 2 * budget)      // ceil(2.4) − 1 = 2
        #expect(HitchBudget.hitchMs(workMs: 50, budgetMs: 1000.0 / 60) == 2 * 1000.0 / 60)
    }

    @Test func hitchBands() {
        #expect(HitchBudget.Band(ratioMsPerS: 4.99) == .good)
        #expect(HitchBudget.Band(ratioMsPerS: 5) == .warning)
        #expect(HitchBudget.Band(ratioMsPerS: 10) == .warning)
        #expect(HitchBudget.Band(ratioMsPerS: 10.01) == .critical)
    }

    func records(workUs: [Double]) -> [FrameRecord] {
        workUs.enumerated().map { index, us in
            var r = FrameRecord()
            r.frame = index
            r.workNs = UInt64(us * 1000)
            r.allocations = index % 10 == 0 ? 2 : 0
            r.cellsCreated = index < 5 ? 1 : 0
            r.cellsReused = 3
            return r
        }
    }

    @Test func statisticsOfKnownFrames() {
        // 120 frames: 1 s at 120 Hz. Work 1…100 µs, plus 20 frames of 20 ms (2 intervals late each).
        let work = (1...100).map(Double.init) + Array(repeating: 20_000.0, count: 20)
        let s = FrameStatistics(records: records(workUs: work), clock: FrameClock(fps: 120))
        #expect(s.frames == 120)
        #expect(abs(s.workUs.p50 - 60) <= 0.1)
        #expect(abs(s.workUs.max - 20_000) <= 20)
        #expect(s.framesOverBudget == 20)
        #expect(abs(s.scrolledSeconds - 1) < 1e-12)
        #expect(abs(s.hitchTimeMs - 20 * 2 * 1000.0 / 120) < 1e-9)
        #expect(abs(s.hitchTimeRatioMsPerS - 333.333) < 0.001)
        #expect(s.allocationsPerFrameMean == 24.0 / 120)
        #expect(s.allocationsPerFrameMax == 2)
        #expect(s.cellsCreated == 5 && s.cellsReused == 360)
        let mean = work.reduce(0, +) / 120
        #expect(abs(s.workUs.mean - mean) / mean < 0.001)
    }

    @Test func emptyRunHasZeroes() {
        let s = FrameStatistics(records: [], clock: FrameClock(fps: 60))
        #expect(s.frames == 0 && s.workUs.p99 == 0 && s.hitchTimeRatioMsPerS == 0)
    }
}
