import Foundation
import Testing
import ListEngine
import ListTerminal
import TerminalScreen

/// A screen of each table style, cell style and layout, as text: Examples/cities.csv (Korean,
/// Japanese, accented Latin) read as the command line reads it and drawn by the session.
@Suite struct GalleryTests {
    static let cities = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/cities.csv").standardizedFileURL.path

    static let screens: [(String, String, String)] = [
        ("grouped, subtitle", "--style grouped --cell subtitle --sections key --section-column 2 --secondary-column 3 --size 40x12", """
             대한민국
            ────────────────────────────────────────
            ▌서울
             대한민국의 수도, 인구 약 940만 명
             부산
             항구 도시
            ────────────────────────────────────────
             PORTUGAL
            ────────────────────────────────────────
             Lisbon
             Capital of Portugal, on the Tagus
             cities.csv · Row 1 of 8 · 대한민국
            """),
        ("plain, value2, detail disclosure", "--cell value2 --accessory detail-disclosure --section-column 2 --secondary-column 3 --size 40x9", """
             대한민국
            ▌      서울 대한민국의 수도, 인구 … ⓘ ›
                   부산 항구 도시               ⓘ ›
             Portugal
                 Lisbon Capital of Portugal, o… ⓘ ›
                  Porto Port wine and the Douro ⓘ ›
             日本
                   東京 日本の首都              ⓘ ›
             cities.csv · Row 1 of 8 · 대한민국
            """),
        ("flow", "--layout flow --sections key --section-column 2 --size 40x12", """
             대한민국
             ╭──────╮ ╭──────╮
             │ 서울 │ │ 부산 │
             ╰──────╯ ╰──────╯

             Portugal
             ╭────────╮ ╭───────╮
             │ Lisbon │ │ Porto │
             ╰────────╯ ╰───────╯

             日本
             cities.csv · Item 1 of 8 · 대한민국
            """),
        ("grid", "--layout grid --sections none --size 40x8", """
             ╭─────────────────╮ ╭────────────────╮
             │ 서울            │ │ 부산           │
             ╰─────────────────╯ ╰────────────────╯
             ╭─────────────────╮ ╭────────────────╮
             │ Lisbon          │ │ Porto          │
             ╰─────────────────╯ ╰────────────────╯
             ╭─────────────────╮ ╭────────────────╮
             cities.csv · Item 1 of 8
            """),
        ("masonry", "--layout masonry --sections none --text-column 3 --size 40x12", """
             ╭─────────────────╮ ╭────────────────╮
             │ 대한민국의      │ │ 항구 도시      │
             │ 수도, 인구 약   │ ╰────────────────╯
             │ 940만 명        │ ╭────────────────╮
             ╰─────────────────╯ │ Capital of     │
             ╭─────────────────╮ │ Portugal, on   │
             │ Port wine and   │ │ the Tagus      │
             │ the Douro       │ ╰────────────────╯
             ╰─────────────────╯ ╭────────────────╮
             ╭─────────────────╮ │ 日本の首都     │
             │ 食い倒れの町    │ ╰────────────────╯
             cities.csv · Item 1 of 8
            """),
        ("value1, head truncation, switch", "--cell value1 --secondary-column 3 --sections none --truncation head --accessory switch --size 40x6", """
            ▌서울  …국의 수도, 인구 약 940만 명 [●]
             부산                     항구 도시 [●]
             Lisbon … of Portugal, on the Tagus [●]
             Porto      Port wine and the Douro [●]
             東京                    日本の首都 [●]
             cities.csv · Row 1 of 8
            """),
    ]

    /// The session the command line's options describe (the subset these screens use).
    static func session(_ arguments: String) throws -> ListSession {
        var options: [String: String] = [:]
        let words = arguments.split(separator: " ").map(String.init)
        for index in stride(from: 0, to: words.count, by: 2) { options[words[index]] = words[index + 1] }
        var reader = RecordReader(format: .csv)
        reader.textColumn = options["--text-column"].flatMap { Int($0) }.map { $0 - 1 } ?? 0
        reader.secondaryColumn = options["--secondary-column"].flatMap { Int($0) }.map { $0 - 1 }
        reader.sectionColumn = options["--section-column"].flatMap { Int($0) }.map { $0 - 1 }
        let sectioning = options["--sections"].flatMap(Sectioning.init(rawValue:)) ?? (reader.sectionColumn != nil ? .key : .none)
        var appearance = ListAppearance()
        appearance.style = ["grouped": .grouped, "inset-grouped": .insetGrouped][options["--style"] ?? ""] ?? .plain
        appearance.layout = options["--layout"].flatMap(ListAppearance.Layout.init(rawValue:)) ?? .table
        appearance.cellStyle = ["subtitle": .subtitle, "value1": .value1, "value2": .value2][options["--cell"] ?? ""]
        appearance.accessory = ["detail-disclosure": .detailDisclosureButton, "switch": .switch(isOn: true)][options["--accessory"] ?? ""] ?? .none
        appearance.truncation = ["head": .head, "middle": .middle][options["--truncation"] ?? ""] ?? .tail
        let size = (options["--size"] ?? "40x10").split(separator: "x").compactMap { Int($0) }
        let model = try ListSource(origin: .file(cities), reader: reader, sectioning: sectioning).load()
        let session = try ListSession(model: model, appearance: appearance, name: "cities.csv", columns: size[0], rows: size[1])
        session.showsTimings = false
        return session
    }

    @Test(arguments: screens.indices)
    func eachStyleCellStyleAndLayoutLooksAsItShould(index: Int) throws {
        let (name, arguments, expected) = Self.screens[index]
        let session = try Self.session(arguments)
        #expect(session.canvas.plainText == expected, "\(name): listterm Examples/cities.csv --print \(arguments)")
    }
}
