import ListEngine

/// What the engine says a frame shows, in window pixels: each visible row's frame, its text
/// lines' boxes and whether it is selected; the headers where they are drawn; the index strip.
/// Written beside a screenshot (`listwin --geometry`), it lets a test check the pixels against
/// the engine rather than against the painter's own arithmetic.
public struct FrameGeometry: Codable, Hashable, Sendable {
    /// A visible row.
    public struct Row: Codable, Hashable, Sendable {
        /// The row's section and its row in it.
        public var section: Int
        /// The row's place in its section.
        public var row: Int
        /// The row's frame on screen.
        public var frame: PixelRect
        /// The boxes of its text's and secondary text's lines.
        public var textBoxes: [PixelRect]
        /// Whether it is the last row of its section.
        public var isLastInSection: Bool
        /// Whether the row is selected.
        public var isSelected: Bool
        /// For a photo tile: whether it shows its thumbnail (false: the placeholder), and the
        /// box its image is drawn in; nil for other rows.
        public var showsImage: Bool?
        /// The box a photo tile's image is drawn in.
        public var imageBox: PixelRect?
    }

    /// A section header on screen.
    public struct Header: Codable, Hashable, Sendable {
        /// The header's section.
        public var section: Int
        /// The title the data source gives it.
        public var title: String
        /// Where it is drawn.
        public var frame: PixelRect
        /// Whether it is pinned at the top (a plain list's).
        public var isPinned: Bool
    }

    /// The list's style ("plain", "grouped", "insetGrouped") and viewport in pixels.
    public var style: String
    /// The list's viewport in window pixels.
    public var viewport: PixelRect
    /// The rows on screen, top to bottom.
    public var rows: [Row]
    /// The headers on screen.
    public var headers: [Header]
    /// The section index strip at the right edge, if the list has one.
    public var indexStrip: PixelRect?
    /// The content offset, the selected rows (on screen or not) and the focused row, each as
    /// `[section, row]`.
    public var contentOffset: Double
    /// The selected rows, on screen or not, as `[section, row]`.
    public var selectedRows: [[Int]]
    /// The focused row, as `[section, row]`.
    public var focusedRow: [Int]?
    /// The row showing its swipe actions, as `[section, row]`, and the boxes its actions are
    /// drawn in (the first at the row's edge).
    public var swipedRow: [Int]?
    /// The boxes of the swiped row's actions, in order.
    public var swipeActionBoxes: [PixelRect]

    /// The geometry of what `list` shows now (after its layout pass), in a window `width` wide.
    ///
    /// - Complexity: O(rows and sections on screen), plus a content layout per row.
    public init(list: ListView, windowWidth width: Int) {
        let dy = -list.contentOffset.y
        style = "\(list.style)"
        viewport = PixelRect(x: 0, y: 0, width: Int(list.viewportSize.width), height: Int(list.viewportSize.height))
        rows = list.visibleCells.compactMap { cell -> Row? in
            guard let indexPath = cell.indexPath else { return nil }
            let frame = PixelRect(cell.frame, dy: dy)
            var boxes: [PixelRect] = []
            if let cell = cell as? ListContentCell<FontTextMeasurer>, let layout = try? cell.contentLayout(fittingWidth: cell.frame.width) {
                for block in [layout.text, layout.secondaryText] {
                    for index in block.lines.indices {
                        let line = block.lineFrame(at: index)
                        boxes.append(PixelRect(x: frame.x + Int(line.minX.rounded()), y: frame.y + Int(line.minY.rounded()),
                                               width: Int(line.width.rounded(.up)) + 1, height: Int(line.height.rounded(.up))))
                    }
                }
            }
            let photo = cell as? PhotoCell
            return Row(section: indexPath.section, row: indexPath.row, frame: frame, textBoxes: boxes,
                       isLastInSection: indexPath.row == list.numberOfRows(inSection: indexPath.section) - 1, isSelected: cell.isSelected,
                       showsImage: photo.map { $0.texture != nil },
                       imageBox: photo.map { _ in PhotoGridDemo.imageBox(inTile: frame, grid: list.listLayout.isCollection) })
        }
        let plain = list.style == .plain
        headers = list.visibleSections.compactMap { section -> Header? in
            guard let title = list.headerTitle(inSection: section),
                  let drawn = plain ? list.headerFrame(inSection: section) : list.rectForHeader(inSection: section),
                  let laidOut = list.rectForHeader(inSection: section), drawn.height >= 1 else { return nil }
            return Header(section: section, title: title, frame: PixelRect(drawn, dy: dy), isPinned: drawn != laidOut)
        }
        contentOffset = list.contentOffset.y
        selectedRows = list.indexPathsForSelectedRows.map { [$0.section, $0.row] }
        focusedRow = list.focusedIndexPath.map { [$0.section, $0.row] }
        let swipe = list.swipeActionsState
        swipedRow = swipe.map { [$0.indexPath.section, $0.indexPath.row] }
        if let swipe, let frame = list.rectForRow(at: swipe.indexPath) {
            swipeActionBoxes = swipe.actions.indices.compactMap { ListPainter.actionBox($0, of: swipe, row: PixelRect(frame, dy: dy)) }
        } else {
            swipeActionBoxes = []
        }
        indexStrip = list.sectionIndexTitles.isEmpty ? nil
            : PixelRect(x: width - ListPainter.indexStripWidth, y: 0, width: ListPainter.indexStripWidth, height: Int(list.viewportSize.height))
    }
}
