/// The supplementary and decoration views of a list: a reuse pool per kind, the views placed for
/// the sections on screen, by kind, and the header views kept aside for a focus. It places them
/// each pass and frames them (`SupplementaryViews+Placement.swift`), reaching the list through
/// ``SupplementaryHost``.
///
/// A class, as ``CellWindow``: the list's callbacks may read the views placed while a pass
/// places them, and must find them whole, not held by an access in progress.
final class SupplementaryViews {
    /// One kind of view: the section header or footer (asked of the data source), or a
    /// decoration (made by the list itself, one per section).
    struct Kind {
        let name: String
        let isDecoration: Bool
        let pool = ReusePool<ListReusableView>()
        /// The view of each section of ``SupplementaryViews/sections``, nil where it has none.
        var views: [ListReusableView?] = []
        /// Whether the section was asked for its view (a data source may answer nil).
        var asked: [Bool] = []
        /// The arrays ``views`` and ``asked`` had before the sections last changed, emptied: the
        /// next change fills them, so that once they are large enough a change allocates nothing.
        var spareViews: [ListReusableView?] = []
        /// See ``spareViews``.
        var spareAsked: [Bool] = []
    }

    /// The kinds registered, in registration order (a handful: searched linearly).
    @exclusivity(unchecked) var kinds: [Kind] = []
    /// The sections that have views placed.
    @exclusivity(unchecked) private(set) var sections = 0..<0
    /// Header views of sections a focus is on, kept aside while their sections are off screen
    /// (two at most): not reused for another section, and placed again when theirs comes back.
    @exclusivity(unchecked) private(set) var pinnedHeaders: [(section: Int, view: ListReusableView)] = []

    var isEmpty: Bool { kinds.isEmpty }

    /// The index of `kind`, registering it if it is new.
    ///
    /// - Complexity: O(kinds + sections).
    func index(of kind: String, isDecoration: Bool) -> Int {
        if let i = index(of: kind) { return i }
        kinds.append(Kind(name: kind, isDecoration: isDecoration))
        kinds[kinds.count - 1].views = Array(repeating: nil, count: sections.count)
        kinds[kinds.count - 1].asked = Array(repeating: false, count: sections.count)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkKind(kinds.count - 1)
        #endif
        return kinds.count - 1
    }

    /// The index of `kind`, if registered.
    ///
    /// - Complexity: O(kinds).
    func index(of kind: String) -> Int? { kinds.firstIndex { $0.name == kind } }

    /// Views now cover `new`: those of sections outside it go back to their pools — but the
    /// header views of the sections of `pins`, kept aside (``pinnedHeaders``); sections that
    /// enter have none yet, or the header kept aside for them. Each kind's arrays are the ones
    /// the previous change gave up, so a change allocates nothing once they have grown to the
    /// sections on screen.
    ///
    /// - Complexity: O(kinds × (old + new sections)).
    func cover(_ new: Range<Int>, pins: FocusPins = FocusPins()) {
        guard new != sections else { return }
        for k in kinds.indices {
            let isHeader = kinds[k].name == ListView.elementKindSectionHeader
            // Take the spares out, so that they are uniquely held and change in place.
            var views: [ListReusableView?] = []
            var asked: [Bool] = []
            swap(&views, &kinds[k].spareViews)
            swap(&asked, &kinds[k].spareAsked)
            views.removeAll(keepingCapacity: true)
            asked.removeAll(keepingCapacity: true)
            for _ in 0..<new.count {
                views.append(nil)
                asked.append(false)
            }
            for (i, s) in sections.enumerated() {
                if new.contains(s) {
                    views[s - new.lowerBound] = kinds[k].views[i]
                    asked[s - new.lowerBound] = kinds[k].asked[i]
                } else if let view = kinds[k].views[i] {
                    if isHeader, pins.contains(s) { pinnedHeaders.append((s, view)) } else { kinds[k].pool.recycle(view) }
                }
            }
            // Headers kept aside come back with their sections.
            var p = 0
            while isHeader, p < pinnedHeaders.count {
                let pinned = pinnedHeaders[p]
                if new.contains(pinned.section), !sections.contains(pinned.section) {
                    views[pinned.section - new.lowerBound] = pinned.view
                    asked[pinned.section - new.lowerBound] = true
                    pinnedHeaders.remove(at: p)
                } else {
                    p += 1
                }
            }
            swap(&views, &kinds[k].views)
            swap(&asked, &kinds[k].asked)
            // The old arrays become the spares, holding no view.
            views.removeAll(keepingCapacity: true)
            asked.removeAll(keepingCapacity: true)
            swap(&views, &kinds[k].spareViews)
            swap(&asked, &kinds[k].spareAsked)
        }
        sections = new
        #if LISTENGINE_INTERNAL_CHECKS
        for k in kinds.indices { _checkKind(k) }
        #endif
    }

    /// Returns every view to its pool, those kept aside for a focus too (sections are numbered
    /// anew, or none is shown).
    ///
    /// - Complexity: O(kinds × sections placed).
    func recycleAll() {
        cover(0..<0)
        unpinHeaders(keeping: FocusPins())
    }

    /// Returns the header views kept aside for sections not in `pins` to their pool (a focus
    /// left them).
    ///
    /// - Complexity: O(1) (two at most).
    func unpinHeaders(keeping pins: FocusPins) {
        guard !pinnedHeaders.isEmpty, let k = index(of: ListView.elementKindSectionHeader) else { return }
        var p = 0
        while p < pinnedHeaders.count {
            if pins.contains(pinnedHeaders[p].section) { p += 1 } else { kinds[k].pool.recycle(pinnedHeaders.remove(at: p).view) }
        }
    }

    /// Gives section `s` (in ``sections``) of kind `k` its view (or none).
    ///
    /// - Complexity: O(1).
    func place(_ view: ListReusableView?, kind k: Int, section s: Int) {
        kinds[k].views[s - sections.lowerBound] = view
        kinds[k].asked[s - sections.lowerBound] = true
        #if LISTENGINE_INTERNAL_CHECKS
        precondition(kinds[k].views.count == sections.count, "supplementary kind \"\(kinds[k].name)\" keeps \(kinds[k].views.count) views for sections \(sections)")
        #endif
    }

    /// The view of kind `k` for section `s`, if placed.
    ///
    /// - Complexity: O(1).
    func view(kind k: Int, section s: Int) -> ListReusableView? {
        sections.contains(s) ? kinds[k].views[s - sections.lowerBound] : nil
    }

    /// Whether section `s` of kind `k` was asked for its view.
    ///
    /// - Complexity: O(1).
    func wasAsked(kind k: Int, section s: Int) -> Bool { kinds[k].asked[s - sections.lowerBound] }
}
