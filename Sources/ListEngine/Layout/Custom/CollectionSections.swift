/// The sections a ``CustomCollectionLayout`` lays out: how many items each holds and how tall
/// its header is. Items are numbered globally from 0 across sections, as the engine numbers
/// them everywhere (``ListView/indexPath(forGlobalRow:)``).
public struct CollectionSections: Hashable, Sendable {
    /// Every section's header height (0 for none), one per section.
    public let headerHeights: [Double]
    /// `start[s]` is section `s`'s first item; one extra element holds the total.
    let start: [Int]

    /// Sections of `itemCounts` items under headers `headerHeights` tall (a negative count counts
    /// as 0; extra header heights are ignored, missing ones are 0).
    ///
    /// - Complexity: O(sections).
    public init(itemCounts: [Int], headerHeights: [Double]) {
        self.headerHeights = headerHeights.count == itemCounts.count
            ? headerHeights : itemCounts.indices.map { $0 < headerHeights.count ? headerHeights[$0] : 0 }
        var start = [Int]()
        start.reserveCapacity(itemCounts.count + 1)
        var total = 0
        for count in itemCounts {
            start.append(total)
            total += Swift.max(0, count)
        }
        start.append(total)
        self.start = start
    }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var sectionCount: Int { start.count - 1 }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    public var itemCount: Int { start[start.count - 1] }

    /// The number of items section `section` holds.
    ///
    /// - Precondition: `0 <= section < sectionCount`.
    /// - Complexity: O(1).
    public func itemCount(inSection section: Int) -> Int { start[section + 1] - start[section] }

    /// The global number of section `section`'s first item (the item count for `sectionCount`).
    ///
    /// - Precondition: `0 <= section <= sectionCount`.
    /// - Complexity: O(1).
    public func firstItem(inSection section: Int) -> Int { start[section] }

    /// The items of section `section`, as global numbers.
    ///
    /// - Precondition: `0 <= section < sectionCount`.
    /// - Complexity: O(1).
    public func items(inSection section: Int) -> Range<Int> { start[section]..<start[section + 1] }

    /// The section that holds global item `item`.
    ///
    /// - Precondition: `0 <= item < itemCount`.
    /// - Complexity: O(log sections).
    public func section(containingItem item: Int) -> Int {
        var low = 0
        var high = sectionCount
        while high - low > 1 {
            let mid = (low + high) >> 1
            if start[mid] <= item { low = mid } else { high = mid }
        }
        return low
    }
}
