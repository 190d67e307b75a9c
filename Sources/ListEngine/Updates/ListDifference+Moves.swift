/// From a matching to the difference, not generic in the element (compiled here, once): the
/// deletions, the insertions, and the fewest moves, those outside a longest increasing
/// subsequence of the matched elements' old indices.
extension ListDifference {
    /// The deletions, insertions and minimal moves of a matching.
    ///
    /// - Complexity: O(n + m + k log L) for the k matched elements that do not simply extend
    ///   the longest increasing subsequence so far, L its length.
    @usableFromInline
    static func _difference(of matching: _Matching) -> ListDifference {
        let prefix = matching.prefix
        var difference = ListDifference(updates: matching.updates)
        let oldMiddle = matching.oldCount - matching.suffix - prefix
        guard !matching.newToOld.isEmpty || oldMiddle > 0 else { return difference }

        difference.deletions.reserveCapacity(oldMiddle - matching.matched)
        matching.oldMatched.withUnsafeBufferPointer { oldMatched in
            _forEachClearBit(in: oldMatched, below: oldMiddle) { difference.deletions.append(prefix + $0) }
        }
        matching.newToOld.withUnsafeBufferPointer { newToOld in
            difference.insertions.reserveCapacity(newToOld.count - matching.matched)
            for j in newToOld.indices where newToOld[j] < 0 { difference.insertions.append(prefix + j) }
            guard matching.matched > 0 else { return }
            _forEachOutsideLongestIncreasingSubsequence(
                newToOld, count: matching.matched, below: matching.oldCount
            ) { j in
                difference.moves.append(Move(from: newToOld[j], to: prefix + j))
            }
        }
        return difference
    }

    /// Calls `body` with the position of each non-negative entry of `values` that is not in one
    /// longest strictly increasing subsequence of them, ascending; negative entries are skipped.
    /// `count` is the number of non-negative entries, all distinct and below `bound`. Returns the
    /// subsequence's length.
    ///
    /// The subsequence comes from patience sorting: each value that extends the longest
    /// subsequence so far is placed in O(1), any other by a binary search over the piles' tops;
    /// each entry notes its predecessor, and the subsequence is read back from the last pile.
    /// Scratch space is kept in 4-byte slots when the numbers fit: half the memory to touch.
    ///
    /// - Complexity: O(n + k log L) for n entries, k of them placed by binary search, L the
    ///   subsequence's length.
    @discardableResult
    @usableFromInline
    static func _forEachOutsideLongestIncreasingSubsequence(
        _ values: UnsafeBufferPointer<Int>, count: Int, below bound: Int, _ body: (Int) -> Void
    ) -> Int {
        if Swift.max(values.count, bound) < Int(Int32.max) {
            return _forEachOutsideLongestIncreasingSubsequence(values, count: count, slot: Int32.self, body)
        }
        return _forEachOutsideLongestIncreasingSubsequence(values, count: count, slot: Int.self, body)
    }

    /// The work of the function above, with scratch space in `Slot`s.
    ///
    /// - Complexity: O(n + k log L).
    static func _forEachOutsideLongestIncreasingSubsequence<Slot: FixedWidthInteger & SignedInteger>(
        _ values: UnsafeBufferPointer<Int>, count: Int, slot: Slot.Type, _ body: (Int) -> Void
    ) -> Int {
        let inSubsequence: Slot = -2
        return _withScratch(Slot.self, count: values.count + 2 * count) { scratch in
            // Each entry's predecessor in the subsequence it ends (or -1, or `inSubsequence`).
            let marks = scratch.baseAddress!
            // The top of each pile: its value, and its position in `values`.
            let topValue = marks + values.count
            let topIndex = topValue + count
            var piles = 0
            var lastTop = Int.min
            for j in values.indices {
                let value = values[j]
                if value < 0 {
                    marks[j] = -1
                    continue
                }
                if lastTop < value {
                    marks[j] = piles == 0 ? -1 : topIndex[piles - 1]
                    topValue[piles] = Slot(truncatingIfNeeded: value)
                    topIndex[piles] = Slot(truncatingIfNeeded: j)
                    piles += 1
                    lastTop = value
                } else {
                    // The first pile whose top is greater than `value` (values are distinct).
                    var low = 0
                    var high = piles - 1
                    while low < high {
                        let middle = (low + high) >> 1
                        if Int(topValue[middle]) > value { high = middle } else { low = middle + 1 }
                    }
                    marks[j] = low == 0 ? -1 : topIndex[low - 1]
                    topValue[low] = Slot(truncatingIfNeeded: value)
                    topIndex[low] = Slot(truncatingIfNeeded: j)
                    if low == piles - 1 { lastTop = value }
                }
            }
            var j = piles == 0 ? -1 : Int(topIndex[piles - 1])
            while j >= 0 {
                let predecessor = Int(marks[j])
                marks[j] = inSubsequence
                j = predecessor
            }
            for j in values.indices where values[j] >= 0 && marks[j] != inSubsequence { body(j) }
            return piles
        }
    }

    /// Calls `body` with uninitialized room for `count` integers, as an array's storage.
    /// (Not `UnsafeMutablePointer.allocate`: that takes the aligned-allocation path, whose
    /// blocks the benchmark harness's malloc interposer cannot tell apart when freeing them.)
    @usableFromInline
    static func _withScratch<Slot: FixedWidthInteger, R>(
        _: Slot.Type, count: Int, _ body: (UnsafeMutableBufferPointer<Slot>) -> R
    ) -> R {
        // Room for at least one: an empty array is the shared empty singleton, and initializing
        // one writes its count (a data race between threads, though the value does not change).
        var result: R?
        _ = [Slot](unsafeUninitializedCapacity: Swift.max(count, 1)) { buffer, initializedCount in
            result = body(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
            initializedCount = 0
        }
        return result!
    }
}
