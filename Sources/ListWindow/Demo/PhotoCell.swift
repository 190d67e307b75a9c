import ListEngine

/// A photo's tile in the grid (or its row in the table): the file name under (or beside) the
/// image, and the image's texture once the prefetcher delivered its thumbnail — nil while the
/// tile waits, when the painter fills the image's place with the placeholder colour.
public final class PhotoCell: ListCell {
    /// The photo's file name, shown as its caption.
    public internal(set) var caption = ""
    /// The thumbnail's texture; nil until delivered.
    public internal(set) var texture: Texture?

    /// Forgets the texture: the cell is about to show another photo.
    ///
    /// - Complexity: O(1).
    public override func prepareForReuse() {
        texture = nil
    }
}
