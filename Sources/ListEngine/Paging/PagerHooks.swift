/// What the engine calls on its pager: its core, read row by row (not generic, so nothing a row
/// asks the runtime for generic metadata), and the calls made once a pass or a change, as
/// closures over the generic pager.
final class PagerHooks {
    let core: PagerCore
    let placeholder: () -> ((ListView, ListIndexPath) throws -> ListCell)?
    let statistics: () -> PagingStatistics
    let beginPass: (_ frameInterval: Double, _ rowCount: Int, _ event: (PageEvent) -> Void) -> Void
    let endPass: (_ visible: Range<Int>, _ prefetch: Range<Int>, _ forward: Bool, _ rowCount: Int,
                  _ evicted: (Range<Int>) -> Void) -> Void
    let reset: (_ rowCount: Int) -> Void
    let renumber: (_ rowCount: Int, _ newRow: (Int) -> Int?) -> Void
    let grow: (_ oldRowCount: Int, _ rowCount: Int) -> Void

    /// Hooks that call `pager`.
    convenience init<Item>(calling pager: ListPager<Item>) {
        self.init(core: pager.core,
                  placeholder: { pager.placeholderProvider },
                  statistics: { pager.statistics },
                  beginPass: { pager.beginPass(frameInterval: $0, rowCount: $1, $2) },
                  endPass: { pager.endPass(visible: $0, prefetch: $1, forward: $2, rowCount: $3, evicted: $4) },
                  reset: { pager.reset(rowCount: $0) },
                  renumber: { pager.renumber(rowCount: $0, newRow: $1) },
                  grow: { pager.grow(from: $0, to: $1) })
    }

    init(core: PagerCore,
         placeholder: @escaping () -> ((ListView, ListIndexPath) throws -> ListCell)?,
         statistics: @escaping () -> PagingStatistics,
         beginPass: @escaping (Double, Int, (PageEvent) -> Void) -> Void,
         endPass: @escaping (Range<Int>, Range<Int>, Bool, Int, (Range<Int>) -> Void) -> Void,
         reset: @escaping (Int) -> Void,
         renumber: @escaping (Int, (Int) -> Int?) -> Void,
         grow: @escaping (Int, Int) -> Void) {
        self.core = core
        self.placeholder = placeholder
        self.statistics = statistics
        self.beginPass = beginPass
        self.endPass = endPass
        self.reset = reset
        self.renumber = renumber
        self.grow = grow
    }
}
