import CZlib
import Foundation
import Testing
@testable import ListTerminal
import TestSupport

/// gzip files shown inflated: known by their magic bytes, read through the stream's spill file,
/// their lines the same as the plain text's; corrupt or cut-short data stops the text where it
/// stops, with a message, and the lines before it stay.
@Suite struct GzipFileTests {
    /// `bytes` compressed as a gzip member by zlib at `level` (the reference the reader must undo).
    static func gzip(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        #expect(listengine_deflate_init(&stream, level, 15 + 16) == Z_OK)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
        var input = bytes
        let written = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                #expect(deflate(&stream, Z_FINISH) == Z_STREAM_END)
                return outputBuffer.count - Int(stream.avail_out)
            }
        }
        return Array(output[..<written])
    }

    static func file(_ bytes: [UInt8], named suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-\(UUID().uuidString)\(suffix)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every line of `file` (all found first).
    static func lines(_ file: LineFile) -> [String] {
        file.wait()
        return (0..<file.index.count).map(file.text(ofLine:))
    }

    /// Random lines: short and long, ASCII and multi-byte, CRLF, blank ones, at times no final
    /// break; some seeds make a text of megabytes (more than a read's block and the buffers).
    static func randomLines(_ random: inout SeededGenerator) -> [UInt8] {
        let words = ["alpha", "été", "€uro", "😀", "\t", " ", "x", "0123456789"]
        var bytes: [UInt8] = []
        let lines = random.below(5) == 0 ? 20_000 + random.below(60_000) : random.below(500)
        for _ in 0..<lines {
            let length = random.below(10) == 0 ? random.below(400) : random.below(12)
            for _ in 0..<length { bytes += Array(words[random.below(words.count)].utf8) }
            bytes += random.below(8) == 0 ? [0x0D, 0x0A] : [0x0A]
        }
        if random.below(3) == 0 { bytes += Array("no break at the end".utf8) }
        return bytes
    }

    /// The lines of a gzip file — one member or several (`cat a.gz b.gz`), at any level — are
    /// the plain text's, line for line, through the same LineFile.
    @Test(arguments: testSeeds(24))
    func aGzipFilesLinesAreThePlainTextsLines(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let text = Self.randomLines(&random)
        let members = 1 + random.below(3)
        var compressed: [UInt8] = []
        var cut = 0
        for member in 0..<members {
            let end = member == members - 1 ? text.count : cut + random.below(text.count - cut + 1)
            compressed += Self.gzip(Array(text[cut..<end]), level: Int32(random.below(10)))
            cut = end
        }
        let plainPath = try Self.file(text, named: ".txt")
        let gzipPath = try Self.file(compressed, named: ".gz")
        defer {
            try? FileManager.default.removeItem(atPath: plainPath)
            try? FileManager.default.removeItem(atPath: gzipPath)
        }
        let plain = try LineFile(path: plainPath, name: "plain")
        let inflated = try LineFile(path: gzipPath, name: "text.gz")
        let expected = Self.lines(plain)
        #expect(Self.lines(inflated) == expected)
        #expect(inflated.isCompressed && inflated.isStream && inflated.error == nil)
        #expect(inflated.streamBytesRead == UInt64(text.count))
    }

    /// Known by its magic bytes, not its name: gzip data named .txt is inflated; a text named
    /// .gz is shown as it is.
    @Test func gzipIsKnownByItsMagicBytesNotItsName() throws {
        let text = Array("one\ntwo\nthree\n".utf8)
        let hidden = try Self.file(Self.gzip(text), named: ".txt")
        let pretender = try Self.file(text, named: ".gz")
        defer {
            try? FileManager.default.removeItem(atPath: hidden)
            try? FileManager.default.removeItem(atPath: pretender)
        }
        #expect(Self.lines(try LineFile(path: hidden, name: "hidden")) == ["one", "two", "three"])
        let plain = try LineFile(path: pretender, name: "pretender.gz")
        #expect(Self.lines(plain) == ["one", "two", "three"] && !plain.isCompressed)
    }

    /// Zeros after the last member (a tape's padding) end the text, as `gzip -d` ignores them.
    @Test func paddingAfterTheLastMemberIsNotAnError() throws {
        let path = try Self.file(Self.gzip(Array("one\ntwo\n".utf8)) + [UInt8](repeating: 0, count: 512), named: ".gz")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "padded.gz")
        #expect(Self.lines(file) == ["one", "two"] && file.error == nil)
    }

    /// A gzip file cut short: the lines inflated before the cut are shown, and the message says
    /// where the data stops.
    @Test(arguments: [0.3, 0.6, 0.95])
    func aTruncatedGzipShowsTheLinesBeforeTheCutAndSaysWhere(fraction: Double) throws {
        let text = Array((1...200_000).map { "line \($0) of a text cut short\n" }.joined().utf8)
        let compressed = Self.gzip(text)
        let kept = Int(Double(compressed.count) * fraction)
        let path = try Self.file(Array(compressed[..<kept]), named: ".gz")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "cut.gz")
        let lines = Self.lines(file)
        #expect(file.error == "cut.gz ends early: its compressed data is cut short at byte \(kept)")
        // The lines before the cut are the text's own (the last may be cut inside).
        #expect(lines.count > 1_000)
        #expect(lines.dropLast().enumerated().allSatisfy { $0.element == "line \($0.offset + 1) of a text cut short" })
    }

    /// Corrupt data in the middle: the lines before it are shown, the message names the
    /// compressed byte where inflating stopped and zlib's reason.
    @Test func aCorruptGzipStopsWhereTheDataIsBadAndSaysWhere() throws {
        let text = Array((1...100_000).map { "record \($0)\n" }.joined().utf8)
        var compressed = Self.gzip(text)
        let middle = compressed.count / 2
        for i in middle..<middle + 64 { compressed[i] ^= 0x5A }
        let path = try Self.file(compressed, named: ".gz")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "bad.gz")
        let lines = Self.lines(file)
        let error = try #require(file.error)
        #expect(error.hasPrefix("bad.gz is corrupt at byte ") && error.hasSuffix(": the text stops there"))
        let at = Int(error.dropFirst("bad.gz is corrupt at byte ".count).prefix { $0.isNumber }) ?? -1
        // Inflating stops at the first bad byte or after it, never before.
        #expect((middle...compressed.count).contains(at), "\(error)")
        // Bad bits may inflate to wrong text before zlib sees they are bad (at worst its CRC does,
        // at the end): the text before the bad byte — half of it, more than its first 1,000
        // lines — is the file's own.
        #expect(lines.count > 1_000 && lines.prefix(1_000).enumerated().allSatisfy { $0.element == "record \($0.offset + 1)" })
    }

    /// The spill limit bounds a gzip file's text as it bounds a pipe's: a file that inflates
    /// past it shows its first lines and says so.
    @Test func theSpillLimitBoundsAGzipFilesText() throws {
        let text = Array(String(repeating: "y\n", count: 4 << 20).utf8)   // 8 MiB of text, a few KiB compressed
        let path = try Self.file(Self.gzip(text, level: 9), named: ".gz")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "bomb.gz", spillLimit: 2 << 20)
        file.wait()
        #expect(file.streamBytesRead == 2 << 20 && file.index.count == 1 << 20)
        #expect(file.notice == "stopped reading bomb.gz at 2 MiB (--spill-limit)")
    }
}
