@_spi(Sheet) import ListEngine
import TerminalScreen

/// The columns of a CSV or TSV shown as a sheet: their widths, measured from the records seen,
/// and how far they are scrolled, a column at a time. The rows are the list's; this is the
/// horizontal axis, laid out by ListEngine's `SheetColumns` and `SheetViewport`, with the first
/// column frozen at the left (when there are two or more).
///
/// A column is as wide as its widest field seen so far — header included — at most
/// ``maximumColumnWidth`` cells (a longer field is cut with an ellipsis), at least 1. Nothing
/// reads the whole file for that: each record is measured once, when its row first comes on
/// screen (``measure(_:)``). A column that widens keeps the place: the first scrolling column
/// on screen stays the first (`SheetColumnAnchor`). A record with more fields than any before
/// adds columns at the right.
public final class TerminalSheet {
    /// The widest a column grows, in cells.
    public static let maximumColumnWidth = 40
    /// The cells between a column and the next.
    static let spacing = 1.0

    /// How records split into fields: ``RecordReader/Format/csv`` or ``RecordReader/Format/tsv``.
    public let format: RecordReader.Format
    /// The columns' widths and the frozen first column.
    private(set) var columns: SheetColumns
    /// The content offset x: where the scrolling columns are scrolled to (always where a
    /// column starts, less the frozen columns' width).
    public private(set) var offsetX = 0.0
    /// The width the sheet is drawn in, in cells.
    public private(set) var width = 0.0
    /// The header record's fields, as shown (controls made visible), once it has been measured.
    public private(set) var names: [String] = []
    /// The header record as read, once it has been measured (nil before).
    public private(set) var header: String?
    /// Reused by every split: no allocation a row once it holds the widest record.
    private var fields: [RecordFields.Field] = []
    private let measurer = TerminalTextMeasurer()

    /// A sheet of records in `format`, with no column yet.
    ///
    /// - Complexity: O(1).
    public init(format: RecordReader.Format) {
        self.format = format
        columns = try! SheetColumns(count: 0, width: 1, spacing: Self.spacing)   // constants it accepts: never throws
    }

    /// The number of columns seen so far.
    ///
    /// - Complexity: O(1).
    public var columnCount: Int { columns.count }

    /// The columns that do not scroll: the first, when there are two or more.
    ///
    /// - Complexity: O(1).
    public var frozenCount: Int { columns.frozenCount }

    /// The width of column `c` (0 ≤ c < ``columnCount``), in cells.
    ///
    /// - Complexity: O(log n).
    public func width(ofColumn c: Int) -> Int { Int(columns.width(ofColumn: c)) }

    /// The viewport over the columns at ``offsetX``, ``width`` wide and `height` tall.
    ///
    /// - Complexity: O(log n).
    func viewport(height: Double = 1) -> SheetViewport {
        // Offsets and sizes the sheet made itself: within the limits the viewport checks.
        try! SheetViewport(columns: columns, offset: Point(x: offsetX, y: 0), size: Size(width: width, height: height))
    }

    /// The first scrolling column on screen: the column the keys moved to, which the status line
    /// names; the frozen column when it is the only one, nil without columns.
    ///
    /// - Complexity: O(log n).
    public var currentColumn: Int? {
        guard columns.count > 0 else { return nil }
        let visible = viewport().visibleScrollingColumns
        return visible.isEmpty ? Swift.min(visible.lowerBound, columns.count - 1) : visible.lowerBound
    }

    /// The name of column `c` from the header ("" when the header has no such field).
    ///
    /// - Complexity: O(1).
    public func name(ofColumn c: Int) -> String { c < names.count ? names[c] : "" }

    /// `col 3/50 "price"`: the current column, from 1, of those seen, and its header name.
    ///
    /// - Complexity: O(log n), plus O(the name's length).
    public var columnDescription: String? {
        guard let column = currentColumn else { return nil }
        let name = name(ofColumn: column)
        let quoted = name.isEmpty ? "" : " " + VisibleText.quoted(name, limit: 30)
        return "col \(RecordStore.grouped(column + 1))/\(RecordStore.grouped(columns.count))\(quoted)"
    }

    // MARK: Measuring

    /// Sets the width the sheet is drawn in (the terminal's), keeping the first scrolling column.
    ///
    /// - Complexity: O(1).
    public func setWidth(_ width: Int) {
        self.width = Double(Swift.max(0, width))
    }

    /// Measures the header record: its fields name the columns, and widen them.
    ///
    /// - Complexity: that of ``measure(_:)``, plus O(its length) to keep the names.
    public func measureHeader(_ record: String) {
        header = record
        RecordFields.split(record, format: format, into: &fields)
        names = fields.map { VisibleText.visible(String(RecordFields.text(of: $0, in: record))) }
        measure(record)
    }

    /// Widens the columns to fit `record`'s fields (shown as `VisibleText` shows them, at
    /// most ``maximumColumnWidth``), adding columns for fields past the last, and keeps the
    /// place: the first scrolling column on screen stays where it was.
    ///
    /// - Complexity: O(f log n + its length) for f fields.
    public func measure(_ record: String) {
        RecordFields.split(record, format: format, into: &fields)
        if fields.count > columns.count { addColumns(upTo: fields.count) }
        let anchor = SheetColumnAnchor(viewport: viewport())
        var widened = false
        for (c, field) in fields.enumerated() {
            let text = RecordFields.text(of: field, in: record)
            let measured = Self.mayHoldControls(text) ? measurer.width(ofText: VisibleText.visible(String(text))) : measurer.width(ofText: text)
            let shown = Swift.min(Double(Self.maximumColumnWidth), measured)
            if shown > columns.width(ofColumn: c) {
                // A column c < count and a width within 1…40: accepted.
                _ = try? columns.widen(column: c, toAtLeast: shown)
                widened = true
            }
        }
        if widened, let anchor { offsetX = anchor.offsetX(over: columns) }
    }

    /// Adds columns, 1 wide, up to `count`, and freezes the first once there are two.
    private func addColumns(upTo count: Int) {
        let old = columns.count
        let batch = SheetColumnBatch(insertions: (old..<count).map { SheetColumnBatch.ColumnWidth($0, width: 1) },
                                     frozenCount: count > 1 ? 1 : 0)
        // Insertions at the end, 1 wide, and a frozen count within the columns: accepted.
        _ = try? columns.apply(batch)
    }

    // MARK: Scrolling

    /// Scrolls so that column `c` is the first scrolling column on screen (clamped to the
    /// scrolling columns), and returns whether the place changed.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func scroll(toColumn c: Int) -> Bool {
        guard columns.count > columns.frozenCount else { return false }
        let target = Swift.min(Swift.max(c, columns.frozenCount), columns.count - 1)
        let x = columns.offset(ofColumn: target) - columns.frozenWidth
        guard x != offsetX else { return false }
        offsetX = x
        return true
    }

    /// Scrolls `steps` columns right (left for negative), from the current column.
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func scroll(byColumns steps: Int) -> Bool {
        scroll(toColumn: (currentColumn ?? 0) + steps)
    }

    // MARK: Drawing

    /// Draws `record`'s fields into `canvas` at `row`, from column `left`, each in its column's
    /// cells (cut with an ellipsis when wider), the frozen column fixed and the others
    /// scrolled, with a rule after the frozen column.
    ///
    /// - Complexity: O(f + v log n) for f fields and v columns on screen, plus the fields shown.
    public func draw(_ record: String, row: Int, left: Int, style: TextStyle, into canvas: inout Canvas) {
        RecordFields.split(record, format: format, into: &fields)
        let viewport = viewport()
        let right = left + Int(width)
        func put(_ c: Int, paneLeft: Int) {
            guard c < fields.count else { return }
            let frame = viewport.frame(ofColumn: c, rowTop: 0, rowHeight: 1, rowIsFrozen: false)
            let column = left + Int(frame.minX)
            let room = Swift.min(Int(frame.width), right - column)
            guard column >= paneLeft, room > 0 else { return }
            let text = RecordFields.text(of: fields[c], in: record)
            // A field that fits and has nothing to make visible is written as it is: no copy.
            if !Self.mayHoldControls(text), measurer.width(ofText: text) <= Double(room) {
                canvas.write(text, column: column, row: row, style: style, maxColumns: room)
                return
            }
            let shown = VisibleText.visible(String(text))
            let line = measurer.truncate(shown, toWidth: Double(room), at: .tail)
            canvas.write(line.shown(in: shown), column: column, row: row, style: style, maxColumns: room)
        }
        for c in viewport.visibleFrozenColumns { put(c, paneLeft: left) }
        let frozen = Int(columns.frozenWidth)
        for c in viewport.visibleScrollingColumns { put(c, paneLeft: left + frozen) }
        if columns.frozenCount > 0, frozen > 0, frozen <= Int(width) {
            var rule = style
            rule.dim = true
            canvas.write("│", column: left + frozen - 1, row: row, style: rule)
        }
    }

    /// Whether `text` may hold a character `VisibleText` changes: a C0 control, DEL, or a
    /// scalar from U+0080 to U+00BF (a C1 control among them) — a byte test, not exact.
    ///
    /// - Complexity: O(its UTF-8 bytes).
    private static func mayHoldControls(_ text: Substring) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }
}
