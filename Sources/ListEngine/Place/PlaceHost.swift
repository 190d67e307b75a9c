/// What a ``PlaceKeeper`` needs of its list: the layout and the cells it reads anchors from,
/// the viewport it moves, the few layout steps a restored place or the end takes (a flow laid
/// out through an item, the ready band prepared, the cells' frames refreshed), and the update
/// animation that moves with the offset. The list adopts it (`ListView+PlaceHost.swift`); the
/// keeper's operations are generic over it, so each is specialized for the list.
protocol PlaceHost: AnyObject {
    /// The layout, whichever it is: rows' global numbers, index paths and frames.
    var activeLayout: ActiveLayout { get }
    /// The cells handed out, whose frames the last pass placed.
    var window: CellWindow { get }
    /// Where the list is looked at: keeping a place shifts its offset, a restored place and the
    /// end scroll it, and the end anchor says whether the end keeps the place.
    var viewport: Viewport { get set }
    /// Whether the list has loaded its data at least once.
    var hasLoaded: Bool { get }
    /// Whether a row is moving interactively (the cells then show the move, not their rows).
    var isMovingRow: Bool { get }
    /// The smallest and largest content offsets at rest.
    var contentOffsetLimits: ClosedRange<Double> { get }

    /// The data source and delegate as they are now, for the questions of one operation.
    ///
    /// - Complexity: O(1).
    func loadCallees() -> Callees
    /// The rows whose frames meet the viewport, capped at ``ListView/maximumConfiguredCells``.
    ///
    /// - Complexity: O(log n).
    func visibleRowRange() -> Range<Int>
    /// Whether item `g`'s frame meets the viewport.
    ///
    /// - Complexity: O(log n).
    func isOnScreen(item g: Int) -> Bool
    /// Reads everything anew from the data source and delegate (``ListView/reloadData()``
    /// within the operation under way).
    ///
    /// - Complexity: that of ``ListView/reloadData()``.
    func reloadAll() throws(ListError)
    /// Throws ``ListError/indexPathOutOfRange(_:rowsInSection:)`` unless the list has the row.
    ///
    /// - Complexity: O(1).
    func validate(_ indexPath: ListIndexPath) throws(ListError)
    /// Stops an animated scroll under way (a jump replaces it).
    ///
    /// - Complexity: O(1).
    func stopScrollAnimation()
    /// Lays a flow out through item `g`; returns whether anything was laid out (nothing for
    /// other layouts).
    ///
    /// - Complexity: O(log n + the items laid out).
    @discardableResult
    func layOut(through g: Int, callees: Callees) -> Bool
    /// Lays a flow's last sections out until its content reaches down to `y`.
    ///
    /// - Complexity: O(log n + the items laid out).
    func layOut(reaching y: Double, callees: Callees)
    /// Lays a collection's ready band out exactly, keeping `anchor` where it is on screen;
    /// returns whether anything was laid out.
    ///
    /// - Complexity: O(log n) when the band is laid out already.
    @discardableResult
    func prepareReadyBand(keeping anchor: (row: Int, screenY: Double)?, callees: Callees) -> Bool
    /// Gives the cells from row `g` on the frames the layout has now.
    ///
    /// - Complexity: O(cells from `g` on).
    func refreshFrames(from g: Int)
    /// The offset moved by `dy` to keep the place: what an update animation under way draws
    /// moves with it, and its cells are drawn there at once.
    ///
    /// - Complexity: O(1) with no animation; O(a) for the a rows and views that animate.
    func updateAnimationFollowsPlace(movedBy dy: Double)
    /// Forgets the rows counted as arrived below the viewport (``ListView/newRowsBelow``).
    ///
    /// - Complexity: O(1).
    func forgetRowsBelow()
}
