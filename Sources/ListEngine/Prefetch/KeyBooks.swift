/// What the scheduler keeps per key that a row's turnover reads and writes: the cell waiting for
/// the key's item, and whether the item is queued or running, cached, and shown since cached.
///
/// One record of 16 bytes rather than a column each: configuring, recycling or cancelling a row
/// reads and writes several of them, and the frame's other work has pushed the books out of
/// the processor's caches by the next turnover — one miss a key, not one a field.
@usableFromInline struct KeyBooks {
    /// The cell waiting for the key's item, unretained (see ``PrefetchScheduler/books``).
    @usableFromInline var cell: Unmanaged<ListCell>?
    /// Whether the item's load is queued or running.
    @usableFromInline var isQueued: Bool
    /// Whether the item's content is cached.
    @usableFromInline var isCached: Bool
    /// Whether the cached content reached a cell since it was stored.
    @usableFromInline var shown: Bool

    /// A key nothing refers to.
    @inlinable static var idle: KeyBooks { KeyBooks(cell: nil, isQueued: false, isCached: false, shown: false) }

    @inlinable init(cell: Unmanaged<ListCell>?, isQueued: Bool, isCached: Bool, shown: Bool) {
        self.cell = cell
        self.isQueued = isQueued
        self.isCached = isCached
        self.shown = shown
    }
}
