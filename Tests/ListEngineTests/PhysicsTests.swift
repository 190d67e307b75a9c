import Foundation
import Testing
import ListEngine


@Suite struct PhysicsTests {
    @Test func flingDeceleratesAtUIScrollViewsRate() {
        var fling = Fling(velocity: 8_000)
        _ = fling.advance(seconds: 1)
        #expect(abs(fling.velocity - 8_000 * pow(0.998, 1000)) < 1e-6)
        var fast = Fling(velocity: 8_000, rate: .fast)
        _ = fast.advance(seconds: 0.1)
        #expect(abs(fast.velocity - 8_000 * pow(0.99, 100)) < 1e-6)
    }

    @Test(arguments: [60, 120, 240])
    func framesAddUpToTheClosedFormDistanceAndComeToRest(fps: Int) {
        var fling = Fling(velocity: 8_000)
        var travelled = 0.0
        var frames = 0
        while !fling.isAtRest {
            travelled += fling.advance(seconds: 1 / Double(fps))
            frames += 1
        }
        let total = Fling.totalDistance(velocity: 8_000, rate: .normal)
        #expect(abs(total - 3_996.0) < 1)                      // 8 pt/ms ÷ −ln 0.998
        #expect(total - travelled < Fling.restingSpeed)          // what is left below resting speed
        #expect(travelled < total)
        let duration = Fling.duration(velocity: 8_000, rate: .normal)
        #expect(abs(Double(frames) / Double(fps) - duration) <= 1 / Double(fps))
        #expect(abs(duration - 3.339) < 0.01)
    }

    @Test func flingsGoBothWays() {
        var fling = Fling(velocity: -3_000)
        #expect(fling.advance(seconds: 0.1) < 0)
    }

    @Test func rubberBandResistsAndNeverReachesTheDimension() {
        let dimension = 844.0
        #expect(RubberBand.offset(forOvershoot: 0, dimension: dimension) == 0)
        var previous = 0.0
        for overshoot in stride(from: 10.0, through: 10_000, by: 10) {
            let banded = RubberBand.offset(forOvershoot: overshoot, dimension: dimension)
            #expect(banded > previous && banded < overshoot && banded < dimension)
            previous = banded
        }
        #expect(RubberBand.offset(forOvershoot: -100, dimension: dimension) == -RubberBand.offset(forOvershoot: 100, dimension: dimension))
        #expect(RubberBand.offset(forOvershoot: 100, dimension: 0) == 0)
    }
}
