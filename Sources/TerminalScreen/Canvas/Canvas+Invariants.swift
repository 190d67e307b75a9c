import ListEngine

extension Canvas {
    /// What is wrong with the canvas's cells, one message each naming the cell: every cluster
    /// has the width `TerminalTextMeasurer` gives it (1 or 2), every wide cluster is followed
    /// by its continuation in the same style, and every continuation follows a wide cluster.
    /// Empty for a sound canvas; the tests check it after every mutation.
    ///
    /// - Complexity: O(columns × rows).
    package func invariantViolations() -> [String] {
        var violations: [String] = []
        if cells.count != columns * rows {
            violations.append("\(cells.count) cells for \(columns) × \(rows)")
            return violations
        }
        let measurer = TerminalTextMeasurer()
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = cells[row * columns + column]
                let character = self.character(at: row * columns + column)
                let place = "cell (\(column), \(row))"
                switch cell.width {
                case 0:
                    let lead = column > 0 ? cells[row * columns + column - 1] : nil
                    if lead?.width != 2 { violations.append("\(place): a continuation without a wide cluster before it") }
                    if let lead, lead.packedStyle != cell.packedStyle { violations.append("\(place): a continuation in a style not its cluster's") }
                case 1, 2:
                    let measured = measurer.columns(of: character)
                    if measured != cell.width {
                        violations.append("\(place): \(character.debugDescription) is \(measured) wide, held as \(cell.width)")
                    }
                    let next = column + 1 < columns ? cells[row * columns + column + 1] : nil
                    if cell.width == 2 && next?.width != 0 { violations.append("\(place): a wide cluster without its continuation") }
                default:
                    violations.append("\(place): width \(cell.width)")
                }
            }
        }
        return violations
    }
}
