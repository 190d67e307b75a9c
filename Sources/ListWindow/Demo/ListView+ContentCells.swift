import ListEngine

extension ListView {
    /// A content cell from the pool named `identifier` for the row at `indexPath`, measuring with
    /// `measurer` (given once, when the cell is new) and showing `configuration`: what a data
    /// source of ``FontTextMeasurer`` cells returns from `cellForRowAt`.
    ///
    /// - Throws: what `dequeueReusableCell(withIdentifier:for:)` throws.
    /// - Complexity: that of the dequeue.
    func dequeueContentCell(withIdentifier identifier: String, for indexPath: ListIndexPath, measurer: FontTextMeasurer,
                            configuration: ListContentConfiguration) throws -> ListCell {
        let cell = try dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let cell = cell as? ListContentCell<FontTextMeasurer> {
            if cell.measurer == nil { cell.measurer = measurer }
            cell.contentConfiguration = configuration
        }
        return cell
    }
}
