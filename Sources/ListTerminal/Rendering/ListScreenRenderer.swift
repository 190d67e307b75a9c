import ListEngine
import TerminalScreen

/// Draws what a list shows into a canvas, a terminal cell per point: the rows (their content
/// laid out by ListEngine: truncated with an ellipsis by display width, wrapped, accessories,
/// editing controls), headers (a plain list's pinned to the top), grouped sections' borders
/// (rounded for inset groups), the section index strip, the swiped row's actions, the moving
/// row, grid and flow tiles, and the loading state. It only reads the list.
public struct ListScreenRenderer {
    private let measurer = TerminalTextMeasurer()

    /// The columns the section index strip takes at the right edge when the list has one.
    public static let indexStripWidth = 2
    /// The search whose matches a table's rows show in reverse video (nil: none).
    public var highlight: SearchHighlight?

    /// A renderer.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Draws `list` into `canvas` from its top-left corner over the list's viewport (the
    /// index strip, when there is one, right of it), the list's focused row
    /// (`ListView.focusedIndexPath`) marked and the terminal's cursor on it; `spinnerFrame` is
    /// the loading spinner's frame (it turns as the caller counts).
    ///
    /// - Complexity: O(rows and sections on screen · their width), plus O(log n) a section
    ///   for its borders.
    public func draw(_ list: ListView, presenter: ListPresenter, spinnerFrame: Int = 0, into canvas: inout Canvas) {
        let width = Int(list.viewportSize.width)
        let height = Int(list.viewportSize.height)
        canvas.fill(column: 0, row: 0, width: width + (list.sectionIndexTitles.isEmpty ? 0 : Self.indexStripWidth),
                    height: height)
        if case .loading = list.loadState {
            drawLoading(spinnerFrame, width: width, height: height, into: &canvas)
            return
        }
        let top = list.contentOffset.y
        if list.style.isGrouped, case .table = list.listLayout { drawGroupBorders(list, top: top, into: &canvas) }
        let tiles: Bool = if case .table = list.listLayout { false } else { true }
        let moving = list.interactiveMovement
        let swipe = list.swipeActionsState
        let flashes = list.flashes   // none or a few: looked through per cell, no set built a frame
        let focus = list.focusedIndexPath
        // An animated edit: rows that left fade where they were, under the rows that slide.
        for case let cell as ListContentCell<TerminalTextMeasurer> in list.leavingCells {
            guard var style = Self.style(fading: cell.presentation.alpha) else { continue }
            if cell.isSelected { style.reverse = true }
            if case .stale = list.loadState { style.dim = true }
            let frame = cell.presentation.frame
            // To the nearest line, as the rows that slide (a line's share of the way rounds alike).
            let row = Int((frame.minY - top).rounded())
            if tiles {
                drawTile(cell, frame: frame, row: row, style: style, focused: false, into: &canvas)
            } else {
                drawRow(cell, frame: frame, row: row, slide: 0, style: style, focused: false,
                        lines: RowLines(presenter, nil), into: &canvas)
            }
        }
        for case let cell as ListContentCell<TerminalTextMeasurer> in list.visibleCells {
            guard let indexPath = cell.indexPath, var style = Self.style(fading: cell.presentation.alpha) else { continue }
            // A row sliding after an edit moves by whole lines, to the nearest of where it is drawn.
            var frame = cell.frame
            frame.origin.x = cell.presentation.frame.minX
            frame.origin.y += (cell.presentation.frame.minY - cell.frame.minY).rounded()
            if cell.isSelected || cell.isHighlighted || flashes.contains(where: { $0.indexPath == indexPath }) { style.reverse = true }
            if indexPath == moving?.source, let moving {
                frame = moving.floatingFrame
                style.reverse = true
                style.bold = true
            }
            if case .stale = list.loadState { style.dim = true }
            let row = Int((frame.minY - top).rounded(.down))
            if tiles {
                drawTile(cell, frame: frame, row: row, style: style, focused: indexPath == focus, into: &canvas)
            } else if let sheet = presenter.sheet {
                drawSheetRow(cell, sheet: sheet, frame: frame, row: row, style: style, focused: indexPath == focus, into: &canvas)
            } else {
                let slide = swipe?.indexPath == indexPath ? Int(swipe?.offset.rounded() ?? 0) : 0
                drawRow(cell, frame: frame, row: row, slide: slide, style: style, focused: indexPath == focus,
                        lines: RowLines(presenter, indexPath), into: &canvas)
                if slide != 0, let swipe { drawSwipeActions(swipe, frame: frame, row: row, into: &canvas) }
            }
        }
        drawHeaders(list, sheet: presenter.sheet, top: top, into: &canvas)
        if !list.sectionIndexTitles.isEmpty { drawIndexStrip(list.sectionIndexTitles, column: width, height: height, into: &canvas) }
        if list.newRowsAbove > 0 {
            let pill = " ↑ \(list.newRowsAbove) new (u) "
            canvas.write(pill, column: Swift.max(0, (width - Int(measurer.width(ofText: pill))) / 2), row: 0,
                         style: TextStyle(bold: true, reverse: true))
        }
    }

    /// Puts the terminal's cursor on the focused row's first cell, if it is on the canvas.
    private static func placeCursor(column: Int, row: Int, in canvas: inout Canvas) {
        guard (0..<canvas.columns).contains(column), (0..<canvas.rows).contains(row) else { return }
        canvas.cursor = Canvas.Cursor(column: column, row: row)
    }

    /// How a row at opacity `alpha` is drawn in a terminal, which has no opacity: plain from
    /// half opaque up, dim below, not at all below a tenth.
    static func style(fading alpha: Double) -> TextStyle? {
        guard alpha >= 0.1 else { return nil }
        var style = TextStyle.plain
        if alpha < 0.5 { style.dim = true }
        return style
    }

    // MARK: Rows

    /// How a row shows as a line of text (see ``ListPresenter/showsRowsAsLines``): its line
    /// number's columns and label, and its text cut at the edge or scrolled sideways.
    private struct RowLines {
        let presenter: ListPresenter
        /// The row (nil for a row leaving in an animated edit: its number is gone).
        let indexPath: ListIndexPath?
        /// The columns the line number takes.
        let gutter: Int
        /// Whether the text is drawn from ``ListPresenter/lineText(at:fromColumn:width:)``.
        let ownText: Bool

        init(_ presenter: ListPresenter, _ indexPath: ListIndexPath?) {
            self.presenter = presenter
            self.indexPath = indexPath
            gutter = presenter.lineNumberWidth
            ownText = presenter.showsRowsAsLines && (presenter.chopsLongLines || presenter.horizontalOffset > 0)
        }
    }

    private func drawRow(_ cell: ListContentCell<TerminalTextMeasurer>, frame: Rect, row: Int, slide: Int, style: TextStyle,
                         focused: Bool, lines rowLines: RowLines, into canvas: inout Canvas) {
        let left = Int(frame.minX)
        let rowWidth = Int(frame.width)
        let lines = Swift.max(1, Int(frame.height.rounded(.up)))
        canvas.fill(column: left, row: row, width: rowWidth, height: lines, style: style)
        let gutter = Swift.min(rowLines.gutter, Swift.max(0, rowWidth - 2))
        guard let content = cell.contentConfiguration,
              let layout = try? cell.contentLayout(fittingWidth: frame.width - Double(gutter)) else { return }
        if gutter > 0, let label = rowLines.indexPath.flatMap(rowLines.presenter.lineNumberLabel(at:)) {
            // Right-aligned in the columns before the text, as less -N shows it.
            let column = left + slide + Int(layout.contentRect.minX) + gutter - 1 - label.count
            canvas.write(label, column: column, row: row, style: style, maxColumns: label.count)
        }
        let origin = left + slide + gutter
        let clip = left..<(left + rowWidth)
        func put(_ text: String, _ rect: Rect, _ textStyle: TextStyle) {
            // A part slid past the row's leading edge is not drawn; one slid under the actions is cut.
            let column = origin + Int(rect.minX)
            let room = Swift.min(Int(rect.width.rounded(.up)), clip.upperBound - column)
            guard column >= clip.lowerBound, room > 0 else { return }
            canvas.write(text, column: column, row: row + Int(rect.minY), style: textStyle, maxColumns: room)
        }
        // Each block in turn, not through an array of them: that copied both every row.
        func putLines(of block: ListContentLayout.TextBlock, _ text: String, _ textStyle: TextStyle) {
            for index in block.lines.indices {
                let line = block.lines[index].shown(in: text)
                put(line, block.lineFrame(at: index), textStyle)
                if let highlight { mark(highlight.ranges(in: line), of: line, block.lineFrame(at: index)) }
            }
        }
        // A search's matches turn reverse (back to plain on a row drawn reversed), within the row.
        func mark(_ ranges: [Range<String.Index>], of line: String, _ rect: Rect) {
            for range in ranges {
                let column = origin + Int(rect.minX) + Int(measurer.width(ofText: line[..<range.lowerBound]))
                let end = Swift.min(column + Int(measurer.width(ofText: line[range])), clip.upperBound)
                guard column >= clip.lowerBound, end > column else { continue }
                canvas.restyle(column: column, row: row + Int(rect.minY), width: end - column, height: 1) { $0.reverse.toggle() }
            }
        }
        if rowLines.ownText, let indexPath = rowLines.indexPath, let line = layout.text.lines.indices.first {
            // Cut at the edge (-S), or from the columns scrolled past, ending in an ellipsis.
            let rect = layout.text.lineFrame(at: line)
            // Up to the content's edge, or to a secondary text on the same line (value1).
            let secondary = layout.secondaryText
            let end = !secondary.lines.isEmpty && secondary.frame.minY < rect.maxY ? secondary.frame.minX - 1 : layout.contentRect.maxX
            let room = Swift.max(0, Int(end) - Int(rect.minX))
            let presenter = rowLines.presenter
            // The cell's text holds a row's first LineFile.shownBytes, at least a column each 4
            // bytes: nearer than that it is sliced, without reading the row again.
            let offset = presenter.horizontalOffset
            let text = offset + room + 1 <= LineFile.shownBytes / 4
                ? ListPresenter.slice(content.text, fromColumn: offset, width: room + 1)
                : presenter.lineText(at: indexPath, fromColumn: offset, width: room + 1)
            let shown = presenter.chopsLongLines ? text : measurer.truncate(text, toWidth: Double(room), at: .tail).shown(in: text)
            put(shown, Rect(x: rect.minX, y: rect.minY, width: Double(room), height: rect.height), style)
        } else {
            putLines(of: layout.text, content.text, style)
        }
        var secondary = style
        secondary.dim = true
        putLines(of: layout.secondaryText, content.secondaryText, secondary)
        if let rect = layout.editingControl {
            var control = style
            control.foreground = cell.editingStyle == .insert ? .green : .red
            put(cell.editingStyle == .insert ? "⊕" : "⊖", rect, control)
        }
        if let rect = layout.reorderControl { put("≡", rect, style) }
        if let rect = layout.accessory { put(Self.glyph(of: cell.isEditing ? content.editingAccessory : content.accessory), rect, style) }
        if focused, slide == 0 {
            canvas.write("▌", column: left, row: row, style: TextStyle(bold: true, foreground: .cyan))
            Self.placeCursor(column: left, row: row, in: &canvas)
        }
    }

    /// A sheet's row: its record's fields in the sheet's columns, a cell in from the row's left
    /// edge, where the focus mark goes.
    private func drawSheetRow(_ cell: ListContentCell<TerminalTextMeasurer>, sheet: TerminalSheet, frame: Rect, row: Int,
                              style: TextStyle, focused: Bool, into canvas: inout Canvas) {
        let left = Int(frame.minX)
        canvas.fill(column: left, row: row, width: Int(frame.width), height: 1, style: style)
        sheet.draw(cell.contentConfiguration?.text ?? "", row: row, left: left + 1, style: style, into: &canvas)
        if focused {
            canvas.write("▌", column: left, row: row, style: TextStyle(bold: true, foreground: .cyan))
            Self.placeCursor(column: left, row: row, in: &canvas)
        }
    }

    /// What a terminal draws for `accessory`.
    static func glyph(of accessory: ListContentConfiguration.Accessory) -> String {
        switch accessory {
        case .none, .custom: ""
        case .disclosureIndicator: "›"
        case .detailButton: "ⓘ"
        case .detailDisclosureButton: "ⓘ ›"
        case .checkmark: "✓"
        case let .switch(isOn): isOn ? "[●]" : "[ ]"
        }
    }

    private func drawSwipeActions(_ swipe: SwipeActionsState, frame: Rect, row: Int, into canvas: inout Canvas) {
        let revealed = Int(swipe.revealWidth.rounded())
        guard revealed > 0 else { return }
        let trailing = swipe.edge == .trailing
        var column = trailing ? Int(frame.maxX) - revealed : Int(frame.minX)
        for action in swipe.actions {
            let share = swipe.actionsWidth > 0 ? action.width / swipe.actionsWidth : 1
            let columns = Swift.max(1, Int((Double(revealed) * share).rounded()))
            let style = TextStyle(bold: true, foreground: .white, background: action.style == .destructive ? .red : .blue)
            canvas.fill(column: column, row: row, width: columns, height: 1, style: style)
            let title = measurer.truncate(action.title ?? "", toWidth: Double(Swift.max(0, columns - 2)), at: .tail)
            canvas.write(title.shown(in: action.title ?? ""), column: column + 1, row: row, style: style, maxColumns: columns - 1)
            column += columns
        }
    }

    // MARK: Tiles

    private func drawTile(_ cell: ListContentCell<TerminalTextMeasurer>, frame: Rect, row: Int, style: TextStyle, focused: Bool,
                          into canvas: inout Canvas) {
        let left = Int(frame.minX.rounded())
        let width = Int(frame.maxX.rounded()) - left
        guard width >= 2 else { return }
        var border = style
        border.bold = focused
        if focused { border.foreground = .cyan }
        let inner = width - 2
        // A grid's and a flow's tiles hold a line; a masonry's as many as their height leaves.
        let lines = Swift.max(1, Int(frame.height.rounded()) - 2)
        canvas.write("╭" + String(repeating: "─", count: inner) + "╮", column: left, row: row, style: border)
        for line in 1...lines {
            canvas.write("│", column: left, row: row + line, style: border)
            canvas.fill(column: left + 1, row: row + line, width: inner, height: 1, style: style)
            canvas.write("│", column: left + width - 1, row: row + line, style: border)
        }
        canvas.write("╰" + String(repeating: "─", count: inner) + "╯", column: left, row: row + lines + 1, style: border)
        if focused { Self.placeCursor(column: left + 1, row: row + 1, in: &canvas) }
        let text = cell.contentConfiguration?.text ?? ""
        let room = Swift.max(0, inner - 2)
        if lines == 1 {
            let line = measurer.truncate(text, toWidth: Double(room), at: .tail)
            canvas.write(line.shown(in: text), column: left + 2, row: row + 1, style: style, maxColumns: room)
        } else {
            for (k, line) in measurer.wrap(text, toWidth: Double(room), maximumLines: lines).enumerated() {
                canvas.write(line.shown(in: text), column: left + 2, row: row + 1 + k, style: style, maxColumns: room)
            }
        }
    }

    // MARK: Sections

    /// How many whole lines the first (`last`: the last) row of `section` is drawn away from its
    /// frame while an animated update moves it — where the section's header and borders go
    /// with it; 0 for an empty section or a row without a cell.
    private static func linesMoved(_ list: ListView, section: Int, last: Bool = false) -> Int {
        let rows = list.numberOfRows(inSection: section)
        guard rows > 0, let cell = list.cellForRow(at: ListIndexPath(row: last ? rows - 1 : 0, section: section)) else { return 0 }
        return Int((cell.presentation.frame.minY - cell.frame.minY).rounded())
    }

    /// The sections' headers; a sheet's one header shows its header record's fields, pinned.
    private func drawHeaders(_ list: ListView, sheet: TerminalSheet?, top: Double, into canvas: inout Canvas) {
        let plain = list.style == .plain
        for section in list.visibleSections {
            guard let title = list.headerTitle(inSection: section),
                  let frame = plain ? list.headerFrame(inSection: section) : list.rectForHeader(inSection: section),
                  frame.height >= 1 else { continue }
            // A header moves with its section's first row, unless it is pinned at the top.
            let pinned = plain && frame != list.rectForHeader(inSection: section)
            let row = Int((frame.minY - top).rounded(.down)) + (pinned ? 0 : Self.linesMoved(list, section: section))
            if plain {
                let style = TextStyle(bold: true, reverse: true)
                canvas.fill(column: Int(frame.minX), row: row, width: Int(frame.width), height: 1, style: style)
                if let sheet {
                    sheet.draw(sheet.header ?? "", row: row, left: Int(frame.minX) + 1, style: style, into: &canvas)
                    continue
                }
                canvas.write(title, column: Int(frame.minX) + 1, row: row, style: style, maxColumns: Int(frame.width) - 1)
            } else {
                let inset = list.style == .insetGrouped ? 1 : 0
                let line = measurer.truncate(title.uppercased(), toWidth: frame.width - 2 - Double(inset), at: .tail)
                canvas.write(line.shown(in: title.uppercased()), column: Int(frame.minX) + 1 + inset, row: row,
                             style: TextStyle(dim: true))
            }
        }
    }

    /// Grouped sections: a rule above and below each group; inset groups get a box with
    /// rounded corners in the columns of their inset.
    private func drawGroupBorders(_ list: ListView, top: Double, into canvas: inout Canvas) {
        let width = Int(list.viewportSize.width)
        let inset = list.style == .insetGrouped
        for section in list.visibleSections {
            let rows = list.numberOfRows(inSection: section)
            guard rows > 0, let first = list.rectForRow(at: ListIndexPath(row: 0, section: section)),
                  let last = list.rectForRow(at: ListIndexPath(row: rows - 1, section: section)) else { continue }
            // The rules move with the first and last rows while an animated update moves them.
            let above = Int((first.minY - top).rounded(.down)) - 1 + Self.linesMoved(list, section: section)
            let below = Int((last.maxY - top).rounded(.up)) + Self.linesMoved(list, section: section, last: true)
            let style = TextStyle(dim: true)
            if inset {
                let left = Int(first.minX) - 1
                let right = Int(first.maxX)
                let inner = Swift.max(0, right - left - 1)
                canvas.write("╭" + String(repeating: "─", count: inner) + "╮", column: left, row: above, style: style)
                canvas.write("╰" + String(repeating: "─", count: inner) + "╯", column: left, row: below, style: style)
                for row in Swift.max(0, above + 1)..<Swift.max(Swift.max(0, above + 1), Swift.min(below, Int(list.viewportSize.height))) {
                    canvas.write("│", column: left, row: row, style: style)
                    canvas.write("│", column: right, row: row, style: style)
                }
            } else {
                canvas.write(String(repeating: "─", count: width), column: 0, row: above, style: style)
                canvas.write(String(repeating: "─", count: width), column: 0, row: below, style: style)
            }
        }
    }

    /// The index strip: every title, or — when they do not fit the height — as many as fit,
    /// evenly chosen, with "•" between, as UIKit collapses a long index.
    private func drawIndexStrip(_ titles: [String], column: Int, height: Int, into canvas: inout Canvas) {
        let shown = Self.indexStripEntries(titles, height: height)
        let first = Swift.max(0, (height - shown.count) / 2)
        let style = TextStyle(foreground: .cyan)
        for (offset, entry) in shown.enumerated() {
            let line = measurer.truncate(entry, toWidth: Double(Self.indexStripWidth - 1), at: .tail)
            canvas.write(line.shown(in: entry), column: column + 1, row: first + offset, style: style, maxColumns: Self.indexStripWidth - 1)
        }
    }

    /// The entries of an index strip `height` lines tall for `titles`: all of them when they
    /// fit, else the first, the last and titles evenly between, with "•" standing for those left out.
    ///
    /// - Complexity: O(height).
    public static func indexStripEntries(_ titles: [String], height: Int) -> [String] {
        guard titles.count > height, height > 0 else { return titles }
        guard height >= 3 else { return Array(titles.prefix(height)) }
        let kept = (height + 1) / 2
        var entries: [String] = []
        for slot in 0..<kept {
            let index = kept == 1 ? 0 : slot * (titles.count - 1) / (kept - 1)
            if slot > 0, entries.count < height { entries.append("•") }
            if entries.count < height { entries.append(titles[index]) }
        }
        return entries
    }

    // MARK: Loading

    private func drawLoading(_ frame: Int, width: Int, height: Int, into canvas: inout Canvas) {
        let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let label = "\(spinner[((frame % spinner.count) + spinner.count) % spinner.count]) Loading…"
        let columns = Int(measurer.width(ofText: label))
        canvas.write(label, column: Swift.max(0, (width - columns) / 2), row: height / 2)
    }
}
