/// The part of a pager the engine reads row by row, not generic over the pager's items: the
/// page book, and the window of pages wanted. Its calls cost O(1) a row.
final class PagerCore {
    let configuration: PagingConfiguration
    @exclusivity(unchecked) var book: PageBook

    init(configuration: PagingConfiguration) {
        self.configuration = configuration
        book = PageBook(pageSize: configuration.pageSize, maxPages: configuration.maxPages)
    }

    /// Whether row `row` is loaded (its cell comes from the data source, not a placeholder).
    ///
    /// - Complexity: O(1).
    func isLoaded(row: Int) -> Bool { book.isLoaded(row: row) }

    /// A row not loaded is configured (it is in the ready window): its page is wanted now.
    ///
    /// - Complexity: O(1).
    func rowNeeded(_ row: Int) { book.want(book.page(ofRow: row)) }

    /// The pages to hold around the viewport: the visible rows' and those within the prefetch
    /// distance, and ahead as far as `prefetch` (the list's prefetch window) reaches in the
    /// direction of travel — no more than the bound (the visible pages always, then the nearest
    /// ahead, then behind).
    ///
    /// - Complexity: O(1).
    func wantedPages(visible: Range<Int>, prefetch: Range<Int>, forward: Bool, rowCount: Int) -> Range<Int> {
        guard !visible.isEmpty, rowCount > 0 else { return 0..<0 }
        let distance = configuration.prefetchDistance
        var lower = Swift.max(0, visible.lowerBound - distance)
        var upper = Swift.min(rowCount, visible.upperBound + distance)
        if forward { upper = Swift.max(upper, Swift.min(prefetch.upperBound, rowCount)) }
        else { lower = Swift.min(lower, Swift.max(prefetch.lowerBound, 0)) }
        let shown = book.pages(holding: visible)
        var pages = book.pages(holding: lower..<upper)
        let excess = pages.count - Swift.max(configuration.maxPages, shown.count)
        guard excess > 0 else { return pages }
        // Behind the direction of travel goes first, then the farthest ahead.
        let behind = forward ? shown.lowerBound - pages.lowerBound : pages.upperBound - shown.upperBound
        let cutBehind = Swift.min(excess, behind)
        if forward {
            pages = (pages.lowerBound + cutBehind)..<(pages.upperBound - (excess - cutBehind))
        } else {
            pages = (pages.lowerBound + (excess - cutBehind))..<(pages.upperBound - cutBehind)
        }
        return pages
    }
}

/// What a pass learns from its pager: a page arrived (its rows are to be configured again), or
/// a page's load failed.
enum PageEvent {
    case arrived(rows: Range<Int>)
    case failed(page: Int, rows: Range<Int>, message: String)
}
