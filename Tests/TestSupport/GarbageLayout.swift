import ListEngine

/// A custom layout for the tests that answers nonsense: item and section ranges outside the
/// counts, reversed, huge or empty anywhere; frames and content heights with NaN, ±∞, negative
/// sizes and magnitudes past 2⁵³; items at a point that do not exist; walks that skip, repeat
/// or stray — mixed with sensible answers (a stack of 37-pt items). Every answer is a function
/// of `seed`, what the list prepared it for and the question, so asking twice gives the same
/// answer, as the engine may assume of any layout.
package struct GarbageLayout: CustomCollectionLayout {
    /// Decides every answer.
    package var seed: UInt64
    private var itemCount = 0
    private var sectionCount = 0
    private var width = 0.0

    /// A layout whose answers `seed` decides.
    package init(seed: UInt64) {
        self.seed = seed
    }

    /// Pinned headers or not, as the seed says.
    package var pinsSectionHeaders: Bool { seed & 1 == 1 }

    package mutating func prepare(sections: CollectionSections, width: Double, itemSize: (Int) -> Size?) {
        itemCount = sections.itemCount
        sectionCount = sections.sectionCount
        self.width = width
        // Questions about items that do not exist, and a few that do.
        for item in [-1, itemCount, Int.min, 0, itemCount / 2] { _ = itemSize(item) }
    }

    /// 64 bits the seed, the preparation and `question` with its arguments decide.
    private func bits(_ question: UInt64, _ a: UInt64, _ b: UInt64 = 0) -> UInt64 {
        var z = seed &* 0x9E37_79B9_7F4A_7C15 ^ question &* 0xC2B2_AE3D_27D4_EB4F ^ a ^ b &* 0x1656_67B1_9E37_79F9
            ^ UInt64(bitPattern: Int64(itemCount)) &* 0x27D4_EB2F_1656_67C5 ^ width.bitPattern
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Numbers a frame or a height may be made of, the bad ones first.
    private static let values: [Double] = [.nan, .infinity, -.infinity, -500, 1e300, -1e300, .greatestFiniteMagnitude,
                                           9.1e15, -0.0, 0, 12.5, 37, 200, 1_000]

    /// A range of `count` things that is wrong in one of many ways, or right, as `r` says.
    private static func range(_ r: UInt64, count: Int, sensible: Range<Int>) -> Range<Int> {
        let n = Int((r >> 8) % 64)
        let m = Int((r >> 16) % 64)
        switch r % 9 {
        case 0, 1, 2: return sensible
        case 3: return -n..<(count + m)
        case 4: return Int.min..<Int.max
        case 5: return (count + n)..<(count + n + m)
        case 6: return (-n - m)..<(-n)
        case 7: return unsafeBitCast((Swift.min(count, n) + m + 1, Swift.min(count, n)), to: Range<Int>.self)
        default:
            let a = count == 0 ? 0 : n % (count + 1)
            return a..<(a + (count - a == 0 ? 0 : m % (count - a + 1)))
        }
    }

    /// The items of a stack of 37-pt items that intersect `y0 ..< y1` (not clamped to the count).
    private static func stacked(_ y0: Double, _ y1: Double) -> Range<Int> {
        let first = Int((Swift.max(-1e6, Swift.min(1e15, y0)) / 37).rounded(.down))
        return first..<Swift.max(first, Int((Swift.max(-1e6, Swift.min(1e15, y1)) / 37).rounded(.up)))
    }

    /// A frame, sensible at `y` or made of ``values``, as `r` says.
    private func frame(_ r: UInt64, y: Double) -> Rect {
        guard r % 5 == 0 else { return Rect(x: 0, y: y, width: Swift.max(0, width / 2), height: 37) }
        let v = Self.values
        return Rect(x: v[Int((r >> 8) % UInt64(v.count))], y: v[Int((r >> 16) % UInt64(v.count))],
                    width: v[Int((r >> 24) % UInt64(v.count))], height: v[Int((r >> 32) % UInt64(v.count))])
    }

    package var contentHeight: Double {
        let r = bits(1, 0)
        return r % 3 == 0 ? Double(itemCount) * 37 : Self.values[Int((r >> 8) % UInt64(Self.values.count))]
    }

    package func items(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        Self.range(bits(2, y0.bitPattern, y1.bitPattern), count: itemCount, sensible: Self.stacked(y0, y1))
    }

    package func frame(ofItem item: Int) -> Rect {
        frame(bits(3, UInt64(bitPattern: Int64(item))), y: Double(item) * 37)
    }

    package func forEachItem(in items: Range<Int>, _ body: (Int, Rect) -> Void) {
        let r = bits(4, UInt64(bitPattern: Int64(items.lowerBound)), UInt64(bitPattern: Int64(items.upperBound)))
        let odd = items.isEmpty ? items.lowerBound : items.lowerBound + Int((r >> 8) % UInt64(items.count))
        for item in items {
            switch r % 6 {
            case 3 where item == odd: continue  // skips one
            case 4 where item == odd: body(item, frame(ofItem: item))  // repeats one
            case 5 where item == odd: body(-item - 1, frame(ofItem: item)); return  // strays, then stops
            default: break
            }
            body(item, frame(ofItem: item))
        }
        if r % 6 == 2 { body(items.upperBound, frame(ofItem: items.upperBound)) }  // one too many
    }

    package func headerFrame(ofSection section: Int) -> Rect {
        frame(bits(5, UInt64(bitPattern: Int64(section))), y: Double(section) * 100)
    }

    package func sectionFrame(ofSection section: Int) -> Rect {
        frame(bits(6, UInt64(bitPattern: Int64(section))), y: Double(section) * 100)
    }

    package func sections(intersecting y0: Double, _ y1: Double) -> Range<Int> {
        Self.range(bits(7, y0.bitPattern, y1.bitPattern), count: sectionCount, sensible: 0..<sectionCount)
    }

    package func item(at point: Point) -> Int? {
        let r = bits(8, point.x.bitPattern, point.y.bitPattern)
        let answers = [nil, -3, itemCount, itemCount + 7, Int.min, Int.max]
        return r % 4 == 0 && itemCount > 0 ? Int((r >> 8) % UInt64(itemCount)) : answers[Int((r >> 8) % UInt64(answers.count))]
    }
}
