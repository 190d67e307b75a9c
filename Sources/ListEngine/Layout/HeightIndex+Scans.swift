/// The branchless loops a descent and a leaf scan run: counting a node's slots, summing and
/// searching a leaf's heights.
extension HeightIndex {
    /// The number of a node's slots at or below `value`: a branchless count, four at a time.
    ///
    /// - Complexity: O(1): a node has 32 slots.
    @inline(__always)
    static func slots(_ p: UnsafePointer<Int32>, atOrBelow value: Int32) -> Int {
        let raw = UnsafeRawPointer(p)
        let target = SIMD4<Int32>(repeating: value)
        let one = SIMD4<Int32>(repeating: 1)
        var counted = SIMD4<Int32>()
        for j in 0..<(nodeSlots / 4) {
            let x = raw.loadUnaligned(fromByteOffset: j &* 16, as: SIMD4<Int32>.self)
            counted &+= SIMD4<Int32>().replacing(with: one, where: x .<= target)
        }
        return Int(counted.wrappedSum())
    }

    /// The number of a node's slots whose tops (with `gap`'s gaps before them; `starts`
    /// holds the slots' first entries) fit below `value` by `comparison`: a branchless count,
    /// two at a time.
    ///
    /// - Complexity: O(1): a node has 32 slots.
    @inline(__always)
    static func slots<C: Comparison, G: Gap>(_ p: UnsafePointer<Double>, starts: UnsafePointer<Int32>, _ comparison: C,
                                                     _ value: Double, _ gap: G) -> Int {
        let raw = UnsafeRawPointer(p)
        let rawStarts = UnsafeRawPointer(starts)
        let target = SIMD2<Double>(repeating: value)
        let one = SIMD2<Int64>(repeating: 1)
        // Four running counts, so that no long chain of additions waits on the comparisons.
        var counted = (SIMD2<Int64>(), SIMD2<Int64>(), SIMD2<Int64>(), SIMD2<Int64>())
        for j in stride(from: 0, to: nodeSlots / 2, by: 4) {
            func fits(_ pair: Int) -> SIMD2<Int64> {
                let x = gap.tops(raw.loadUnaligned(fromByteOffset: (j &+ pair) &* 16, as: SIMD2<Double>.self),
                                 entries: rawStarts.loadUnaligned(fromByteOffset: (j &+ pair) &* 8, as: SIMD2<Int32>.self))
                return SIMD2<Int64>().replacing(with: one, where: C.fits(x, target))
            }
            counted.0 &+= fits(0)
            counted.1 &+= fits(1)
            counted.2 &+= fits(2)
            counted.3 &+= fits(3)
        }
        return Int(((counted.0 &+ counted.1) &+ (counted.2 &+ counted.3)).wrappedSum())
    }

    /// The sum of the heights of `count` stored values from `start`: four at a time, in two
    /// running sums of two.
    ///
    /// - Complexity: O(count).
    @inline(__always)
    static func sum(_ h: UnsafeBufferPointer<Float32>, from start: Int, count: Int) -> Double {
        let p = h.baseAddress! + start
        var low = SIMD2<Double>()
        var high = SIMD2<Double>()
        var j = 0
        while j &+ 4 <= count {
            addGroup(p, at: j, to: &low, &high)
            j &+= 4
        }
        return total(low, high, plus: p, from: j, to: count)
    }

    /// Adds the heights of the four stored values from `p[j]` to the running sums, two to each.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func addGroup(_ p: UnsafePointer<Float32>, at j: Int, to low: inout SIMD2<Double>, _ high: inout SIMD2<Double>) {
        let bits = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j &* 4, as: SIMD4<UInt32>.self)
            & SIMD4<UInt32>(repeating: ~measuredBit)
        let heights = unsafeBitCast(bits, to: SIMD4<Float>.self)
        low += SIMD2<Double>(heights.lowHalf)
        high += SIMD2<Double>(heights.highHalf)
    }

    /// The running sums together, plus the heights of the stored values `p[j..<end]` one at a time.
    ///
    /// - Complexity: O(end − j).
    @inline(__always)
    static func total(_ low: SIMD2<Double>, _ high: SIMD2<Double>, plus p: UnsafePointer<Float32>,
                              from j: Int, to end: Int) -> Double {
        var sum = (low + high).sum()
        var k = j
        while k < end {
            sum += Double(magnitude(p[k]))
            k &+= 1
        }
        return sum
    }

    /// The number of leading entries among `count` stored values from `start` whose running
    /// sum (with `gap`'s gap after each) fits below `remaining` by `comparison`. Skips eight
    /// entries at a time while their sum fits, then goes one at a time.
    ///
    /// - Complexity: O(count).
    @inline(__always)
    static func search<C: Comparison, G: Gap>(_ h: UnsafeBufferPointer<Float32>, from start: Int, count: Int,
                                                      _ remaining: Double, _ comparison: C, _ gap: G) -> Int {
        let p = h.baseAddress! + start
        var remaining = remaining
        var k = 0
        while k &+ 8 <= count {
            let chunk = gap.span(sum(h, from: start &+ k, count: 8), count: 8)
            guard C.fits(chunk, remaining) else { break }
            remaining -= chunk
            k &+= 8
        }
        while k < count {
            let height = gap.span(Double(magnitude(p[k])), count: 1)
            guard C.fits(height, remaining) else { break }
            remaining -= height
            k &+= 1
        }
        return k
    }
}
