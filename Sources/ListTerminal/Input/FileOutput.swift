import Foundation

/// Writing to a file descriptor as a file's writer must: every byte, again after a write that
/// a signal interrupted or that took only part.
public enum FileOutput {
    /// Writes all of `bytes` to `descriptor`. Returns nil, or the `errno` of the write that
    /// failed.
    ///
    /// - Complexity: O(bytes).
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var done = 0
        while done < bytes.count {
            let n = Foundation.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return n < 0 ? errno : EIO }
            done += n
        }
        return nil
    }
}
