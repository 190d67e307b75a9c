/// The version of listbench, which reports carry in their environment.
public enum ListBenchVersion {
    /// This version, as `listbench --version` prints it.
    public static let current = "0.10.0"
}
