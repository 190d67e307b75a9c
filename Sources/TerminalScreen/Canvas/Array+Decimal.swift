extension [UInt8] {
    /// Appends the decimal digits of `number` (not negative): a parameter of an escape sequence.
    mutating func appendDecimal(_ number: Int) {
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }

    /// The digits ``appendDecimal(_:)`` appends for `number`.
    static func decimalDigitCount(_ number: Int) -> Int {
        number < 10 ? 1 : 1 + decimalDigitCount(number / 10)
    }
}
