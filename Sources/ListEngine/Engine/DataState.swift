/// What the list knows of its data as a whole, beside the rows' geometry: whether it has loaded,
/// whether the rows are the content or content is loading, the section index, and the rows
/// inserted above and below the viewport that the user has not seen yet; and who it asks.
struct DataState {
    /// The data source, delegate and prefetch data source, held without keeping them alive.
    var collaborators = Collaborators()
    /// Whether the next operation that needs rows reloads first: true until the first load,
    /// and again after a change (of data source, row height or layout) that drops the rows.
    var needsReload = true
    /// Whether the rows are the content, or content is loading (``ListView/loadState``).
    var loadState = ContentLoadState.loaded
    /// The section index titles (plain style), read at reload.
    var sectionIndexTitles: [String] = []
    /// Rows inserted above the viewport that have not been on screen yet.
    var unseenRowsAbove = UnseenRows()
    /// Rows that arrived below the viewport of a list that anchors to its end, while the reader
    /// was away from it, and have not been on screen yet.
    var unseenRowsBelow = UnseenRows()
}
