/// A buffer of `count` elements, every one initialized, that its owner frees with
/// ``deallocate()``: the prefetcher's books per key, per load and per row.
///
/// An `Array` in a class's stored property checks that its storage is uniquely referenced (a
/// call into the runtime) and that the index is in bounds on every write; the books make
/// several writes per row turned over, so that was a sizeable part of their cost. Here a write
/// is a store: the subscript's setter is `nonmutating`, it only stores through the pointer. The
/// index is checked in debug builds only (`assert`), so every caller keeps its indices in range:
/// keys below the key table's capacity, loads below the queue's capacity, slots below the
/// ring's span.
@usableFromInline struct Column<Element> {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    /// The number of elements, all initialized.
    @usableFromInline var count: Int

    /// No elements (a column that grows later, one element at a time).
    ///
    /// - Complexity: O(1).
    @inlinable init() {
        base = .allocate(capacity: 1)
        count = 0
    }

    /// `count` copies of `value`.
    ///
    /// - Complexity: O(count).
    @inlinable init(count: Int, repeating value: Element) {
        base = .allocate(capacity: Swift.max(1, count))
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    /// Element `index`.
    ///
    /// - Complexity: O(1).
    @inlinable subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "index \(index) outside a column of \(count)")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "index \(index) outside a column of \(count)")
            base[index] = newValue
        }
    }

    /// Grows the column to `newCount` elements, the new ones `value`; the old ones keep their
    /// indices. Allocates.
    ///
    /// - Complexity: O(newCount).
    @inlinable mutating func grow(to newCount: Int, repeating value: Element) {
        guard newCount > count else { return }
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        grown.moveInitialize(from: base, count: count)
        (grown + count).initialize(repeating: value, count: newCount - count)
        base.deallocate()
        base = grown
        count = newCount
    }

    /// Sets every element to `value`.
    ///
    /// - Complexity: O(count).
    @inlinable func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    /// Frees the elements and the memory; the column must not be used again.
    ///
    /// - Complexity: O(count).
    @inlinable func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
