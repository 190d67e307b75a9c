import Foundation
@testable import ListBench

/// A small, quick configuration for tests.
func smallConfiguration(rows: Int = 10_000, frames: Int = 120, heights: HeightModel = .variable) -> RunConfiguration {
    var c = RunConfiguration()
    c.rows = rows
    c.heights = heights
    c.frames = frames
    return c
}

/// Runs the built `listbench` (beside the test bundle) and returns its exit code and output.
func runListbench(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = directory.appendingPathComponent("listbench")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}

/// Whether the `listbench` executable was built beside the test bundle.
var listbenchIsBuilt: Bool {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("listbench").path)
}

/// A fresh temporary file path.
func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("listbench-\(UUID().uuidString)-\(name)").path
}
