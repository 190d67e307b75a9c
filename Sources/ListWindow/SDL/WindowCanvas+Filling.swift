import CSDL2

extension WindowCanvas {
    /// How many pixels a texture may differ from the box it fills, in each dimension, and still
    /// be copied unscaled.
    public static let unscaledSlack = 2

    /// Draws `texture` scaled to fill `box`, keeping its proportions: the part of the texture
    /// with the box's proportions, centred, stretched over the box. A texture within
    /// ``unscaledSlack`` pixels of the box's size (a tile a pixel wider than another, as tiles
    /// of a row round) is copied as it is, centred and clipped to the box: SDL's software
    /// renderer stretches through a temporary surface, a heap allocation a draw.
    ///
    /// - Complexity: O(pixels drawn).
    public func draw(_ texture: Texture, filling box: PixelRect) {
        guard box.width > 0, box.height > 0, texture.width > 0, texture.height > 0 else { return }
        if abs(texture.width - box.width) <= Self.unscaledSlack, abs(texture.height - box.height) <= Self.unscaledSlack {
            return draw(texture, x: box.x + (box.width - texture.width) / 2, y: box.y + (box.height - texture.height) / 2, clip: box)
        }
        var source = PixelRect(x: 0, y: 0, width: texture.width, height: texture.height)
        // Crop the wider dimension to the box's aspect: width/height compared without division.
        if texture.width * box.height > box.width * texture.height {
            source.width = Swift.max(1, texture.height * box.width / box.height)
            source.x = (texture.width - source.width) / 2
        } else if texture.width * box.height < box.width * texture.height {
            source.height = Swift.max(1, texture.width * box.height / box.width)
            source.y = (texture.height - source.height) / 2
        }
        var s = source.sdl
        var d = box.sdl
        SDL_RenderCopy(renderer, texture.handle, &s, &d)
    }
}
