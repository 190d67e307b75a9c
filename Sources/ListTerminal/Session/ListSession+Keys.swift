import Foundation
import ListEngine
import TerminalScreen

extension ListSession {
    /// What a key asks of the session.
    public enum Outcome: Hashable, Sendable {
        /// Go on.
        case proceed
        /// Leave the program.
        case quit
        /// Stop the program and give the terminal back to the shell until `fg` (Ctrl-Z, which
        /// raw mode turns into a key).
        case suspend
    }

    /// Handles `key`, pressed at `now` (seconds, the clock ``advance(to:)`` is given).
    ///
    /// - Complexity: that of the engine call the key makes: O(log n) for scrolling, jumps and
    ///   selection; a one-row batch for a deletion or a move; a find looks at up to every row.
    public func handle(_ key: Key, at now: Double) -> Outcome {
        message = nil
        if key == .control("c") { return .quit }   // in every mode: raw mode turns Ctrl-C into a key
        if key == .control("z") { return .suspend }   // and Ctrl-Z
        if case let .paste(text) = key {
            paste(text)
            return .proceed
        }
        if key == .character("q"), leavePromptToQuit() { return quitOrAsk() }
        switch mode {
        case .browsing: return browse(key, at: now)
        case let .finding(query): find(key, query: query)
        case .confirmingDelete: confirmDelete(key)
        case .moving: move(key)
        case .index: index(key)
        case .confirmingQuit: return confirmQuit(key)
        }
        list.layout()
        return .proceed
    }

    private func browse(_ key: Key, at now: Double) -> Outcome {
        switch key {
        case .character("w"): writeEdits()
        case .up, .character("k"):
            if !pull(at: now) { step(-1) }
            lastUpPress = now
        case .down, .character("j"): step(1)
        case .left, .character("h"): if !scrollSheet(byColumns: -1), key == .left { moveFocus(.left) }   // in a grid or flow
        case .right, .character("l"): if !scrollSheet(byColumns: 1), key == .right { moveFocus(.right) }
        case .character("0"): scrollSheet(toColumn: 0)
        case .character("$"): scrollSheet(toColumn: .max)
        case .pageUp, .control("b"): page(-1)
        case .pageDown, .control("f"), .character(" "): page(1)
        case .home, .character("g"): jump(toTop: true)
        case .end, .character("G"): jump(toTop: false)
        case .enter: select()
        case .character("e"): toggleEditing()
        case .character("d"): askToDelete()
        case .character("m"): beginMove()
        case .character("r"): refresh()
        case .character("F") where lineFile != nil: setFollowing(!isFollowing)   // a file's lines have no index
        case .character("u"): _ = try? list.scrollToNewRows()
        case .character("/"): mode = .finding("")
        case .escape where search != nil:
            search?.cancel()
            search = nil
            message = "Search stopped"
        case .character("n"): findNext(lastQuery)
        case .tab: if !indexTitles.isEmpty { mode = .index }
        case let .mouseWheel(up, _, _): wheel(up ? -1 : 1)
        case let .mouse(button, pressed, column, row) where button == 0: click(pressed: pressed, column: column, row: row)
        case let .character(letter) where letter.isUppercase: jump(toIndexTitle: String(letter))
        default: break
        }
        return .proceed
    }

    /// q: quits, or with edits not written asks first (``Mode/confirmingQuit``).
    private func quitOrAsk() -> Outcome {
        guard presenter.unsavedEdits == 0 else {
            mode = .confirmingQuit
            return .proceed
        }
        return .quit
    }

    /// q quits in every mode but typing (a search's text, where q is a letter) and the quit
    /// prompt (which reads q itself): a delete prompt closes keeping the row, a move puts the
    /// row back, the index lets the keyboard go. Returns whether q now quits.
    private func leavePromptToQuit() -> Bool {
        switch mode {
        case .browsing: return true
        case .finding, .confirmingQuit: return false
        case .confirmingDelete: list.closeSwipeActions()
        case .moving: list.cancelInteractiveMovement()
        case .index: break
        }
        mode = .browsing
        return true
    }

    // MARK: Scrolling

    /// ← → in a sheet: its columns scroll by one; returns false for rows that are not a
    /// sheet (a grid's and a flow's arrows move the focus instead).
    @discardableResult
    private func scrollSheet(byColumns steps: Int) -> Bool {
        guard let sheet = presenter.sheet else { return false }
        sheet.scroll(byColumns: steps)
        return true
    }

    /// 0 and $ in a sheet: the first and the last column.
    private func scrollSheet(toColumn column: Int) {
        presenter.sheet?.scroll(toColumn: column)
    }

    /// A press moves the focus a row, however fast presses come: a held key's auto-repeat is
    /// that many steps, as in `less` (30 presses of j from the first row land on the 31st), and
    /// never a fling. The wheel flings.
    private func step(_ direction: Int) {
        fling = nil
        moveFocus(direction < 0 ? .up : .down)
    }

    /// A wheel notch adds the momentum that coasts three lines; notches the other way stop it first.
    private func wheel(_ direction: Int) {
        let velocity = fling.map { $0.velocity * Double(direction) > 0 ? $0.velocity : 0 } ?? 0
        let notch = 3 * Self.pointsPerLine * 1000 * -log(DecelerationRate.normal.perMillisecond)
        fling = Fling(velocity: velocity + Double(direction) * notch)
    }

    /// PageUp, PageDown: the focus moves a screenful (`moveFocus(.pageUp)`, `.pageDown`) and the
    /// list scrolls as far, so that the focused row keeps its line — the screen turns a page, as
    /// in `less`, and the focus goes with it, as in a file manager. At an end the list stops and
    /// the focus goes on to the first or last row.
    private func page(_ direction: Int) {
        fling = nil
        let line = focus.flatMap { list.rectForRow(at: $0) }.map { $0.minY - list.contentOffset.y }
        moveFocus(direction < 0 ? .pageUp : .pageDown)
        guard let line, let focus, let frame = list.rectForRow(at: focus) else { return }
        let limits = list.contentOffsetLimits
        let y = Swift.min(Swift.max(frame.minY - line, limits.lowerBound), limits.upperBound)
        do { try list.setContentOffset(Point(x: 0, y: y)) } catch { message = "\(error)" }
        list.layout()
    }

    /// g, Home: the top, the focus on the first row; G, End: the bottom, the focus on the last
    /// row — and while lines still arrive, the view rides the end (see ``followEndWhileGrowing()``).
    private func jump(toTop: Bool) {
        fling = nil
        if !toTop, isWatching {
            followEndWhileGrowing()
        } else {
            // The very top or bottom, a grouped list's first header or last footer with it.
            let limits = list.contentOffsetLimits
            do { try list.setContentOffset(Point(x: 0, y: toTop ? limits.lowerBound : limits.upperBound)) } catch { message = "\(error)" }
        }
        list.layout()
        moveFocus(toTop ? .first : .last)
    }

    /// The titles the index keys jump through: the index strip's in a table; in a grid or flow,
    /// which have no strip, the letter sections' titles all the same.
    var indexTitles: [String] {
        let strip = list.sectionIndexTitles
        return strip.isEmpty && presenter.model.hasIndex ? presenter.model.sections.map(\.title) : strip
    }

    private func jump(toIndexTitle title: String) {
        guard let index = indexTitles.firstIndex(of: title) else {
            message = "No section \(title)"
            return
        }
        fling = nil
        do {
            let section: Int
            if list.sectionIndexTitles.isEmpty {
                // No strip: the titles are the sections' own, one a section.
                section = index
                if list.numberOfRows(inSection: section) > 0 { try list.scrollToRow(at: ListIndexPath(row: 0, section: section), position: .top) }
            } else {
                section = try list.scrollToSectionIndexTitle(at: index)
            }
            list.layout()
            setFocus(list.numberOfRows(inSection: section) > 0 ? ListIndexPath(row: 0, section: section) : firstVisibleRow)
        } catch { message = "\(error)" }
    }

    private func index(_ key: Key) {
        switch key {
        case .escape, .tab, .enter: mode = .browsing
        case .up, .down:
            let titles = indexTitles
            let current = focus.flatMap { list.headerTitle(inSection: $0.section) }.flatMap { titles.firstIndex(of: $0) } ?? 0
            let next = Swift.min(Swift.max(0, current + (key == .up ? -1 : 1)), titles.count - 1)
            if titles.indices.contains(next) { jump(toIndexTitle: titles[next]) }
        case let .character(letter):
            jump(toIndexTitle: String(letter).uppercased())
        default: break
        }
    }

    // MARK: Selection

    /// A click: on the index strip it jumps to the title there; on a row it is a touch — down
    /// highlights, up selects, through the engine's touch handling (a scroll between cancels).
    private func click(pressed: Bool, column: Int, row: Int) {
        let width = Int(list.viewportSize.width)
        if column >= width, hasIndexStrip {
            guard pressed else { return }
            let entries = ListScreenRenderer.indexStripEntries(list.sectionIndexTitles, height: Int(list.viewportSize.height))
            let first = Swift.max(0, (Int(list.viewportSize.height) - entries.count) / 2)
            guard entries.indices.contains(row - first), entries[row - first] != "•" else { return }
            jump(toIndexTitle: entries[row - first])
            return
        }
        let point = Point(x: Double(column) + 0.5, y: Double(row) + 0.5)
        if pressed {
            fling = nil
            if let path = list.touchDown(at: point) { setFocus(path) }
        } else {
            list.touchUp()
            message = presenter.message
        }
    }

    /// Enter: a tap on the focused row — highlight, then select with UIKit's callbacks; the
    /// list (which navigates) deselects it with the brief return flash.
    private func select() {
        guard let focus, let frame = list.rectForRow(at: focus) else { return }
        let point = Point(x: frame.midX, y: frame.minY + 0.5 - list.contentOffset.y)
        list.touchDown(at: point)
        list.touchUp()
        message = presenter.message
    }

    // MARK: Editing

    private func toggleEditing() {
        setEditing(!list.isEditing)
    }

    /// Puts the list in editing mode, or out of it (what e toggles).
    ///
    /// - Complexity: O(cells on screen).
    public func setEditing(_ editing: Bool) {
        list.setEditing(editing)
        list.layout()
        message = editing ? "Editing: d deletes, m moves, e ends" : nil
    }

    private func askToDelete() {
        guard let focus else { return }
        do {
            try list.openSwipeActions(forRowAt: focus, edge: .trailing)
            mode = .confirmingDelete
        } catch { message = "\(error)" }
    }

    private func confirmDelete(_ key: Key) {
        switch key {
        case .character("y"), .enter:
            do {
                if let row = list.swipeActionsState?.indexPath, list.numberOfRows(inSection: row.section) == 1 {
                    // The section's last row: the section goes with it (a group is never empty).
                    list.closeSwipeActions()
                    let text = VisibleText.visible(presenter.model.record(at: row)?.text ?? "")
                    presenter.deleteSection(row.section)
                    var update = ListBatchUpdate()
                    update.deletedSections = [row.section]
                    try list.performBatchUpdates(update, animated: true)
                    message = "Deleted “\(text)” and its section"
                } else {
                    // The row fades and the rows below close its gap, line by line.
                    try list.performSwipeAction(at: 0, animated: true)
                    message = presenter.message
                }
            } catch { message = "\(error)" }
            mode = .browsing
            // The list gave the focus to the row that took the deleted one's place (or the one
            // before it at its section's end): shown, should the deletion have moved it off screen.
            setFocus(focus)
        case .character("n"), .escape:
            list.closeSwipeActions()
            mode = .browsing
        default: break
        }
    }

    private func beginMove() {
        guard let focus else { return }
        do {
            guard try list.beginInteractiveMovement(forRowAt: focus) else {
                message = "This row cannot move"
                return
            }
            mode = .moving
            message = "Moving: ↑ ↓ to place, Enter drops, Esc cancels"
        } catch { message = "\(error)" }
    }

    private func move(_ key: Key) {
        guard let movement = list.interactiveMovement else { mode = .browsing; return }
        switch key {
        case .up, .down, .character("k"), .character("j"):
            let up = key == .up || key == .character("k")
            // The moving row's centre, a row's height up or down.
            let frame = movement.floatingFrame
            let y = movement.position.y + (up ? -frame.height : frame.height)
            do {
                let target = try list.updateInteractiveMovementTargetPosition(Point(x: movement.position.x, y: y))
                if let landing = list.rectForRow(at: target), landing.minY < list.contentOffset.y || landing.maxY > list.contentOffset.y + list.viewportSize.height {
                    scroll(by: up ? -1 : 1)
                }
            } catch { message = "\(error)" }
        case .enter:
            do {
                // The focus goes with the row it is on to where it lands.
                try list.endInteractiveMovement(animated: true)
                message = presenter.message
            } catch { message = "\(error)" }
            mode = .browsing
        case .escape:
            list.cancelInteractiveMovement()
            mode = .browsing
        default: break
        }
    }

    // MARK: Finding and refreshing

    private func find(_ key: Key, query: String) {
        switch key {
        case .escape: mode = .browsing
        case .enter:
            mode = .browsing
            lastQuery = query
            findNext(query)
        case .backspace: mode = .finding(String(query.dropLast()))
        case let .character(character): mode = .finding(query + String(character))
        default: break
        }
    }

    /// A paste is text, never keys: typed into a search, its line breaks and tabs as spaces;
    /// anywhere else it is set aside with a message (10,000 pasted `j`s do not move the focus).
    private func paste(_ text: String) {
        guard case let .finding(query) = mode else {
            message = "Paste ignored (\(RecordStore.grouped(text.count)) characters): a paste is not keys"
            return
        }
        let line = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        mode = .finding(query + line)
    }

    /// n, or Enter after /: searches from the row after the focus, beside the frames (see
    /// ``SearchTask``); ``advance(to:)`` shows what it found. A search under way stops.
    private func findNext(_ query: String) {
        guard !query.isEmpty else { return }
        search?.cancel()
        search = SearchTask(query: query, in: presenter.model, after: focus)
    }

    /// Shows what the search found, once it is over.
    func finishSearchIfDone() {
        guard let search, let outcome = search.outcome else { return }
        self.search = nil
        guard case let .found(match, record) = outcome else {
            message = "No match for “\(search.query)”"
            return
        }
        // The rows may have been edited while it searched: then the match is no longer there.
        let sections = presenter.model.sections
        guard sections.indices.contains(match.section), match.row < sections[match.section].rows.count,
              sections[match.section].rows[match.row] == record else {
            message = "The rows changed during the search: n searches again"
            return
        }
        fling = nil
        do { try list.scrollToRow(at: match, position: .middle) } catch { message = "\(error)"; return }
        list.layout()
        setFocus(match)
        message = "Found “\(search.query)”"
    }

    // MARK: Writing edits

    /// w: writes the rows as edited back to their file (see ``EditWriter``), then shows the
    /// file as written, keeping the place; or says why it cannot.
    @discardableResult
    func writeEdits() -> Bool {
        guard presenter.unsavedEdits > 0 else {
            message = "No edits to write"
            return false
        }
        guard let source, case let .file(path) = source.origin else {
            message = "Cannot write: the rows came from \(lineFile == nil ? "no file" : "a stream")"
            return false
        }
        growIfNeeded()   // the lines found since the last frame are rows too
        let lines: Int
        do { lines = try EditWriter.write(presenter.model, to: path) } catch {
            message = "Cannot write: \(error)"
            return false
        }
        search?.cancel()
        search = nil
        // The file as written, read again; the place comes back once its row is found.
        pendingPlace = (list.contentOffset.y, focus.flatMap { list.globalRow(for: $0) } ?? 0)
        do {
            let file = try source.openLines()
            file.wait(forLines: pendingPlace.map { $0.row + rows } ?? rows, timeout: 0.05)
            presenter.replaceModel(ListModel(lines: file))
            lineGeneration = file.generation
            growthFinished = false
            try list.reloadData()
        } catch {
            pendingPlace = nil
            message = "Wrote \(RecordStore.grouped(lines)) lines, but reading them again failed: \(error)"
            return true
        }
        growIfNeeded()
        message = "Wrote \(RecordStore.grouped(lines)) lines to \(source.name)"
        return true
    }

    private func confirmQuit(_ key: Key) -> Outcome {
        mode = .browsing
        switch key {
        case .character("q"), .character("y"): return .quit
        case .character("w"): return writeEdits() ? .quit : .proceed
        default: return .proceed
        }
    }

    /// r: the rows load again beside the frames; the list keeps showing them, stale, until
    /// the new ones are there.
    func refresh() {
        guard let source, source.canReload, !(lineFile?.isStream ?? false) else {
            message = lineFile?.isStream ?? false ? "Nothing to refresh from: a stream is read once" : "Nothing to refresh from"
            return
        }
        guard !isFollowing else {
            message = "Following: the file is read as it changes (F stops)"
            return
        }
        guard load == nil else { return }
        refreshControl.beginRefreshing()
        settleRefreshInset()
        list.beginLoading(keepingRows: true)
        load = BackgroundLoad(source)
    }
}
