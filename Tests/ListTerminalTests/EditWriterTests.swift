import Foundation
import Testing
import ListEngine
@testable import ListTerminal
import TerminalScreen
import TestSupport

/// Edits written back: byte for byte, atomically, keeping mode and symbolic links, refused when
/// the file changed or the rows are not a file's — and the session saying when edits are in
/// memory only.
@Suite struct EditWriterTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listterm-write-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func model(_ path: String) throws -> ListModel {
        try ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none).load()
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func untouchedLinesAreWrittenByteForByte() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/lines.txt"
        let original: [UInt8] = Array("a\r\n".utf8) + [0x62, 0xFF, 0x0A] + Array("mid\nc".utf8)   // CRLF, invalid UTF-8, no final break
        try Data(original).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o640)
        var model = try Self.model(path)
        model.deleteRow(at: ListIndexPath(row: 2, section: 0))                                  // "mid"
        model.moveRow(from: ListIndexPath(row: 2, section: 0), to: ListIndexPath(row: 0, section: 0))   // "c" first
        #expect(try EditWriter.write(model, to: path) == 3)
        // "c" had no break: it gets one now that lines follow it; the others are as they were.
        #expect(try Self.bytes(path) == Array("c\na\r\n".utf8) + [0x62, 0xFF, 0x0A])
        var status = stat()
        stat(path, &status)
        #expect(status.st_mode & 0o777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["lines.txt"])   // no temporary file left
    }

    @Test(arguments: testSeeds(30))
    func randomEditsWriteWhatTheRowsShow(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed))
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/f.txt"
        let lines = (0..<(1 + random.below(200))).map { "line \($0) " + String(repeating: "x", count: random.below(20)) }
        let finalBreak = random.below(2) == 0
        try Data((lines.joined(separator: "\n") + (finalBreak ? "\n" : "")).utf8).write(to: URL(fileURLWithPath: path))
        var model = try Self.model(path)
        var reference = lines
        for _ in 0..<random.below(20) where !reference.isEmpty {
            let row = random.below(reference.count)
            if random.below(2) == 0 {
                model.deleteRow(at: ListIndexPath(row: row, section: 0))
                reference.remove(at: row)
            } else {
                let to = random.below(reference.count)
                model.moveRow(from: ListIndexPath(row: row, section: 0), to: ListIndexPath(row: to, section: 0))
                reference.insert(reference.remove(at: row), at: to)
            }
        }
        _ = try EditWriter.write(model, to: path)
        let written = String(decoding: try Self.bytes(path), as: UTF8.self)
        // Every line keeps its break, but the old last one when it had none and stays last.
        let lastKeepsNoBreak = !finalBreak && reference.last == lines.last
        #expect(written == reference.joined(separator: "\n") + (reference.isEmpty || lastKeepsNoBreak ? "" : "\n"), "seed \(seed)")
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("one\ntwo\n".utf8).write(to: URL(fileURLWithPath: folder + "/target.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.txt", withDestinationPath: "target.txt")
        var model = try Self.model(folder + "/link.txt")
        model.deleteRow(at: ListIndexPath(row: 0, section: 0))
        _ = try EditWriter.write(model, to: folder + "/link.txt")
        #expect(try Self.bytes(folder + "/target.txt") == Array("two\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.txt") == "target.txt")
    }

    @Test func aFileChangedOnDiskIsNotOverwritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/f.txt"
        try Data("one\ntwo\n".utf8).write(to: URL(fileURLWithPath: path))
        var model = try Self.model(path)
        model.deleteRow(at: ListIndexPath(row: 0, section: 0))
        try Data("one\ntwo\nthree\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: EditWriter.WriteError.self) { try EditWriter.write(model, to: path) }
        #expect(try Self.bytes(path) == Array("one\ntwo\nthree\n".utf8))
    }

    /// On a full disk the write stops, the temporary file goes, and the file is as it was. The
    /// disk is a 64 KiB tmpfs holding a 40 KiB file, which has no room for its copy (mounting needs
    /// root, as in CI; elsewhere the test has nothing to check).
    @Test func aFullDiskLeavesTheFileAsItWasAndNoTemporaryFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard mount("tmpfs", folder, "tmpfs", 0, "size=64k") == 0 else { return }
        defer { umount(folder) }
        let path = folder + "/big.txt"
        let original = Array((0..<1_000).map { "line \($0) of the file, forty bytes\n" }.joined().utf8)
        try Data(original).write(to: URL(fileURLWithPath: path))
        var model = try Self.model(path)
        model.deleteRow(at: ListIndexPath(row: 0, section: 0))
        let error = try #require(throws: EditWriter.WriteError.self) { try EditWriter.write(model, to: path) }
        #expect(error.description == "writing the temporary file failed: the disk is full; the file is unchanged")
        #expect(try Self.bytes(path) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["big.txt"])
    }

    @Test func rowsNotYetShownAreNeverLeftOut() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/f.txt"
        try Data((0..<200_000).map { "line \($0)\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        let file = try LineFile(path: path, name: "f.txt")
        let model = ListModel(lines: file)   // taken while the lines are being found
        file.wait()
        guard model.knownRecords < file.index.count else { return }   // all found at once: nothing to check
        let error = try #require(throws: EditWriter.WriteError.self) { try EditWriter.write(model, to: path) }
        #expect(error.description == "f.txt is still being read: w writes once every line is found")
    }

    @Test func rowsThatAreNotAFilesLinesAreNotWritten() throws {
        let model = ListModel(store: .dataSet(rows: 10), sectioning: .none)
        let error = try #require(throws: EditWriter.WriteError.self) { try EditWriter.write(model, to: "/tmp/x") }
        #expect(error.description.hasPrefix("only a file shown as its lines can be written back"))
    }

    @Test func theNewFileHasNoNameWhileItIsWrittenSoAKillLeavesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/file.txt"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        for replaces in [false, true] {
            let file = try ReplacementFile(replacing: path)
            _ = Array("new\n".utf8).withUnsafeBytes { FileOutput.write($0, to: file.descriptor) }
            // Only the file itself is in the folder while the new one is written (unnamed).
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file.txt"])
            if replaces { #expect(file.replaceTarget() == nil) } else { file.discard() }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file.txt"])
            #expect(try Self.bytes(path) == Array((replaces ? "new\n" : "old\n").utf8))
        }
    }

    @Test func aWriteCancelledOrNotLeavesTheFileWholeAndNothingElse() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.txt"
        let original = Array((0..<200_000).map { "line \($0)\n" }.joined().utf8)
        try Data(original).write(to: URL(fileURLWithPath: path))
        var model = try Self.model(path)
        model.deleteRow(at: ListIndexPath(row: 0, section: 0))
        let writer = try EditWriter(model, to: path)
        writer.cancel()
        writer.wait()
        // Cancelled in time: unchanged; or already written: edited. Never half, never a leftover.
        switch try #require(writer.take()) {
        case .success: #expect(try Self.bytes(path) == Array(original.drop(while: { $0 != 0x0A }).dropFirst()))
        case let .failure(error):
            #expect(error.description == "writing big.txt was cancelled; the file is unchanged")
            #expect(try Self.bytes(path) == original)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["big.txt"])
    }

    @Test func theStatusSaysEditsAreUnsavedQuitAsksAndWWrites() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/words.txt"
        try Data("alpha\nbeta\ngamma\n".utf8).write(to: URL(fileURLWithPath: path))
        let source = ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none)
        let session = try ListSession(loading: source, appearance: ListAppearance(), columns: 80, rows: 10)
        session.showsTimings = false
        let time = session.settle()
        session.setEditing(true)
        _ = session.handle(.character("d"), at: time)
        #expect(session.statusLine.left == "Delete “alpha”? y/n")
        _ = session.handle(.character("y"), at: time)
        _ = session.handle(.down, at: time + 1)
        #expect(session.statusLine.left.hasSuffix("1 edit, not saved"))
        #expect(session.handle(.character("q"), at: time + 2) == .proceed && session.mode == .confirmingQuit)
        #expect(session.statusLine.left == "1 edit in memory only: w writes, q quits without, any other key stays")
        _ = session.handle(.character("j"), at: time + 3)   // stays
        #expect(session.mode == .browsing)
        session.setEditing(true)
        _ = session.handle(.character("w"), at: time + 4)
        // Written beside the frames: the status line says so until a frame takes the outcome,
        // and edits wait.
        #expect(session.statusLine.left.hasPrefix("Writing words.txt… ") && session.isAnimating)
        _ = session.handle(.character("d"), at: time + 4)
        #expect(session.statusLine.left == "Writing words.txt: edits wait until it is done" && session.mode == .browsing)
        session.waitForBackgroundWork()
        session.advance(to: time + 4)
        #expect(session.statusLine.left == "Wrote 2 lines to words.txt")
        #expect(try Self.bytes(path) == Array("beta\ngamma\n".utf8))
        #expect(session.handle(.character("q"), at: time + 5) == .quit)
    }
}
