/// The walk through both collections in order that pairs up, without hashing, the identities
/// that line up.
extension ListDifference {
    /// Matches, without hashing, the elements whose identities line up when walking `old` and
    /// `new` in order from `start`: on a mismatch it resumes at the nearest pair of equal
    /// identities within a few places ahead on either side. Identities are unique, so each such
    /// pair is the match, noted in `newToOld` and `oldMatched`; every other element is left
    /// unmatched there. Returns the number of pairs matched.
    ///
    /// After many mismatches with no pair in reach (a shuffle) the walk stops and leaves the
    /// rest unresolved, so it costs O(n + m) identity comparisons at most.
    ///
    /// - Complexity: O(n + m).
    @inlinable @inline(__always)
    static func _matchInOrder<Element, ID: Hashable>(
        _ old: UnsafeBufferPointer<Element>,
        _ new: UnsafeBufferPointer<Element>,
        start: Int, oldEnd: Int, newEnd: Int,
        _ id: (Element) -> ID,
        newToOld: UnsafeMutableBufferPointer<Int>,
        oldMatched: UnsafeMutableBufferPointer<UInt64>
    ) -> Int {
        let window = 8
        var i = start
        var j = start
        var matched = 0
        // Elements skipped with no pair in reach, before the walk gives up.
        var budget = (oldEnd - start + newEnd - start) / 4 + 64
        while i < oldEnd, j < newEnd, budget > 0 {
            if id(old[i]) == id(new[j]) {
                newToOld[j - start] = i
                oldMatched[(i - start) >> 6] |= 1 << UInt64((i - start) & 63)
                matched += 1
                i += 1
                j += 1
                continue
            }
            // The nearest equal pair ahead: fewest elements skipped on both sides together.
            var skipOld = window
            var skipNew = window
            var found = false
            search: for distance in 1...(2 * window) {
                for di in Swift.max(0, distance - window)...Swift.min(distance, window) {
                    let oi = i + di
                    let nj = j + distance - di
                    if oi < oldEnd, nj < newEnd, id(old[oi]) == id(new[nj]) {
                        skipOld = di
                        skipNew = distance - di
                        found = true
                        break search
                    }
                }
            }
            skipOld = Swift.min(skipOld, oldEnd - i)
            skipNew = Swift.min(skipNew, newEnd - j)
            if !found { budget -= skipOld + skipNew }
            i += skipOld
            j += skipNew
        }
        return matched
    }
}
