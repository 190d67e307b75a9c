import CSDL2

extension WindowCanvas {
    /// Draws `texture` scaled to fill `box`, keeping its proportions: the part of the texture
    /// with the box's proportions, centred, stretched over the box (a texture of the box's size
    /// is copied as it is).
    ///
    /// - Complexity: O(pixels drawn).
    public func draw(_ texture: Texture, filling box: PixelRect) {
        guard box.width > 0, box.height > 0, texture.width > 0, texture.height > 0 else { return }
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
