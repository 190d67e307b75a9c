import Foundation

/// A file made in a file's folder to be renamed over it once written: without a name
/// (`O_TMPFILE`) where the file system allows — so that a program killed while writing it leaves
/// nothing behind, not even with SIGKILL — and given one only when it is complete; where the file
/// system cannot make one without a name, a hidden named file that a failure or a cancel removes.
struct ReplacementFile {
    /// What the new text is written to.
    let descriptor: Int32
    /// The file it replaces (symbolic links resolved).
    private let target: String
    /// The hidden name the file has while it is written, when it could not be made without one.
    private let namedPath: String?

    /// `O_TMPFILE`: a file in the folder with no name (Linux 3.11 and later; ext4, xfs, btrfs,
    /// tmpfs and others).
    private static let unnamed = Int32(0o20000000) | O_DIRECTORY

    /// Makes the file in the folder of `target`, which it is to replace.
    ///
    /// - Throws: A message saying why no file could be made there.
    /// - Complexity: O(1).
    init(replacing target: String) throws(EditWriter.WriteError) {
        let folder = (target as NSString).deletingLastPathComponent
        self.target = target
        let descriptor = open(folder, Self.unnamed | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            self.descriptor = descriptor
            namedPath = nil
            return
        }
        // No unnamed files on this file system: a hidden one beside the target.
        var template = Array(Self.hiddenName(for: target, suffix: "XXXXXX").utf8CString)
        let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard named >= 0 else {
            throw EditWriter.WriteError(description: "cannot make a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        _ = fcntl(named, F_SETFD, FD_CLOEXEC)
        self.descriptor = named
        namedPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// `.name.listterm-suffix` in the target's folder.
    private static func hiddenName(for target: String, suffix: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        return "\(folder)/.\((target as NSString).lastPathComponent).listterm-\(suffix)"
    }

    /// Flushes the written file to disk and renames it over the target (an unnamed file is
    /// first linked under a hidden name, for an instant), then flushes the folder; the file
    /// is closed. nil, or what failed and its `errno`.
    ///
    /// - Complexity: O(the flush).
    func replaceTarget() -> (what: String, errno: Int32)? {
        defer { discard() }
        guard fsync(descriptor) == 0 else { return ("flushing it to disk failed", errno) }
        let path: String
        if let namedPath {
            path = namedPath
        } else {
            var linked: String?
            for _ in 0..<100 where linked == nil {
                let candidate = Self.hiddenName(for: target, suffix: String(UInt32.random(in: .min ... .max), radix: 36))
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                    linked = candidate
                } else if errno != EEXIST {
                    return ("giving the written file a name failed", errno)
                }
            }
            guard let linked else { return ("giving the written file a name failed", EEXIST) }
            path = linked
        }
        guard rename(path, target) == 0 else {
            let error = errno
            unlink(path)
            return ("replacing the file failed", error)
        }
        let folder = open((target as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
        return nil
    }

    /// Closes the file and removes it (a named one that was not renamed over the target): the
    /// target is as it was, or as ``replaceTarget()`` made it.
    ///
    /// - Complexity: O(1).
    func discard() {
        close(descriptor)
        if let namedPath { unlink(namedPath) }
    }
}
