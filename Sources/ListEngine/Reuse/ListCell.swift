/// A row's cell: what the data source configures and the renderer draws. Cells are handed out
/// by the list's reuse pool (``ListView/dequeueReusableCell(withIdentifier:for:)``) and
/// returned to it when their row leaves the ready window. Subclass it to hold your content.
open class ListCell: ListReusableView {
    /// The row this cell is configured for, while it is in use.
    @exclusivity(unchecked) public internal(set) var indexPath: ListIndexPath?
    /// Whether the cell's row is visible (between `willDisplay` and `didEndDisplaying`).
    @exclusivity(unchecked) public internal(set) var isDisplayed = false
    /// The column this cell shows in a sheet (``ListLayout/sheet(_:)``), while it is in use as
    /// one of the sheet's cells; nil for a row's own cell.
    @exclusivity(unchecked) public internal(set) var sheetColumn: Int?
    /// Whether the cell's row is selected — a page's placeholder too: the selection names rows,
    /// and a row selected before its page was evicted stays selected.
    @exclusivity(unchecked) public internal(set) var isSelected = false
    /// Whether the cell's row is highlighted (touched down, not yet selected).
    @exclusivity(unchecked) public internal(set) var isHighlighted = false
    /// Whether the cell's row shows its editing controls: the list is in editing mode
    /// (``ListView/isEditing``) and the data source can edit the row.
    @exclusivity(unchecked) public internal(set) var isEditing = false
    /// The editing control the row shows while ``isEditing`` (``EditingStyle/none`` otherwise).
    @exclusivity(unchecked) public internal(set) var editingStyle = EditingStyle.none
    /// Whether the row shows a reorder control: it is editing and the data source can move it.
    @exclusivity(unchecked) public internal(set) var showsReorderControl = false
    /// Whether the row's slow content has arrived (lists with a ``PrefetchScheduler``).
    @exclusivity(unchecked) public internal(set) final var contentState = ContentState.none

    /// Sets ``contentState``: the prefetcher's code runs inlined in the app's module, where the
    /// setter is out of reach.
    @usableFromInline final func setContentState(_ state: ContentState) { contentState = state }

    /// The content prefetcher's key for the item the cell waits for; -1 for none. Kept on the
    /// cell, so that configuring and recycling a cell hash nothing. Final, like ``contentState``:
    /// the prefetcher's code, inlined in the app's module, reads and writes the field directly
    /// instead of calling an accessor through the class's table.
    @exclusivity(unchecked) @usableFromInline final var prefetchKey = -1
    /// The content prefetcher's pass in which it configured the cell, -1 once the cell is
    /// recycled: a row named for prefetching whose cell was configured in the same pass takes
    /// the item's key from the cell instead of looking the item up again.
    @exclusivity(unchecked) @usableFromInline final var prefetchPass = -1

    /// The cell's height once configured, for rows that size themselves
    /// (``RowHeight/selfSizing(estimate:)``); nil lets the delegate's `heightForRowAt` decide.
    open func preferredHeight(fittingWidth width: Double) -> Double? { nil }

    /// The cell's size once configured, for self-sizing items of a flow (``FlowLayout``), which
    /// choose their width too; `width` is the most a line has room for. nil lets the delegate's
    /// `sizeForItemAt` decide.
    open func preferredSize(fittingWidth width: Double) -> Size? { nil }

    /// Where the cell's detail button is (a detail or detail-disclosure accessory), in the
    /// cell's own coordinates (its top-left at 0, 0) for a cell of `size`; nil for none. A touch
    /// there is the accessory's — the delegate's `accessoryButtonTappedForRowWith` — not the
    /// row's: it neither highlights nor selects the row, as in UIKit.
    open func detailButtonFrame(in size: Size) -> Rect? { nil }

    /// Whether the cell shows an accessory at its trailing edge (a disclosure indicator, a
    /// checkmark, a detail button, a switch): a plain list with a section index reports
    /// ``ListError/indexBesideTrailingAccessories(_:)`` for it. Default: false.
    open var hasTrailingAccessory: Bool { false }
}

/// The cell given to a row whose data source threw or returned nothing usable: empty, so the
/// list still lays out and the failure is reported as a diagnostic.
public final class PlaceholderCell: ListCell {
    /// The reuse identifier of placeholder cells.
    public static let identifier = "ListEngine.placeholder"
}
