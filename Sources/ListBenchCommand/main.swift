import Foundation
import ListBench

// Allocation counts per frame come from a jemalloc hook, installed once, before any other thread.
AllocationCounter.installHook()

// One-line errors: ArgumentParser's own exit prints usage after the message.
do {
    var command = try ListBenchCommand.parseAsRoot()
    try command.run()
} catch {
    let code = ListBenchCommand.exitCode(for: error)
    if code == .success {
        print(ListBenchCommand.fullMessage(for: error))
        exit(0)
    }
    let message = ListBenchCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
    writeToStandardError("listbench: \(message)\n")
    exit(code.rawValue == 0 ? 1 : code.rawValue)
}
