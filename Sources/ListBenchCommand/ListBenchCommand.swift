import ArgumentParser
import ListBench

/// `listbench`: with no arguments, the default million-row suite; `run` with flags; `compare`.
struct ListBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listbench",
        abstract: "Scrolls ListEngine over million-row data sets and measures every frame against the display's budget.",
        version: ListBenchVersion.current,
        subcommands: [RunCommand.self, CompareCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
