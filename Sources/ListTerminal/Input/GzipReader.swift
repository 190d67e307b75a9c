import CZlib
import Foundation

/// A gzip file (RFC 1952) read from a descriptor and inflated by zlib, as `less`'s lesspipe
/// shows one: members one after another (`cat a.gz b.gz`) read as one text. Known by its magic
/// bytes (1f 8b), not its name. A ``LineFile`` spools what it inflates as a stream's bytes (see
/// `StreamSpool`): inflated as the view asks, never more than the spill limit.
///
/// Corrupt or cut-short data ends the text where it stops, with a message that says where;
/// the text inflated before that is kept.
///
/// Not for use from two threads at once; memory: zlib's 32 KiB window and state, and a 64 KiB
/// buffer of compressed bytes.
public final class GzipReader {
    /// The most compressed bytes read at a time.
    static let inputBytes = 1 << 16

    private let input: Int32
    private let name: String
    private let stream: UnsafeMutablePointer<z_stream>
    private let compressed: UnsafeMutableRawBufferPointer
    /// The compressed bytes read from the descriptor so far.
    private var compressedRead: UInt64 = 0
    /// Whether the last member read ended where it should (its trailer checked).
    private var memberEnded = false
    /// What stopped the inflating, once something did.
    private var failure: String?
    /// Whether the text ended at bytes after a member that are not another member (padding).
    private var isPadded = false
    private let isReady: Bool

    /// Whether the file open at `descriptor` starts with gzip's magic bytes, 1f 8b (read with
    /// `pread`: the descriptor's offset does not move).
    ///
    /// - Complexity: O(1): one read of two bytes.
    public static func isGzip(_ descriptor: Int32) -> Bool {
        var magic: [UInt8] = [0, 0]
        let n = magic.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 2, 0) }
        return n == 2 && magic == [0x1F, 0x8B]
    }

    /// A reader of the gzip data at `input` (from its current offset; the caller keeps and
    /// closes the descriptor); `name` is what messages call it.
    ///
    /// - Complexity: O(1).
    public init(reading input: Int32, name: String) {
        self.input = input
        self.name = name
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        compressed = .allocate(byteCount: Self.inputBytes, alignment: 16)
        // 15 + 16: a window of 2¹⁵ bytes, and a gzip header and trailer (not zlib's, not raw).
        isReady = listengine_inflate_init(stream, 15 + 16) == Z_OK
    }

    deinit {
        if isReady { inflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
        compressed.deallocate()
    }

    /// Inflates the next bytes into `buffer`, filling it unless the text ends first: how many
    /// bytes it holds now (0 at the end), and why the text ends here if it ends early —
    /// corrupt data or a file cut short, with the compressed byte where it stopped. The bytes
    /// before a failure are in `buffer`; every call after it returns the same failure.
    ///
    /// - Complexity: O(buffer.count + the compressed bytes read).
    public func read(into buffer: UnsafeMutableRawBufferPointer) -> (count: Int, error: String?) {
        guard isReady else { return (0, "cannot inflate \(name): zlib could not start") }
        if let failure { return (0, failure) }
        if isPadded { return (0, nil) }
        stream.pointee.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = uInt(buffer.count)
        var done: Int { buffer.count - Int(stream.pointee.avail_out) }
        while stream.pointee.avail_out > 0 {
            if stream.pointee.avail_in == 0 {
                let n = Self.readSome(input, into: compressed)
                if n < 0 { return stop("reading \(name) failed at byte \(compressedRead): \(String(cString: strerror(errno)))", done) }
                if n == 0 {
                    if memberEnded || compressedRead == 0 { return (done, nil) }
                    return stop("\(name) ends early: its compressed data is cut short at byte \(compressedRead)", done)
                }
                compressedRead += UInt64(n)
                stream.pointee.next_in = compressed.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_in = uInt(n)
            }
            if memberEnded {
                // More after a member's trailer: the next member (gzip's concatenation), or —
                // not starting as one does — padding that `gzip -d` too ignores: the end.
                guard stream.pointee.next_in.pointee == 0x1F else {
                    isPadded = true
                    return (done, nil)
                }
                memberEnded = false
                inflateReset(stream)
            }
            switch inflate(stream, Z_NO_FLUSH) {
            case Z_OK, Z_BUF_ERROR: continue
            case Z_STREAM_END: memberEnded = true
            default:
                let reason = stream.pointee.msg.map { String(cString: $0) } ?? "not gzip data"
                let at = compressedRead - UInt64(stream.pointee.avail_in)
                return stop("\(name) is corrupt at byte \(at) of its compressed data (\(reason)): the text stops there", done)
            }
        }
        return (done, nil)
    }

    private func stop(_ reason: String, _ count: Int) -> (count: Int, error: String?) {
        failure = reason
        return (count, reason)
    }

    /// `read` once (again after a signal): the bytes read, 0 at the end, -1 with `errno` set.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let n = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            if n < 0, errno == EINTR { continue }
            return n
        }
    }
}
