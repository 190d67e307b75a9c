import Foundation
import Testing
import ListEngine
@testable import ListTerminal
import TestSupport

/// Files of any size shown at once: the row ends found block by block against a naive split,
/// a file's lines read back, and a list that grows as they are found (the line index has
/// `LineIndexTests`).
@Suite struct LineFileTests {
    /// The naive reference: rows end after each "\n"; a longer row is cut at `maximum` bytes,
    /// moved back to the start of a character it would split.
    static func naiveRowEnds(_ bytes: [UInt8], maximum: Int) -> [UInt64] {
        var ends: [UInt64] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A, i - start <= maximum {
                ends.append(UInt64(i + 1))
                start = i + 1
            } else if i - start == maximum {
                var cut = i
                var back = 0
                while back < 3, bytes[cut] & 0xC0 == 0x80 { cut -= 1; back += 1 }
                if bytes[cut] & 0xC0 != 0xC0 { cut = i }
                ends.append(UInt64(cut))
                start = cut
                i = cut
                continue
            }
            i += 1
        }
        if start < bytes.count { ends.append(UInt64(bytes.count)) }
        return ends
    }

    /// Random text: short and long lines, ASCII and 2–4-byte characters, CRLF, no final break.
    static func randomText(_ random: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x0A], [0x0D, 0x0A], [0xFF]]
        var bytes: [UInt8] = []
        let length = random.below(3_000)
        while bytes.count < length {
            let run = random.below(6) == 0 ? 1 + random.below(200) : 1
            let piece = pieces[random.below(pieces.count)]
            for _ in 0..<run { bytes += piece }
        }
        return bytes
    }

    @Test(arguments: testSeeds(200))
    func rowEndsFoundBlockByBlockMatchANaiveSplit(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let bytes = Self.randomText(&random)
        let maximum = 4 + random.below(60)
        var finder = LineBreakFinder(maximum: maximum)
        var ends: [UInt64] = []
        var offset = 0
        while offset < bytes.count {
            let size = Swift.min(bytes.count - offset, 1 + random.below(300))
            bytes[offset..<offset + size].withUnsafeBytes { finder.scan($0, at: UInt64(offset)) }
            ends += finder.ends
            offset += size
        }
        if let last = finder.finish(at: UInt64(bytes.count)) { ends.append(last) }
        #expect(ends == Self.naiveRowEnds(bytes, maximum: maximum), "seed \(seed)")
    }

    static func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-\(UUID().uuidString).txt").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFilesLinesReadBackWithoutTheirBreaks() throws {
        let bytes = Array("one\r\ntwo\n\nbad \u{FF}\nlast".utf8).map { $0 == 0xC3 ? 0xFF : $0 }
        let path = try Self.file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "f")
        file.wait()
        #expect(file.isComplete && file.error == nil)
        #expect((0..<file.index.count).map(file.text(ofLine:)) == ["one", "two", "", "bad \u{FFFD}\u{FFFD}", "last"])
    }

    @Test func aLongLineIsCutIntoRowsAtCharacterBoundaries() throws {
        // 200,001 bytes of "é" (2 bytes each, after one "a"): cut before 65,536 bytes each, never inside an "é".
        let bytes = Array(("a" + String(repeating: "é", count: 100_000) + "\n").utf8)
        let path = try Self.file(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "f")
        file.wait()
        #expect(file.index.count == 4)
        let lengths = (0..<4).map { file.index.byteRange(ofLine: $0)?.count }
        #expect(lengths == [65_535, 65_536, 65_536, 3_395])
        #expect(file.text(ofLine: 1).allSatisfy { $0 == "é" })
    }

    @Test func aFileTruncatedUnderneathReadsAsEmptyLinesNotACrash() throws {
        let path = try Self.file(Array(String(repeating: "a line of text\n", count: 200_000).utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "f")
        // Truncated while it is being indexed, and again after.
        truncate(path, 1_000_000)
        file.wait()
        #expect(file.isComplete && (1...200_000).contains(file.index.count))
        truncate(path, 10)
        #expect(file.text(ofLine: file.index.count - 1) == "")
        #expect(file.text(ofLine: 0) == "a line of ")
    }

    @Test func gOnAFileCutShorterSinceShowsItsNewEnd() throws {
        // less shows the real new end; not the old count of rows with the missing ones blank.
        let path = try Self.file(Array((1...1_000).map { "line \($0)\n" }.joined().utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try ListSession(loading: ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none),
                                      appearance: ListAppearance(), columns: 40, rows: 10)
        session.showsTimings = false
        session.waitForBackgroundWork()
        session.advance(to: 0)
        #expect(session.list.totalRows == 1_000)
        truncate(path, off_t(Array((1...100).map { "line \($0)\n" }.joined().utf8).count))
        var time = 0.0
        _ = session.handle(.character("G"), at: time)
        #expect(StreamAndFollowTests.waitUntil {
            time += 0.002
            session.advance(to: time)
            return session.list.totalRows == 100 && !session.isAnimating && !session.isWatching
        })
        #expect(session.statusLine.left.hasSuffix(" was truncated: read again from its top"))
        let last = session.lastVisibleRow.flatMap { session.presenter.model.record(at: $0)?.text }
        #expect(session.position.hasSuffix("Row 100 of 100") && last == "line 100", "\(session.position)")
        // Not cut again: G stays where it is.
        _ = session.handle(.character("G"), at: time)
        #expect(!session.isWatching && session.list.totalRows == 100)
    }

    @Test func aFileWithNULBytesIsSaidToBeBinaryAndShownWithSymbols() throws {
        let binary = try Self.file([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0x0A, 0x41, 0x00, 0x0A])
        let text = try Self.file(Array("plain\ntext\n".utf8))
        defer { for path in [binary, text] { try? FileManager.default.removeItem(atPath: path) } }
        func session(_ path: String) throws -> ListSession {
            let session = try ListSession(loading: ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none),
                                          appearance: ListAppearance(), columns: 60, rows: 6)
            session.showsTimings = false
            return session
        }
        let shown = try session(binary)
        #expect(shown.statusLine.left == "\((binary as NSString).lastPathComponent) may be a binary file: its control bytes show as symbols")
        #expect(shown.screenLines[0].contains("ELF␀") && shown.screenLines[1].contains("A␀"))
        #expect(!(try session(text).statusLine.left.contains("binary")))
    }

    @Test func aFileThatCannotBeOpenedSaysWhy() {
        #expect(throws: LineFile.OpenError.self) { try LineFile(path: "/nonexistent/file", name: "file") }
    }

    @Test func theListShowsTheFirstLinesAtOnceAndGrowsToAllOfThemKeepingTheTop() throws {
        let lines = 300_000
        let path = try Self.file(Array((0..<lines).map { "line \($0)\n" }.joined().utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none)
        #expect(source.readsLinesAsFound)
        let session = try ListSession(loading: source, appearance: ListAppearance(), columns: 40, rows: 10)
        session.showsTimings = false
        #expect(session.list.loadState == .loaded)   // no spinner, even before the first lines are found
        // Frames while the lines are found (for a minute at most: sanitizer builds are slow):
        // the first lines on top as soon as there are any, and the top kept as the list grows.
        var time = 0.0
        var sawFirstLines = false
        while session.isAnimating || session.isWatching, time < 60 {
            Thread.sleep(forTimeInterval: 0.001)
            time += 0.001
            session.advance(to: time)
            #expect(session.list.contentOffset.y == 0)
            if !sawFirstLines, session.list.totalRows > 0 {
                sawFirstLines = true
                #expect(session.screenLines[0].contains("line 0"))
            }
        }
        #expect(session.list.totalRows == lines && !session.isGrowing)
        #expect(session.screenLines[0].contains("line 0") && session.focus == ListIndexPath(row: 0, section: 0))
        #expect(session.stateDescription.contains("indexed=\(lines)/true"))
        #expect(!session.statusLine.left.contains("…"))
        _ = session.handle(.character("G"), at: time)
        #expect(session.screenLines[8].contains("line \(lines - 1)"))
    }

    @Test func anEmptyFileShowsNoRowsAndThenTheLinesItGets() throws {
        let path = try Self.file([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none)
        let model = try source.load()
        #expect(model.sections.isEmpty && model.rowCount == 0)
    }
}

/// Streams read as far as they are needed, and files followed at their end.
@Suite struct StreamAndFollowTests {
    /// A pipe whose write end a thread fills with `chunks` of `bytes`, then closes; its read end as a path.
    static func pipe(writing chunks: Int, of bytes: [UInt8]) -> (path: String, readEnd: Int32) {
        // The reader may stop early (a spill limit): the writer then gets EPIPE, not a signal.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        _ = Glibc.pipe(&ends)
        let writeEnd = ends[1]
        Thread.detachNewThread {
            bytes.withUnsafeBytes { buffer in
                for _ in 0..<chunks {
                    var done = 0
                    while done < buffer.count {
                        let n = write(writeEnd, buffer.baseAddress! + done, buffer.count - done)
                        if n <= 0 { close(writeEnd); return }
                        done += n
                    }
                }
            }
            close(writeEnd)
        }
        return ("/proc/self/fd/\(ends[0])", ends[0])
    }

    @Test func aStreamIsReadOnlyALittleAheadOfWhatIsAskedFor() throws {
        // 64 MiB of 256-byte lines offered; nothing asked for beyond the first screen: 16 MiB read.
        let line = String(repeating: "x", count: 255) + "\n"
        let (path, readEnd) = Self.pipe(writing: 64, of: Array(String(repeating: line, count: 4_096).utf8))
        defer { close(readEnd) }
        let file = try LineFile(path: path, name: "pipe")
        #expect(file.isStream)
        #expect(Self.waitUntil { (file.streamBytesRead ?? 0) >= LineFile.streamReadAhead })
        Thread.sleep(forTimeInterval: 0.3)   // time to read more, which it must not
        #expect((file.streamBytesRead ?? 0) <= LineFile.streamReadAhead + (1 << 20) && !file.isComplete)
        // Asking for everything reads it all.
        file.wait()
        #expect(file.isComplete && file.index.count == 64 * 4_096 && file.text(ofLine: 200_000) == String(line.dropLast()))
    }

    @Test func aStreamOfShortLinesIsReadOnlySoManyLinesAhead() throws {
        // yes: 2-byte lines. The index, not the bytes, is what they would grow.
        let (path, readEnd) = Self.pipe(writing: 64, of: Array(String(repeating: "y\n", count: 1 << 19).utf8))
        defer { close(readEnd) }
        let file = try LineFile(path: path, name: "pipe")
        #expect(Self.waitUntil { file.index.count >= LineFile.streamLinesAhead })
        Thread.sleep(forTimeInterval: 0.3)
        #expect(file.index.count <= LineFile.streamLinesAhead + (3 << 19))
        file.want(line: 2_000_000)
        #expect(Self.waitUntil { file.index.count >= 2_000_000 + LineFile.streamLinesAhead })
        Thread.sleep(forTimeInterval: 0.3)
        #expect(file.index.count <= 2_000_000 + LineFile.streamLinesAhead + (3 << 19))
    }

    @Test func gOnAStreamReadsItToItsEndWithoutAnotherKey() throws {
        // 1,048,576 lines, far more than a stream is read ahead of the screen. The loop draws a
        // frame only while something moves (isAnimating), as the interactive loop does: the
        // stream held ahead of the screen must not stall the ride to its end between frames.
        let (path, readEnd) = Self.pipe(writing: 64, of: Array(String(repeating: "y\n", count: 1 << 14).utf8))
        defer { close(readEnd) }
        let session = try ListSession(loading: ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none),
                                      appearance: ListAppearance(), columns: 40, rows: 10)
        var time = 0.0
        session.advance(to: time)
        _ = session.handle(.character("G"), at: time)
        #expect(Self.waitUntil {
            if session.isAnimating || session.isWatching {
                time += 0.002
                if session.isAnimating { session.advance(to: time) }
            }
            return session.list.totalRows == 1 << 20 && !session.isAnimating
        })
        #expect(session.statusLine.left.contains("Row 1,048,576 of 1,048,576"))
    }

    @Test func aStreamWithoutLineBreaksIsCutIntoRows() throws {
        let (path, readEnd) = Self.pipe(writing: 1, of: [UInt8](repeating: 0x78, count: 200_000))
        defer { close(readEnd) }
        let file = try LineFile(path: path, name: "pipe")
        file.wait()
        #expect(file.index.count == 4 && file.text(ofLine: 3).count == 200_000 - 3 * 65_536)
    }

    @Test func aStreamStopsAtItsSpillLimitAndSaysSo() throws {
        let (path, readEnd) = Self.pipe(writing: 8, of: Array(String(repeating: "y\n", count: 1 << 19).utf8))
        defer { close(readEnd) }
        let file = try LineFile(path: path, name: "pipe", spillLimit: 4 << 20)
        file.wait()
        #expect(file.streamBytesRead == 4 << 20 && file.index.count == 2 << 20)
        #expect(file.notice == "stopped reading pipe at 4 MiB (--spill-limit)")
    }

    /// Waits (up to a minute: sanitizer builds are slow) until `condition` holds; whether it does.
    @discardableResult
    static func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<30_000 where !condition() { Thread.sleep(forTimeInterval: 0.002) }
        return condition()
    }

    @Test func aFollowedFileShowsAppendedLinesAndStartsOverWhenTruncatedOrReplaced() throws {
        let path = try LineFileTests.file(Array("one\ntwo\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "log")
        file.wait()
        file.setFollowing(true)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("three\nfour".utf8))   // "four" has no break yet: not a line while followed
        Self.waitUntil { file.index.count == 3 }
        Thread.sleep(forTimeInterval: 0.1)
        #expect(file.index.count == 3 && file.text(ofLine: 2) == "three")
        handle.write(Data("\n".utf8))
        Self.waitUntil { file.index.count == 4 }
        #expect(file.text(ofLine: 3) == "four")
        handle.truncateFile(atOffset: 0)
        handle.write(Data("new\n".utf8))
        Self.waitUntil { file.generation == 1 && file.index.count == 1 }
        #expect(file.text(ofLine: 0) == "new" && file.notice == "log was truncated: from its top")
        try FileManager.default.moveItem(atPath: path, toPath: path + ".1")
        defer { try? FileManager.default.removeItem(atPath: path + ".1") }
        try Data("rotated\n".utf8).write(to: URL(fileURLWithPath: path))
        Self.waitUntil { file.generation == 2 && file.index.count == 1 }
        #expect(file.text(ofLine: 0) == "rotated" && file.notice == "log was replaced: from its top")
        file.setFollowing(false)
        Self.waitUntil { file.isComplete }
        #expect(file.isComplete)
    }

    @Test func aFileFollowedFromTheStartJoinsTextAddedToItsLastLine() throws {
        let path = try LineFileTests.file(Array("one\nabc".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "log", following: true)
        Self.waitUntil { file.index.count == 1 }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("def\n".utf8))
        Self.waitUntil { file.index.count == 2 }
        #expect(file.text(ofLine: 1) == "abcdef")
        file.setFollowing(false)
    }

    @Test func aSearchOfAFollowedFileGoesAroundToTheTop() throws {
        let path = try LineFileTests.file(Array((0..<50).map { $0 == 3 ? "match\n" : "row \($0)\n" }.joined().utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LineFile(path: path, name: "log", following: true)
        Self.waitUntil { file.index.count == 50 }
        let task = try SearchTask(query: "match", in: ListModel(lines: file), after: ListIndexPath(row: 10, section: 0))
        #expect(SearchTaskTests.outcome(of: task) == .found(ListIndexPath(row: 3, section: 0), record: 3))
        file.setFollowing(false)
    }

    @Test func followingTheListRidesTheEndAndCountsNewLinesWhenScrolledUp() throws {
        let followed = try FollowedFile(lines: 100)
        let session = followed.session
        followed.frames { session.list.totalRows == 100 }
        // The last row on screen is the last line (a long "Following …" message may cover it for now).
        func lastShown() -> String? { session.lastVisibleRow.flatMap { session.presenter.model.record(at: $0)?.text } }
        #expect(session.isFollowing && session.list.isAnchoredToEnd && lastShown() == "line 100")
        let handle = try #require(FileHandle(forWritingAtPath: followed.path))
        handle.seekToEndOfFile()
        handle.write(Data("line 101\n".utf8))
        followed.frames { session.list.totalRows == 101 }
        #expect(lastShown() == "line 101" && session.list.isAnchoredToEnd)
        _ = session.handle(.pageUp, at: followed.time)
        handle.write(Data("line 102\nline 103\nline 104\n".utf8))
        followed.frames { session.list.totalRows == 104 }
        #expect(session.statusLine.left.contains("↓ 3 new") && !session.screenLines.contains { $0.contains("line 104") })
        _ = session.handle(.character("G"), at: followed.time)
        followed.frames { session.list.isAnchoredToEnd }
        #expect(session.screenLines[8].contains("line 104"))
        _ = session.handle(.character("R"), at: followed.time)
        #expect(session.statusLine.left == "Following: the file is read as it changes (F stops)")
        _ = session.handle(.character("F"), at: followed.time)
        #expect(!session.isFollowing && session.statusLine.left == "Stopped following \(followed.name)")
    }
}
