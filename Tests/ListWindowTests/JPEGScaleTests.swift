import Testing
@testable import ListWindow

/// The scale a JPEG is decoded at for a thumbnail: never below the box (filling it must not
/// enlarge), and the smallest such (no bigger bitmap than needed).
@Suite struct JPEGScaleTests {
    @Test func theScalesAreTurboJPEGsEighthsUpToOne() {
        let scales = JPEGScale.reducing
        #expect(scales.first == JPEGScale(numerator: 1, denominator: 8))
        #expect(scales.last == .one)
        #expect(scales.count == 8)
        #expect(scales.allSatisfy { $0.numerator <= $0.denominator })
    }

    @Test func aPhotoForATileDecodesAtAQuarter() {
        // 1,200 × 900 into 124 × 124: an eighth (150 × 113) is too short, a quarter (300 × 225) covers.
        let scale = JPEGScale.smallest(covering: 124, 124, imageWidth: 1_200, height: 900)
        #expect(scale == JPEGScale(numerator: 1, denominator: 4))
        #expect(JPEGScale.smallest(covering: 100, 100, imageWidth: 1_200, height: 900) == JPEGScale(numerator: 1, denominator: 8))
        #expect(JPEGScale.smallest(covering: 1_200, 900, imageWidth: 1_200, height: 900) == .one)
        #expect(JPEGScale.smallest(covering: 2_000, 10, imageWidth: 1_200, height: 900) == .one)
    }

    @Test func theChosenScaleIsTheSmallestThatCoversTheBox() {
        var random = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let width = 1 + Int(random.next() % 5_000)
            let height = 1 + Int(random.next() % 5_000)
            let boxWidth = 1 + Int(random.next() % 800)
            let boxHeight = 1 + Int(random.next() % 800)
            let scale = JPEGScale.smallest(covering: boxWidth, boxHeight, imageWidth: width, height: height)
            let covers = { (s: JPEGScale) in s.scaled(width) >= boxWidth && s.scaled(height) >= boxHeight }
            guard let index = JPEGScale.reducing.firstIndex(of: scale) else {
                Issue.record("\(scale) is not one of TurboJPEG's scales")
                continue
            }
            if covers(.one) {
                #expect(covers(scale), "\(scale) of \(width)×\(height) does not cover \(boxWidth)×\(boxHeight)")
            } else {
                #expect(scale == .one, "nothing covers \(boxWidth)×\(boxHeight) from \(width)×\(height): the full size")
            }
            if index > 0 {
                #expect(!covers(JPEGScale.reducing[index - 1]), "\(JPEGScale.reducing[index - 1]) would do for \(width)×\(height)")
            }
        }
    }
}
