import Foundation

/// The photos of a directory: its `.jpg`, `.jpeg` and `.png` files (any case), sorted by name
/// (byte order, so the generator's zero-padded numbers come in order). Listed once.
public struct PhotoLibrary: Sendable {
    /// The directory.
    public let directory: String
    /// The photos' file names, sorted.
    public let fileNames: [String]

    /// The extensions of the files it lists, lower case.
    public static let extensions: Set<String> = ["jpg", "jpeg", "png"]

    /// Lists `directory`.
    ///
    /// - Throws: the file system's error when the directory cannot be read.
    /// - Complexity: O(n log n) for n files in the directory.
    public init(directory: String) throws {
        self.directory = directory
        fileNames = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The number of photos.
    ///
    /// - Complexity: O(1).
    public var count: Int { fileNames.count }

    /// The path of photo `index` (0-based, which must be below ``count``).
    ///
    /// - Complexity: O(length of the path).
    public func path(at index: Int) -> String { (directory as NSString).appendingPathComponent(fileNames[index]) }
}
