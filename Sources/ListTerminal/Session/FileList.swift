/// The files a session was given (`listterm a.txt b.log c.csv`) as `less` keeps them: which one
/// is shown, where each was left, and files added by `:e`. It only keeps the list and the
/// places; the session opens the files (``ListSession`` forwards `:n`, `:p`, `:x` and `:e` here
/// to learn which file to show, and drops a file that cannot be opened).
public struct FileList {
    /// Where a file was left: the content offset and the focused row (from 0, across sections).
    public struct Place: Hashable, Sendable {
        /// The list's content offset, in lines.
        public var offset: Double
        /// The focused row, counted across sections.
        public var row: Int

        /// A place at `offset` with row `row` focused.
        ///
        /// - Complexity: O(1).
        public init(offset: Double, row: Int) {
            self.offset = offset
            self.row = row
        }
    }

    /// The files' paths, in order.
    public private(set) var paths: [String]
    /// Which of them is shown (an index into ``paths``).
    public private(set) var current = 0
    /// Where each file was left, by path (a file given twice is one file).
    private var places: [String: Place] = [:]
    /// How a file is read: its source, as the command line's options say for its name.
    private let makeSource: (String) -> ListSource

    /// A list of `paths`, the first shown; `source` says how each is read. Nil without paths.
    ///
    /// - Complexity: O(1).
    public init?(paths: [String], source: @escaping (String) -> ListSource) {
        guard !paths.isEmpty else { return nil }
        self.paths = paths
        makeSource = source
    }

    /// How many files there are.
    public var count: Int { paths.count }

    /// The source of file `index` (of the shown file when nil).
    ///
    /// - Complexity: that of the source closure.
    public func source(at index: Int? = nil) -> ListSource { makeSource(paths[index ?? current]) }

    /// "(file 2 of 3)", as `less` says it; nil for a single file.
    ///
    /// - Complexity: O(1).
    public var label: String? {
        count > 1 ? "(file \(current + 1) of \(count))" : nil
    }

    /// The file `steps` files on from the shown one (back when negative), or nil past either end.
    ///
    /// - Complexity: O(1).
    public func index(movedBy steps: Int) -> Int? {
        let (target, overflow) = current.addingReportingOverflow(steps)
        return !overflow && paths.indices.contains(target) ? target : nil
    }

    /// Shows file `index` (which exists).
    ///
    /// - Complexity: O(1).
    public mutating func show(_ index: Int) {
        current = index
    }

    /// Keeps `place` as where the shown file was left.
    ///
    /// - Complexity: O(1) expected.
    public mutating func keep(_ place: Place) {
        places[paths[current]] = place
    }

    /// Where file `index` was left, if it was shown before.
    ///
    /// - Complexity: O(1) expected.
    public func place(of index: Int) -> Place? {
        places[paths[index]]
    }

    /// Adds `path` after the shown file (`:e`, as `less` inserts it) and returns its index; a
    /// path already listed is not added again: its index is returned.
    ///
    /// - Complexity: O(files).
    public mutating func insert(_ path: String) -> Int {
        if let index = paths.firstIndex(of: path) { return index }
        paths.insert(path, at: current + 1)
        return current + 1
    }

    /// Removes file `index` (which exists), a file that cannot be opened: the shown file stays
    /// the one shown (or, if it was removed, the one that took its index, the last at the end).
    /// The last file left is never removed: returns false then.
    ///
    /// - Complexity: O(files).
    @discardableResult
    public mutating func remove(at index: Int) -> Bool {
        guard count > 1 else { return false }
        paths.remove(at: index)
        if index < current || current == count { current -= 1 }
        return true
    }
}
