import ArgumentParser
import Foundation
import ListEngine
import ListTerminal
import TerminalScreen

/// listterm: a list in the terminal, drawn and driven through ListEngine.
@main
struct ListTermCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listterm",
        abstract: "Show a list in the terminal through ListEngine: a file's lines, a CSV, standard input or the deterministic data set.",
        discussion: """
        Keys are less's wherever less has one, and h shows them all: j k (e y, ↑ ↓) a row, f b (Space, PageDown \
        PageUp) a page, d u half a page, g G the top and the bottom, p or % with a number that far down, a number \
        typed first a count (10j, 123g, 50%), ← → the lines sideways, / finds down and ? up (n again, N the other way, Esc stops; case counts only when the text has a \
        capital), = names the file and the row, :n :p the next and the previous file (:x the first, :e opens another), r redraws, q Q ZZ :q quit (asking first when edits are not \
        written). listterm's own: Enter selects, Tab gives the letter index the keyboard (then a letter jumps), \
        F follows the file's end, R reads it again, U jumps to new rows, Ctrl-Z suspends (fg comes back), and E \
        turns editing on: then d deletes, m moves a row and w writes the deletions and moves back to the file. \
        The mouse wheel scrolls; a click selects a row or jumps through the index; ↑ at the top pulls to refresh.

        A .csv or .tsv file opens as a sheet (--sheet forces it, --no-sheet shows its lines): the header record stays at \
        the top and the first column at the left; ← → scroll the other columns one at a time, 0 and $ go to the \
        first and the last; a column is as wide as its widest field seen so far (at most 40 cells, an ellipsis cuts \
        the rest), and the status line names the column: prices.csv · Row 5 of 1,000,000 · col 3/50 “price”. A CSV's \
        quoted fields may hold commas, quotes and line breaks: a record is a row, whatever lines it spans. \
        Example: listterm prices.csv, then → → → and $.

        A file's lines show at once, whatever its size: they are found as the list grows (about 4 bytes a line in memory). \
        Standard input and pipes are read as the view or a search needs them, at most 16 MiB ahead, into an unlinked \
        file in $TMPDIR (or /var/tmp), up to --spill-limit in all; a line longer than 64 KiB is shown as rows of 64 KiB.
        """,
        version: "listterm 1.0")

    @Argument(help: "A text file (a row per line; a gzip file is shown inflated), a .csv or .tsv file (a sheet), or - for standard input (also read with no file named when a pipe or a file is redirected in). Without either: the deterministic data set. Several files: the first is shown, :n and :p go through them. With the output not a terminal, the input is copied to it, as cat would.")
    var files: [String] = []

    /// The file shown first: the first named (of several, the first that can be read).
    var file: String? {
        files.count > 1 ? files.first { Self.problem(reading: $0) == nil } : files.first
    }

    @Flag(inversion: .prefixedNo, help: "Show a CSV or TSV as a sheet: the header record frozen at the top, the first column at the left, the others scrolled with ← → (default: for a .csv or .tsv file, unless columns or sections are asked for; --sheet reads another file as a CSV unless --format tsv; --no-sheet shows the file's lines).")
    var sheet: Bool?

    @Option(help: "How the file is split: lines, csv (RFC 4180: quoted fields may hold commas, quotes and line breaks) or tsv (split at tabs; quotes are text) (default: from its extension).") var format: RecordReader.Format?
    @Flag(help: "The CSV's or TSV's first line is a row, not the names of the columns.") var noHeader = false
    @Option(help: "The column (from 1) giving each row's text (CSV/TSV).") var textColumn = 1
    @Option(help: "The column giving each row's secondary text (CSV/TSV).") var secondaryColumn: Int?
    @Option(help: "The column whose values make the sections (CSV/TSV); implies --sections key.") var sectionColumn: Int?
    @Option(help: "Sections: none (a file's default), letter (by first letter, with an index; the data set's default) or key (by --section-column). Rows keep the file's order: a file not grouped that way is shown without sections, and says where.") var sections: Sectioning?
    @Option(help: "Rows of the deterministic data set when no file is given (up to 10⁹).") var rows = 1_000_000
    @Flag(help: "Follow the file's end as tail -F does: appended lines appear, truncation and replacement are noticed (F in the viewer).") var follow = false
    @Option(help: "The most of a stream (standard input, a pipe) read, e.g. 512M or 2G; it is read as the view or a search needs it, 16 MiB ahead, into an unlinked file in $TMPDIR (default /var/tmp).") var spillLimit = "1G"

    @Option(help: "plain, grouped or inset-grouped.") var style = TableStyle.plain
    @Option(help: "table, grid or flow.") var layout = ListAppearance.Layout.table
    @Option(help: "The cell style: default, subtitle, value1 or value2 (default: subtitle when rows have a secondary text).") var cell: CellStyleValue?
    @Option(help: "The accessory of every row: none, disclosure, detail, detail-disclosure, checkmark or switch.") var accessory = AccessoryValue.none
    @Option(help: "Lines a row's text may take: 1 truncates, 0 wraps.") var lines = 1
    @Option(help: "Where text that does not fit is cut: head, middle or tail.") var truncation = TruncationValue.tail
    @Option(help: "The title of the delete confirmation.") var deleteTitle: String?
    @Flag(name: [.customShort("S"), .customLong("chop-long-lines")],
          help: "Cut long lines at the screen's edge instead of ending them in an ellipsis, as less -S; ← → scroll them sideways (-S typed in the viewer toggles it).")
    var chopLongLines = false
    @Flag(name: [.customShort("N"), .customLong("line-numbers")], help: "Start each row with its line number, as less -N (-N typed in the viewer toggles it).")
    var lineNumbers = false
    @Option(name: .customLong("start"), help: ArgumentHelp(
        "What to do first, as less's +cmd, which is written so too: +G (G) the end, +/text (/text) the first line holding the text, +NUMBER (NUMBER) that line.",
        valueName: "command"))
    var start: String?

    @Flag(help: "Start in editing mode (delete and reorder controls on every row).") var editing = false
    @Flag(help: "Print one screen as text and exit, instead of running interactively.") var print = false
    @Option(help: "The screen size for --print and --measure, COLUMNSxROWS: at most 10000 a side and 4,000,000 cells.") var size = "80x24"
    @Option(help: "With --print: the content offset, in lines, the list is scrolled to.") var offset: Double?
    @Option(help: "With --print: the row (from 1, across sections) at the top.") var topRow: Int?
    @Option(help: "With --print: the row (from 1, across sections) the keyboard focuses, if on screen.") var focus: Int?
    @Option(help: "With --print: keys pressed before the screen is printed, as a terminal sends them (e.g. Ejjdy turns editing on and deletes the third row).") var keys: String?
    @Option(help: "With --print and --keys: the frame (at 60 Hz, from 0) of the animation the keys started that is printed (default: its end).") var animationFrame: Int?
    @Option(help: "How fast edits animate: 1 plays a deletion or a move in 0.3 s, 0.1 in 3 s.") var animationSpeed = 1.0
    @Flag(help: "Rows fade in and out instead of sliding.") var reduceMotion = false
    @Option(help: "Time the first screen of a file shown as it is read (opened, its first rows, the layout, the drawing), then fling the list for this many frames without a terminal (at --size) and print the engine's and the redraw's time per frame; for a sheet, then step its columns as many times (→ to the last, ← back) and print a step's time.") var measure: Int?
    @Option(help: "Write where the list is (content offset, focus, rows) to this file after every frame, for tests.") var stateFile: String?

    /// The input: the file named, `-` for standard input, or — with no file named — standard
    /// input when a pipe or a file is redirected into it (`seq 10 | listterm`, as `less` reads
    /// it); nil for the deterministic data set.
    var input: String? { file ?? (Self.standardInputIsRedirected ? "-" : nil) }

    /// The command line with `less`'s `+cmd` arguments (`+G`, `+/text`, `+123`) written as
    /// `--start=cmd`, first, so that the parser takes them as the option they are: a `+`
    /// argument after `--`, or as the value of an option (`--delete-title +1`), stays as it is.
    static func startCommandsAsOptions(_ arguments: [String]) -> [String] {
        let valueOptions = optionsTakingValues
        let (commands, others) = StartCommand.split(arguments, takesValue: valueOptions.contains)
        return commands.map { "--start=" + $0.dropFirst() } + others
    }

    /// The names of the options that take a value (`--keys`, `--size`, …), as the parser
    /// describes its arguments.
    private static var optionsTakingValues: Set<String> {
        guard let data = _dumpHelp().data(using: .utf8),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let command = json["command"] as? [String: Any],
              let arguments = command["arguments"] as? [[String: Any]] else { return [] }
        var names: Set<String> = []
        for argument in arguments where argument["kind"] as? String == "option" {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                guard let kind = name["kind"] as? String, let text = name["name"] as? String else { continue }
                names.insert((kind == "long" ? "--" : "-") + text)
            }
        }
        return names
    }

    static func main() {
        main(startCommandsAsOptions(Array(CommandLine.arguments.dropFirst())))
    }

    /// The `+cmd` (``start``) as a command.
    var startCommand: StartCommand? {
        get throws {
            guard let start else { return nil }
            do { return try StartCommand(parsing: start) } catch { throw ValidationError(error.description) }
        }
    }

    func validate() throws {
        _ = try startCommand
        if chopLongLines, lines != 1 { throw ValidationError("-S cuts rows of one line at the screen's edge: it does not go with --lines \(lines)") }
        guard textColumn >= 1 else { throw ValidationError("--text-column counts from 1") }
        if let secondaryColumn, secondaryColumn < 1 { throw ValidationError("--secondary-column counts from 1") }
        if let sectionColumn, sectionColumn < 1 { throw ValidationError("--section-column counts from 1") }
        guard (0...1_000_000_000).contains(rows) else { throw ValidationError("--rows must be 0…1,000,000,000, not \(rows)") }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (wrap) or more") }
        guard animationSpeed > 0, animationSpeed.isFinite else {
            throw ValidationError("--animation-speed must be a positive number, not \(animationSpeed)")
        }
        if let animationFrame, animationFrame < 0 { throw ValidationError("--animation-frame counts from 0, not \(animationFrame)") }
        if !print, keys != nil || animationFrame != nil { throw ValidationError("--keys and --animation-frame go with --print") }
        if animationFrame != nil, keys == nil { throw ValidationError("--animation-frame needs --keys that start an animation") }
        if let measure, measure < 1 { throw ValidationError("--measure takes a number of frames, 1 or more") }
        guard spillBytes != nil else { throw ValidationError("--spill-limit must be a size such as 512M or 2G, not \(spillLimit)") }
        if follow, !source.readsLinesAsFound {
            throw ValidationError("--follow shows a file's lines in file order: it does not go with sections, a CSV or the data set")
        }
        guard let screenSize else { throw ValidationError("--size must be COLUMNSxROWS, e.g. 80x24, not \(size)") }
        try checkScreenSize(screenSize)
        if sections == .key, sectionColumn == nil { throw ValidationError("--sections key needs --section-column") }
        if files.count > 1 {
            if files.contains(where: { $0 == "-" || Self.isFIFO($0) }) {
                throw ValidationError("standard input and FIFOs are read once: name them alone, not among several files")
            }
            // Files that cannot be read are skipped, as less skips them, unless none can be.
            if file == nil { try checkInput(files[0]) }
        } else if let file, file != "-" {
            try checkInput(file)
        }
        if print, screenSize.columns < ListSession.minimumSize.columns || screenSize.rows < ListSession.minimumSize.rows {
            throw ValidationError("--size \(size) is smaller than the smallest screen listterm draws, \(ListSession.minimumSize.columns)x\(ListSession.minimumSize.rows)")
        }
        if sheet == true {
            if noHeader { throw ValidationError("--sheet shows the first record as the header: it does not go with --no-header") }
            if layout != .table || style != .plain {
                throw ValidationError("--sheet shows a plain table, its header pinned: it does not go with --layout or --style")
            }
            if asksForColumns { throw ValidationError("--sheet shows every column: it does not go with --text-column, --secondary-column, --section-column or --sections") }
        }
        if input == "-", !print, measure == nil, isatty(STDIN_FILENO) == 1 {
            throw ValidationError("- reads the rows from standard input, which is this terminal: pipe them in (ls | listterm -)")
        }
    }

    var screenSize: (columns: Int, rows: Int)? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0, rows > 0 else { return nil }
        return (columns, rows)
    }

    /// --spill-limit in bytes: a number with an optional K, M or G (powers of 1,024).
    var spillBytes: UInt64? {
        let text = spillLimit.uppercased().replacingOccurrences(of: "IB", with: "").replacingOccurrences(of: "B", with: "")
        let shift: UInt64 = switch text.last { case "K": 10; case "M": 20; case "G": 30; default: 0 }
        guard let number = UInt64(shift == 0 ? text : String(text.dropLast())), number > 0, number <= (1 << 50) >> shift else { return nil }
        return number << shift
    }

    var appearance: ListAppearance {
        var appearance = ListAppearance()
        appearance.style = style
        appearance.layout = layout
        appearance.cellStyle = cell?.style
        appearance.accessory = accessory.accessory
        appearance.textLines = lines
        appearance.truncation = truncation.truncation
        appearance.deleteTitle = deleteTitle
        appearance.chopsLongLines = chopLongLines
        appearance.showsLineNumbers = lineNumbers
        return appearance
    }

    /// Whether the rows are asked for as records' columns or in sections, the way a CSV is
    /// shown without a sheet.
    var asksForColumns: Bool {
        textColumn != 1 || secondaryColumn != nil || sectionColumn != nil || sections != nil
    }

    /// The format `input` is read in: --format; else with --sheet a CSV (a TSV by name), with
    /// --no-sheet and no columns asked for its lines; else as its name says.
    func readFormat(for input: String?) -> RecordReader.Format {
        if let format { return format }
        let guessed = input.map(RecordReader.Format.guessed(fromPath:)) ?? .lines
        switch sheet {
        case true?: return guessed == .tsv ? .tsv : .csv
        case false? where !asksForColumns: return .lines
        default: return guessed
        }
    }

    /// Whether a CSV or TSV file `input` is shown as a sheet: --sheet, or by default when no
    /// columns, sections, other layout or style, or headerless reading are asked for.
    func showsSheet(for input: String?) -> Bool {
        sheet ?? (input != nil && !asksForColumns && !noHeader && layout == .table && style == .plain)
    }

    /// Where the rows come from and how they are read.
    var source: ListSource { source(for: input) }

    /// The files named and how each is read (nil for one file or none): the first that can be
    /// read is shown, :n and :p go through them.
    var fileList: FileList? {
        files.count > 1 ? FileList(paths: files) { path in source(for: path) } : nil
    }

    /// Where `input`'s rows come from and how they are read.
    func source(for input: String?) -> ListSource {
        var reader = RecordReader(format: readFormat(for: input))
        reader.textColumn = textColumn - 1
        reader.secondaryColumn = secondaryColumn.map { $0 - 1 }
        reader.sectionColumn = sectionColumn.map { $0 - 1 }
        reader.hasHeader = !noHeader
        let origin: ListSource.Origin = switch input {
        case nil: .dataSet(rows: rows)
        case "-": .standardInput
        case let path? where Self.isFIFO(path): .standardInput
        case let path?: .file(path)
        }
        var source = ListSource(origin: origin, reader: reader, sectioning: sections ?? defaultSectioning)
        source.spillLimit = spillBytes ?? LineFile.defaultSpillLimit
        source.follows = follow
        source.showsSheet = showsSheet(for: input)
        return source
    }

    /// Sections when none are asked for: by the section column when there is one; none for a
    /// file, whose order is its own; the data set's letters, in order as listbench splits it.
    var defaultSectioning: Sectioning {
        if sectionColumn != nil { return .key }
        return input == nil ? .letter : .none
    }

    func run() throws {
        if let measure {
            try measureFirstScreen()
            try measureFling(try load(), frames: measure)
        } else if print {
            // A stream is read as far as the screen printed needs (it may never end).
            let rows = screenSize?.rows ?? 0
            let lines = offset.map { $0.isFinite ? Int(Swift.min(Swift.max($0, 0), 1e12)) : 0 } ?? 0
            // +G and +/text need every line; +NUMBER as far as that line (and a screen).
            let startLine: Int? = switch try startCommand {
            case nil: 0
            case let .line(line)?: Swift.min(line, Int.max - rows)
            case .end?, .search?: nil
            }
            try printScreen(try load(lines: startLine.map { Swift.max(topRow ?? 0, focus ?? 0, lines, $0) + rows }))
        } else if isatty(STDOUT_FILENO) == 0 {
            try copyToOutput()
        } else {
            try InteractiveLoop(source: source, files: fileList, appearance: appearance, stateFile: stateFile, editing: editing,
                                animation: (animationSpeed, reduceMotion), start: try startCommand).run()
        }
    }

    func load(lines: Int? = nil) throws -> ListModel {
        do { return try source.load(lines: lines) } catch { throw ValidationError(VisibleText.visible(error.description)) }
    }

    /// Times the interactive program's way to its first screen, without a terminal: the file
    /// opened, its first rows found (up to the 30 ms the session waits), the list laid out and
    /// the screen drawn and diffed — the same for a sheet and for lines. Nothing for rows read
    /// whole first (whose first screen is the loading state) or the data set.
    private func measureFirstScreen() throws {
        guard let (columns, rows) = screenSize, source.readsLinesAsFound else { return }
        let start = ContinuousClock.now
        let session = try ListSession(loading: source, appearance: appearance, columns: columns, rows: rows)
        session.advance(to: 0)
        var buffer = FrameBuffer(columns: columns, rows: rows)
        let bytes = buffer.frame { session.draw(into: &$0) }
        let (seconds, attoseconds) = start.duration(to: .now).components
        let milliseconds = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
        Swift.print("first screen \(String(format: "%.2f", milliseconds)) ms (open, first rows, layout, draw: \(bytes.count) bytes)")
    }

    private func measureFling(_ model: ListModel, frames: Int) throws {
        guard let (columns, rows) = screenSize else { return }
        let session = try ListSession(model: model, appearance: appearance, name: source.name, columns: columns, rows: rows)
        let result = FlingMeasurement.fling(session, frames: frames)
        func us(_ ns: UInt64) -> String { String(format: "%.1f", Double(ns) / 1_000) }
        Swift.print("fling, \(result.frames) frames at 60 Hz, \(columns)×\(rows), \(RecordStore.grouped(session.list.totalRows)) rows (\(VisibleText.visible(source.name)))")
        Swift.print("  engine  p50 \(us(result.engine.percentile(0.5))) µs  p99 \(us(result.engine.percentile(0.99))) µs  max \(us(result.engine.percentile(1))) µs")
        Swift.print("  redraw  p50 \(us(result.redraw.percentile(0.5))) µs  p99 \(us(result.redraw.percentile(0.99))) µs  max \(us(result.redraw.percentile(1))) µs")
        Swift.print("  output  \(result.bytes / Swift.max(1, result.frames)) bytes a frame")
        guard session.presenter.sheet != nil else { return }
        let steps = FlingMeasurement.columnSteps(session, steps: frames)
        func total(_ fraction: Double) -> String { us(steps.engine.percentile(fraction) + steps.redraw.percentile(fraction)) }
        Swift.print("column steps (← →), \(steps.frames), \(session.presenter.sheet?.columnCount ?? 0) columns")
        Swift.print("  key + layout  p50 \(us(steps.engine.percentile(0.5))) µs  p99 \(us(steps.engine.percentile(0.99))) µs  max \(us(steps.engine.percentile(1))) µs")
        Swift.print("  redraw        p50 \(us(steps.redraw.percentile(0.5))) µs  p99 \(us(steps.redraw.percentile(0.99))) µs  max \(us(steps.redraw.percentile(1))) µs")
        Swift.print("  sum of p50s \(total(0.5)) µs, of p99s \(total(0.99)) µs (a frame at 60 Hz: 16,667 µs); \(steps.bytes / Swift.max(1, steps.frames)) bytes a step")
    }

    /// Presses `keys` in `session` at one time, then plays what they started for
    /// ``animationFrame`` frames at 60 Hz, or until nothing moves (a minute at most).
    private func press(_ keys: String, in session: ListSession) throws {
        try session.setEditAnimation(speed: animationSpeed, reducesMotion: reduceMotion)
        guard !keys.isEmpty else { return }
        var decoder = KeyDecoder()
        for key in decoder.decode(Array(keys.utf8)) + decoder.flush() where session.handle(key, at: 0) == .quit { return }
        // G while lines still arrive (a stream) rides the end: the screen printed is at the end of
        // them all, not where the frames of a minute would have got to.
        if session.list.anchorsToEnd, session.isWatching, !session.isFollowing { session.waitForBackgroundWork() }
        var frame = 0
        while frame < animationFrame ?? 3_600, session.isAnimating {
            frame += 1
            session.advance(to: Double(frame) / 60)
        }
    }

    private func printScreen(_ model: ListModel) throws {
        guard let (columns, rows) = screenSize else { return }
        let session = try ListSession(model: model, appearance: appearance, name: source.name, columns: columns, rows: rows)
        if let topRow { try session.scroll(toGlobalRow: topRow - 1) }
        if let offset { try session.scroll(toOffset: offset) }
        if let focus { session.focus(globalRow: focus - 1) }
        if let start = try startCommand {
            session.start(with: start)
            if case .search = start { session.waitForBackgroundWork() }
            session.advance(to: 0)
        }
        if editing { session.setEditing(true) }
        session.showsTimings = false
        try press(keys ?? "", in: session)
        var canvas = Canvas(columns: columns, rows: rows)
        session.draw(into: &canvas)
        Swift.print(canvas.plainText)
    }
}
