extension TextStyle {
    /// Appends to `bytes` the one SGR sequence (`ESC[…m`) that turns a terminal's pen from
    /// `current` into this style: the shorter of a reset followed by this style's attributes
    /// and an incremental change (turning off what is on but not wanted, turning on what is
    /// wanted but off). Nothing when the styles are equal.
    ///
    /// Bold and dim share their "off" (SGR 22): losing either turns both off, and the one kept
    /// is set again.
    func appendSGR(from current: TextStyle, to bytes: inout [UInt8]) {
        guard self != current else { return }
        var resetLength = -1
        forEachParameter(from: current, incremental: false) { resetLength += 1 + [UInt8].decimalDigitCount($0) }
        var incrementalLength = -1
        forEachParameter(from: current, incremental: true) { incrementalLength += 1 + [UInt8].decimalDigitCount($0) }
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        var first = true
        forEachParameter(from: current, incremental: incrementalLength < resetLength) { parameter in
            if !first { bytes.append(UInt8(ascii: ";")) }
            first = false
            bytes.appendDecimal(parameter)
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// Calls `body` with each parameter of the incremental change from `current` or, when not
    /// `incremental`, of a reset followed by this style's attributes.
    private func forEachParameter(from current: TextStyle, incremental: Bool, _ body: (Int) -> Void) {
        guard incremental else {
            body(0)
            forEachSetting(from: .plain, body)
            return
        }
        var base = current
        if current.bold && !bold || current.dim && !dim {
            body(22)
            base.bold = false
            base.dim = false
        }
        if current.italic && !italic { body(23) }
        if current.underline && !underline { body(24) }
        if current.reverse && !reverse { body(27) }
        if current.foreground != nil && foreground == nil { body(39) }
        if current.background != nil && background == nil { body(49) }
        forEachSetting(from: base, body)
    }

    /// Calls `body` with the parameters that turn on this style's attributes and colours that
    /// `base` lacks (nothing is turned off here).
    private func forEachSetting(from base: TextStyle, _ body: (Int) -> Void) {
        if bold && !base.bold { body(1) }
        if dim && !base.dim { body(2) }
        if italic && !base.italic { body(3) }
        if underline && !base.underline { body(4) }
        if reverse && !base.reverse { body(7) }
        if let foreground, foreground != base.foreground { foreground.forEachSGRParameter(background: false, body) }
        if let background, background != base.background { background.forEachSGRParameter(background: true, body) }
    }
}
