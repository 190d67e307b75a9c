/// UIKit's prefetching data source: told, on the engine's thread, which rows are about to scroll
/// into view (start loading their slow content) and which the user scrolled away from before
/// they appeared (stop). Rows come nearest to the viewport first; only rows entering or leaving
/// the prefetch window are named, never rows already visible.
///
/// The arrays are the engine's reusable buffers: read them during the call; copy what you keep.
public protocol ListPrefetchDataSource: AnyObject {
    /// Start loading the slow content of these rows, nearest the viewport first.
    func listView(_ listView: ListView, prefetchRowsAt indexPaths: [ListIndexPath])
    /// Stop loading these rows' content: they left the prefetch window before they were shown.
    func listView(_ listView: ListView, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath])
}

/// Whether a cell's slow content (an image, say) has arrived. Only lists with a
/// ``PrefetchScheduler`` track it; a placeholder cell counts as blank area.
public enum ContentState: Hashable, Sendable {
    /// The list has no content loader.
    case none
    /// Loading: show a placeholder.
    case placeholder
    /// The content was delivered to the cell.
    case ready
}
