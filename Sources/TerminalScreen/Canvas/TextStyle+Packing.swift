extension TextStyle {
    /// Bits of ``packed``: the five attributes, then each colour's ``TerminalColor/packed``
    /// number (0 for the default) in 9 bits.
    private enum Bit {
        static let bold: UInt32 = 1 << 0
        static let dim: UInt32 = 1 << 1
        static let italic: UInt32 = 1 << 2
        static let underline: UInt32 = 1 << 3
        static let reverse: UInt32 = 1 << 4
        static let foregroundShift: UInt32 = 5
        static let backgroundShift: UInt32 = 14
        static let colorMask: UInt32 = 0x1FF
    }

    /// How many low bits ``packed`` uses.
    static let packedBitCount = 23

    /// The style in the low 23 bits of an integer, for a cell that is a trivial value: two
    /// styles are equal exactly when their packed values are; 0 is ``plain``.
    var packed: UInt32 {
        var bits: UInt32 = 0
        if bold { bits |= Bit.bold }
        if dim { bits |= Bit.dim }
        if italic { bits |= Bit.italic }
        if underline { bits |= Bit.underline }
        if reverse { bits |= Bit.reverse }
        bits |= (foreground?.packed ?? 0) << Bit.foregroundShift
        bits |= (background?.packed ?? 0) << Bit.backgroundShift
        return bits
    }

    /// The style ``packed`` gave `packed`.
    init(packed: UInt32) {
        self.init(
            bold: packed & Bit.bold != 0, dim: packed & Bit.dim != 0, italic: packed & Bit.italic != 0,
            underline: packed & Bit.underline != 0, reverse: packed & Bit.reverse != 0,
            foreground: TerminalColor(packed: packed >> Bit.foregroundShift & Bit.colorMask),
            background: TerminalColor(packed: packed >> Bit.backgroundShift & Bit.colorMask))
    }
}
