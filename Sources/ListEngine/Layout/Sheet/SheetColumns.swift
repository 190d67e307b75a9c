/// The horizontal geometry of a sheet (a spreadsheet or data grid): its columns, laid out left
/// to right, with offset ↔ column queries in O(log n).
///
/// Column `c` spans `offset(ofColumn: c) ..< offset(ofColumn: c) + width(ofColumn: c)`, and
/// ``spacing`` separates each column from the next (none before the first or after the last).
/// The first ``frozenCount`` columns are *frozen*: a viewport shows them at their own offsets
/// whatever its horizontal scroll (``SheetViewport``); the others scroll.
///
/// With one width for every column the geometry is computed in closed form, with no memory per
/// column. Otherwise a ``HeightIndex`` holds one width per column, as a table's holds its rows'
/// heights: about 4.9 bytes a column built in bulk (spare leaves counted), never more than 8
/// once there are 4,096 columns or more (a batch that leaves more rebuilds the index), and
/// offset searches, insertions, removals and width changes in O(log n). A fixed-width sheet
/// turns into a per-column one, once, in O(n), when a change gives a column another width than
/// the others'.
///
/// Widths are stored as `Float32`, as heights are (``HeightIndex``): a sheet gives back every
/// width as stored, and lays out with that. Every width is finite and within
/// `0 ... ListView.maximumHeight`, so every whole and half point is exact; offsets are summed in
/// `Double`, the spacing added as `Double(c) × spacing`. The searches check their answers
/// against ``offset(ofColumn:)`` and ``width(ofColumn:)``, so that a column found at an `x` is
/// the one whose frame, computed from those, holds it — bit for bit, whatever the widths.
///
/// Values from a caller are validated (a throwing initializer, ``apply(_:)``,
/// ``widen(column:toAtLeast:)``, ``setFrozenCount(_:)``), and a bad one leaves the columns as
/// they were; the queries take column numbers the caller got from the sheet, as preconditions.
/// The stored properties are set by those and by the updates (SheetColumns+Updates.swift) only.
@_spi(Sheet) public struct SheetColumns {
    /// The number of columns.
    ///
    /// - Complexity: O(1).
    @_spi(Sheet) public internal(set) var count: Int
    /// The number of leading columns that do not scroll horizontally, `0 ... count`.
    ///
    /// - Complexity: O(1).
    @_spi(Sheet) public internal(set) var frozenCount: Int
    /// The space between a column and the next, finite and within `0 ... ListView.maximumHeight`.
    ///
    /// - Complexity: O(1).
    let spacing: Double
    /// With one width for every column: that width, as stored (a `Float32`'s value). Unused when
    /// `index` is set.
    var fixedWidth: Double
    /// Per-column widths, when columns have their own; nil in closed form.
    var index: HeightIndex?

    /// The most columns a sheet holds: as many as a ``HeightIndex`` holds entries, so that a
    /// fixed-width sheet can always turn into a per-column one.
    static let maximumCount = HeightIndex.maxCount

    /// No columns.
    ///
    /// - Complexity: O(1).
    init() {
        count = 0
        frozenCount = 0
        spacing = 0
        fixedWidth = 0
        index = nil
    }

    /// `count` columns, all `width` wide, in closed form: no memory per column.
    ///
    /// Throws ``ListError/invalidColumnWidth(_:column:)`` for a bad width (`column` nil), and
    /// ``ListError/invalidLayout(_:)`` for a count outside `0 ... maximumCount`, a spacing that is
    /// not a valid length, or a frozen count outside `0 ... count`.
    ///
    /// - Complexity: O(1).
    @_spi(Sheet) public init(count: Int, width: Double, spacing: Double = 0, frozenCount: Int = 0) throws(ListError) {
        try Self.validate(count: count, spacing: spacing, frozenCount: frozenCount)
        guard ListView.isValidHeight(width) else { throw .invalidColumnWidth(width, column: nil) }
        self.count = count
        self.frozenCount = frozenCount
        self.spacing = spacing
        self.fixedWidth = Self.stored(width)
        self.index = nil
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Columns with their own widths, in order, kept in a ``HeightIndex`` built in bulk.
    ///
    /// Throws ``ListError/invalidColumnWidth(_:column:)`` naming the first bad width, and
    /// ``ListError/invalidLayout(_:)`` as ``init(count:width:spacing:frozenCount:)`` does.
    ///
    /// - Complexity: O(n).
    init(widths: [Double], spacing: Double = 0, frozenCount: Int = 0) throws(ListError) {
        try Self.validate(count: widths.count, spacing: spacing, frozenCount: frozenCount)
        if let c = widths.firstIndex(where: { !ListView.isValidHeight($0) }) { throw .invalidColumnWidth(widths[c], column: c) }
        self.count = widths.count
        self.frozenCount = frozenCount
        self.spacing = spacing
        self.fixedWidth = 0
        var stored = [Float32]()
        stored.reserveCapacity(HeightIndex.storageCapacity(widths.count))
        for width in widths { stored.append(Float32(width)) }
        self.index = HeightIndex(heights: stored)
        #if LISTENGINE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// Checks a count, a spacing and a frozen count as the initializers take them.
    ///
    /// - Complexity: O(1).
    private static func validate(count: Int, spacing: Double, frozenCount: Int) throws(ListError) {
        guard count >= 0, count <= maximumCount else {
            throw .invalidLayout("a sheet of \(count) columns: the count must lie within 0…\(maximumCount)")
        }
        guard ListView.isValidHeight(spacing) else {
            throw .invalidLayout("a column spacing of \(spacing): it must be finite, ≥ 0 and ≤ \(Int(ListView.maximumHeight))")
        }
        try validate(frozenCount: frozenCount, count: count)
    }

    /// Checks that `frozenCount` lies within `0 ... count`.
    ///
    /// - Complexity: O(1).
    static func validate(frozenCount: Int, count: Int) throws(ListError) {
        guard frozenCount >= 0, frozenCount <= count else {
            throw .invalidLayout("\(frozenCount) frozen columns in a sheet of \(count): it must lie within 0…\(count)")
        }
    }

    /// `width` as a sheet keeps it: the value of the nearest `Float32`, as a ``HeightIndex``
    /// stores it.
    ///
    /// - Precondition: `width` is a valid width (``ListView/isValidHeight(_:)``).
    /// - Complexity: O(1).
    @inline(__always)
    static func stored(_ width: Double) -> Double { Double(Float32(width)) }

    // MARK: Reading

    /// Whether every column has one width, kept once (closed form), rather than one each.
    ///
    /// - Complexity: O(1).
    var hasFixedWidth: Bool { index == nil }

    /// The width of column `c`, as stored.
    ///
    /// - Precondition: `0 <= c < count`.
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    @_spi(Sheet) public func width(ofColumn c: Int) -> Double {
        precondition(c >= 0 && c < count, "SheetColumns: column \(c) out of 0..<\(count)")
        return index?.height(at: c) ?? fixedWidth
    }

    /// Where column `c` starts: the widths of the columns before it plus `c` spacings. `c` may
    /// equal ``count``: where a column appended would start (0 when there are none).
    ///
    /// - Precondition: `0 <= c <= count`.
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    @_spi(Sheet) public func offset(ofColumn c: Int) -> Double {
        precondition(c >= 0 && c <= count, "SheetColumns: offset of column \(c) out of 0...\(count)")
        guard let index else { return Double(c) * fixedWidth + Double(c) * spacing }
        return index.offset(of: c, gap: spacing)
    }

    /// Where column `c` ends: ``offset(ofColumn:)`` plus ``width(ofColumn:)``.
    ///
    /// - Precondition: `0 <= c < count`.
    /// - Complexity: O(1) with a fixed width; O(log n) otherwise.
    func end(ofColumn c: Int) -> Double {
        offset(ofColumn: c) + width(ofColumn: c)
    }

    /// The width of all the columns and the spacing between them: where the last column ends
    /// (0 without columns).
    ///
    /// - Complexity: O(1).
    @_spi(Sheet) public var totalWidth: Double {
        guard count > 0 else { return 0 }
        guard let index else { return Double(count) * fixedWidth + Double(count - 1) * spacing }
        return index.totalHeight + Double(count - 1) * spacing
    }

    /// The width the frozen columns take: where the first scrolling column starts (the spacing
    /// after the last frozen column included), or ``totalWidth`` when every column is frozen; 0
    /// when none is.
    ///
    /// - Complexity: O(1) with a fixed width or no frozen column; O(log n) otherwise.
    @_spi(Sheet) public var frozenWidth: Double {
        if frozenCount == 0 { return 0 }
        return frozenCount < count ? offset(ofColumn: frozenCount) : totalWidth
    }

    /// Whether column `c` is frozen (one of the first ``frozenCount``).
    ///
    /// - Complexity: O(1).
    func isFrozen(_ c: Int) -> Bool { c < frozenCount }

    /// Calls `body` with each column of `columns` in order, its offset and its width: the values
    /// ``offset(ofColumn:)`` and ``width(ofColumn:)`` give, walked in order — one descent per
    /// leaf of the index instead of two per column.
    ///
    /// - Precondition: `columns` lies within `0..<count`.
    /// - Complexity: O(log n + columns.count).
    func forEachColumn(in columns: Range<Int>, _ body: (_ column: Int, _ offset: Double, _ width: Double) -> Void) {
        precondition(columns.lowerBound >= 0 && columns.upperBound <= count, "SheetColumns: columns \(columns) out of 0..<\(count)")
        guard let index else {
            for c in columns { body(c, Double(c) * fixedWidth + Double(c) * spacing, fixedWidth) }
            return
        }
        index.forEachEntry(in: columns, gap: spacing, body)
    }

    /// The bytes the columns keep, by capacity: the index's arrays, or none in closed form. For
    /// tests and measurements.
    ///
    /// - Complexity: O(1).
    var capacityBytes: Int { index?.capacityBytes ?? 0 }

    // MARK: Representation

    /// Turns a fixed-width sheet into a per-column one, every column keeping the width it has.
    /// Nothing when it is one already.
    ///
    /// - Complexity: O(n) the first time; O(1) after.
    mutating func makePerColumn() {
        guard index == nil else { return }
        index = HeightIndex(repeating: fixedWidth, count: count)
        fixedWidth = 0
    }
}
