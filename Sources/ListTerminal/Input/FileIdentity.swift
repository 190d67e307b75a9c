import Foundation

/// What tells a file from the same file changed or replaced: its device and inode, size and
/// modification time; and what a rewrite keeps: its permissions and owner.
public struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int
    let modifiedNanoseconds: Int
    let mode: mode_t
    let owner: uid_t
    let group: gid_t

    /// The identity of the file at `path` now, following symbolic links; nil when there is none.
    ///
    /// - Complexity: O(1) (a `stat`).
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the open file `descriptor`; nil when it cannot be read.
    ///
    /// - Complexity: O(1) (an `fstat`).
    public init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    private init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = status.st_mtim.tv_sec
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        mode = status.st_mode
        owner = status.st_uid
        group = status.st_gid
    }
}
