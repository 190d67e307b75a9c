@testable import ListEngine

/// The tests' one seam into `ListView`'s internals. Tests speak through the public API; where
/// they must see a fact no public API tells — which rows hold cells, which cells are kept alive
/// for focus, what the layout has measured — they read it here, so a restructuring of the
/// engine's insides changes this file and not the tests. Each accessor reads one thing and says
/// why a test needs it. (It lives in this test target, not in TestSupport: TestSupport is also
/// built into the release benchmarks, where `@testable import` is not available.)
extension ListView {
    /// The global rows that hold a configured cell now (the cell window). `ranges.ready` only
    /// plans which rows should; tests check that the cells follow the plan, cover the visible
    /// rows, and that a row's cell is gone after it leaves.
    var rowsWithCells: Range<Int> { window.materialized }

    /// The cells of ``rowsWithCells``, in row order: a test checks each one is configured for
    /// its row. `visibleCells` shows only the displayed ones.
    var cellsWithRows: [ListCell] { Array(window.cells) }

    /// The cells kept alive outside the window because their row holds the keyboard or
    /// accessibility focus while scrolled away: no public API lists them, and tests check that
    /// a focused row keeps its one cell and gives it back when the focus leaves.
    var pinnedCells: [ListCell] { window.pinned }

    /// The plain-style section headers kept for pinning at the viewport's top, by section:
    /// tests check that a pinned header keeps its view (no reuse churn) and is given back.
    var pinnedHeaderViews: [(section: Int, view: ListReusableView)] { window.supplementary.pinnedHeaders }

    /// Whether the layout has laid out item `g` (a grid or flow lays out lazily): tests check
    /// that every item on screen was laid out, and pick anchors among laid-out items.
    func layoutHasLaidOut(item g: Int) -> Bool { activeLayout.isLaidOut(item: g) }

    /// Whether item `g`'s frame is final (laid out and, if self-sizing, measured): the README's
    /// place rule anchors a grid or flow on the first such item on screen.
    func layoutHasFinalFrame(item g: Int) -> Bool { activeLayout.hasFinalFrame(item: g) }

    /// Whether row or item `g` has been measured (self-sizing): a reloaded self-sizing row keeps
    /// its height only as an estimate, which no public API distinguishes from a measured one.
    func layoutHasMeasured(item g: Int) -> Bool { activeLayout.isMeasured(item: g) }

    /// Whether a grid holds nothing per item (no height index, no item heights): a grid of
    /// fixed-height items must stay O(sections) in memory through batches.
    var gridHoldsNothingPerItem: Bool { activeLayout.grid.index == nil && activeLayout.grid.itemHeights.isEmpty }

    /// The custom layout the list holds, as prepared: tests check that setting an equal layout
    /// does not prepare it again.
    var preparedCustomLayout: (any CustomCollectionLayout)? { activeLayout.custom?.layout }

    /// Whether a place restored by `restorePlace` still anchors (the viewport not moved since):
    /// the first row of the place rule's table, which `place` alone cannot tell apart.
    var holdsRestoredPlace: Bool { placeKeeper.restored != nil }

    /// Whether an assistive technology listens for announcements, and the announcement waiting
    /// to be posted: tests check announcements are only prepared for a listener.
    var hearsAnnouncements: Bool { accessibility.hearsAnnouncements }

    /// The announcement prepared and not yet posted (see ``hearsAnnouncements``).
    var pendingAnnouncement: AccessibilityAnnouncement? { accessibility.notice }

    /// Checks the table geometry's invariants (traps on a broken one): randomized tests call
    /// it after every step; the engine checks them only when built with internal checks.
    func checkTableGeometryInvariants() { activeLayout.geometry._checkInvariants() }

    /// Checks the grid geometry's invariants, as ``checkTableGeometryInvariants()`` does.
    func checkGridGeometryInvariants() { activeLayout.grid._checkInvariants() }

    /// Checks the section views' invariants (headers, footers, pinned headers), as
    /// ``checkTableGeometryInvariants()`` does.
    func checkSectionViewInvariants() { window.supplementary._checkInvariants() }
}
