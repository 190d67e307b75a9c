import ArgumentParser
import Foundation
import ListBench
import ListEngine
import ListTerminal
import ListWindow

/// listwin: a list in a real window, drawn and driven through ListEngine.
@main
struct ListWinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listwin",
        abstract: "Show a list in a window through ListEngine, drawn with SDL2 in real fonts.",
        discussion: """
        The built-in data set is a million contacts in sections A–Z. Wheel or trackpad scrolls, a drag flings, \
        a click selects, ↑ ↓ PageUp PageDown Home End move the focus, Enter selects it, q or Esc quits.

        --record FILE writes the window's events as a gesture script when it closes; --script FILE plays one back. \
        With --scenario or --script the gesture is played for --frames frames and a JSON report is printed: per frame the \
        engine's work, the drawing and the total, frames over the 60 and 120 Hz budgets, text rasterised, peak memory.
        """,
        version: "listwin 0.1")

    @Argument(help: "A text file to show a row a line, or - for standard input. Without one: a million contacts.")
    var file: String?

    @Flag(help: "A text file's long lines wrap onto more lines, the rows growing to fit, instead of being cut with an ellipsis.") var wrap = false

    enum CellStyleName: String, CaseIterable, ExpressibleByArgument {
        case `default`, subtitle, value1, value2
    }

    @Option(help: "plain, grouped or inset-grouped.") var style = "plain"
    @Option(help: "How each contact shows: default, subtitle, value1 or value2.") var cellStyle = CellStyleName.subtitle
    @Option(help: "Contacts in the built-in data set.") var rows = 1_000_000
    @Option(help: "The window's width in pixels.") var width = 420
    @Option(help: "The window's height in pixels.") var height = 760
    @Option(help: "A scripted gesture: fling, drag, jump or steady (prints a JSON report and quits).") var scenario: Scenario?
    @Option(help: "Play the gesture recorded in this file (--record) instead of a scenario: prints the JSON report and quits.") var script: String?
    @Option(help: "Record the window's events into this file, to play them again with --script, when the window closes.") var record: String?
    @Option(help: "Frames the scenario lasts (a script: at least its own).") var frames = 600
    @Option(help: "The scenario's speed, points a second.") var speed = 4_000.0
    @Option(help: "The display's rate the frames stand for.") var fps = 60.0
    @Option(help: "The seed of the jumps' rows.") var seed: UInt64 = 1
    @Flag(help: "Selection is momentary, as in a list that navigates: a click flashes the row, which does not stay selected.") var momentary = false
    @Option(help: "Write the last frame to this PNG file.") var screenshot: String?
    @Option(help: "Write what the engine says the last frame shows (rows, text boxes, headers) to this JSON file.") var geometry: String?
    @OptionGroup(title: "Photos") var photoOptions: PhotoOptions

    func run() throws {
        if try photoOptions.generateIfAsked() { return }
        let start = FrameTimes.now()
        // Before any other thread starts: frames count their heap allocations.
        AllocationCounter.installHook()
        guard let tableStyle = Self.tableStyle(style) else { throw ValidationError("--style must be plain, grouped or inset-grouped") }
        guard rows >= 0 else { throw ValidationError("--rows must be 0 or more") }
        guard width >= 64, height >= 64 else { throw ValidationError("--width and --height must be at least 64 pixels") }
        let canvas = try WindowCanvas(title: "listwin", width: width, height: height)
        let fonts = try FontSet()
        let painter = ListPainter(fonts: fonts, textures: TextTextures(canvas: canvas))
        let photos = try photoOptions.makeDemo(canvas: canvas)
        let list: ListView
        let source: AnyObject
        if let photos {
            (list, source) = (photos.makeList(frameInterval: 1 / fps), photos)
        } else if let file {
            let lines = ListSource(origin: file == "-" ? .standardInput : .file(file), reader: RecordReader(format: .lines), sectioning: .none)
            let demo = try TextFileDemo(source: lines, measurer: fonts.measurer, wraps: wrap)
            (list, source) = (demo.makeList(style: tableStyle), demo)
        } else {
            let demo = ContactsDemo(count: rows, cellStyle: Self.cellStyle(cellStyle), measurer: fonts.measurer)
            (list, source) = (demo.makeList(style: tableStyle), demo)
        }
        list.selectsMomentarily = momentary
        let session = try WindowSession(list: list, source: source, canvas: canvas, painter: painter)
        session.frame(seconds: 1 / fps)
        let firstScreen = FrameTimes.now() - start
        let recorded = try script.map { path throws -> GestureScript in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("cannot read the script \(path)") }
            do { return try GestureScript(text: text) } catch { throw ValidationError("\(path): \(error)") }
        }
        if scenario != nil || recorded != nil {
            var run = ScenarioRun(scenario: scenario ?? .fling, speed: speed, frames: frames, framesPerSecond: fps, seed: seed)
            run.script = recorded
            // Decodes run in real time on workers: the frames must too.
            run.pacesFrames = photos != nil
            photos?.showFirstScreenImages(in: session, framesPerSecond: fps)
            let report = run.play(on: session, firstScreenNs: firstScreen, data: photos == nil ? file ?? "contacts" : "photos", style: style,
                                  videoDriver: SDLLibraries.videoDriver, photos: photos)
            print(report.json())
        } else {
            if record != nil { session.startRecording() }
            while !session.quits {
                session.handlePendingEvents()
                session.frame(seconds: 1 / fps)
                if !session.physics.isMoving { Thread.sleep(forTimeInterval: 1 / fps) }
            }
        }
        if let record, let recording = session.recording { try recording.text.write(toFile: record, atomically: true, encoding: .utf8) }
        if let screenshot { try session.canvas.readPixels().writePNG(to: screenshot) }
        if let geometry {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(FrameGeometry(list: list, windowWidth: canvas.size.width)).write(to: URL(fileURLWithPath: geometry))
        }
    }

    static func tableStyle(_ name: String) -> TableStyle? {
        switch name {
        case "plain": .plain
        case "grouped": .grouped
        case "inset-grouped": .insetGrouped
        default: nil
        }
    }

    static func cellStyle(_ name: CellStyleName) -> ListContentConfiguration.Style {
        switch name {
        case .default: .default
        case .subtitle: .subtitle
        case .value1: .value1
        case .value2: .value2
        }
    }
}

extension Scenario: ExpressibleByArgument {}
