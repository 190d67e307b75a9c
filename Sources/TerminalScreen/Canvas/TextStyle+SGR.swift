extension TextStyle {
    /// The parameters of the one SGR sequence that turns a terminal's pen from `current` into
    /// this style: the shorter of a reset followed by this style's attributes and an
    /// incremental change (turning off what is on but not wanted, turning on what is wanted but
    /// off). Empty when the styles are equal.
    ///
    /// Bold and dim share their "off" (SGR 22): losing either turns both off, and the one kept
    /// is set again.
    func sgrParameters(from current: TextStyle) -> [Int] {
        guard self != current else { return [] }
        var fromReset = [0]
        appendSettings(from: .plain, to: &fromReset)

        var incremental: [Int] = []
        var base = current
        if current.bold && !bold || current.dim && !dim {
            incremental.append(22)
            base.bold = false
            base.dim = false
        }
        if current.italic && !italic { incremental.append(23) }
        if current.underline && !underline { incremental.append(24) }
        if current.reverse && !reverse { incremental.append(27) }
        if current.foreground != nil && foreground == nil { incremental.append(39) }
        if current.background != nil && background == nil { incremental.append(49) }
        appendSettings(from: base, to: &incremental)

        return Self.encodedLength(incremental) < Self.encodedLength(fromReset) ? incremental : fromReset
    }

    /// Appends the parameters that turn on this style's attributes and colours that `base`
    /// lacks (nothing is turned off here).
    private func appendSettings(from base: TextStyle, to parameters: inout [Int]) {
        if bold && !base.bold { parameters.append(1) }
        if dim && !base.dim { parameters.append(2) }
        if italic && !base.italic { parameters.append(3) }
        if underline && !base.underline { parameters.append(4) }
        if reverse && !base.reverse { parameters.append(7) }
        if let foreground, foreground != base.foreground {
            parameters += foreground.sgrParameters(background: false)
        }
        if let background, background != base.background {
            parameters += background.sgrParameters(background: true)
        }
    }

    /// The bytes the parameters take between `ESC[` and `m`: digits and separators.
    private static func encodedLength(_ parameters: [Int]) -> Int {
        parameters.reduce(parameters.count - 1) { length, parameter in
            length + (parameter >= 100 ? 3 : parameter >= 10 ? 2 : 1)
        }
    }
}
