extension Canvas {
    /// One cell: a grapheme cluster, its width and its style, packed in 64 bits so that a cell
    /// is a trivial value — copied, filled and compared without reference counting. A wide
    /// cluster's cell has width 2 and the cell to its right is its continuation (width 0, a
    /// space, the same style).
    ///
    /// Bits 0–31 hold the glyph: a cluster of one scalar as that scalar's value, any other
    /// cluster as ``clusterFlag`` and its number in the canvas's ``Canvas/ClusterTable``. Bits
    /// 32–33 hold the width, bits 34 and up the style (``TextStyle/packed``). Two cells of the
    /// same canvas are equal exactly when their bits are.
    struct Cell: Sendable {
        /// The glyph, the width and the style.
        var bits: UInt64

        /// Set in a glyph that numbers a cluster of the canvas's table rather than being a scalar.
        static let clusterFlag: UInt32 = 1 << 31

        /// A cell of `glyph`, `width` (0, 1 or 2) columns wide, in the ``TextStyle/packed`` `style`.
        init(glyph: UInt32, width: Int, style: UInt32) {
            bits = UInt64(glyph) | UInt64(width) << 32 | UInt64(style) << 34
        }

        /// A space in ``TextStyle/plain``.
        static let blank = Cell(glyph: 0x20, width: 1, style: TextStyle.plain.packed)

        /// The scalar value of a one-scalar cluster, or ``clusterFlag`` and a cluster's number.
        var glyph: UInt32 { UInt32(truncatingIfNeeded: bits) }

        /// Whether the glyph numbers a cluster of the canvas's table.
        var isCluster: Bool { glyph & Self.clusterFlag != 0 }

        /// 1 or 2 for a cell that starts a cluster, 0 for a wide cluster's continuation.
        var width: Int { Int(truncatingIfNeeded: bits >> 32 & 0b11) }

        /// The cell's attributes, ``TextStyle/packed``.
        var packedStyle: UInt32 {
            get { UInt32(truncatingIfNeeded: bits >> 34) }
            set { bits = bits & 0x3_FFFF_FFFF | UInt64(newValue) << 34 }
        }

        /// Whether terminals may give this cell another width than `TerminalTextMeasurer` does:
        /// a cluster of several scalars (an emoji ZWJ sequence, an emoji made so by VS16 as in
        /// ❤️, a flag, a skin tone, a letter with marks), or a scalar of the symbol and emoji
        /// ranges whose presentation terminals disagree on (U+2300–U+2BFF, U+1F000–U+1FFFF).
        var mayBeMiscounted: Bool {
            isCluster || (0x2300...0x2BFF).contains(glyph) || (0x1_F000...0x1_FFFF).contains(glyph)
        }

        /// Whether this is the right half of a wide cluster.
        var isContinuation: Bool { width == 0 }

        /// A space one column wide in this cell's style: what is left of half a wide cluster.
        var blanked: Cell { Cell(glyph: 0x20, width: 1, style: packedStyle) }
    }
}
