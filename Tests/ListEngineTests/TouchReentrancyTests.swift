import Testing
@testable import ListEngine
import TestSupport

/// Every call that changes the list, made from every callback of a touch, of editing and of a
/// swipe: while a touch is decided, and from editing's and a swipe's callbacks, it is refused
/// (thrown or reported `reentrantCall`, nothing changed); from the callbacks that report a
/// touch's outcome it is made when the touch ends — exactly as on a twin list where the same
/// call is made right after `touchUp()` returns.
@Suite struct TouchReentrancyTests {
    /// A cell whose detail button covers its trailing 40 pt.
    final class DetailCell: ListCell {
        override func detailButtonFrame(in size: Size) -> Rect? { Rect(x: size.width - 40, y: 0, width: 40, height: size.height) }
    }

    /// A data source and delegate whose touch, editing and swipe callbacks may call back once.
    final class Source: ListDataSource, ListDelegate {
        var rows: [[Double]] = [Array(repeating: 30, count: 60), Array(repeating: 40, count: 60)]
        var trigger: String?
        var action: ((ListView) -> Void)?
        var fired = false
        var events: [String] = []

        func callback(_ name: String, _ list: ListView) {
            events.append(name)
            guard name == trigger, !fired, let action else { return }
            fired = true
            action(list)
        }

        func numberOfSections(in listView: ListView) -> Int { rows.count }
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
            try listView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func sectionIndexTitles(for listView: ListView) -> [String]? { ["A", "B"] }
        func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? { rows[indexPath.section][indexPath.row] }
        func listView(_ listView: ListView, shouldHighlightRowAt indexPath: ListIndexPath) -> Bool {
            callback("shouldHighlightRowAt", listView)
            return true
        }
        func listView(_ listView: ListView, didHighlightRowAt indexPath: ListIndexPath) { callback("didHighlightRowAt", listView) }
        func listView(_ listView: ListView, didUnhighlightRowAt indexPath: ListIndexPath) { callback("didUnhighlightRowAt", listView) }
        func listView(_ listView: ListView, willSelectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
            callback("willSelectRowAt", listView)
            return indexPath
        }
        func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) { callback("didSelectRowAt", listView) }
        func listView(_ listView: ListView, willDeselectRowAt indexPath: ListIndexPath) -> ListIndexPath? {
            callback("willDeselectRowAt", listView)
            return indexPath
        }
        func listView(_ listView: ListView, didDeselectRowAt indexPath: ListIndexPath) { callback("didDeselectRowAt", listView) }
        func listView(_ listView: ListView, accessoryButtonTappedForRowWith indexPath: ListIndexPath) {
            callback("accessoryButtonTappedForRowWith", listView)
        }
        func listView(_ listView: ListView, canEditRowAt indexPath: ListIndexPath) -> Bool {
            callback("canEditRowAt", listView)
            return true
        }
        func listView(_ listView: ListView, editingStyleForRowAt indexPath: ListIndexPath) -> ListCell.EditingStyle {
            callback("editingStyleForRowAt", listView)
            return .delete
        }
        func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool {
            callback("canMoveRowAt", listView)
            return true
        }
        func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
            callback("trailingSwipeActionsConfigurationForRowAt", listView)
            return nil
        }
        func listView(_ listView: ListView, willBeginEditingRowAt indexPath: ListIndexPath) { callback("willBeginEditingRowAt", listView) }
        func listView(_ listView: ListView, didEndEditingRowAt indexPath: ListIndexPath?) { callback("didEndEditingRowAt", listView) }
        func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
            callback("commit", listView)
            rows[indexPath.section].remove(at: indexPath.row)
        }
        func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
            callback("moveRowAt", listView)
            rows[destinationIndexPath.section].insert(rows[sourceIndexPath.section].remove(at: sourceIndexPath.row),
                                                      at: destinationIndexPath.row)
        }
        func listView(_ listView: ListView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListIndexPath,
                      toProposedIndexPath proposedDestinationIndexPath: ListIndexPath) -> ListIndexPath {
            callback("targetIndexPathForMoveFromRowAt", listView)
            return proposedDestinationIndexPath
        }
    }

    /// A call that changes the list (or only its selection), made by a test on `source`'s list.
    struct Call: CustomStringConvertible, Sendable {
        let name: String
        /// Whether only the selection changes (allowed from every callback).
        let selectsOnly: Bool
        let make: @Sendable (ListView, Source) throws -> Void
        var description: String { name }
    }

    static let calls: [Call] = [
        Call(name: "reloadData", selectsOnly: false) { list, _ in try list.reloadData() },
        Call(name: "setRowHeight", selectsOnly: false) { list, _ in try list.setRowHeight(.fixed(35)) },
        Call(name: "insertRows", selectsOnly: false) { list, source in
            source.rows[0].insert(30, at: 0)
            do { try list.insertRows(at: [ListIndexPath(row: 0, section: 0)]) } catch { source.rows[0].removeFirst(); throw error }
        },
        Call(name: "deleteRows", selectsOnly: false) { list, source in
            let removed = source.rows[0].removeLast()
            do { try list.deleteRows(at: [ListIndexPath(row: source.rows[0].count, section: 0)]) } catch {
                source.rows[0].append(removed)
                throw error
            }
        },
        Call(name: "moveRow", selectsOnly: false) { list, _ in
            try list.moveRow(at: ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 1, section: 0))
        },
        Call(name: "reloadRows", selectsOnly: false) { list, _ in try list.reloadRows(at: [ListIndexPath(row: 2, section: 0)]) },
        Call(name: "reloadSections", selectsOnly: false) { list, _ in try list.reloadSections([0]) },
        Call(name: "setHeight", selectsOnly: false) { list, _ in try list.setHeight(55, forRowAt: ListIndexPath(row: 1, section: 0)) },
        Call(name: "scrollToRow", selectsOnly: false) { list, _ in try list.scrollToRow(at: ListIndexPath(row: 30, section: 1), position: .top) },
        Call(name: "scrollToSectionIndexTitle", selectsOnly: false) { list, _ in _ = try list.scrollToSectionIndexTitle(at: 1) },
        Call(name: "setContentOffset", selectsOnly: false) { list, _ in try list.setContentOffset(Point(x: 0, y: 900)) },
        Call(name: "setViewportSize", selectsOnly: false) { list, _ in try list.setViewportSize(Size(width: 200, height: 100)) },
        Call(name: "setContentInset", selectsOnly: false) { list, _ in try list.setContentInset(EdgeInsets(top: 10)) },
        Call(name: "setRangeTuning", selectsOnly: false) { list, _ in try list.setRangeTuning(RangeTuning()) },
        Call(name: "setListLayout", selectsOnly: false) { list, _ in try list.setListLayout(.grid(GridLayout())) },
        Call(name: "beginLoading", selectsOnly: false) { list, _ in list.beginLoading(keepingRows: false) },
        Call(name: "finishLoading", selectsOnly: false) { list, _ in try list.finishLoading() },
        Call(name: "drainReusePools", selectsOnly: false) { list, _ in list.drainReusePools() },
        Call(name: "layout", selectsOnly: false) { list, _ in list.layout() },
        Call(name: "setEditing", selectsOnly: false) { list, _ in list.setEditing(!list.isEditing) },
        Call(name: "commitEditing", selectsOnly: false) { list, _ in try list.commitEditing(.delete, forRowAt: ListIndexPath(row: 7, section: 1)) },
        Call(name: "openSwipeActions", selectsOnly: false) { list, _ in
            try list.openSwipeActions(forRowAt: ListIndexPath(row: 8, section: 0), edge: .trailing)
        },
        Call(name: "beginInteractiveMovement", selectsOnly: false) { list, _ in
            _ = try list.beginInteractiveMovement(forRowAt: ListIndexPath(row: 6, section: 0))
        },
        Call(name: "touchDown", selectsOnly: false) { list, _ in list.touchDown(at: Point(x: 50, y: 11 * 30 + 5 - list.contentOffset.y)) },
        Call(name: "selectRow", selectsOnly: true) { list, _ in try list.selectRow(at: ListIndexPath(row: 9, section: 0)) },
        Call(name: "deselectRow", selectsOnly: true) { list, _ in list.deselectRow(at: ListIndexPath(row: 3, section: 0)) },
        Call(name: "highlightRow", selectsOnly: true) { list, _ in try list.highlightRow(at: ListIndexPath(row: 4, section: 0)) },
    ]

    /// What a list shows and holds, compared between a list and its twin.
    struct Fingerprint: Equatable {
        var counts: [Int]
        var offset: Point
        var viewport: Size
        var inset: EdgeInsets
        var layout: ListLayout
        var selected: [ListIndexPath]
        var highlighted: ListIndexPath?
        var isEditing: Bool
        var loadState: ContentLoadState
        var moving: ListIndexPath?
        var swiping: ListIndexPath?
        var visible: [ListIndexPath]
        var frames: [Rect]

        init(_ list: ListView) {
            counts = (0..<list.numberOfSections).map { list.numberOfRows(inSection: $0) }
            offset = list.contentOffset
            viewport = list.viewportSize
            inset = list.contentInset
            layout = list.listLayout
            selected = list.indexPathsForSelectedRows
            highlighted = list.indexPathForHighlightedRow
            isEditing = list.isEditing
            loadState = list.loadState
            moving = list.interactiveMovement?.source
            swiping = list.swipeActionsState?.indexPath
            visible = list.indexPathsForVisibleRows
            frames = list.visibleCells.map(\.frame)
        }
    }

    /// A list over `source` at rest, row 3 selected, the pass done.
    static func makeList(_ source: Source) throws -> ListView {
        let list = try TestSupport.makeList(over: source, cells: [("cell", DetailCell.self)], viewport: Size(width: 320, height: 300),
                                            laysOut: true)
        try list.selectRow(at: ListIndexPath(row: 3, section: 0))
        return list
    }

    /// The gesture that reaches `callback`: a tap on row 5 (which deselects row 3), a tap on
    /// row 10's detail button, editing mode, a swipe, a commit or an interactive move.
    static func gesture(reaching callback: String, on list: ListView) throws {
        switch callback {
        case "accessoryButtonTappedForRowWith":
            list.touchDown(at: Point(x: 300, y: 10 * 30 + 5))
            list.touchUp()
        case "canEditRowAt", "editingStyleForRowAt", "canMoveRowAt":
            list.setEditing(true)
            list.layout()
        case "trailingSwipeActionsConfigurationForRowAt", "willBeginEditingRowAt", "didEndEditingRowAt":
            list.beginSwipe(at: Point(x: 100, y: 2 * 30 + 5))
            list.updateSwipe(translation: -120)
            _ = try list.endSwipe(velocity: 0)
            list.closeSwipeActions()
        case "commit":
            _ = try list.commitEditing(.delete, forRowAt: ListIndexPath(row: 1, section: 0))
        case "moveRowAt", "targetIndexPathForMoveFromRowAt":
            list.setEditing(true)
            list.layout()
            _ = try list.beginInteractiveMovement(forRowAt: ListIndexPath(row: 1, section: 0))
            _ = try list.updateInteractiveMovementTargetPosition(Point(x: 100, y: 4 * 30 + 15))
            _ = try list.endInteractiveMovement()
        default:
            list.touchDown(at: Point(x: 100, y: 5 * 30 + 5))
            list.touchUp()
        }
    }

    static let deciding = ["shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt", "willDeselectRowAt"]
    static let reporting = ["didSelectRowAt", "didDeselectRowAt", "accessoryButtonTappedForRowWith"]
    static let editing = ["canEditRowAt", "editingStyleForRowAt", "canMoveRowAt", "trailingSwipeActionsConfigurationForRowAt",
                          "willBeginEditingRowAt", "didEndEditingRowAt", "commit", "moveRowAt", "targetIndexPathForMoveFromRowAt"]

    /// Runs the gesture reaching `callback` on a list whose callback makes `call`, and on a
    /// twin that makes it right after the gesture (or never, for a refused call). Returns both
    /// lists, what the call did from the callback, the twin's error and the diagnostics.
    static func run(_ call: Call, from callback: String, twinCalls: Bool) throws
        -> (list: ListView, twin: ListView, outcome: Result<Void, any Error>?, twinError: (any Error)?, diagnostics: [ListError]) {
        let source = Source()
        let list = try makeList(source)
        var diagnostics = [ListError]()
        list.diagnosticHandler = { diagnostics.append($0) }
        var outcome: Result<Void, any Error>?
        source.trigger = callback
        source.action = { [unowned source] list in outcome = Result { try call.make(list, source) } }
        try gesture(reaching: callback, on: list)
        list.layout()

        let twinSource = Source()
        let twin = try makeList(twinSource)
        try gesture(reaching: callback, on: twin)
        var twinError: (any Error)?
        if twinCalls {
            do { try call.make(twin, twinSource) } catch { twinError = error }
        }
        twin.layout()
        #expect(source.fired, "\(call) from \(callback): the callback never came")
        return (list, twin, outcome, twinError, diagnostics)
    }

    static func isReentrant(_ error: Any?) -> Bool {
        if case .reentrantCall? = error as? ListError { true } else { false }
    }

    @Test(arguments: deciding + editing)
    func callsFromCallbacksThatDecideAreRefused(callback: String) throws {
        for call in Self.calls {
            let context = "\(call) from \(callback)"
            let (list, twin, outcome, _, diagnostics) = try Self.run(call, from: callback, twinCalls: false)
            list._checkInvariants()
            if call.selectsOnly {
                if case let .failure(error)? = outcome { Issue.record("\(context): \(error)") }
                continue
            }
            switch outcome {
            case .success?: #expect(diagnostics.contains { Self.isReentrant($0) }, "\(context): neither thrown nor reported")
            case let .failure(error)?: #expect(Self.isReentrant(error), "\(context): threw \(error)")
            case nil: break
            }
            #expect(Fingerprint(list) == Fingerprint(twin), "\(context): the refused call changed the list")
        }
    }

    @Test(arguments: reporting)
    func callsFromCallbacksThatReportAreMadeWhenTheTouchEnds(callback: String) throws {
        for call in Self.calls {
            let context = "\(call) from \(callback)"
            let (list, twin, outcome, twinError, diagnostics) = try Self.run(call, from: callback, twinCalls: true)
            list._checkInvariants()
            twin._checkInvariants()
            if case let .failure(error)? = outcome { Issue.record("\(context): threw \(error) instead of waiting") }
            #expect(!diagnostics.contains { Self.isReentrant($0) }, "\(context): refused")
            #expect(Fingerprint(list) == Fingerprint(twin), "\(context): not as if made after touchUp() returned")
            if let twinError {
                #expect(diagnostics.contains { String(describing: $0) == String(describing: twinError) }, "\(context): \(twinError) not reported")
            }
        }
    }

    /// A deferred call sees the list as the touch left it, and nothing of it happens before the
    /// touch ends: inside `didSelectRowAt` the list is still as it was.
    @Test func aDeferredCallWaitsForTheTouchToEnd() throws {
        let source = Source()
        let list = try Self.makeList(source)
        var inside: Fingerprint?
        source.trigger = "didSelectRowAt"
        source.action = { list in
            try? list.reloadData()
            try? list.setContentOffset(Point(x: 0, y: 600))
            inside = Fingerprint(list)
        }
        let before = Fingerprint(list)
        #expect(list.touchDown(at: Point(x: 100, y: 5 * 30 + 5)) == ListIndexPath(row: 5, section: 0))
        #expect(list.touchUp() == ListIndexPath(row: 5, section: 0))
        #expect(inside?.offset == before.offset && inside?.selected == [ListIndexPath(row: 5, section: 0)])
        #expect(list.contentOffset.y == 600 && list.indexPathsForSelectedRows.isEmpty, "the reload cleared the selection after the touch")
        #expect(source.events.suffix(2) == ["didDeselectRowAt", "didSelectRowAt"])
    }

    // MARK: Selection during a reload

    /// A row selected from a data-source or delegate callback of `reloadData()` stays selected:
    /// the reload clears the old selection before the new one applies.
    @Test(arguments: ["numberOfSections", "numberOfRowsInSection", "heightForRowAt", "heightForHeaderInSection",
                      "sectionIndexTitles", "titleForHeaderInSection"])
    func aRowSelectedDuringAReloadStaysSelected(callback: String) throws {
        let source = ReentrancyTests.Hostile()
        let list = ListView(style: .plain, rowHeight: .perRow)
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        try list.setViewportSize(Size(width: 320, height: 300))
        try list.reloadData()
        list.layout()
        try list.selectRow(at: ListIndexPath(row: 1, section: 0))
        source.trigger = callback
        source.action = { list in try? list.selectRow(at: ListIndexPath(row: 4, section: 1)) }
        try list.reloadData()
        #expect(source.fired)
        #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 4, section: 1)], "\(callback)")
        list.layout()
        #expect(list.cellForRow(at: ListIndexPath(row: 4, section: 1))?.isSelected ?? true)
        list._checkInvariants()
    }

    /// A selection from a reload's callback names a row of the reloaded list: one that no
    /// longer exists is reported, not selected; a reload that throws keeps the old rows, and
    /// the selection applies to them.
    @Test func aSelectionDuringAReloadIsCheckedAgainstItsOutcome() throws {
        let source = ReentrancyTests.Hostile()
        let list = ListView(style: .plain, rowHeight: .perRow)
        list.register(ListCell.self, forCellReuseIdentifier: "cell")
        list.dataSource = source
        list.delegate = source
        var diagnostics = [ListError]()
        list.diagnosticHandler = { diagnostics.append($0) }
        try list.setViewportSize(Size(width: 320, height: 300))
        try list.reloadData()
        source.rows[1] = Array(source.rows[1].prefix(3))
        source.trigger = "numberOfRowsInSection"
        source.action = { list in try? list.selectRow(at: ListIndexPath(row: 40, section: 1)) }
        try list.reloadData()
        #expect(list.indexPathsForSelectedRows.isEmpty)
        #expect(diagnostics.contains(.indexPathOutOfRange(ListIndexPath(row: 40, section: 1), rowsInSection: 3)))
        source.fired = false
        source.rows[0][2] = -1
        source.action = { list in try? list.selectRow(at: ListIndexPath(row: 2, section: 1)) }
        #expect(throws: ListError.self) { try list.reloadData() }
        #expect(list.indexPathsForSelectedRows == [ListIndexPath(row: 2, section: 1)])
        list._checkInvariants()
    }
}
