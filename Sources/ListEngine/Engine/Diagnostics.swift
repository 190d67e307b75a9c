/// The problems a list found where no error could be thrown, and who hears of them: the
/// handler, the last one, their count, and the reports made once per load.
///
/// Part of ``OperationGate``: a diagnostic reaches its handler as a callback, under the same
/// reentrancy rules as the data source's and the delegate's.
struct Diagnostics {
    /// Called with each diagnostic (``ListView/diagnosticHandler``).
    var handler: ((ListError) -> Void)?
    /// The most recent diagnostic.
    var last: ListError?
    /// How many diagnostics were reported since the list was created.
    var count = 0
    /// Whether the handler is running: a diagnostic it causes is counted, not handed to it again.
    var isHandling = false
    /// Whether configured cells are checked for trailing accessories beside the section index:
    /// a plain list with index titles, until the first such row is reported (once a reload).
    var checksIndexAccessories = false
    /// Whether a pass that finds more visible rows than ``ListView/maximumConfiguredCells``
    /// reports it: until the first such pass after the list loads (a reload or a layout change).
    var checksVisibleRowCount = true
}
