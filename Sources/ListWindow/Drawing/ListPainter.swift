import Foundation
import ListEngine

/// Draws what a list shows into a window, as Apple's guides draw tables: rows with their
/// content laid out by the engine in the font's pixels (text, secondary text, accessories),
/// separators inset to the text, a plain list's pinned headers and section index, a grouped
/// list's sections on their background (inset and rounded for inset grouped), the selected,
/// highlighted and flashing rows, the focus ring, and a swiped row's actions. It only reads the
/// list; text comes from ``TextTextures``, so a row drawn before rasterises nothing.
public struct ListPainter {
    /// The colours.
    public var palette = Palette()
    /// The fonts.
    public let fonts: FontSet
    /// The rasterised lines.
    public let textures: TextTextures
    /// The width of the section index strip at the right edge, when the list has one.
    public static let indexStripWidth = 20
    /// The corner radius of an inset grouped section.
    public static let insetCornerRadius = 10

    /// A painter drawing with `fonts`, its lines kept in `textures`.
    ///
    /// - Complexity: O(1).
    public init(fonts: FontSet, textures: TextTextures) {
        self.fonts = fonts
        self.textures = textures
    }

    /// Draws `list` into `canvas`, the viewport at the canvas's top-left corner, with the
    /// refresh control's spinner in the room pulled open above the content (`refresh`'s state;
    /// it turns with `frame`).
    ///
    /// - Complexity: O(rows and sections on screen · their text), plus O(log n) a section.
    public func draw(_ list: ListView, into canvas: WindowCanvas, refresh: RefreshControl.State = .idle, frame: Int = 0) {
        let grouped = list.style.isGrouped
        canvas.clear(grouped ? palette.groupedBackground : palette.background)
        let dy = -list.contentOffset.y
        let flashes = list.flashes
        let swipe = list.swipeActionsState
        let focus = list.focusedIndexPath
        if grouped { drawSectionBackgrounds(list, dy: dy, into: canvas) }
        let moving = list.interactiveMovement
        for case let cell as ListContentCell<FontTextMeasurer> in list.visibleCells {
            // The moving row is drawn last, floating over the others.
            guard let indexPath = cell.indexPath, indexPath != moving?.source else { continue }
            let frame = PixelRect(cell.presentation.frame, dy: dy)
            // A flash fades out over its frames; a selection or a touch's highlight stays full.
            let flash = flashes.first { $0.indexPath == indexPath }
            let background = cell.isSelected ? palette.selection
                : flash.map { palette.selection.over(palette.background, opacity: 1 - $0.progress) }
                ?? (cell.isHighlighted ? palette.selection : palette.background)
            let slide = swipe?.indexPath == indexPath ? Int((swipe?.offset ?? 0).rounded()) : 0
            drawRow(cell, indexPath: indexPath, in: list, frame: frame, slide: slide, background: background, into: canvas)
            if slide != 0, let swipe { drawSwipeActions(swipe, frame: frame, into: canvas) }
            if indexPath == focus { drawFocusRing(frame, into: canvas) }
        }
        if list.style == .insetGrouped { roundSectionCorners(list, dy: dy, into: canvas) }
        if let moving, let cell = list.cellForRow(at: moving.source) as? ListContentCell<FontTextMeasurer> {
            let frame = PixelRect(moving.floatingFrame, dy: dy)
            canvas.fill(PixelRect(x: frame.x, y: frame.maxY, width: frame.width, height: 3), palette.separator)
            drawRow(cell, indexPath: moving.source, in: list, frame: frame, slide: 0, background: palette.background, into: canvas)
        }
        drawPhotoTiles(list, dy: dy, into: canvas)
        drawHeaders(list, dy: dy, into: canvas)
        drawRefreshSpinner(refresh, room: -list.contentOffset.y, frame: frame, width: Int(list.viewportSize.width), into: canvas)
        if !list.sectionIndexTitles.isEmpty { drawIndexStrip(list.sectionIndexTitles, list: list, into: canvas) }
    }

    // MARK: Rows

    private func drawRow(_ cell: ListContentCell<FontTextMeasurer>, indexPath: ListIndexPath, in list: ListView, frame: PixelRect,
                         slide: Int, background: Color, into canvas: WindowCanvas) {
        canvas.fill(frame, background)
        guard let content = cell.contentConfiguration, let layout = try? cell.contentLayout(fittingWidth: cell.frame.width) else { return }
        let origin = (x: frame.x + slide, y: frame.y)
        func put(_ text: String, _ rect: Rect, _ family: FontFamily, _ color: Color) {
            draw(textures.texture(for: text, family: family, color: color), in: rect)
        }
        func put(_ line: TextLine, of text: String, _ rect: Rect, _ family: FontFamily, _ color: Color) {
            draw(textures.texture(for: line, in: text, family: family, color: color), in: rect)
        }
        func draw(_ texture: Texture?, in rect: Rect) {
            guard let texture else { return }
            let box = PixelRect(x: origin.x + Int(rect.minX.rounded()), y: origin.y + Int(rect.minY.rounded()),
                                width: Int(rect.width.rounded(.up)) + 1, height: Int(rect.height.rounded(.up)))
            // Centred on its line box, clipped to the box and the row.
            let y = box.y + (box.height - texture.height) / 2
            canvas.draw(texture, x: box.x, y: y, clip: box.intersection(frame))
        }
        func putLines(of block: ListContentLayout.TextBlock, _ text: String, _ family: FontFamily, _ color: Color) {
            for index in block.lines.indices {
                put(block.lines[index], of: text, block.lineFrame(at: index), family, color)
            }
        }
        putLines(of: layout.text, content.text, fonts.body, palette.label)
        putLines(of: layout.secondaryText, content.secondaryText, fonts.secondary, palette.secondaryLabel)
        if let rect = layout.editingControl {
            put(cell.editingStyle == .insert ? "⊕" : "⊖", rect, fonts.body, cell.editingStyle == .insert ? Color(rgb: 0x34C759) : palette.destructive)
        }
        if let rect = layout.reorderControl { put("≡", rect, fonts.body, palette.secondaryLabel) }
        if let rect = layout.accessory {
            let accessory = cell.isEditing ? content.editingAccessory : content.accessory
            put(Self.glyph(of: accessory), rect, fonts.body, accessory == .checkmark ? palette.tint : palette.tertiaryLabel)
        }
        if let separator = separator(below: indexPath, in: list, row: frame, textLeft: origin.x + Int(layout.text.frame.minX.rounded())) {
            canvas.fill(separator, palette.separator)
        }
    }

    /// The separator under the row at `indexPath`: a pixel tall at the row's bottom, from the
    /// text's left edge to the row's right one; none under a grouped section's last row.
    private func separator(below indexPath: ListIndexPath, in list: ListView, row: PixelRect, textLeft: Int) -> PixelRect? {
        let last = indexPath.row == list.numberOfRows(inSection: indexPath.section) - 1
        if last && list.style.isGrouped { return nil }
        let left = last ? row.x : Swift.max(row.x, textLeft)
        return PixelRect(x: left, y: row.maxY - 1, width: row.maxX - left, height: 1)
    }

    static func glyph(of accessory: ListContentConfiguration.Accessory) -> String {
        switch accessory {
        case .none, .custom: ""
        case .disclosureIndicator: "›"
        case .detailButton: "ⓘ"
        case .detailDisclosureButton: "ⓘ ›"
        case .checkmark: "✓"
        case let .switch(isOn): isOn ? "●" : "○"
        }
    }

    private func drawSwipeActions(_ swipe: SwipeActionsState, frame: PixelRect, into canvas: WindowCanvas) {
        for (index, action) in swipe.actions.enumerated() {
            guard let box = Self.actionBox(index, of: swipe, row: frame) else { continue }
            canvas.fill(box, action.style == .destructive ? palette.destructive : palette.tint)
            if let title = action.title, let texture = textures.texture(for: title, family: fonts.body, color: palette.background) {
                canvas.draw(texture, x: box.x + (box.width - texture.width) / 2, y: box.y + (box.height - texture.height) / 2, clip: box)
            }
        }
    }

    /// Where swipe action `index` is drawn in the room the slid row (`row`, on screen) leaves:
    /// the first at the row's edge (the right one for trailing actions), each as wide as its
    /// share of the room; nil when it has no room.
    ///
    /// - Complexity: O(index).
    public static func actionBox(_ index: Int, of swipe: SwipeActionsState, row: PixelRect) -> PixelRect? {
        let revealed = swipe.revealWidth
        guard revealed >= 1, swipe.actions.indices.contains(index) else { return nil }
        func width(_ i: Int) -> Double { swipe.actionsWidth > 0 ? revealed * swipe.actions[i].width / swipe.actionsWidth : revealed }
        let before = (0..<index).reduce(0.0) { $0 + width($1) }
        let (near, far) = (before.rounded(), (before + width(index)).rounded())
        guard far > near else { return nil }
        let x = swipe.edge == .trailing ? row.maxX - Int(far) : row.x + Int(near)
        return PixelRect(x: x, y: row.y, width: Int(far - near), height: row.height)
    }

    private func drawFocusRing(_ frame: PixelRect, into canvas: WindowCanvas) {
        let t = 2
        canvas.fill(PixelRect(x: frame.x, y: frame.y, width: frame.width, height: t), palette.tint)
        canvas.fill(PixelRect(x: frame.x, y: frame.maxY - t, width: frame.width, height: t), palette.tint)
        canvas.fill(PixelRect(x: frame.x, y: frame.y, width: t, height: frame.height), palette.tint)
        canvas.fill(PixelRect(x: frame.maxX - t, y: frame.y, width: t, height: frame.height), palette.tint)
    }

    // MARK: Sections

    /// A grouped list's sections: each section's rows on the row background (an inset grouped
    /// list's rows' frames are inset already).
    private func drawSectionBackgrounds(_ list: ListView, dy: Double, into canvas: WindowCanvas) {
        for section in list.visibleSections {
            if let box = sectionBox(section, in: list, dy: dy) { canvas.fill(box, palette.background) }
        }
    }

    /// An inset grouped list's sections, their corners rounded over the rows drawn in them.
    private func roundSectionCorners(_ list: ListView, dy: Double, into canvas: WindowCanvas) {
        for section in list.visibleSections {
            if let box = sectionBox(section, in: list, dy: dy) { roundCorners(of: box, into: canvas) }
        }
    }

    /// The pixels of `section`'s rows, from its first row's top to its last row's bottom.
    private func sectionBox(_ section: Int, in list: ListView, dy: Double) -> PixelRect? {
        let rows = list.numberOfRows(inSection: section)
        guard rows > 0, let first = list.rectForRow(at: ListIndexPath(row: 0, section: section)),
              let last = list.rectForRow(at: ListIndexPath(row: rows - 1, section: section)) else { return nil }
        return PixelRect(Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY), dy: dy)
    }

    /// Paints the grouped background over the corners of `box` outside a quarter circle of
    /// ``insetCornerRadius``.
    private func roundCorners(of box: PixelRect, into canvas: WindowCanvas) {
        let r = Self.insetCornerRadius
        for dy in 0..<r {
            // The pixels of this line of the corner outside the circle.
            let y = Double(r - dy) - 0.5
            let inside = (Double(r * r) - y * y).squareRoot()
            let outside = Swift.max(0, r - Int(inside.rounded()))
            guard outside > 0 else { continue }
            for (x, top) in [(box.x, box.y + dy), (box.maxX - outside, box.y + dy),
                             (box.x, box.maxY - 1 - dy), (box.maxX - outside, box.maxY - 1 - dy)] {
                canvas.fill(PixelRect(x: x, y: top, width: outside, height: 1), palette.groupedBackground)
            }
        }
    }

    private func drawHeaders(_ list: ListView, dy: Double, into canvas: WindowCanvas) {
        let plain = list.style == .plain
        for section in list.visibleSections {
            guard let title = list.headerTitle(inSection: section),
                  let rect = plain ? list.headerFrame(inSection: section) : list.rectForHeader(inSection: section),
                  rect.height >= 1 else { continue }
            let frame = PixelRect(rect, dy: dy)
            if plain {
                canvas.fill(frame, palette.plainHeader)
                guard let texture = textures.texture(for: title, family: fonts.plainHeader, color: palette.label) else { continue }
                canvas.draw(texture, x: frame.x + 16, y: frame.y + (frame.height - texture.height) / 2, clip: frame)
            } else {
                guard let texture = textures.texture(for: title.uppercased(), family: fonts.groupedHeader, color: palette.secondaryLabel) else { continue }
                let inset = list.style == .insetGrouped ? 20 : 16
                canvas.draw(texture, x: frame.x + inset, y: frame.maxY - texture.height - 6, clip: frame)
            }
        }
    }

    /// UIRefreshControl's spinner: twelve ticks around a centre in the room above the content,
    /// as many as the pull's progress while pulling, all of them turning while refreshing.
    private func drawRefreshSpinner(_ state: RefreshControl.State, room: Double, frame: Int, width: Int, into canvas: WindowCanvas) {
        let ticks: Int
        switch state {
        case .idle: return
        case let .pulling(progress): ticks = Swift.max(1, Swift.min(12, Int((progress * 12).rounded(.up))))
        case .refreshing: ticks = 12
        }
        guard room >= 24 else { return }
        let centre = (x: Double(width) / 2, y: room / 2)
        let turning = state == .refreshing ? frame % 12 : 0
        for tick in 0..<ticks {
            let angle = Double(tick + turning) / 12 * 2 * Double.pi - Double.pi / 2
            let x = centre.x + 9 * cos(angle)
            let y = centre.y + 9 * sin(angle)
            let fade = state == .refreshing ? 0.25 + 0.75 * Double(tick) / 11 : 1
            canvas.fill(PixelRect(x: Int(x.rounded()) - 1, y: Int(y.rounded()) - 1, width: 3, height: 3),
                        palette.secondaryLabel.over(palette.background, opacity: fade))
        }
    }

    private func drawIndexStrip(_ titles: [String], list: ListView, into canvas: WindowCanvas) {
        let (width, height) = canvas.size
        let step = Swift.max(1, fonts.index.primary.lineSkip)
        var y = Swift.max(0, (height - step * titles.count) / 2)
        for title in titles {
            if let texture = textures.texture(for: title, family: fonts.index, color: palette.tint) {
                canvas.draw(texture, x: width - Self.indexStripWidth + (Self.indexStripWidth - texture.width) / 2, y: y)
            }
            y += step
        }
    }
}
