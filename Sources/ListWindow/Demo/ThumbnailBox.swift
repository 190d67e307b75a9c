import Synchronization

/// The size thumbnails are decoded at — the image's place in a tile, in pixels — shared between
/// the engine's thread, which sets it as the tiles' size changes, and the workers, which read
/// it at each decode. Both sides packed in one atomic word.
final class ThumbnailBox: Sendable {
    private let packed: Atomic<UInt64>

    /// A box `width` × `height` pixels.
    ///
    /// - Complexity: O(1).
    init(width: Int, height: Int) {
        packed = Atomic(Self.pack(width, height))
    }

    /// The box's size now.
    ///
    /// - Complexity: O(1).
    var size: (width: Int, height: Int) {
        let value = packed.load(ordering: .relaxed)
        return (Int(value >> 32), Int(value & 0xFFFF_FFFF))
    }

    /// Changes the size for the decodes that start from now on.
    ///
    /// - Complexity: O(1).
    func resize(width: Int, height: Int) {
        packed.store(Self.pack(width, height), ordering: .relaxed)
    }

    private static func pack(_ width: Int, _ height: Int) -> UInt64 {
        UInt64(UInt32(clamping: Swift.max(1, width))) << 32 | UInt64(UInt32(clamping: Swift.max(1, height)))
    }
}
