/// Decodes the bytes a terminal in raw mode sends into ``Key``s.
///
/// Bytes may come in any pieces: an escape sequence or a UTF-8 sequence cut at the end of one
/// call is kept and finished by the next. A lone ESC cannot be told from the start of a
/// sequence until time passes, so it stays pending: call ``flush()`` when no byte has followed
/// for about 25 ms (``hasPendingInput`` says whether to wait).
///
/// Understood: printable ASCII and UTF-8 (scalars that arrive together are grouped into
/// grapheme clusters); C0 controls; CSI (`ESC[`) and SS3 (`ESC O`) arrows, Home and End
/// (`H`, `F`, `1~`, `4~`, `7~`, `8~`), Page Up and Down (`5~`, `6~`), Delete (`3~`), F1–F12
/// (`ESC O P`–`S`, `11~`–`24~`), with modifier parameters ignored (`ESC[1;5A` is ``Key/up``);
/// SGR mouse reports (`ESC[<b;x;yM` and `m`, 64 and 65 the wheel) and legacy X10 ones
/// (`ESC[M` and three bytes). ESC followed by anything else is ``Key/escape`` and then that
/// key, as Alt-key arrives. A bracketed paste, `ESC[200~` … `ESC[201~`, is one
/// ``Key/paste(_:)``, however many calls its bytes take. Anything else is ``Key/unknown(_:)``
/// with its bytes.
public struct KeyDecoder: Sendable {
    /// The most bytes of an unfinished CSI sequence waited on: that many are given up as unknown.
    static let longestSequence = 64

    /// The most bytes of a paste kept (64 KiB); the rest of a longer one is dropped as it
    /// arrives, so that a paste of any size takes bounded memory.
    public static let pasteLimit = 65_536

    /// What ends a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "~")]

    /// Bytes received but not yet decoded: an unfinished sequence.
    private var pending: [UInt8] = []
    /// While inside a bracketed paste: its bytes so far, at most ``pasteLimit``.
    private var paste: [UInt8]?
    /// Whether the paste inside has lost bytes past ``pasteLimit``.
    private var pasteIsCut = false

    /// A decoder with nothing pending.
    ///
    /// - Complexity: O(1).
    public init() {}

    /// Whether bytes wait for more (an unfinished escape or UTF-8 sequence, or a lone ESC):
    /// when true and nothing arrives for about 25 ms, call ``flush()``. False inside a paste,
    /// which only its end (`ESC[201~`) ends.
    ///
    /// - Complexity: O(1).
    public var hasPendingInput: Bool { !pending.isEmpty && paste == nil }

    /// The keys that `bytes`, after what was pending, make; an unfinished sequence at the end
    /// stays pending.
    ///
    /// - Complexity: O(n) in the bytes pending and given.
    public mutating func decode(_ bytes: some Collection<UInt8>) -> [Key] {
        pending += bytes
        return decodePending(atEnd: false)
    }

    /// The keys that what is pending makes now that nothing more is coming: a lone ESC is
    /// ``Key/escape``; ESC with one more byte of an unfinished sequence (`ESC[`, `ESC O`) is
    /// ``Key/escape`` and that byte's key (Alt-[, Alt-O); a longer unfinished sequence or
    /// UTF-8 sequence is ``Key/unknown(_:)``. Nothing is pending afterwards, unless a paste has
    /// not ended: its bytes wait for its end.
    ///
    /// - Complexity: O(n) in the bytes pending.
    public mutating func flush() -> [Key] {
        decodePending(atEnd: true)
    }

    /// Decodes the pending bytes; unless `atEnd`, stops at an unfinished sequence and keeps it.
    private mutating func decodePending(atEnd: Bool) -> [Key] {
        var keys: [Key] = []
        var text = String.UnicodeScalarView()
        func endText() {
            guard !text.isEmpty else { return }
            keys += String(text).map(Key.character)
            text = String.UnicodeScalarView()
        }
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = takePaste(from: index) else { return keys }
                keys.append(endPaste())
                index = end
                continue
            }
            switch parse(at: index, atEnd: atEnd) {
            case .pasteStart(let length):
                endText()
                paste = []
                index += length
            case .incomplete:
                endText()
                pending.removeFirst(index)
                return keys
            case .text(let scalar, let length):
                text.append(scalar)
                index += length
            case .key(let key, let length):
                endText()
                keys.append(key)
                index += length
            }
        }
        endText()
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    /// Moves the paste's bytes from `start` on out of ``pending`` into ``paste`` (up to its
    /// limit): through its end, returning the index after the end, or, when the end has not
    /// come, all but a tail that may be the end's start, which stays pending (nil).
    private mutating func takePaste(from start: Int) -> Int? {
        let end = Self.pasteEnd
        var index = start
        while let escape = pending[index...].firstIndex(of: 0x1B) {
            let candidate = pending[escape..<min(escape + end.count, pending.count)]
            if candidate.elementsEqual(end) {
                appendToPaste(pending[start..<escape])
                return escape + end.count
            }
            if candidate.count < end.count, end.starts(with: candidate) {
                appendToPaste(pending[start..<escape])
                pending.removeFirst(escape)
                return nil
            }
            index = escape + 1
        }
        appendToPaste(pending[start...])
        pending.removeAll(keepingCapacity: true)
        return nil
    }

    private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
        let room = Self.pasteLimit - (paste?.count ?? 0)
        paste?.append(contentsOf: bytes.prefix(max(0, room)))
        if bytes.count > room { pasteIsCut = true }
    }

    /// The paste that just ended, as a key; a cut one loses a scalar its cut split, and says
    /// it was cut with "…".
    private mutating func endPaste() -> Key {
        var bytes = paste ?? []
        if pasteIsCut {
            // Back to the start of the last scalar; dropped if the cut left it short.
            if let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }) {
                let length = bytes[lead] < 0x80 ? 1 : bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
                if bytes.count - lead < length { bytes.removeSubrange(lead...) }
            }
        }
        let text = String(decoding: bytes, as: UTF8.self) + (pasteIsCut ? "…" : "")
        paste = nil
        pasteIsCut = false
        return .paste(text)
    }
}

extension KeyDecoder {
    /// What the bytes at an index start.
    private enum Parsed {
        /// A key, `length` bytes long.
        case key(Key, length: Int)
        /// A printable scalar, `length` bytes long, which may join a cluster with its neighbours.
        case text(Unicode.Scalar, length: Int)
        /// The start of a sequence whose end has not arrived.
        case incomplete
        /// `ESC[200~`, `length` bytes: a bracketed paste starts.
        case pasteStart(length: Int)
    }

    private func parse(at index: Int, atEnd: Bool) -> Parsed {
        let byte = pending[index]
        switch byte {
        case 0x1B: return parseEscape(at: index, atEnd: atEnd)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x08, 0x7F: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F: return .key(.control(Character(Unicode.Scalar(byte + 0x40))), length: 1)
        case 0x20...0x7E: return .text(Unicode.Scalar(byte), length: 1)
        default: return parseUTF8(at: index, atEnd: atEnd)
        }
    }

    /// A UTF-8 sequence of two to four bytes; an invalid one is unknown, its bytes up to where
    /// it went wrong; a C1 control is unknown too.
    private func parseUTF8(at index: Int, atEnd: Bool) -> Parsed {
        let lead = pending[index]
        let (length, minimum): (Int, UInt32) = switch lead {
        case 0xC2...0xDF: (2, 0x80)
        case 0xE0...0xEF: (3, 0x800)
        case 0xF0...0xF4: (4, 0x1_0000)
        default: (1, 0)
        }
        guard length > 1 else { return .key(.unknown([lead]), length: 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            guard index + offset < pending.count else {
                return atEnd ? .key(.unknown(Array(pending[index...])), length: pending.count - index) : .incomplete
            }
            let byte = pending[index + offset]
            guard byte & 0xC0 == 0x80 else { return .key(.unknown(Array(pending[index..<index + offset])), length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let bytes = Array(pending[index..<index + length])
        guard value >= minimum, let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else {
            return .key(.unknown(bytes), length: length)
        }
        return .text(scalar, length: length)
    }

    /// ESC and what follows it.
    private func parseEscape(at index: Int, atEnd: Bool) -> Parsed {
        guard index + 1 < pending.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["): return parseCSI(at: index, atEnd: atEnd)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
            let key: Key = switch pending[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(pending[index + 2] - UInt8(ascii: "P")) + 1)
            default: .unknown(Array(pending[index..<index + 3]))
            }
            return .key(key, length: 3)
        default:
            return .key(.escape, length: 1)
        }
    }

    /// A control sequence, `ESC [`, parameter bytes, intermediate bytes, a final byte; or a
    /// legacy mouse report, `ESC [ M` and three bytes.
    private func parseCSI(at index: Int, atEnd: Bool) -> Parsed {
        let start = index + 2
        guard start < pending.count else { return atEnd ? .key(.escape, length: 1) : .incomplete }
        if pending[start] == UInt8(ascii: "M") {
            guard start + 3 < pending.count else {
                return atEnd ? .key(.unknown(Array(pending[index...])), length: pending.count - index) : .incomplete
            }
            return .key(Self.legacyMouse(pending[start + 1], pending[start + 2], pending[start + 3]), length: 6)
        }
        var end = start
        while end < pending.count {
            let byte = pending[end]
            switch byte {
            case 0x20...0x3F:
                end += 1
                guard end - index < Self.longestSequence else {
                    return .key(.unknown(Array(pending[index..<end])), length: end - index)
                }
            case 0x40...0x7E:
                if byte == UInt8(ascii: "~"), pending[start..<end].elementsEqual("200".utf8) {
                    return .pasteStart(length: end + 1 - index)
                }
                let sequence = Array(pending[index...end])
                let key = Self.csiKey(parameters: pending[start..<end], final: byte) ?? .unknown(sequence)
                return .key(key, length: sequence.count)
            default:
                return .key(.unknown(Array(pending[index..<end])), length: end - index)
            }
        }
        return atEnd ? .key(.unknown(Array(pending[index...])), length: pending.count - index) : .incomplete
    }

    /// The key a finished CSI sequence stands for, or nil for one not understood.
    private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
        if parameters.first == UInt8(ascii: "<") {
            return sgrMouse(numbers(parameters.dropFirst()), pressed: final == UInt8(ascii: "M"), final: final)
        }
        guard let numbers = numbers(parameters) else { return nil }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            case .some(let code) where (11...15).contains(code): return .function(code - 10)
            case .some(let code) where (17...21).contains(code): return .function(code - 11)
            case 23: return .function(11)
            case 24: return .function(12)
            default: return nil
            }
        default: return nil
        }
    }

    /// The numbers of `;`-separated decimal parameters, nil for an empty one; nil altogether
    /// when a parameter holds anything but digits (a private marker, an intermediate byte).
    private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?]? {
        var numbers: [Int?] = [nil]
        for byte in parameters {
            switch byte {
            case UInt8(ascii: ";"): numbers.append(nil)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                let (times, overflow) = (numbers[numbers.count - 1] ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, times <= Int.max - digit else { return nil }
                numbers[numbers.count - 1] = times + digit
            default: return nil
            }
        }
        return numbers
    }

    /// An SGR (1006) mouse report, `b;x;y` with 1-based `x` and `y`.
    private static func sgrMouse(_ numbers: [Int?]?, pressed: Bool, final: UInt8) -> Key? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
              let numbers, numbers.count == 3,
              let code = numbers[0], let x = numbers[1], let y = numbers[2], x >= 1, y >= 1
        else { return nil }
        return mouse(code: code, pressed: pressed, column: x - 1, row: y - 1)
    }

    /// A legacy (X10) mouse report: each byte is 32 more than the code, the 1-based column,
    /// the 1-based row; code 3 is a release.
    private static func legacyMouse(_ code: UInt8, _ x: UInt8, _ y: UInt8) -> Key {
        let column = Int(x) - 33, row = Int(y) - 33
        guard code >= 32, column >= 0, row >= 0 else { return .unknown([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), code, x, y]) }
        let button = Int(code) - 32
        return mouse(code: button, pressed: button & 0b11 != 3, column: column, row: row) ?? .unknown([0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), code, x, y])
    }

    /// A mouse event from its button code: 64 and 65 (with any modifier bits) are the wheel
    /// up and down, reported on press only; other wheel codes are not understood.
    private static func mouse(code: Int, pressed: Bool, column: Int, row: Int) -> Key? {
        let modifiers = 4 | 8 | 16
        let button = code & ~modifiers
        guard button & 64 != 0, button < 128 else {
            return .mouse(button: button, pressed: pressed, column: column, row: row)
        }
        switch button & ~32 {
        case 64 where pressed: return .mouseWheel(up: true, column: column, row: row)
        case 65 where pressed: return .mouseWheel(up: false, column: column, row: row)
        default: return nil
        }
    }
}
