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
        /// Draw the whole screen again, not only what changed (r, ^R, ^L: a screen another
        /// program wrote over).
        case repaint
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
        case let .help(top): help(key, top: top)
        case let .openingFile(typed): typeFileName(key, name: typed)
        }
        list.layout()
        return .proceed
    }

    private func browse(_ key: Key, at now: Double) -> Outcome {
        // ZZ and :q quit, as in less; a number typed first is a count.
        if let prefix = pendingPrefix {
            pendingPrefix = nil
            let count = self.count
            self.count = nil
            if (prefix == "Z" && key == .character("Z")) || (prefix == ":" && (key == .character("q") || key == .character("Q"))) {
                return quitOrAsk()
            }
            if prefix == ":", key == .character("f") { showFileInfo() }
            if prefix == "-" { toggleOption(key) }
            if let command = KeyMap.command(after: prefix, key: key) { return perform(command, count: count, at: now) }
            return .proceed   // any other key after Z or : does nothing, as in less
        }
        if case let .character(character) = key, let digit = character.wholeNumberValue, character.isASCII {
            if digit == 0, count == nil, presenter.sheet != nil {
                scrollSheet(toColumn: 0)   // 0 with no number typed: a sheet's first column
            } else {
                count = Swift.min((count ?? 0) * 10 + digit, 1_000_000_000_000)
            }
            return .proceed
        }
        if key == .character("Z") || key == .character(":") {
            if case let .character(prefix) = key { pendingPrefix = prefix }
            return .proceed
        }
        let count = self.count
        self.count = nil
        guard let command = KeyMap.command(for: key, editing: list.isEditing) else {
            switch key {
            case .escape where search != nil:
                search?.cancel()
                search = nil
                message = "Search stopped"
            case let .mouseWheel(up, _, _): wheel(up ? -1 : 1)
            case let .mouse(button, pressed, column, row) where button == 0: click(pressed: pressed, column: column, row: row)
            default: break
            }
            return .proceed
        }
        return perform(command, count: count, at: now)
    }

    /// Does what `command` asks, `count` being the number typed before its key, if any.
    private func perform(_ command: KeyMap.Command, count: Int?, at now: Double) -> Outcome {
        switch command {
        case .lineDown: if let count { go(byRows: count) } else { step(1) }
        case .lineUp:
            if let count { go(byRows: -count) } else if !pull(at: now) { step(-1) }
            lastUpPress = now
        case .windowDown: if let count { go(byRows: count) } else { page(1) }
        case .windowUp: if let count { go(byRows: -count) } else { page(-1) }
        case .halfWindowDown: if let count { go(byRows: count) } else { page(1, half: true) }
        case .halfWindowUp: if let count { go(byRows: -count) } else { page(-1, half: true) }
        case .top: if let count { go(toRow: count - 1) } else { jump(toTop: true) }
        case .bottom: if let count { go(toRow: count - 1) } else { jump(toTop: false) }
        case .percent:
            let total = list.totalRows
            go(toRow: Int((Double(Swift.max(0, total - 1)) * Double(Swift.min(count ?? 0, 100)) / 100).rounded()))
        case .left: if !scrollSheet(byColumns: -1), !scrollSideways(-1, count: count) { moveFocus(.left) }   // in a grid or flow
        case .right: if !scrollSheet(byColumns: 1), !scrollSideways(1, count: count) { moveFocus(.right) }
        case .lastColumn: scrollSheet(toColumn: .max)
        case .option:
            pendingPrefix = "-"
            message = "-S cuts long lines at the edge (or not), -N numbers the lines (or not)"
        case .search, .searchBackward:
            searchesBackward = command == .searchBackward
            searchCursorFromEnd = 0
            mode = .finding("")
        case .nextMatch: findNext(lastQuery, backward: searchesBackward)
        case .previousMatch: findNext(lastQuery, backward: !searchesBackward)
        case .select: select()
        case .index: if !indexTitles.isEmpty { mode = .index }
        case .follow: if lineFile != nil { setFollowing(!isFollowing) }   // a file's lines have no index
        case .repaint: return .repaint
        case .reload: refresh()
        case .newRows: _ = try? list.scrollToNewRows()
        case .fileInfo: showFileInfo()
        case .nextFile: moveFile(by: count ?? 1)
        case .previousFile: moveFile(by: -(count ?? 1))
        case .firstFile: showFirstFile(count)
        case .openFile: mode = .openingFile("")
        case .help: mode = .help(top: 0)
        case .quit: return quitOrAsk()
        case .toggleEditing, .delete, .move, .write: edit(command)
        }
        return .proceed
    }

    /// E, d, m, w: editing, unless a write is under way (the rows it writes are the rows now).
    private func edit(_ command: KeyMap.Command) {
        if let writing {
            message = "Writing \(writing.name): edits wait until it is done"
            return
        }
        switch command {
        case .toggleEditing: toggleEditing()
        case .delete: askToDelete()
        case .move: beginMove()
        default: writeEdits()
        }
    }

    /// =, ^G, :f: the file's name, the focused row among all, and how far down that is.
    private func showFileInfo() {
        let total = list.totalRows
        guard let row = focus.flatMap({ list.globalRow(for: $0) }), total > 0 else {
            message = "\(displayName) · \(RecordStore.grouped(total)) rows"
            return
        }
        // Lines cut into rows: the line (and part) the focus is on, rather than the row.
        let place = focus.flatMap { linePosition(at: $0, more: "")?.lowercased() }
            ?? "row \(RecordStore.grouped(row + 1)) of \(RecordStore.grouped(total))"
        message = "\(displayName) · \(place) · \(100 * (row + 1) / total)%"
    }

    /// The help screen has the keys: ↑ ↓ j k and the page keys scroll it; q, h or Esc leaves.
    private func help(_ key: Key, top: Int) {
        let last = Swift.max(0, KeyMap.helpLines.count - (rows - 1))
        let screen = Swift.max(1, rows - 2)
        switch KeyMap.command(for: key, editing: false) {
        case .quit?, .help?: mode = .browsing
        case .lineDown?: mode = .help(top: Swift.min(last, top + 1))
        case .lineUp?: mode = .help(top: Swift.max(0, top - 1))
        case .windowDown?, .halfWindowDown?: mode = .help(top: Swift.min(last, top + screen))
        case .windowUp?, .halfWindowUp?: mode = .help(top: Swift.max(0, top - screen))
        case .top?: mode = .help(top: 0)
        case .bottom?: mode = .help(top: last)
        default: if key == .escape { mode = .browsing }
        }
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
        case .finding, .confirmingQuit, .help, .openingFile: return false
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

    /// Moves the focus `rows` rows on (back when negative), stopping at the first and the
    /// last row: the list scrolls the least that shows it.
    private func go(byRows rows: Int) {
        guard let row = focus.flatMap({ list.globalRow(for: $0) }) else { return }
        go(toRow: row + rows)
    }

    /// Gives the focus to row `row` (from 0, across sections, clamped to the rows).
    private func go(toRow row: Int) {
        fling = nil
        let total = list.totalRows
        guard total > 0, let path = list.indexPath(forGlobalRow: Swift.min(Swift.max(0, row), total - 1)) else { return }
        setFocus(path)
        list.layout()
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
    private func page(_ direction: Int, half: Bool = false) {
        fling = nil
        let line = focus.flatMap { list.rectForRow(at: $0) }.map { $0.minY - list.contentOffset.y }
        if half {
            go(byRows: direction * Swift.max(1, Int(list.viewportSize.height) / 2))
        } else {
            moveFocus(direction < 0 ? .pageUp : .pageDown)
        }
        guard let line, let focus, let frame = list.rectForRow(at: focus) else { return }
        let limits = list.contentOffsetLimits
        let y = Swift.min(Swift.max(frame.minY - line, limits.lowerBound), limits.upperBound)
        do { try list.setContentOffset(Point(x: 0, y: y)) } catch { message = "\(error)" }
        list.layout()
    }

    /// g, Home: the top, the focus on the first row; G, End: the bottom, the focus on the last
    /// row — and while lines still arrive, the view rides the end (see ``followEndWhileGrowing()``).
    /// A file cut shorter since its lines were found is read again first: the end is its new one.
    private func jump(toTop: Bool) {
        fling = nil
        if !toTop { _ = lineFile?.readAgainIfTruncated() }
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
        message = editing ? "Editing: d deletes, m moves, w writes, E ends" : nil
    }

    /// d while editing: the focused row shows its delete confirmation. A fling stops first (a
    /// scroll would close the confirmation under the question).
    private func askToDelete() {
        guard let focus else { return }
        fling = nil
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
                    let text = presenter.quotedText(at: row)
                    presenter.deleteSection(row.section)
                    var update = ListBatchUpdate()
                    update.deletedSections = [row.section]
                    try list.performBatchUpdates(update, animated: true)
                    message = "Deleted \(text) and its section"
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

    /// Typing a search: characters go in at the cursor; ← → (and Home, End, ^A, ^E) move it,
    /// Backspace and Delete erase around it, ^U erases the whole text (as in `less`), Backspace
    /// on nothing leaves; Enter searches, Esc leaves. A text stops growing at
    /// ``SearchPattern/maximumQueryBytes``.
    private func find(_ key: Key, query: String) {
        let characters = Array(query)
        let cursor = characters.count - Swift.min(searchCursorFromEnd, characters.count)
        func edit(_ text: [Character], cursor: Int) {
            searchCursorFromEnd = text.count - cursor
            mode = .finding(String(text))
        }
        switch key {
        case .escape: mode = .browsing
        case .enter:
            mode = .browsing
            lastQuery = query
            findNext(query, backward: searchesBackward)
        case .backspace where characters.isEmpty: mode = .browsing
        case .backspace where cursor > 0: edit(Array(characters[..<(cursor - 1)] + characters[cursor...]), cursor: cursor - 1)
        case .delete where cursor < characters.count: edit(Array(characters[..<cursor] + characters[(cursor + 1)...]), cursor: cursor)
        case .left: edit(characters, cursor: Swift.max(0, cursor - 1))
        case .right: edit(characters, cursor: Swift.min(characters.count, cursor + 1))
        case .home, .control("a"): edit(characters, cursor: 0)
        case .end, .control("e"): edit(characters, cursor: characters.count)
        case .control("u"): edit([], cursor: 0)
        case let .character(character) where query.utf8.count + character.utf8.count <= SearchPattern.maximumQueryBytes:
            edit(Array(characters[..<cursor]) + [character] + characters[cursor...], cursor: cursor + 1)
        default: break
        }
    }

    /// A paste is text, never keys: typed into a search at its cursor (or into `:e`'s file
    /// name), its line breaks and tabs as spaces (one that would make the search longer than
    /// ``SearchPattern/maximumQueryBytes`` leaves the prompt with a message); anywhere else it
    /// is set aside with a message (10,000 pasted `j`s do not move the focus).
    private func paste(_ text: String) {
        let line = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        if case let .openingFile(typed) = mode {
            mode = .openingFile(typed + String(line))
            return
        }
        guard case let .finding(query) = mode else {
            message = "Paste ignored (\(RecordStore.grouped(text.count)) characters): a paste is not keys"
            return
        }
        guard query.utf8.count + String(line).utf8.count <= SearchPattern.maximumQueryBytes else {
            mode = .browsing
            message = "Paste too long for a search (\(RecordStore.grouped(text.utf8.count)) bytes): a search is at most "
                + "\(RecordStore.grouped(SearchPattern.maximumQueryBytes)) bytes"
            return
        }
        let characters = Array(query)
        let cursor = characters.count - Swift.min(searchCursorFromEnd, characters.count)
        mode = .finding(String(characters[..<cursor] + line + characters[cursor...]))
    }

    /// n or N, or Enter after / or ?: searches from the row after the focus (`backward`: before
    /// it; `fromTop`: from the first row), beside the frames (see ``SearchTask``);
    /// ``advance(to:)`` shows what it found. A search under way stops. A query that is not a
    /// regular expression says why, with PCRE2's words and the byte where it went wrong. The
    /// matches on screen are highlighted from now until the next search.
    func findNext(_ query: String, backward: Bool, fromTop: Bool = false) {
        guard !query.isEmpty else { return }
        search?.cancel()
        search = nil
        do {
            let pattern = try SearchPattern(query)
            highlight = SearchHighlight(pattern)
            search = SearchTask(pattern: pattern, in: presenter.model, after: fromTop ? nil : focus, backward: backward)
        } catch {
            highlight = nil
            message = "Bad pattern \(VisibleText.quoted(query, limit: 40)): \(error.message) at byte \(error.offset)"
        }
    }

    /// Shows what the search found, once it is over.
    func finishSearchIfDone() {
        guard let search, let outcome = search.outcome else { return }
        self.search = nil
        guard case let .found(match, record) = outcome else {
            guard let file = lineFile, file.isStream, file.isComplete, file.error == nil, file.notice != nil,
                  let read = file.streamBytesRead else {
                message = "No match for “\(search.query)”"
                return
            }
            // A stream cut at the spill limit: said once its rows are all on the list (whose
            // notice would otherwise come a frame later, over this).
            guard growthFinished else {
                self.search = search
                return
            }
            message = "No match for “\(search.query)” in the first \(LineFile.bytes(read)) of \(file.name) (--spill-limit stopped it there)"
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
        revealSideways(match, at: search.matchOffset)
        message = "Found “\(search.query)”"
    }

    private func confirmQuit(_ key: Key) -> Outcome {
        mode = .browsing
        switch key {
        case .character("q"), .character("y"): return .quit
        case .character("w"): return writeEditsAndWait() ? .quit : .proceed
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
