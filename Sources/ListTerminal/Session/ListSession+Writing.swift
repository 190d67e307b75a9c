import ListEngine

extension ListSession {
    /// w: starts writing the rows as edited back to their file beside the frames (see
    /// ``EditWriter``; the status line shows how far it is, and the keys keep working); once
    /// written, the file is shown as written, keeping the place. Or says why it cannot.
    ///
    /// - Complexity: O(r log n) for r runs of consecutive lines; the write runs on its own thread.
    @discardableResult
    func writeEdits() -> Bool {
        guard writing == nil else { return true }
        guard presenter.unsavedEdits > 0 else {
            message = "No edits to write"
            return false
        }
        guard let source, case let .file(path) = source.origin else {
            message = "Cannot write: the rows came from \(lineFile == nil ? "no file" : "a stream")"
            return false
        }
        growIfNeeded()   // the lines found since the last frame are rows too
        do { writing = try EditWriter(presenter.model, to: path) } catch {
            message = "Cannot write: \(error)"
            return false
        }
        return true
    }

    /// w at the quit prompt: writes (or lets the write under way end), then says whether the
    /// edits are in the file.
    func writeEditsAndWait() -> Bool {
        guard writeEdits() else { return false }
        writing?.wait()
        return finishWriteIfDone()
    }

    /// Stops a write under way (quitting): the file stays as it was.
    ///
    /// - Complexity: O(1 MiB): the write stops after the block it is writing.
    public func cancelWrite() {
        writing?.cancel()
        writing?.wait()
        writing = nil
    }

    /// Takes the write's outcome once it is over: the file, read again, shown as written, the
    /// place kept (once its row is found again); or why it failed. Whether the edits are written.
    @discardableResult
    func finishWriteIfDone() -> Bool {
        guard let writer = writing, let outcome = writer.take() else { return false }
        writing = nil
        let lines: Int
        do { lines = try outcome.get() } catch {
            message = "Cannot write: \(error)"
            return false
        }
        guard let source else { return true }
        search?.cancel()
        search = nil
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
}
