import ListEngine

extension ListPainter {
    /// Draws the photo tiles among `list`'s visible cells, `dy` pixels down: in a grid, the
    /// image filling the tile above its file name; in a table, a square thumbnail at the
    /// leading edge with the name beside it and a separator under the row. A tile whose image
    /// has not arrived shows the placeholder colour in its place. Only copies textures: nothing
    /// is decoded here.
    ///
    /// - Complexity: O(tiles on screen), plus a caption's rasterisation the first time it shows.
    func drawPhotoTiles(_ list: ListView, dy: Double, into canvas: WindowCanvas) {
        let grid = list.listLayout.isCollection
        for case let cell as PhotoCell in list.visibleCells {
            let frame = PixelRect(cell.presentation.frame, dy: dy)
            if cell.isSelected || cell.isHighlighted { canvas.fill(frame, palette.selection) }
            if grid {
                drawGridTile(cell, frame: frame, into: canvas)
            } else {
                drawTableRow(cell, frame: frame, into: canvas)
            }
        }
    }

    private func drawGridTile(_ cell: PhotoCell, frame: PixelRect, into canvas: WindowCanvas) {
        let image = PhotoGridDemo.imageBox(inTile: frame, grid: true)
        drawImage(of: cell, in: image, into: canvas)
        guard let caption = textures.texture(for: cell.caption, family: fonts.secondary, color: palette.secondaryLabel) else { return }
        let line = PixelRect(x: frame.x, y: image.maxY, width: frame.width, height: frame.maxY - image.maxY)
        // Centred under the image; a name wider than the tile shows its start.
        let x = line.x + Swift.max(0, (line.width - caption.width) / 2)
        canvas.draw(caption, x: x, y: line.y + (line.height - caption.height) / 2, clip: line)
    }

    private func drawTableRow(_ cell: PhotoCell, frame: PixelRect, into canvas: WindowCanvas) {
        let image = PhotoGridDemo.imageBox(inTile: frame, grid: false)
        drawImage(of: cell, in: image, into: canvas)
        let textLeft = image.maxX + 12
        if let caption = textures.texture(for: cell.caption, family: fonts.body, color: palette.label) {
            let line = PixelRect(x: textLeft, y: frame.y, width: Swift.max(0, frame.maxX - textLeft), height: frame.height)
            canvas.draw(caption, x: line.x, y: line.y + (line.height - caption.height) / 2, clip: line)
        }
        canvas.fill(PixelRect(x: textLeft, y: frame.maxY - 1, width: Swift.max(0, frame.maxX - textLeft), height: 1), palette.separator)
    }

    /// The thumbnail filling `box`, or the placeholder while it has not arrived.
    private func drawImage(of cell: PhotoCell, in box: PixelRect, into canvas: WindowCanvas) {
        if let texture = cell.texture {
            canvas.draw(texture, filling: box)
        } else {
            canvas.fill(box, palette.placeholder)
        }
    }
}
