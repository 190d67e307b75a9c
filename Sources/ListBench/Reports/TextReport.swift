import Foundation

/// The readable table `listbench` prints by default.
public enum TextReport {
    /// The readable table of a report.
    public static func render(_ report: BenchReport) -> String {
        let c = report.config
        var lines = [String]()
        lines.append("listbench — \(c.rows.formatted()) rows in \(c.sections) section\(c.sections == 1 ? "" : "s"), \(c.style.rawValue), \(c.heights.rawValue) heights, "
            + "\(c.fps) Hz (budget \(format(1000 / Double(c.fps), 2)) ms), viewport \(format(c.viewportWidth, 0))×\(format(c.viewportHeight, 0)), \(c.cells.rawValue) cells, "
            + loaderSummary(c))
        if c.layout == .sheet {
            lines.append("sheet: \(c.dataSet.sheetColumns.formatted()) columns, \(c.frozenRows ?? 1) frozen row\(c.frozenRows == 1 ? "" : "s"), "
                + "\(c.frozenColumns ?? 1) frozen column\(c.frozenColumns == 1 ? "" : "s")")
        }
        if let memory = report.scenarios.first?.memory, let bytes = memory.engineBytes, let perRow = memory.bytesPerRow {
            lines.append("engine memory after reloadData: \(bytes.formatted()) bytes (\(format(perRow, 2)) bytes/row)")
            if let columnBytes = memory.columnBytes, let perColumn = memory.bytesPerColumn {
                lines.append("engine memory for the columns: \(columnBytes.formatted()) bytes (\(format(perColumn, 2)) bytes/column)")
            }
        }
        if !report.environment.allocationCounts { lines.append("allocation counts: unavailable (jemalloc not linked, or its counting hook not installed)") }
        lines.append("")
        let header = ["scenario", "frames", "p50 µs", "p90 µs", "p99 µs", "max µs", "over budget", "hitch ms/s", "allocs/frame", "steady",
                      "created", "reused", "ns/row", "drift pt"]
        var rows = [header]
        for s in report.scenarios {
            rows.append([
                s.name, String(s.frames), format(s.frameWorkUs.p50, 1), format(s.frameWorkUs.p90, 1),
                format(s.frameWorkUs.p99, 1), format(s.frameWorkUs.max, 1), String(s.framesOverBudget),
                "\(format(s.hitchTimeRatioMsPerS, 2)) \(s.hitchBand.rawValue)", format(s.allocations.perFrameMean, 2), format(s.allocations.steadyPerFrameMean, 2),
                String(s.cells.created), String(s.cells.reused), s.engineNsPerRow.map { format($0, 0) } ?? "—", format(s.anchorDriftMaxPt, 2),
            ])
        }
        lines.append(table(rows))
        lines.append("")
        lines.append("hitch time ratio bands (Apple): < 5 ms/s good, 5–10 warning, > 10 critical")
        lines.append("ns/row: frame work ÷ rows configured and recycled, over frames that turn rows over (— when none do)")
        let phases = phaseNames.filter { name in report.scenarios.contains { $0.phasesUs[name] != nil } }
        lines.append("")
        lines.append(table([["phases, mean µs/frame"] + phases]
            + report.scenarios.map { s in [s.name] + phases.map { format(s.phasesUs[$0] ?? 0, 2) } }))
        if !phases.contains("dequeue") {
            lines.append("layout includes dequeue and configure, and the scroll step where update is 0: --phases times them apart (a clock read a frame, three a cell)")
        }
        let overheads = report.scenarios.compactMap { s in s.runnerOverhead.map { (s.name, $0) } }
        if !overheads.isEmpty {
            lines.append("")
            lines.append(table([["runner overhead", "clock reads/frame", "ns/read", "ns/frame", "of frame work"]]
                + overheads.map { name, o in
                    [name, format(o.clockReadsPerFrame, 1), format(o.clockReadNs, 1), format(o.nsPerFrame, 0), String(format: "%.2f%%", o.shareOfWork * 100)]
                }))
            lines.append("runner overhead: the runner's own clock reads inside the frame work it reports, at a read's cost calibrated at the start")
        }
        let sheets = report.scenarios.filter { $0.cellsVisibleMax != nil }
        if !sheets.isEmpty {
            lines.append("")
            lines.append(table([["sheet", "cells visible max", "drift pt", "drift x pt"]]
                + sheets.map { s in
                    [s.name, String(s.cellsVisibleMax ?? 0), format(s.anchorDriftMaxPt, 2), format(s.anchorDriftXMaxPt ?? 0, 2)]
                }))
            lines.append("drift x: how far the first scrolling column moved on screen in a pass, beyond the driver's scroll (goal 0)")
        }
        let updating = report.scenarios.filter { $0.updates != nil }
        if !updating.isEmpty {
            lines.append("")
            lines.append(table([["frames with a batch update", "frames", "work p50 µs", "p99 µs", "max µs", "update call p50 µs", "max µs", "drift pt"]]
                + updating.map { s in
                    let u = s.updates!
                    return [s.name, String(u.frames), format(u.frameWorkUs.p50, 1), format(u.frameWorkUs.p99, 1), format(u.frameWorkUs.max, 1),
                            format(u.updateCallUs.p50, 1), format(u.updateCallUs.max, 1), format(s.anchorDriftMaxPt, 2)]
                }))
        }
        let scrolling = report.scenarios.filter { $0.landingErrorMaxPt != nil }
        if !scrolling.isEmpty {
            lines.append("")
            lines.append(table([["animated scrolls to a row", "landing error max pt", "frames max"]]
                + scrolling.map { s in [s.name, format(s.landingErrorMaxPt ?? 0, 2), s.scrollFramesMax.map(String.init) ?? "—"] }))
        }
        let growing = report.scenarios.filter { $0.endDriftMaxPt != nil }
        if !growing.isEmpty {
            lines.append("")
            lines.append(table([["list growing at its end", "end drift max pt", "anchor drift max pt", "new rows below max"]]
                + growing.map { s in
                    [s.name, format(s.endDriftMaxPt ?? 0, 2), format(s.anchorDriftMaxPt, 2), String(s.newRowsBelowMax ?? 0)]
                }))
            lines.append("end drift: the content's end against the viewport's bottom while anchored; anchor drift: the reader's place while away")
        }
        let animated = report.scenarios.filter { $0.animations != nil }
        if !animated.isEmpty {
            lines.append("")
            lines.append(table([["animated updates", "started", "interrupted", "cells in flight max", "jump max pt",
                                 "steady frames", "p50 µs", "p99 µs", "allocs max", "bytes max", "cells created", "allocs max, 2nd half"]]
                + animated.map { s in
                    let a = s.animations!
                    return [s.name, String(a.started), String(a.interrupted), String(a.cellsInFlightMax),
                            format(s.presentationJumpMaxPt ?? 0, 2), String(a.steadyFrames),
                            a.steadyFrameWorkUs.map { format($0.p50, 1) } ?? "—", a.steadyFrameWorkUs.map { format($0.p99, 1) } ?? "—",
                            String(a.steadyFrameAllocationsMax), String(a.steadyFrameBytesMax), String(a.steadyFrameCellsCreated),
                            String(a.steadyFrameAllocationsMaxAfterWarmUp)]
                }))
            lines.append("jump: a cell's presentation moving between two frames beyond its curve's allowance; "
                + "steady: the frames an animation runs through, the batches' own left out (cells created there: pools growing; "
                + "2nd half: once they have grown)")
        }
        let focusing = report.scenarios.filter { $0.focusMoveUsMax != nil }
        if !focusing.isEmpty {
            lines.append("")
            lines.append(table([["keyboard focus", "frames", "focus move max µs", "p50 µs", "p99 µs", "over budget"]]
                + focusing.map { s in
                    [s.name, String(s.frames), format(s.focusMoveUsMax ?? 0, 1), format(s.frameWorkUs.p50, 1), format(s.frameWorkUs.p99, 1),
                     String(s.framesOverBudget)]
                }))
        }
        let paged = report.scenarios.filter { $0.pages != nil }
        if !paged.isEmpty {
            lines.append("")
            lines.append(table([["paged rows, \(c.pageSize ?? 50) a page, at most \(c.maxPages ?? 20) held", "requested", "loaded", "cancelled",
                                 "evicted", "held max", "blank (fling)", "jump fill frames max"]]
                + paged.map { s in
                    let p = s.pages!
                    return [s.name, String(p.requested), String(p.loaded), String(p.cancelled), String(p.evicted), String(p.heldMax),
                            String(format: "%.3f%%", (s.blankAreaFlingMean ?? 0) * 100), String(s.jumpFillFramesMax ?? 0)]
                }))
            lines.append("blank (fling): placeholders on screen over the fling's frames, the 12 frames after each jump left out")
        }
        lines.append("")
        lines.append(content(report))
        return lines.joined(separator: "\n") + "\n"
    }

    static let phaseNames = ["update", "layout", "dequeue", "configure", "contentLayout", "prefetch"]

    /// What the content loader did per scenario: blank area and loads; one line without a loader.
    static func content(_ report: BenchReport) -> String {
        let c = report.config
        switch c.contentLoader {
        case .none:
            return "content: no loader, so nothing is loaded and no row is ever blank "
                + "(--prefetch, --prefetch-latency-ms and --workers do not apply)"
        case .image:
            let loads = c.prefetch ? "prefetch on" : "prefetch off (loads start on display)"
            return table([["content, \(loads), \(format(c.prefetchLatencyMs, 0)) ms a load, \(c.workers) workers",
                           "blank mean", "blank max", "blank frames", "requested", "started", "completed", "cancelled", "wasted"]]
                + report.scenarios.filter { $0.pages == nil }.map { s in
                    [s.name, String(format: "%.3f%%", s.prefetch.blankAreaMean * 100), String(format: "%.1f%%", s.prefetch.blankAreaMax * 100),
                     String(s.prefetch.blankFrames), String(s.prefetch.requested), String(s.prefetch.started),
                     String(s.prefetch.completed), String(s.prefetch.cancelled), String(s.prefetch.wasted)]
                })
        }
    }

    /// The content loader as the header line names it.
    static func loaderSummary(_ c: RunConfiguration) -> String {
        switch c.contentLoader {
        case .none: "no content loader"
        case .image: c.prefetch ? "image loader, prefetch on" : "image loader, prefetch off"
        }
    }

    /// Columns padded to their widest cell, the first left-aligned, a rule under the header.
    static func table(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = [String]()
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, text in
                column == 0 ? text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - text.count) + text
            }
            lines.append(cells.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
