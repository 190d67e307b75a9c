/// The books of a list whose rows arrive by page: each page's state, the pages waiting to start
/// and those held, what was asked and done. Pages are runs of `pageSize` global rows from the
/// first; the book knows nothing of their content.
///
/// A page goes absent → waiting (wanted, not started) → running → loaded (held) or failed; a
/// waiting page that is no longer wanted goes back to absent (cancelled), a held page beyond the
/// bound is evicted (absent again), and a failed page stays failed until a retry. States are
/// one byte a page; the pages waiting, running and held are short lists, bounded by the window
/// and the bound.
struct PageBook {
    enum State: UInt8 {
        case absent, waiting, running, loaded, failed
    }

    /// Rows a page.
    let pageSize: Int
    /// The most pages held; more are evicted, farthest from the viewport first.
    let maxPages: Int
    /// Each page's state.
    private(set) var states: [State] = []
    /// The rows the pages cover.
    private(set) var rowCount = 0
    /// Pages wanted and not started, in the order wanted.
    private(set) var waiting: [Int] = []
    /// Pages started and not finished.
    private(set) var running: [Int] = []
    /// Pages loaded, in the order loaded.
    private(set) var held: [Int] = []
    /// What was asked and done.
    private(set) var statistics = PagingStatistics()

    init(pageSize: Int, maxPages: Int) {
        self.pageSize = pageSize
        self.maxPages = maxPages
        waiting.reserveCapacity(64)
        running.reserveCapacity(64)
        held.reserveCapacity(Swift.min(maxPages, 1_024) + 1)
    }

    /// The number of pages.
    var pageCount: Int { states.count }

    /// The page that holds `row`.
    ///
    /// - Complexity: O(1).
    func page(ofRow row: Int) -> Int { row / pageSize }

    /// The rows of `page`, within `rows` rows in all.
    ///
    /// - Complexity: O(1).
    func rows(ofPage page: Int, rowCount: Int) -> Range<Int> {
        (page * pageSize)..<Swift.min(rowCount, (page + 1) * pageSize)
    }

    /// The pages that hold `rows` (empty for no rows).
    ///
    /// - Complexity: O(1).
    func pages(holding rows: Range<Int>) -> Range<Int> {
        rows.isEmpty ? 0..<0 : page(ofRow: rows.lowerBound)..<(page(ofRow: rows.upperBound - 1) + 1)
    }

    /// Whether `row`'s page is loaded (false for a row before the first).
    ///
    /// - Complexity: O(1).
    func isLoaded(row: Int) -> Bool {
        guard row >= 0, row < rowCount else { return false }
        let p = page(ofRow: row)
        return p < states.count && states[p] == .loaded
    }

    /// The number of pages `rowCount` rows take.
    static func pageCount(rows rowCount: Int, pageSize: Int) -> Int {
        rowCount / pageSize + (rowCount % pageSize == 0 ? 0 : 1)
    }

    /// Forgets every page (the rows were renumbered, or the list reloaded) and sizes the book
    /// for `rowCount` rows. Returns the pages that were held, whose content goes.
    ///
    /// - Complexity: O(pages).
    mutating func reset(rowCount: Int) -> [Int] {
        let dropped = held
        self.rowCount = rowCount
        states = Array(repeating: .absent, count: Self.pageCount(rows: rowCount, pageSize: pageSize))
        waiting.removeAll(keepingCapacity: true)
        running.removeAll(keepingCapacity: true)
        held.removeAll(keepingCapacity: true)
        return dropped
    }

    /// Holds `page` as loaded without a load: its rows' items came with them from pages loaded
    /// before a batch renumbered the rows (after ``reset(rowCount:)``). Counts as no new load.
    ///
    /// - Complexity: O(1).
    mutating func hold(_ page: Int) {
        guard page >= 0, page < states.count, states[page] != .loaded else { return }
        states[page] = .loaded
        held.append(page)
    }

    /// Rows were appended at the end, from `oldRowCount` to `rowCount`: the pages keep their
    /// states, but the old last page, if it was short, loads again with its new rows (it is
    /// returned if it was held, its content going).
    ///
    /// - Complexity: O(new pages).
    mutating func grow(from oldRowCount: Int, to rowCount: Int) -> Int? {
        guard rowCount > oldRowCount else { return nil }
        self.rowCount = rowCount
        var dropped: Int?
        if oldRowCount % pageSize != 0, let last = states.indices.last, states[last] != .absent {
            switch states[last] {
            case .loaded:
                held.removeAll { $0 == last }
                dropped = last
            case .waiting: waiting.removeAll { $0 == last }
            case .running: running.removeAll { $0 == last }
            default: break
            }
            states[last] = .absent
        }
        let count = Self.pageCount(rows: rowCount, pageSize: pageSize)
        if count > states.count { states.append(contentsOf: repeatElement(.absent, count: count - states.count)) }
        return dropped
    }

    /// Wants `page`: an absent page waits to start (a failed one waits for a retry).
    ///
    /// - Complexity: O(1).
    mutating func want(_ page: Int) {
        guard page >= 0, page < states.count, states[page] == .absent else { return }
        states[page] = .waiting
        waiting.append(page)
        statistics.requested += 1
    }

    /// Cancels the waiting pages outside `wanted`: they were not started and are no longer needed.
    ///
    /// - Complexity: O(waiting pages).
    mutating func cancelWaiting(outside wanted: Range<Int>) {
        var kept = 0
        for page in waiting {
            if wanted.contains(page) {
                waiting[kept] = page
                kept += 1
            } else {
                states[page] = .absent
                statistics.cancelled += 1
            }
        }
        waiting.removeLast(waiting.count - kept)
    }

    /// Starts the waiting page nearest `pages` (the visible ones), if fewer than `workers` run.
    ///
    /// - Complexity: O(waiting pages).
    mutating func startNext(nearest pages: Range<Int>, workers: Int) -> Int? {
        guard running.count < workers, !waiting.isEmpty else { return nil }
        var best = 0
        for i in waiting.indices where Self.distance(waiting[i], pages) < Self.distance(waiting[best], pages) { best = i }
        let page = waiting.remove(at: best)
        states[page] = .running
        running.append(page)
        return page
    }

    /// A running page finished: loaded (held) or failed. Returns false for a page that was not
    /// running (the book was reset since): its result is dropped.
    ///
    /// - Complexity: O(running pages).
    mutating func finish(_ page: Int, loaded: Bool) -> Bool {
        guard let i = running.firstIndex(of: page), states[page] == .running else {
            statistics.dropped += 1
            return false
        }
        running.remove(at: i)
        if loaded {
            states[page] = .loaded
            held.append(page)
            statistics.loaded += 1
        } else {
            states[page] = .failed
            statistics.failed += 1
        }
        return true
    }

    /// A result came for pages the list no longer has (a reload or a batch since): dropped.
    ///
    /// - Complexity: O(1).
    mutating func drop() { statistics.dropped += 1 }

    /// A running page whose load was cancelled (it left the window) is absent again: wanted,
    /// it loads anew.
    ///
    /// - Complexity: O(running pages).
    mutating func abandon(_ page: Int) {
        guard let i = running.firstIndex(of: page) else { return }
        running.remove(at: i)
        states[page] = .absent
        statistics.cancelled += 1
    }

    /// Evicts held pages beyond the bound, farthest from `pages` (the wanted ones) first, never
    /// one of them; appends each to `evicted`. (Called at the end of every pass: the pages held
    /// then are what ``PagingStatistics/heldMax`` counts.)
    ///
    /// - Complexity: O(held pages × evicted).
    mutating func evict(keeping pages: Range<Int>, into evicted: inout [Int]) {
        defer { statistics.heldMax = Swift.max(statistics.heldMax, held.count) }
        while held.count > maxPages {
            var far = -1
            for i in held.indices where !pages.contains(held[i]) && (far < 0 || Self.distance(held[i], pages) > Self.distance(held[far], pages)) {
                far = i
            }
            guard far >= 0 else { return }
            let page = held.remove(at: far)
            states[page] = .absent
            statistics.evicted += 1
            evicted.append(page)
        }
    }

    /// Failed pages are absent again: wanted, they load anew.
    ///
    /// - Complexity: O(pages).
    mutating func retryFailed() {
        for page in states.indices where states[page] == .failed { states[page] = .absent }
    }

    /// How far `page` is from `pages` (0 within).
    static func distance(_ page: Int, _ pages: Range<Int>) -> Int {
        page < pages.lowerBound ? pages.lowerBound - page : page >= pages.upperBound ? page - pages.upperBound + 1 : 0
    }
}

/// What a list's pager did: the pages asked for, loaded, cancelled before they started,
/// evicted to stay within the bound, failed, and dropped (a result for pages the list no longer
/// has: it reloaded, or a batch renumbered its rows), and the most held at once.
public struct PagingStatistics: Hashable, Sendable {
    /// Pages asked for.
    public var requested = 0
    /// Pages loaded.
    public var loaded = 0
    /// Pages cancelled before they started, or while running (the load saw its cancellation):
    /// they left the window.
    public var cancelled = 0
    /// Held pages evicted to stay within ``PagingConfiguration/maxPages``.
    public var evicted = 0
    /// Pages whose load threw or returned the wrong number of rows.
    public var failed = 0
    /// Results for pages the list no longer had (a reload or a batch since the request).
    public var dropped = 0
    /// The most pages held at the end of a layout pass (pages arrive at a pass's start and the
    /// farthest go at its end).
    public var heldMax = 0

    /// Nothing done yet.
    public init() {}
}
