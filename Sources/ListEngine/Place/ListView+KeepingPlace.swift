/// The place keeper's operations as the layout pass and batch updates call them on the list:
/// each forwards to ``PlaceKeeper``.
extension ListView {
    /// The row that keeps the user's place and where its top is on screen (see
    /// ``PlaceKeeper/screenAnchor(in:)``).
    ///
    /// - Complexity: O(log n) for a table; O(v log n) for a collection with v items on screen.
    func screenAnchor() -> (row: Int, screenY: Double)? { placeKeeper.screenAnchor(in: self) }

    /// ``screenAnchor()`` from the cells the last pass placed (see ``PlaceKeeper/placedAnchor(in:)``).
    ///
    /// - Complexity: O(log n + cells above the viewport's top).
    func placedAnchor() -> (row: Int, screenY: Double)? { placeKeeper.placedAnchor(in: self) }

    /// The rows that can keep the user's place, first choice first (see
    /// ``PlaceKeeper/anchorRows(in:)``).
    ///
    /// - Complexity: O(log n).
    func anchorRows() -> Range<Int> { placeKeeper.anchorRows(in: self) }

    /// The row of ``anchorRows()`` given the visible rows that keeps the place, or `Int.min`
    /// (see ``PlaceKeeper/firstAnchorRow(visible:in:)``).
    ///
    /// - Complexity: O(log n) when the first row on screen has its final frame.
    func firstAnchorRow(visible: Range<Int>) -> Int { placeKeeper.firstAnchorRow(visible: visible, in: self) }

    /// Moves the content offset so the anchor row is where it was on screen; nothing without one
    /// (see ``PlaceKeeper/keep(_:in:)``).
    ///
    /// - Complexity: O(log n).
    func keep(_ anchor: (row: Int, screenY: Double)?) { placeKeeper.keep(anchor, in: self) }

    /// Brings the content offset back within ±``ListView/maximumCoordinate`` (see
    /// ``PlaceKeeper/keepOffsetWithinCoordinates(in:)``).
    ///
    /// - Complexity: O(1).
    func keepOffsetWithinCoordinates() { placeKeeper.keepOffsetWithinCoordinates(in: self) }

    /// Puts the content's end at the viewport's bottom edge while the end is anchored (see
    /// ``PlaceKeeper/keepEnd(callees:in:)``).
    ///
    /// - Complexity: O(1) once a flow is laid out to its end.
    func keepEnd(callees: Callees) { placeKeeper.keepEnd(callees: callees, in: self) }

    /// Moves the offset to vertical offset `y` to keep a place: not a scroll.
    ///
    /// - Complexity: O(1).
    func keepOffset(_ y: Double) { viewport.shift(by: y - viewport.offset.y) }

    /// Brings the offset within the limits a change may leave it (see
    /// ``PlaceKeeper/keepWithinLimits(offsetBefore:limitsBefore:in:)``).
    ///
    /// - Complexity: O(1).
    func keepWithinLimits(offsetBefore: Double, limitsBefore: ClosedRange<Double>) {
        placeKeeper.keepWithinLimits(offsetBefore: offsetBefore, limitsBefore: limitsBefore, in: self)
    }
}
