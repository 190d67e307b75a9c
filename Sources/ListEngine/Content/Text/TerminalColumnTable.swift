/// The terminal column width of every Unicode scalar, generated from Unicode's data files by
/// `Scripts/generate-character-widths.py` into `TerminalColumnTable+Data.swift` (the script's
/// header lists its rules: East Asian Width W and F take two columns; marks, format characters,
/// conjoining Hangul vowels and finals, and controls none; glibc's few exceptions followed).
///
/// A two-level table: the block of 256 scalars a scalar is in picks a 64-byte row, which holds
/// the scalar's 2-bit code. 11.4 KB in all; a lookup is two loads, where a binary search of the
/// 1,047 ranges of equal width took ten times as long for Hangul, CJK and mixed text (2.5 ns
/// against 26 ns a scalar, `swift build -c release`, this machine's kind).
enum TerminalColumnTable {
    /// What the table says of a scalar: its 2-bit code, 0 to 3 in the order of the cases.
    enum Code {
        /// Takes no column: a combining or enclosing mark, a format character, a conjoining
        /// Hangul vowel or final, a control.
        case zero
        /// Takes one column.
        case one
        /// Takes two columns: East Asian Width wide or fullwidth.
        case two
        /// Takes one column on its own, and is an emoji (Emoji or Extended_Pictographic) that a
        /// grapheme cluster can present as one in two columns.
        case emojiText
    }

    /// The code of `scalar`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func code(of scalar: Unicode.Scalar) -> Code {
        let value = scalar.value
        let row = Int(blockIndex[Int(value >> 8)]) &<< 6
        let byte = blocks[row | Int((value & 0xFF) >> 2)]
        switch (byte >> UInt8((value & 3) << 1)) & 3 {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default: return .emojiText
        }
    }
}
