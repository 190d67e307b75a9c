import Testing
import TerminalScreen

@Suite struct KeyDecoderTests {
    static let escape: UInt8 = 0x1B
    static let longest = 64

    /// Sequences and the keys they decode to, each complete (nothing pending after it).
    static let sequences: [(bytes: [UInt8], keys: [Key])] = [
        (Array("a Z~".utf8), [.character("a"), .character(" "), .character("Z"), .character("~")]),
        ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x09], [.tab]), ([0x7F], [.backspace]), ([0x08], [.backspace]),
        ([0x03], [.control("c")]), ([0x01], [.control("a")]), ([0x1A], [.control("z")]), ([0x00], [.control("@")]),
        (csi("A"), [.up]), (csi("B"), [.down]), (csi("C"), [.right]), (csi("D"), [.left]),
        (ss3("A"), [.up]), (ss3("B"), [.down]), (ss3("C"), [.right]), (ss3("D"), [.left]),
        (csi("H"), [.home]), (csi("F"), [.end]), (ss3("H"), [.home]), (ss3("F"), [.end]),
        (csi("1~"), [.home]), (csi("7~"), [.home]), (csi("4~"), [.end]), (csi("8~"), [.end]),
        (csi("5~"), [.pageUp]), (csi("6~"), [.pageDown]), (csi("3~"), [.delete]),
        (csi("1;5A"), [.up]), (csi("1;2D"), [.left]), (csi("3;5~"), [.delete]), (csi("5;3~"), [.pageUp]),
        (ss3("P"), [.function(1)]), (ss3("S"), [.function(4)]), (csi("15~"), [.function(5)]),
        (csi("17~"), [.function(6)]), (csi("21~"), [.function(10)]), (csi("24~"), [.function(12)]),
        (ss3("M"), [.enter]),
        (csi("<64;10;5M"), [.mouseWheel(up: true, column: 9, row: 4)]),
        (csi("<65;1;1M"), [.mouseWheel(up: false, column: 0, row: 0)]),
        (csi("<80;3;2M"), [.mouseWheel(up: true, column: 2, row: 1)]),
        (csi("<0;3;4M"), [.mouse(button: 0, pressed: true, column: 2, row: 3)]),
        (csi("<2;120;40m"), [.mouse(button: 2, pressed: false, column: 119, row: 39)]),
        (csi("<16;3;4M"), [.mouse(button: 0, pressed: true, column: 2, row: 3)]),
        ([escape, 0x5B, 0x4D, 32, 33 + 5, 33 + 2], [.mouse(button: 0, pressed: true, column: 5, row: 2)]),
        ([escape, 0x5B, 0x4D, 35, 33, 33], [.mouse(button: 3, pressed: false, column: 0, row: 0)]),
        ([escape, 0x5B, 0x4D, 96, 40, 40], [.mouseWheel(up: true, column: 7, row: 7)]),
        (csi("99~"), [.unknown(csi("99~"))]),
        (csi("?1;2c"), [.unknown(csi("?1;2c"))]),
        (csi("Z"), [.unknown(csi("Z"))]),
        (csi("<66;1;1M"), [.unknown(csi("<66;1;1M"))]),
        (csi("<0;0;1M"), [.unknown(csi("<0;0;1M"))]),
        (ss3("x"), [.unknown(ss3("x"))]),
        ([escape, UInt8(ascii: "x")], [.escape, .character("x")]),
        ([escape] + csi("A"), [.escape, .up]),
        (Array("안녕".utf8), [.character("안"), .character("녕")]),
        ([0xFF, 0x61], [.unknown([0xFF]), .character("a")]),
        ([0xE2, 0x82, 0x61], [.unknown([0xE2, 0x82]), .character("a")]),
        ([0xC0, 0x80], [.unknown([0xC0]), .unknown([0x80])]),
        ([0xED, 0xA0, 0x80], [.unknown([0xED, 0xA0, 0x80])]),
        ([0xC2, 0x85], [.unknown([0xC2, 0x85])]),
        ([escape, 0x5B, 0x31] + csi("B"), [.unknown([escape, 0x5B, 0x31]), .down]),
        (csi("200~") + Array("ab\r".utf8) + csi("201~"), [.paste("ab\r")]),
        (csi("200~") + csi("201~"), [.paste("")]),
        (Array("j".utf8) + csi("200~") + Array("jj\u{1B}[A\u{1B}[20é".utf8) + csi("201~") + Array("k".utf8),
         [.character("j"), .paste("jj\u{1B}[A\u{1B}[20é"), .character("k")]),
    ]

    static func csi(_ rest: String) -> [UInt8] { [escape, UInt8(ascii: "[")] + Array(rest.utf8) }
    static func ss3(_ rest: String) -> [UInt8] { [escape, UInt8(ascii: "O")] + Array(rest.utf8) }

    /// Decodes `parts` one call each, flushing at the end only if something is pending.
    static func decode(_ parts: [ArraySlice<UInt8>]) -> (keys: [Key], pendingAtEnd: Bool) {
        var decoder = KeyDecoder()
        var keys = parts.flatMap { decoder.decode($0) }
        let pending = decoder.hasPendingInput
        keys += decoder.flush()
        #expect(!decoder.hasPendingInput)
        return (keys, pending)
    }

    @Test(arguments: sequences.indices)
    func eachSequenceDecodesWholeSplitAnywhereAndByteByByte(index: Int) {
        let (bytes, keys) = Self.sequences[index]
        #expect(Self.decode([bytes[...]]) == (keys, false), "\(bytes)")
        for split in 1..<max(bytes.count, 1) {
            #expect(Self.decode([bytes[..<split], bytes[split...]]) == (keys, false), "\(bytes) split at \(split)")
        }
        #expect(Self.decode(bytes.indices.map { bytes[$0...$0] }) == (keys, false), "\(bytes) byte by byte")
    }

    /// A paste split over three reads is one key, and nothing waits for a flush meanwhile.
    @Test func aPasteOverThreeReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.csi("20")) == [])
        #expect(decoder.decode(Array("0~ab\r".utf8) + [Self.escape] + Array("[2".utf8)) == [])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("01~".utf8)) == [.paste("ab\r")])
    }

    /// A paste of 100 KB keeps its first 64 KiB, cut at a character, and says it was cut; the
    /// keys after it decode as keys.
    @Test func aHugePasteIsBounded() {
        var decoder = KeyDecoder()
        let body = Array(String(repeating: "j", count: KeyDecoder.pasteLimit - 1).utf8) + Array(String(repeating: "é", count: 20_000).utf8)
        var keys = decoder.decode(Self.csi("200~"))
        for start in stride(from: 0, to: body.count, by: 4096) {
            keys += decoder.decode(body[start..<min(start + 4096, body.count)])
        }
        keys += decoder.decode(Self.csi("201~") + Array("q".utf8))
        #expect(keys.count == 2)
        guard case let .paste(text) = keys.first else {
            Issue.record("no paste: \(keys.prefix(3))")
            return
        }
        #expect(text.utf8.count == KeyDecoder.pasteLimit - 1 + "…".utf8.count)   // é (2 bytes) cut in half is dropped
        #expect(text.hasSuffix("j…"))
        #expect(keys.last == .character("q"))
    }

    @Test func scalarsThatArriveTogetherMakeOneClusterAndApartOneKeyEach() {
        let text = Array("é👍🏽x".utf8)
        #expect(Self.decode([text[...]]).keys == [.character("é"), .character("👍🏽"), .character("x")])
        #expect(Self.decode([text[..<6], text[6...]]).keys == [.character("é"), .character("👍"), .character("🏽"), .character("x")])
        let mixed = Array("a".utf8) + Self.csi("A") + Array("e\u{301}".utf8)
        #expect(Self.decode([mixed[...]]).keys == [.character("a"), .up, .character("é")])
    }

    @Test func aLoneEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush() == [])
        // Escape pressed, then a key after the flush: two keys.
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode([UInt8(ascii: "q")]) == [.escape, .character("q")])
    }

    @Test func anUnfinishedSequenceAtFlushIsEscapeThenItsByteOrUnknown() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.csi("")) == [])
        #expect(decoder.flush() == [.escape, .character("[")])
        #expect(decoder.decode(Self.ss3("")) == [])
        #expect(decoder.flush() == [.escape, .character("O")])
        #expect(decoder.decode(Self.csi("1;5")) == [])
        #expect(decoder.flush() == [.unknown(Self.csi("1;5"))])
        #expect(decoder.decode([0xEC, 0x95]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.unknown([0xEC, 0x95])])
    }

    @Test func hangulSplitInsideItsBytesIsKeptUntilComplete() {
        var decoder = KeyDecoder()
        let bytes = Array("한글".utf8)
        #expect(decoder.decode(bytes[0..<2]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(bytes[2..<4]) == [.character("한")])
        #expect(decoder.decode(bytes[4...]) == [.character("글")])
        #expect(!decoder.hasPendingInput)
    }

    @Test func anOverlongControlSequenceIsGivenUp() {
        var decoder = KeyDecoder()
        let long = Self.csi(String(repeating: "1;", count: 40))
        // The first 64 bytes are unknown; what follows is decoded as it comes.
        let keys = decoder.decode(long + Array("a".utf8))
        #expect(keys.first == .unknown(Array(long.prefix(KeyDecoderTests.longest))))
        #expect(keys.last == .character("a"))
        #expect(!decoder.hasPendingInput)
    }
}
