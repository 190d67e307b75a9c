/// What an ``UpdateAnimator`` needs of its list: the components it draws on (the layout, the
/// cells, the section views), where the viewport is, the display's frame interval, and where
/// the cells that left go when their way ends and the delegate hears the animation landed.
protocol UpdateAnimationHost: AnyObject {
    /// The layout, whichever it is: rows' global numbers, index paths and frames, the sections.
    var activeLayout: ActiveLayout { get }
    /// The cells handed out: whose presentations the animation sets, and which are displayed;
    /// and the section headers, footers and decoration views placed, by kind.
    var window: CellWindow { get }
    /// The time one layout pass stands for, in seconds: how far a pass advances the animation.
    var frameInterval: Double { get }
    /// The top and bottom of the viewport, in content coordinates: what counts as on screen.
    var visibleBand: (top: Double, bottom: Double) { get }
    /// The sections that intersect the viewport.
    var visibleSections: Range<Int> { get }

    /// The frame of section `section`'s view of kind `kind` in the layout now, nil if it has none.
    func frame(ofElementKind kind: String, section: Int) -> Rect?
    /// The row whose frame holds `point` (content coordinates), as laid out.
    func indexPathForRow(at point: Point) -> ListIndexPath?
    /// Returns a cell whose row left to its pool, ending its display first (`didEndDisplaying`
    /// naming `path`).
    func retire(_ cell: ListCell, at path: ListIndexPath?, callees: Callees)
    /// An animation played to its end: the delegate hears of it (calls that change the list made
    /// from the callback wait for the operation to end).
    func updateAnimationDidEnd(callees: Callees)
}
