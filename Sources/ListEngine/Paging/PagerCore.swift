/// The part of a pager the engine reads row by row, not generic over the pager's items: the
/// page book, and the window of pages wanted. Its calls cost O(1) a row.
final class PagerCore {
    let configuration: PagingConfiguration
    @exclusivity(unchecked) var book: PageBook
    /// Bumped when the pages are forgotten (a reload, a batch that renumbers rows): a result
    /// asked for before is dropped.
    @exclusivity(unchecked) var generation = 0

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
    /// direction of travel, as long as the bound allows.
    ///
    /// - Complexity: O(1).
    func wantedPages(visible: Range<Int>, prefetch: Range<Int>, forward: Bool, rowCount: Int) -> Range<Int> {
        guard !visible.isEmpty, rowCount > 0 else { return 0..<0 }
        let distance = configuration.prefetchDistance
        var lower = Swift.max(0, visible.lowerBound - distance)
        var upper = Swift.min(rowCount, visible.upperBound + distance)
        let room = configuration.maxPages * configuration.pageSize
        if forward, prefetch.upperBound > upper {
            upper = Swift.min(prefetch.upperBound, Swift.max(upper, lower + room - configuration.pageSize), rowCount)
        } else if !forward, prefetch.lowerBound < lower {
            lower = Swift.max(prefetch.lowerBound, Swift.min(lower, upper - room + configuration.pageSize), 0)
        }
        return book.pages(holding: lower..<upper)
    }
}

/// What a pass learns from its pager: a page arrived (its rows are to be configured again), or
/// a page's load failed.
enum PageEvent {
    case arrived(rows: Range<Int>)
    case failed(page: Int, rows: Range<Int>, message: String)
}
