import Foundation

/// The process's resident memory as Linux reports it (`/proc/self/status`); nil elsewhere.
package enum ProcessMemory {
    /// Resets the peak resident memory to the current one (`/proc/self/clear_refs`), and returns
    /// it; nil where that cannot be done.
    package static func resetPeak() -> Int? {
        #if os(Linux)
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? file.close() }
        guard (try? file.write(contentsOf: Data("5".utf8))) != nil else { return nil }
        return peakResidentBytes()
        #else
        return nil
        #endif
    }

    /// The peak resident memory since the process started or ``resetPeak()`` (`VmHWM`).
    package static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes << 10
    }
}
