import Foundation

/// Frame work against the budget line, one panel per scenario, hitches marked: an SVG a person
/// can open in any browser.
public enum SVGPlot {
    static let width = 960.0
    static let panelHeight = 220.0
    static let margin = (left: 64.0, right: 16.0, top: 28.0, bottom: 28.0)
    /// At most this many points per line: frames are bucketed, each bucket drawn at its worst frame.
    static let maximumPoints = 1_200

    /// An SVG plot of every frame's work against the budget, a panel per scenario.
    public static func render(_ results: [ScenarioResult], budgetMs: Double) -> String {
        let height = panelHeight * Double(Swift.max(1, results.count))
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>

        """
        for (index, result) in results.enumerated() {
            svg += panel(result, budgetMs: budgetMs, top: Double(index) * panelHeight)
        }
        return svg + "</svg>\n"
    }

    private static func panel(_ result: ScenarioResult, budgetMs: Double, top: Double) -> String {
        let records = result.records
        let plotLeft = margin.left
        let plotWidth = width - margin.left - margin.right
        let plotTop = top + margin.top
        let plotHeight = panelHeight - margin.top - margin.bottom
        let worst = records.map { Double($0.workNs) / 1e6 }.max() ?? 0
        let yMax = Swift.max(budgetMs * 1.5, Swift.min(worst, budgetMs * 6)) * 1.05
        func x(_ frame: Int) -> Double { plotLeft + plotWidth * Double(frame) / Double(Swift.max(1, records.count - 1)) }
        func y(_ ms: Double) -> Double { plotTop + plotHeight * (1 - Swift.min(ms, yMax) / yMax) }

        let report = result.report
        var out = "<g>\n"
        out += "<text x=\"\(plotLeft)\" y=\"\(top + 18)\" font-weight=\"bold\">\(report.name)</text>"
        out += "<text x=\"\(plotLeft + 110)\" y=\"\(top + 18)\">p50 \(TextReport.format(report.frameWorkUs.p50, 1)) µs · p99 \(TextReport.format(report.frameWorkUs.p99, 1)) µs · max \(TextReport.format(report.frameWorkUs.max, 1)) µs · \(report.framesOverBudget) over budget · hitch \(TextReport.format(report.hitchTimeRatioMsPerS, 2)) ms/s (\(report.hitchBand.rawValue))</text>\n"
        out += "<rect x=\"\(plotLeft)\" y=\"\(plotTop)\" width=\"\(plotWidth)\" height=\"\(plotHeight)\" fill=\"#fafafa\" stroke=\"#ccc\"/>\n"
        for fraction in [0.0, 0.5, 1.0] {
            let ms = yMax * fraction
            out += "<text x=\"\(plotLeft - 6)\" y=\"\(y(ms) + 4)\" text-anchor=\"end\" fill=\"#666\">\(TextReport.format(ms, 2)) ms</text>\n"
        }
        out += "<text x=\"\(plotLeft + plotWidth)\" y=\"\(plotTop + plotHeight + 16)\" text-anchor=\"end\" fill=\"#666\">frame \(records.count)</text>\n"
        // Work per frame, bucketed to the worst frame of each bucket.
        let bucket = Swift.max(1, (records.count + maximumPoints - 1) / maximumPoints)
        var points = [String]()
        var start = 0
        while start < records.count {
            let end = Swift.min(records.count, start + bucket)
            let worstFrame = (start..<end).max { records[$0].workNs < records[$1].workNs }!
            points.append("\(TextReport.format(x(worstFrame), 1)),\(TextReport.format(y(Double(records[worstFrame].workNs) / 1e6), 1))")
            start = end
        }
        out += "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1\" points=\"\(points.joined(separator: " "))\"/>\n"
        out += "<line x1=\"\(plotLeft)\" x2=\"\(plotLeft + plotWidth)\" y1=\"\(y(budgetMs))\" y2=\"\(y(budgetMs))\" stroke=\"#d62728\" stroke-dasharray=\"6 4\"/>"
        out += "<text x=\"\(plotLeft + plotWidth - 4)\" y=\"\(y(budgetMs) - 4)\" text-anchor=\"end\" fill=\"#d62728\">budget \(TextReport.format(budgetMs, 2)) ms</text>\n"
        var marked = 0
        for record in records where Double(record.workNs) / 1e6 > budgetMs && marked < 500 {
            out += "<circle cx=\"\(TextReport.format(x(record.frame), 1))\" cy=\"\(TextReport.format(y(Double(record.workNs) / 1e6), 1))\" r=\"3\" fill=\"#d62728\"><title>frame \(record.frame): \(TextReport.format(Double(record.workNs) / 1e6, 2)) ms</title></circle>\n"
            marked += 1
        }
        return out + "</g>\n"
    }
}
