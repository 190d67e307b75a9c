import ListEngine
import TerminalScreen

extension ListSession {
    /// The list's name with its place among the files given: "b.log (file 2 of 3)", as `less`
    /// names it; the name alone for one file.
    ///
    /// - Complexity: O(1).
    public var displayName: String {
        files?.label.map { "\(name) \($0)" } ?? name
    }

    /// `:n` (`steps` > 0) or `:p` (< 0): the file that many on or back, where it was left; a
    /// file on the way that cannot be opened is said and dropped, and the next one that way
    /// is shown instead.
    ///
    /// - Complexity: that of opening the file (see ``showFile(at:skipping:)``).
    func moveFile(by steps: Int) {
        guard let target = files?.index(movedBy: steps) else {
            message = steps > 0 ? "No next file" : "No previous file"
            return
        }
        showFile(at: target, skipping: steps > 0 ? 1 : -1)
    }

    /// `:x`: the first file (with a count N, file N).
    func showFirstFile(_ number: Int?) {
        guard let files, let target = files.index(movedBy: (number ?? 1) - 1 - files.current) else {
            message = "No file \(number ?? 1)"
            return
        }
        showFile(at: target, skipping: 1)
    }

    /// `:e`'s prompt: the name typed; Enter opens it, Esc stops.
    func typeFileName(_ key: Key, name typed: String) {
        switch key {
        case .escape: mode = .browsing
        case .enter:
            mode = .browsing
            guard !typed.isEmpty else { return }
            openFile(typed)
        case .backspace: mode = .openingFile(String(typed.dropLast()))
        case let .character(character): mode = .openingFile(typed + String(character))
        default: break
        }
    }

    /// `:e FILE`: adds `path` after the shown file and shows it (or, if it is listed, goes to
    /// it); a file that cannot be opened is said and not added.
    ///
    /// - Complexity: O(files) and that of opening the file.
    public func openFile(_ path: String) {
        guard var files else {
            message = "Other files open only beside a file given by name"
            return
        }
        let target = files.insert(path)
        self.files = files
        showFile(at: target, skipping: 0)
    }

    /// Shows file `index` of ``files`` where it was left (its top the first time): the place
    /// of the file shown is kept first. When it cannot be opened, it is dropped from the list
    /// and, `skipping` ±1, the next file that way is tried; with 0 (or past the end) the shown
    /// file stays, and the status line says why.
    ///
    /// - Complexity: opening a file's lines waits 30 ms at most for its first screenful;
    ///   other rows load beside the frames.
    func showFile(at index: Int, skipping direction: Int) {
        guard var files else { return }
        guard presenter.unsavedEdits == 0 else {
            message = "\(Self.edits(presenter.unsavedEdits)) not written: w writes them, or R reads the file again"
            return
        }
        guard index != files.current else {
            message = displayName
            return
        }
        var target = index
        var problems: [String] = []
        var model: ListModel?
        while true {
            do throws(ListSource.LoadError) {
                model = try Self.open(files.source(at: target), rows: rows)
                break
            } catch {
                problems.append(error.description)
                files.remove(at: target)
                // The files after it moved down one: forward, the next is at its index.
                if direction < 0 { target -= 1 }
                if direction == 0 || !files.paths.indices.contains(target) || target == files.current {
                    self.files = files
                    message = problems.joined(separator: " · ") + (direction == 0 ? "" : direction > 0 ? " · No next file" : " · No previous file")
                    return
                }
            }
        }
        if let focusRow = focus.flatMap({ list.globalRow(for: $0) }) {
            files.keep(FileList.Place(offset: list.contentOffset.y, row: focusRow))
        }
        files.show(target)
        self.files = files
        show(files.source(), model: model, place: files.place(of: target))
        message = ([displayName] + problems.map { "\($0) (skipped)" }).joined(separator: " · ")
    }

    /// Puts `source`'s rows on the list in place of the file shown — `model`, or loaded beside
    /// the frames when nil — with a presenter of their own (a sheet's or a list's), at `place`
    /// once its row is there (the top without one). The file left stops being read.
    private func show(_ source: ListSource, model: ListModel?, place: FileList.Place?) {
        lineFile?.stopReading()
        search?.cancel()
        search = nil
        load = nil
        fling = nil
        pendingPlace = nil
        mode = .browsing
        let next = ListPresenter(model: model ?? ListModel(store: .records([]), sectioning: source.sectioning),
                                 appearance: presenter.appearance)
        next.willConfigureRow = presenter.willConfigureRow
        // The list holds its data source unowned: the new one is attached before the old goes.
        next.attach(to: list)
        presenter = next
        self.source = source
        name = source.name
        list.anchorsToEnd = false
        if case let .lines(file) = next.model.store {
            lineGeneration = file.generation
        }
        growthFinished = false
        do {
            if list.rowHeight != next.rowHeight { try list.setRowHeight(next.rowHeight) }
            try list.setViewportSize(viewportSize)
            next.sheet?.setWidth(columns - 1)
            next.measureSheetHeaderIfNeeded()
            try list.reloadData()
            try list.setContentOffset(Point(x: 0, y: list.contentOffsetLimits.lowerBound))
        } catch {
            message = "\(error)"
        }
        list.layout()
        setFocus(firstVisibleRow)
        if model == nil {
            list.beginLoading(keepingRows: false)
            load = BackgroundLoad(source)
        } else if source.follows {
            setFollowing(true)
        }
        pendingPlace = place.map { ($0.offset, $0.row) }
        restorePendingPlace()
    }
}
