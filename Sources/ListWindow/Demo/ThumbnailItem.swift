/// The prefetcher's item for a thumbnail: the photo's number and the size it is decoded at,
/// packed in one integer (photo in the low 32 bits, width and height in 15 bits each above).
/// A thumbnail decoded for tiles of one size is then never handed to tiles of another — after
/// a resize each tile asks for its photo at its new size, and the old thumbnails age out of
/// the cache — and a worker learns the size from the item alone, with nothing shared.
enum ThumbnailItem {
    /// The largest side an item can name, in pixels.
    static let largestSide = 0x7FFF

    /// The item of photo `photo` (0 ..< 2³²) decoded to fill `width` × `height` pixels (each
    /// clamped to 1 ... ``largestSide``).
    ///
    /// - Complexity: O(1).
    static func make(photo: Int, width: Int, height: Int) -> Int {
        let w = Swift.min(Swift.max(1, width), largestSide)
        let h = Swift.min(Swift.max(1, height), largestSide)
        return photo & 0xFFFF_FFFF | w << 32 | h << 47
    }

    /// The photo `item` names.
    ///
    /// - Complexity: O(1).
    static func photo(_ item: Int) -> Int { item & 0xFFFF_FFFF }

    /// The size `item` decodes its photo at.
    ///
    /// - Complexity: O(1).
    static func size(_ item: Int) -> (width: Int, height: Int) { ((item >> 32) & largestSide, (item >> 47) & largestSide) }
}
