/// The content loader a run gives listbench's data set (`--loader`).
public enum LoaderKind: String, CaseIterable, Codable, Sendable {
    /// Each row's image loads (in simulated time, or on Dispatch workers with `--paced`),
    /// ahead of display or when the row appears as `--prefetch` says.
    case image
    /// No content loader at all: the engine alone is measured, nothing is loaded, and no row is
    /// ever blank. `--prefetch`, `--prefetch-latency-ms` and `--workers` do not apply.
    case none
}
