/// The list as its place keeper's host: the layout, the cells, the viewport and the layout
/// steps answer as they are; the rest forwards.
extension ListView: PlaceHost {
    /// Empties the count of rows that arrived below the viewport.
    func forgetRowsBelow() { data.unseenRowsBelow.removeAll() }
}
