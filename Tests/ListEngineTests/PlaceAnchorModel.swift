import ListEngine

/// The README's choice of the row that keeps the place with rows on screen ("Keeping the place:
/// one rule everywhere"), as the tests' models make it from facts the list tells — which rows'
/// frames are final (measured, laid out), unless the model knows it itself, and which rows the
/// last layout pass gave cells.
enum PlaceAnchorModel {
    /// The row that keeps the place in `list` among `onScreen` (global rows on screen, in
    /// order), passing over those `passedOver` (they cannot anchor; in a grid or flow, items
    /// inserted since the last pass) and ignoring those `excluded` (a batch's deleted and moved
    /// rows), the frames `isFinal` says final (by default, those the list says are); nil if
    /// there is none.
    ///
    /// Walking every row from the first on screen to the last: the first candidate whose frame
    /// is final and that no row laid out from estimates separates from a row with a cell; with
    /// no such row, the first candidate whose frame is final; else the first candidate. At the
    /// content's top (the viewport's top edge at or above it), the first candidate.
    static func anchor(onScreen: [Int], excluding excluded: (Int) -> Bool = { _ in false },
                       passingOver passedOver: (Int) -> Bool = { _ in false }, isFinal: ((Int) -> Bool)? = nil,
                       in list: ListView) -> Int? {
        let isFinal = isFinal ?? list.layoutHasFinalFrame(item:)
        guard let low = onScreen.first, let high = onScreen.last else { return nil }
        let shown = Set(onScreen)
        let candidates = (low...high).filter { shown.contains($0) && !excluded($0) && !passedOver($0) }
        if list.contentOffset.y <= 0 { return candidates.first }
        // Runs of final frames, each with whether it holds a row with a cell.
        var runs: [(rows: [Int], hasCell: Bool)] = [([], false)]
        for g in low...high where !excluded(g) {
            guard isFinal(g) else {
                runs.append(([], false))
                continue
            }
            runs[runs.count - 1].rows.append(g)
            if list.rowsWithCells.contains(g) { runs[runs.count - 1].hasCell = true }
        }
        let withCells = runs.first { run in run.hasCell && run.rows.contains(where: candidates.contains) }
        return withCells?.rows.first(where: candidates.contains)
            ?? candidates.first(where: isFinal) ?? candidates.first
    }
}
