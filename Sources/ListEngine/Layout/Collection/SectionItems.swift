/// Which items belong to which section: items are numbered globally from 0 across sections.
struct SectionItems {
    /// `start[s]` is the global number of section `s`'s first item; one extra element holds the total.
    private(set) var start: [Int]

    /// Sections of `counts` items.
    ///
    /// - Complexity: O(sections).
    init(counts: [Int]) {
        start = TableGeometry.prefixSums(counts)
    }

    var sectionCount: Int { start.count - 1 }
    var itemCount: Int { start[start.count - 1] }

    func count(inSection s: Int) -> Int { start[s + 1] - start[s] }

    /// The section that holds global item `g` (the last section with items at or before `g`).
    ///
    /// - Complexity: O(log sections).
    func section(containing g: Int) -> Int {
        var low = 0
        var high = sectionCount
        while high - low > 1 {
            let mid = (low + high) >> 1
            if start[mid] <= g { low = mid } else { high = mid }
        }
        return low
    }
}
