import Testing
@testable import ListEngine
import TestSupport

/// Thousands of random scrolls, jumps, height changes and reloads, each followed by a check of
/// every visible row, frame, content size and the anchored position against the reference.
@Suite struct ListViewRandomizedTests {
    enum Mode: CaseIterable { case fixed, perRow, selfSizing }

    /// The engine's expected knowledge of heights: true heights, except self-sizing rows not
    /// configured yet, which still have the estimate.
    struct Model {
        var source: TestDataSource
        var known: [[Double]]
        let mode: Mode
        static let estimate = 50.0

        init(source: TestDataSource, mode: Mode) {
            self.source = source
            self.mode = mode
            known = mode == .selfSizing ? source.rows.map { $0.map { _ in Self.estimate } } : source.rows
        }

        mutating func absorbConfigured() {
            for path in source.configured { known[path.section][path.row] = source.rows[path.section][path.row] }
            source.configured.removeAll()
        }

        var reference: ReferenceTable {
            ReferenceTable(headers: source.headers, footers: source.footers, rows: known)
        }
    }

    static func randomSource(_ rng: inout SeededGenerator, mode: Mode, style: TableStyle) -> TestDataSource {
        let fixed = [44.0, 30.25, 0.5][Int.random(in: 0..<3, using: &rng)]
        let sections = Int.random(in: 1...6, using: &rng)
        var rows = [[Double]]()
        for _ in 0..<sections {
            let minimum = style.isGrouped ? 1 : 0
            let count = Int.random(in: minimum...Int.random(in: minimum...300, using: &rng), using: &rng)
            rows.append((0..<count).map { _ in mode == .fixed ? fixed : rng.quarterHeight() })
        }
        return TestDataSource(rows: rows, headers: rows.map { _ in rng.quarterHeight(max: 40) },
                              footers: rows.map { _ in Bool.random(using: &rng) ? 0 : rng.quarterHeight(max: 30) })
    }

    static func check(_ list: ListView, _ model: inout Model, _ context: String) {
        model.absorbConfigured()
        let reference = model.reference
        #expect(list.contentSize.height == reference.contentHeight, "\(context): content height")
        let y0 = list.contentOffset.y
        let size = list.viewportSize
        let visible = size.width > 0 && size.height > 0 ? reference.visibleRows(y0, y0 + size.height) : list.ranges.visible
        if size.width == 0 || size.height == 0 { #expect(list.ranges.visible.isEmpty, "\(context): zero viewport shows rows") }
        #expect(list.ranges.visible == visible, "\(context): visible rows")
        let frames = reference.rowFrames()
        let cells = list.visibleCells
        #expect(cells.count == visible.count, "\(context): visible cell count")
        for (cell, g) in zip(cells, visible) {
            #expect(cell.indexPath == reference.indexPath(ofRow: g), "\(context): row \(g) index path")
            #expect(cell.frame.minY == frames[g].top && cell.frame.height == frames[g].height, "\(context): row \(g) frame")
            #expect(cell.isDisplayed)
        }
        #expect(model.source.displayedNow == Set(visible.map { reference.indexPath(ofRow: $0) }), "\(context): display callbacks")
        #expect(list.rowsWithCells.lowerBound <= visible.lowerBound || visible.isEmpty)
        #expect(list.rowsWithCells.upperBound >= visible.upperBound || visible.isEmpty)
        for (offset, cell) in list.cellsWithRows.enumerated() {
            #expect(cell.indexPath == reference.indexPath(ofRow: list.rowsWithCells.lowerBound + offset), "\(context): ready cell")
        }
        #expect(list.reuseStatistics(for: "cell")!.inUse == list.rowsWithCells.count, "\(context): cells in use")
        list._checkInvariants()
        list.checkTableGeometryInvariants()
        list.checkSectionViewInvariants()
    }

    /// Lays out and checks that the anchor row (``PlaceAnchorModel``: the first on screen whose
    /// frame is final, else the first visible; with none visible, the one at the top edge) did
    /// not move on screen, unless the caller moved the offset itself.
    @discardableResult
    static func layoutKeepingAnchor(_ list: ListView, _ context: String) -> LayoutPassReport {
        let visible = list.visibleRowRange()
        let anchor = visible.isEmpty ? visible.lowerBound : PlaceAnchorModel.anchor(onScreen: Array(visible), in: list)!
        let before = list.rectForRow(globalRow: anchor).map { $0.minY - list.contentOffset.y }
        let rule = PlaceRule(before: list)
        let report = list.layout()
        if let before, let after = list.rectForRow(globalRow: anchor) {
            #expect(after.minY - list.contentOffset.y == rule.screenY(ofRowAt: after.minY, keptAt: before, in: list),
                    "\(context): anchor row \(anchor) moved")
        }
        return report
    }

    @Test(arguments: Mode.allCases, testSeeds(24))
    func randomSequencesMatchReference(mode: Mode, seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed * 31 + Mode.allCases.firstIndex(of: mode)!))
        let style: TableStyle = [.plain, .grouped, .insetGrouped][seed % 3]
        let source = Self.randomSource(&rng, mode: mode, style: style)
        let rowHeight: RowHeight = switch mode {
        case .fixed: .fixed(source.rows.first(where: { !$0.isEmpty })?.first ?? 44)
        case .perRow: .perRow
        case .selfSizing: .selfSizing(estimate: Model.estimate)
        }
        var model = Model(source: source, mode: mode)
        let viewport = Size(width: Double(Int.random(in: 100...500, using: &rng)),
                            height: seed % 7 == 6 ? 0 : Double(Int.random(in: 40...900, using: &rng)))
        let list = try makeList(source, style: style, rowHeight: rowHeight, viewport: viewport)
        let totalRows = list.totalRows
        list.layout()
        Self.check(list, &model, "seed \(seed) start")
        var anchorAdjustments = 0.0
        for step in 0..<120 {
            let context = "\(mode) seed \(seed) step \(step)"
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...3:
                let delta = Double(Int.random(in: -800...800, using: &rng)) / 4 * (Bool.random(using: &rng) ? 1 : 8)
                try list.setContentOffset(Point(x: 0, y: list.contentOffset.y + delta))
                anchorAdjustments += abs(Self.layoutKeepingAnchor(list, context).anchorAdjustment)
            case 4, 5:
                guard totalRows > 0 else { continue }
                let target = list.indexPath(forGlobalRow: Int.random(in: 0..<totalRows, using: &rng))!
                let position: ScrollPosition = [.top, .middle, .bottom, .none][Int.random(in: 0..<4, using: &rng)]
                try list.scrollToRow(at: target, position: position)
                anchorAdjustments += abs(Self.layoutKeepingAnchor(list, context).anchorAdjustment)
            case 6, 7:
                guard mode != .fixed, totalRows > 0 else { continue }
                let path = list.indexPath(forGlobalRow: Int.random(in: 0..<totalRows, using: &rng))!
                let height = rng.quarterHeight()
                let anchor = list.ranges.visible.lowerBound
                let before = list.rectForRow(globalRow: anchor).map { $0.minY - list.contentOffset.y }
                let rule = PlaceRule(before: list)
                try list.setHeight(height, forRowAt: path)
                source.rows[path.section][path.row] = height
                model.known[path.section][path.row] = height
                if let before, let after = list.rectForRow(globalRow: anchor) {
                    #expect(after.minY - list.contentOffset.y == rule.screenY(ofRowAt: after.minY, keptAt: before, in: list),
                            "\(context): setHeight moved the anchor")
                }
                anchorAdjustments += abs(Self.layoutKeepingAnchor(list, context).anchorAdjustment)
            case 8:
                guard totalRows > 0 else { continue }
                let paths = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                    list.indexPath(forGlobalRow: Int.random(in: 0..<totalRows, using: &rng))!
                }
                try list.reloadRows(at: paths)
                anchorAdjustments += abs(Self.layoutKeepingAnchor(list, context).anchorAdjustment)
            default:
                list.layout()
            }
            Self.check(list, &model, context)
        }
        if mode == .selfSizing, viewport.height > 0, totalRows > 100 {
            #expect(anchorAdjustments > 0, "passes in a self-sizing list never measured a row above the anchor")
        }
    }
}
