import CSDL2
import Testing
import ListEngine
@testable import ListWindow

/// The window's pixels checked against what the engine says the frame shows: separators where
/// the engine's rows end, the pinned header's rectangle in the header's colour, text ink inside
/// each row's text boxes and none outside the rows, headers and index, a selected row's
/// highlight, an inset group's rounded corners; and the window's input. SDL is one per process: the
/// suite runs serially.
@Suite(.serialized) struct WindowTests {
    let palette = Palette()

    @Test func aPlainListsSeparatorsHeaderAndTextAreWhereTheEngineSays() throws {
        let fixture = try WindowFixture(style: .plain)
        try fixture.list.setContentOffset(Point(x: 0, y: 1_000))
        let (pixels, geometry) = try fixture.drawn()
        #expect(geometry.rows.count >= 8)
        let header = try #require(geometry.headers.first { $0.isPinned })
        // The pinned header: its rectangle in the header's colour right of its title.
        #expect(pixels.pixel(x: header.frame.maxX - 4, y: header.frame.y + header.frame.height / 2, is: palette.plainHeader))
        for row in geometry.rows where row.frame.y > header.frame.maxY && row.frame.maxY < geometry.viewport.maxY {
            // The separator: the row's last line of pixels, from the text's left edge to the right.
            let left = try #require(row.textBoxes.first).x
            for x in stride(from: left + 1, to: row.frame.maxX - 1, by: 7) {
                #expect(pixels.pixel(x: x, y: row.frame.maxY - 1, is: palette.separator), "row \(row.row) separator at x \(x)")
            }
            #expect(pixels.pixel(x: left + 2, y: row.frame.maxY - 2, is: palette.background), "row \(row.row) above its separator")
            // Ink in every text box: the name and the phone number.
            for box in row.textBoxes { #expect(pixels.inkCount(in: box) > 20, "row \(row.row) text box \(box)") }
        }
        // No ink outside the rows, the headers and the index strip.
        var outside = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let covered = geometry.rows.contains { $0.frame.contains(x: x, y: y) } || geometry.headers.contains { $0.frame.contains(x: x, y: y) }
                    || geometry.indexStrip?.contains(x: x, y: y) == true
                if !covered, pixels.inkCount(in: PixelRect(x: x, y: y, width: 1, height: 1)) > 0 { outside += 1 }
            }
        }
        #expect(outside == 0)
    }

    @Test func aSelectedRowIsHighlighted() throws {
        let fixture = try WindowFixture(style: .plain)
        try fixture.list.selectRow(at: ListIndexPath(row: 3, section: 0))
        let (pixels, geometry) = try fixture.drawn()
        let selected = try #require(geometry.rows.first { $0.isSelected })
        #expect(selected.row == 3)
        #expect(pixels.pixel(x: selected.frame.maxX - 40, y: selected.frame.y + 4, is: palette.selection))
        let other = try #require(geometry.rows.first { !$0.isSelected && $0.row == 4 })
        #expect(pixels.pixel(x: other.frame.maxX - 40, y: other.frame.y + 4, is: palette.background))
    }

    @Test func anInsetGroupedSectionHasRoundedCornersOnTheGroupedBackground() throws {
        let fixture = try WindowFixture(style: .insetGrouped, rows: 200)
        let (pixels, geometry) = try fixture.drawn()
        #expect(geometry.indexStrip == nil)
        let first = try #require(geometry.rows.first { $0.row == 0 && $0.section == 0 })
        #expect(first.frame.x > 0, "inset from the window's edge")
        // Outside the section: the grouped background; its corner pixel too; inside: the row's.
        #expect(pixels.pixel(x: first.frame.x - 2, y: first.frame.y + 20, is: palette.groupedBackground))
        #expect(pixels.pixel(x: first.frame.x, y: first.frame.y, is: palette.groupedBackground))
        #expect(pixels.pixel(x: first.frame.x + ListPainter.insetCornerRadius, y: first.frame.y + ListPainter.insetCornerRadius,
                             is: palette.background))
        // The header above it: uppercase ink inside its rectangle.
        let header = try #require(geometry.headers.first { $0.section == 0 })
        #expect(pixels.inkCount(in: header.frame, threshold: 200) > 10)
    }
}

extension WindowTests {
    @Test func everyLineOfATextFileInkInItsBoxCJKAndEmojiIncluded() throws {
        let fixture = try WindowFixture(textFile: WindowFixture.fixtures.appendingPathComponent("world.txt").path)
        let (pixels, geometry) = try fixture.drawn()
        #expect(geometry.rows.count == 14)
        for row in geometry.rows where row.frame.maxY <= geometry.viewport.maxY {
            let box = try #require(row.textBoxes.first)
            #expect(row.textBoxes.count == 1, "line \(row.row) is one line")
            #expect(box.maxX <= row.frame.maxX, "line \(row.row) fits its row")
            #expect(pixels.inkCount(in: box) > 40, "line \(row.row): ink in its box")
        }
        // Colour emoji keep their colours: the line of smiles has yellow in it.
        let smiles = try #require(geometry.rows.first { $0.row == 8 })
        var yellow = 0
        let box = smiles.textBoxes[0]
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                let p = pixels[x, y]
                if p.red > 200 && p.green > 150 && p.blue < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 50, "the smiles are drawn in colour")
    }
}

extension WindowTests {
    @Test func aMomentarySelectionFlashesTheRowAndFades() throws {
        let fixture = try WindowFixture(style: .plain)
        fixture.list.selectsMomentarily = true
        let (_, geometry) = try fixture.drawn()
        let target = try #require(geometry.rows.first { $0.row == 3 })
        let y = target.frame.y + target.frame.height / 2
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: y, at: 10))
        fixture.session.handle(Self.mouse(SDL_MOUSEBUTTONUP, x: 100, y: y, at: 60))
        #expect(fixture.list.indexPathForSelectedRow == nil, "momentary: not kept selected")
        #expect(fixture.demo.selections == [ListIndexPath(row: 3, section: 0)], "but selected for the delegate")
        let (flashing, _) = try fixture.drawn()
        let palette = Palette()
        let lit = flashing[target.frame.maxX - 40, target.frame.y + 4]
        #expect(lit != palette.background, "the row flashes")
        for _ in 0..<60 { fixture.session.frame(seconds: 1.0 / 60) }
        let (after, _) = try fixture.drawn()
        let faded = after.pixel(x: target.frame.maxX - 40, y: target.frame.y + 4, is: palette.background)
        #expect(fixture.list.flashes.isEmpty)
        #expect(faded, "and fades back")
    }
}

extension WindowTests {
    @Test func wrappedLinesGrowTheirRowsAndEveryLineHasInk() throws {
        let fixture = try WindowFixture(textFile: WindowFixture.fixtures.appendingPathComponent("world.txt").path, wraps: true, height: 760)
        let (pixels, geometry) = try fixture.drawn()
        let wrapped = geometry.rows.filter { $0.textBoxes.count > 1 }
        #expect(wrapped.count >= 2, "the long lines wrap")
        for row in geometry.rows where row.frame.maxY <= geometry.viewport.maxY {
            // A row is as tall as its lines: one line's row is 44 pixels, each more adds a line.
            #expect(row.frame.height >= 44 + 22 * (row.textBoxes.count - 1) - 1, "row \(row.row): \(row.frame.height) px for \(row.textBoxes.count) lines")
            for box in row.textBoxes {
                #expect(box.maxY <= row.frame.maxY && box.maxX <= row.frame.maxX + 1, "row \(row.row): its lines inside it")
                #expect(pixels.inkCount(in: box) > 20, "row \(row.row): ink in every line")
            }
        }
    }
}
