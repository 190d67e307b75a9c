extension HeightIndex {
    /// Entries in order, kept as an index stores them: a `Float32` each, its sign bit the
    /// measured flag — a quarter of the memory of an array of ``Entry``. What a one-pass rebuild
    /// reads the old entries from and writes the new ones into; an index is built over it
    /// without copying.
    package struct EntryList: Sendable {
        /// The stored values.
        var stored: [Float32] = []

        /// An empty list.
        ///
        /// - Complexity: O(1).
        package init() {}

        /// The number of entries.
        ///
        /// - Complexity: O(1).
        package var count: Int { stored.count }

        /// Makes room for `capacity` entries, and the padding an index built over them needs.
        ///
        /// - Complexity: O(capacity).
        package mutating func reserveCapacity(_ capacity: Int) {
            stored.reserveCapacity(HeightIndex.storageCapacity(capacity))
        }

        /// Appends `entry` (its height as a `Float32`).
        ///
        /// - Complexity: O(1) amortized.
        package mutating func append(_ entry: Entry) {
            stored.append(HeightIndex.stored(entry))
        }

        /// Appends the entries of `other` at `range`, as stored (one copy, no conversion).
        ///
        /// - Complexity: O(range.count) amortized.
        package mutating func append(_ range: Range<Int>, of other: EntryList) {
            stored.append(contentsOf: other.stored[range])
        }

        /// Entry `i`, as stored.
        ///
        /// - Complexity: O(1).
        package subscript(i: Int) -> Entry {
            get { HeightIndex.entry(stored[i]) }
            set { stored[i] = HeightIndex.stored(newValue) }
        }
    }

    /// Every entry, in order, as the index stores them (4 bytes each).
    ///
    /// - Complexity: O(n).
    package func entries() -> EntryList {
        var all = EntryList()
        all.reserveCapacity(count)
        forEachLeaf { leaf, _ in all.stored.append(contentsOf: leaf) }
        return all
    }

    /// Creates an index over `entries`, in order, keeping their measured flags.
    ///
    /// - Complexity: O(n).
    package init(entries: consuming EntryList) {
        self.init(building: entries.stored, clearingFlags: false)
    }
}
