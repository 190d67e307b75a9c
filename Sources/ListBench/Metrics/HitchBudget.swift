/// Frame budgets and hitches: a frame whose work exceeds the budget delays the next
/// presented frame by `ceil(work / budget) − 1` refresh intervals.
public enum HitchBudget {
    /// The hitch time of one frame, in ms.
    public static func hitchMs(workMs: Double, budgetMs: Double) -> Double {
        guard workMs > budgetMs, budgetMs > 0 else { return 0 }
        return ((workMs / budgetMs).rounded(.up) - 1) * budgetMs
    }

    /// Apple's bands for the hitch time ratio (ms of hitch per second of scrolling).
    public enum Band: String, Codable, Sendable {
        /// Under 5 ms/s.
        case good
        /// 5 to 10 ms/s.
        case warning
        /// Over 10 ms/s.
        case critical

        /// The band a hitch time ratio falls in.
        public init(ratioMsPerS: Double) {
            self = ratioMsPerS < 5 ? .good : ratioMsPerS <= 10 ? .warning : .critical
        }
    }
}
