import Benchmark
import ListEngine
import TestSupport

/// Laying out one row's content, against the content layout's targets: a subtitle cell with a
/// disclosure indicator 390 pt wide whose ASCII texts fit (≤ 1 µs, 0 mallocs — gated), the same
/// cell with Korean text that wraps into two lines (≤ 5 µs; the second line's array is its one
/// malloc), a value1 cell whose two texts do not fit one line (measured whole, then truncated,
/// the secondary text to a third of the room), and a subtitle row 80 terminal columns wide.
/// Points come from `PointTextMeasurer` (8.5 pt a column, a 17-pt font's); each measured
/// iteration is 1,000 layouts.
func contentLayoutBenchmarks() {
    let points = PointTextMeasurer()
    var ascii = ListContentConfiguration(style: .subtitle, text: "Contact 12345", secondaryText: "Mobile 010-1234-5678")
    ascii.accessory = .disclosureIndicator
    var korean = ascii
    korean.text = "서울특별시 종로구 세종대로 209 정부서울청사 별관 민원실 안내 데스크"
    korean.secondaryText = "평일 오전 9시부터 오후 6시까지"
    var value1 = ListContentConfiguration(style: .value1, text: "Bluetooth Accessories and Devices",
                                          secondaryText: "Connected to two devices nearby")
    value1.accessory = .disclosureIndicator
    value1.textProperties.numberOfLines = 1
    value1.secondaryTextProperties.numberOfLines = 1
    var terminal = ascii
    terminal.metrics = .terminal

    contentLayoutBenchmark("subtitleAccessory.ascii.390", ascii, width: 390, measurer: points, lines: 1, gated: true)
    contentLayoutBenchmark("subtitleAccessory.koreanTwoLines.390", korean, width: 390, measurer: points, lines: 2, gated: false)
    contentLayoutBenchmark("value1Truncating.ascii.390", value1, width: 390, measurer: points, lines: 1, gated: true)
    contentLayoutBenchmark("subtitleAccessory.terminal.80", terminal, width: 80, measurer: TerminalTextMeasurer(),
                           lines: 1, gated: true)
}

/// A benchmark of `content` laid out `width` wide by `measurer`, checked first to give its
/// text `lines` lines; with `gated`, its malloc count is gated at 0.
func contentLayoutBenchmark<Measurer: TextMeasurer>(_ name: String, _ content: ListContentConfiguration, width: Double,
                                                    measurer: Measurer, lines: Int, gated: Bool) {
    let layout = try! content.layout(fittingWidth: width, measurer: measurer)
    precondition(layout.text.lines.count == lines, "ContentLayout.\(name): \(layout.text.lines.count) lines, not \(lines)")
    Benchmark("ContentLayout.\(name)", configuration: frameBenchmarkConfiguration(gatedAtNoMallocs: gated)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try! content.layout(fittingWidth: width, measurer: measurer))
        }
    }
}
