import Foundation
import ListEngine
@testable import ListTerminal

/// A session following a file of `lines` lines ("line 1", …) at 40×10, and the clock it runs
/// on: ``frames(until:)`` advances it 2 ms at a time (sleeping as long, so the reader thread
/// finds what was written) until a condition holds. The file is removed with it.
final class FollowedFile {
    /// The file's path.
    let path: String
    /// The session showing and following it.
    let session: ListSession
    /// The session's clock, in seconds.
    private(set) var time = 0.0

    /// A file of `lines` lines, followed.
    init(lines: Int) throws {
        path = try LineFileTests.file(Array((1...lines).map { "line \($0)\n" }.joined().utf8))
        var source = ListSource(origin: .file(path), reader: RecordReader(format: .lines), sectioning: .none)
        source.follows = true
        session = try ListSession(loading: source, appearance: ListAppearance(), columns: 40, rows: 10)
        session.showsTimings = false
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The file's name, as the status line says it.
    var name: String { (path as NSString).lastPathComponent }

    /// Advances the session frame by frame until `condition` holds (at most a minute).
    func frames(until condition: () -> Bool) {
        for _ in 0..<30_000 where !condition() {
            Thread.sleep(forTimeInterval: 0.002)
            time += 0.002
            session.advance(to: time)
        }
    }
}
