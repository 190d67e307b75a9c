import Testing
@testable import ListEngine
import TestSupport

/// Every mutating call made from every callback a list makes: a defined outcome (refused with
/// `reentrantCall`, or — for selection — applied when the operation ends), never a crash, and
/// a consistent list afterwards.
@Suite struct ReentrancyTests {
    /// A data source, delegate and prefetch data source whose every callback may call back.
    final class Hostile: ListDataSource, ListDelegate, ListPrefetchDataSource {
        var rows: [[Double]] = [Array(repeating: 30, count: 60), Array(repeating: 40, count: 60)]
        /// The callback that acts, and what it does (once).
        var trigger: String?
        var action: ((ListView) -> Void)?
        var fired = false

        func callback(_ name: String, _ list: ListView) {
            guard name == trigger, !fired, let action else { return }
            fired = true
            action(list)
        }

        func numberOfSections(in listView: ListView) -> Int { callback("numberOfSections", listView); return rows.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
            callback("numberOfRowsInSection", listView)
            return rows[section].count
        }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            callback("cellForRowAt", listView)
            if indexPath == ListIndexPath(row: 5, section: 0) { throw TestDataSource.Failure() }  // a diagnostic
            return try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
            callback("titleForHeaderInSection", listView)
            return "S\(section)"
        }
        func listView(_ listView: ListView, titleForFooterInSection section: Int) -> String? {
            callback("titleForFooterInSection", listView)
            return nil
        }
        func sectionIndexTitles(for listView: ListView) -> [String]? { callback("sectionIndexTitles", listView); return ["A", "B"] }
        func listView(_ listView: ListView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            callback("sectionForSectionIndexTitle", listView)
            return index
        }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
            callback("heightForRowAt", listView)
            return rows[indexPath.section][indexPath.row]
        }
        func listView(_ listView: ListView, estimatedHeightForRowAt indexPath: ListIndexPath) -> Double? {
            callback("estimatedHeightForRowAt", listView)
            return 70
        }
        func listView(_ listView: ListView, heightForHeaderInSection section: Int) -> Double? {
            callback("heightForHeaderInSection", listView)
            return nil
        }
        func listView(_ listView: ListView, heightForFooterInSection section: Int) -> Double? {
            callback("heightForFooterInSection", listView)
            return nil
        }
        func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) { callback("willDisplay", listView) }
        func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRowAt indexPath: ListIndexPath) {
            callback("didEndDisplaying", listView)
        }
        func listView(_ listView: ListView, prefetchRowsAt indexPaths: [ListIndexPath]) { callback("prefetchRowsAt", listView) }
        func listView(_ listView: ListView, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
            callback("cancelPrefetchingForRowsAt", listView)
        }
    }

    /// A cell whose hooks call back into its list.
    final class HostileCell: ListCell {
        var hook: ((String) -> Void)?
        override func prepareForReuse() { hook?("prepareForReuse") }
        override func preferredHeight(fittingWidth width: Double) -> Double? {
            hook?("preferredHeight")
            return nil
        }
    }

    static let callbacks = [
        "numberOfSections", "numberOfRowsInSection", "cellForRowAt", "titleForHeaderInSection", "titleForFooterInSection",
        "sectionIndexTitles", "sectionForSectionIndexTitle", "heightForRowAt", "estimatedHeightForRowAt",
        "heightForHeaderInSection", "heightForFooterInSection", "willDisplay", "didEndDisplaying", "prefetchRowsAt",
        "cancelPrefetchingForRowsAt", "prepareForReuse", "preferredHeight", "diagnosticHandler",
    ]

    /// The calls, each with whether the list must refuse it from inside an operation.
    nonisolated(unsafe) static let calls: [(name: String, refused: Bool, call: (ListView, Hostile) throws -> Void)] = [
        ("reloadData", true, { list, _ in try list.reloadData() }),
        ("setRowHeight", true, { list, _ in try list.setRowHeight(.perRow) }),
        ("insertRows", true, { list, source in
            source.rows[0].insert(30, at: 0)
            do { try list.insertRows(at: [ListIndexPath(row: 0, section: 0)]) } catch { source.rows[0].removeFirst(); throw error }
        }),
        ("deleteRows", true, { list, source in
            let removed = source.rows[0].removeLast()
            do { try list.deleteRows(at: [ListIndexPath(row: source.rows[0].count, section: 0)]) } catch { source.rows[0].append(removed); throw error }
        }),
        ("moveRow", true, { list, _ in try list.moveRow(at: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 0)) }),
        ("reloadRows", true, { list, _ in try list.reloadRows(at: [ListIndexPath(row: 2, section: 0)]) }),
        ("reloadSections", true, { list, _ in try list.reloadSections([0]) }),
        ("setHeight", true, { list, _ in try list.setHeight(55, forRowAt: ListIndexPath(row: 1, section: 0)) }),
        ("scrollToRow", true, { list, _ in try list.scrollToRow(at: ListIndexPath(row: 30, section: 1), position: .top) }),
        ("scrollToSectionIndexTitle", true, { list, _ in try list.scrollToSectionIndexTitle(at: 1) }),
        ("setContentOffset", true, { list, _ in try list.setContentOffset(Point(x: 0, y: 900)) }),
        ("setViewportSize", true, { list, _ in try list.setViewportSize(Size(width: 200, height: 100)) }),
        ("setContentInset", true, { list, _ in try list.setContentInset(EdgeInsets(top: 10)) }),
        ("setRangeTuning", true, { list, _ in try list.setRangeTuning(RangeTuning()) }),
        ("finishLoading", true, { list, _ in try list.finishLoading() }),
        ("beginLoading", true, { list, _ in list.beginLoading(keepingRows: false) }),
        ("setListLayout", true, { list, _ in try list.setListLayout(.grid(GridLayout())) }),
        ("setEditing", true, { list, _ in list.setEditing(!list.isEditing) }),
        ("touchDown", true, { list, _ in list.touchDown(at: Point(x: 10, y: 10)) }),
        ("drainReusePools", true, { list, _ in list.drainReusePools() }),
        ("layout", true, { list, _ in list.layout() }),
        ("selectRow", false, { list, _ in try list.selectRow(at: ListIndexPath(row: 3, section: 0)) }),
        ("deselectRow", false, { list, _ in list.deselectRow(at: ListIndexPath(row: 3, section: 0)) }),
        ("highlightRow", false, { list, _ in try list.highlightRow(at: ListIndexPath(row: 4, section: 0)) }),
    ]

    /// Builds a list, arms `callback` to make `call`, and drives every kind of operation.
    static func run(call: (name: String, refused: Bool, call: (ListView, Hostile) throws -> Void),
                    callback: String, rowHeight: RowHeight) throws {
        let context = "\(call.name) from \(callback), \(rowHeight)"
        let source = Hostile()
        let list = ListView(style: .plain, rowHeight: rowHeight)
        list.register(forCellReuseIdentifier: "cell") { [unowned list] identifier in
            let cell = HostileCell(reuseIdentifier: identifier)
            cell.hook = { name in source.callback(name, list) }
            return cell
        }
        list.dataSource = source
        list.delegate = source
        list.prefetchDataSource = source
        var outcome: Result<Void, any Error>?
        var diagnostics = [ListError]()
        source.trigger = callback
        var reported: ListError?
        source.action = { [unowned source] list in
            outcome = Result { try call.call(list, source) }
            reported = list.lastDiagnostic  // also what the handler is not handed again (no recursion)
        }
        list.diagnosticHandler = { [unowned list] error in
            diagnostics.append(error)
            source.callback("diagnosticHandler", list)
        }
        try list.setViewportSize(Size(width: 320, height: 300))
        try list.reloadData()
        list.layout()
        for y in [400.0, 1_500, 200, 3_000] {
            try list.setContentOffset(Point(x: 0, y: y))
            list.layout()
        }
        source.rows[1].insert(40, at: 0)
        try list.insertRows(at: [ListIndexPath(row: 0, section: 1)])
        try list.reloadRows(at: list.indexPathsForVisibleRows.prefix(2).map { $0 })
        try list.scrollToSectionIndexTitle(at: 0)
        list.layout()
        #expect(source.fired, "\(context): the callback never came")
        if let outcome, call.refused {
            switch outcome {
            case .success:
                let refused = (diagnostics + [reported].compactMap { $0 }).contains { if case .reentrantCall = $0 { true } else { false } }
                #expect(refused, "\(context): neither thrown nor reported")
            case let .failure(error):
                guard case .reentrantCall = error as? ListError else {
                    Issue.record("\(context): threw \(error) instead of reentrantCall")
                    return
                }
            }
        } else if case let .failure(error)? = outcome {
            // Selection from a callback is allowed; before the first load there is no row to select.
            guard case .indexPathOutOfRange = error as? ListError else {
                Issue.record("\(context): \(error)")
                return
            }
        }
        list.layout()
        list._checkInvariants()
        #expect(list.ranges.visible == list.visibleRowRange(), "\(context): visible rows")
        for g in list.visibleRowRange() {
            let path = list.indexPath(forGlobalRow: g)!
            #expect(list.cellForRow(at: path)?.isDisplayed == true, "\(context): row \(path) shows no cell")
        }
    }

    @Test(arguments: [RowHeight.perRow, .selfSizing(estimate: 50)])
    func everyCallFromEveryCallbackHasADefinedOutcome(rowHeight: RowHeight) throws {
        for callback in Self.callbacks {
            if callback == "estimatedHeightForRowAt" || callback == "preferredHeight", case .perRow = rowHeight { continue }
            for call in Self.calls { try Self.run(call: call, callback: callback, rowHeight: rowHeight) }
        }
    }

    /// The crashes reported, each as it was found.
    @Test func theReportedReentrantCallsAreRefused() throws {
        let source = TestDataSource(rows: [Array(repeating: 44, count: 50)])
        final class Reloading: ListDelegate {
            var errors: [any Error] = []
            var act: ((ListView) throws -> Void)?
            func listView(_ listView: ListView, willDisplay cell: ListCell, forRowAt indexPath: ListIndexPath) {
                do { try act?(listView) } catch { errors.append(error) }
            }
        }
        let acts: [(ListView) throws -> Void] = [
            { list in try list.reloadData() },
            { list in try list.setRowHeight(.fixed(30)) },
            { list in try list.reloadRows(at: [ListIndexPath(row: 0, section: 0)]) },
        ]
        for act in acts {
            let list = try makeList(source)
            let delegate = Reloading()
            delegate.act = act
            list.delegate = delegate
            list.layout()
            let refusal = String(describing: delegate.errors.first)
            #expect(refusal.contains("from a callback of layout()"), "\(refusal)")
            list._checkInvariants()
            let cells = list.visibleCells
            #expect(!cells.isEmpty && cells.allSatisfy { $0.isDisplayed })
        }
    }

    /// Applying a snapshot from a callback of the list is refused, and the snapshot stays.
    @Test func applyingASnapshotFromACallbackIsRefused() throws {
        let list = ListView(style: .plain, rowHeight: .fixed(44))
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        var refused: (any Error)?
        var source: ListDiffableDataSource<Int, Int>!
        defer { source = nil }  // the cell provider holds `source`'s box: break the cycle
        source = ListDiffableDataSource(listView: list) { list, path, _ in
            if refused == nil {
                var snapshot = source.snapshot()
                try snapshot.appendItems([999])
                do { try source.apply(snapshot) } catch { refused = error }
            }
            return try list.dequeueReusableCell(withIdentifier: "cell", for: path)
        }
        try list.setViewportSize(Size(width: 100, height: 200))
        var snapshot = ListSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(Array(0..<20))
        try source.apply(snapshot)
        list.layout()
        #expect(String(describing: refused).contains("apply(_:animatingDifferences:) was called from a callback of layout()"))
        #expect(source.snapshot() == snapshot)
        list._checkInvariants()
    }
}
