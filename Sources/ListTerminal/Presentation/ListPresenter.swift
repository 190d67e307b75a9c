import ListEngine
import TerminalScreen

/// The terminal list's data source and delegate: it hands the list cells configured from the
/// model's records, titles and index, and applies the edits the list commits to the model —
/// everything an embedder of ListEngine writes, on its public API only.
public final class ListPresenter: ListDataSource, ListDelegate {
    /// The reuse identifier of every row's cell.
    public static let cellIdentifier = "row"

    /// The rows.
    public private(set) var model: ListModel
    /// How rows look.
    public let appearance: ListAppearance
    /// What the presenter wants the person to read (a selection, a deletion), cleared by the reader.
    public var message: String?
    /// Deletions and moves made since the rows were loaded or written: in memory only.
    public private(set) var unsavedEdits = 0

    /// Called with each row before its cell is configured: instrumentation, or a test's
    /// stand-in for a data source that crashes.
    public var willConfigureRow: ((ListIndexPath) -> Void)?

    /// The columns of a sheet (``ListModel/sheetFormat``), measured from the rows configured
    /// (the rows that came on screen); nil for other rows.
    public let sheet: TerminalSheet?

    /// Whether one-line table rows are cut at the screen's edge (`-S`) instead of ending in an
    /// ellipsis (see ``showsRowsAsLines``).
    public var chopsLongLines: Bool
    /// Whether table rows start with their line number (`-N`).
    public var showsLineNumbers: Bool
    /// How far table rows are scrolled sideways, in columns (← →).
    public var horizontalOffset = 0

    private let measurer = TerminalTextMeasurer()

    /// A presenter of `model` looking like `appearance`.
    ///
    /// - Complexity: O(1).
    public init(model: ListModel, appearance: ListAppearance) {
        self.model = model
        self.appearance = appearance
        sheet = model.sheetFormat.map(TerminalSheet.init(format:))
        chopsLongLines = appearance.chopsLongLines
        showsLineNumbers = appearance.showsLineNumbers
        cellStyle = Self.cellStyle(for: model, appearance: appearance)
    }

    /// A sheet's header record, once it is there: its fields name and widen the columns. Nothing
    /// once it has been measured, or for rows that are not a sheet.
    ///
    /// - Complexity: O(1), or once that of ``TerminalSheet/measureHeader(_:)``.
    public func measureSheetHeaderIfNeeded() {
        guard let sheet, sheet.header == nil, model.store.count > 0 else { return }
        sheet.measureHeader(model.store.record(0).text)
    }

    /// Registers the cell class and becomes `list`'s data source and delegate.
    ///
    /// - Complexity: O(1).
    public func attach(to list: ListView) {
        list.register(ListContentCell<TerminalTextMeasurer>.self, forCellReuseIdentifier: Self.cellIdentifier)
        list.metrics = ListAppearance.terminalTableMetrics
        list.dataSource = self
        list.delegate = self
    }

    /// The row height the list should use: one line a row (two for subtitles), fixed so that a
    /// list of 10⁸ rows holds no memory per row; rows that wrap size themselves.
    ///
    /// - Complexity: O(1).
    public var rowHeight: RowHeight {
        switch appearance.layout {
        case .table:
            if appearance.textLines != 1 { return .selfSizing(estimate: 1) }
            return .fixed(cellStyle == .subtitle ? 2 : 1)
        case .grid, .flow:
            return .fixed(Self.tileHeight)
        case .masonry:
            return .perRow
        }
    }

    /// A tile's height in a grid or flow: its border, a line of text, its border.
    public static let tileHeight = 3.0

    /// The most lines of text a masonry's tile shows.
    public static let maximumTileLines = 4

    /// The content of the row at `indexPath` (an empty one where there is no such row), its
    /// texts `VisibleText.visible(_:tabWidth:)`: tabs expanded, controls shown as symbols.
    ///
    /// - Complexity: O(1) plus formatting a data set's record, plus O(length) for a text that
    ///   holds tabs or controls (only rows on screen are configured).
    public func contentConfiguration(at indexPath: ListIndexPath) -> ListContentConfiguration {
        let record = model.record(at: indexPath) ?? Record(text: "")
        if let sheet {
            // A sheet's row keeps its record as read: the sheet splits it into fields and draws them.
            sheet.measure(record.text)
            return ListContentConfiguration(style: .default, text: record.text, metrics: .terminal)
        }
        var content = ListContentConfiguration(style: cellStyle, text: VisibleText.visible(record.text),
                                               secondaryText: VisibleText.visible(record.secondaryText), metrics: .terminal)
        content.textProperties.numberOfLines = appearance.textLines
        content.textProperties.truncation = appearance.truncation
        content.secondaryTextProperties.numberOfLines = appearance.textLines
        content.secondaryTextProperties.truncation = appearance.truncation
        content.accessory = appearance.layout == .table ? appearance.accessory : .none
        return content
    }

    /// The style of every row: the appearance's, or subtitle when some record has a secondary
    /// text (value1 for the data set's heights), default otherwise — decided once, not per row.
    private var cellStyle: ListContentConfiguration.Style

    private static func cellStyle(for model: ListModel, appearance: ListAppearance) -> ListContentConfiguration.Style {
        if let style = appearance.cellStyle { return style }
        switch model.store {
        case let .records(records): return records.contains { !$0.secondaryText.isEmpty } ? .subtitle : .default
        case .lines: return .default
        case .dataSet: return .value1
        }
    }

    // MARK: ListDataSource

    public func numberOfSections(in listView: ListView) -> Int { model.sections.count }

    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        model.sections.indices.contains(section) ? model.sections[section].rows.count : 0
    }

    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        willConfigureRow?(indexPath)
        let cell = try listView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? ListContentCell<TerminalTextMeasurer>)?.contentConfiguration = contentConfiguration(at: indexPath)
        return cell
    }

    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        // A sheet's header record is drawn in its section's header: a line, whatever its text.
        guard sheet == nil else { return " " }
        return model.hasSections && model.sections.indices.contains(section) ? VisibleText.visible(model.sections[section].title) : nil
    }

    public func sectionIndexTitles(for listView: ListView) -> [String]? {
        model.hasIndex && listView.style == .plain && appearance.layout == .table
            ? model.sections.map { VisibleText.visible($0.title) } : nil
    }

    public func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        guard editingStyle == .delete else { return }
        deleteFromModel(at: indexPath)
    }

    public func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { true }

    public func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
        let text = quotedText(at: sourceIndexPath)
        model.moveRow(from: sourceIndexPath, to: destinationIndexPath)
        unsavedEdits += 1
        message = "Moved \(text)"
    }

    // MARK: ListDelegate

    public func listView(_ listView: ListView, sizeForItemAt indexPath: ListIndexPath) -> Size? {
        Size(width: measurer.width(ofText: shownText(at: indexPath)) + 4, height: Self.tileHeight)
    }

    /// A masonry tile's height: its borders and its text wrapped to the room inside them, at
    /// most ``maximumTileLines`` lines; nil for other layouts, whose heights are fixed.
    ///
    /// - Complexity: O(the text's length).
    public func listView(_ listView: ListView, heightForRowAt indexPath: ListIndexPath) -> Double? {
        guard case let .masonry(layout) = listView.listLayout else { return nil }
        let room = layout.columnWidth(forWidth: listView.viewportSize.width) - 4
        let lines = measurer.wrap(shownText(at: indexPath), toWidth: Swift.max(1, room), maximumLines: Self.maximumTileLines).count
        return Double(Swift.max(1, lines)) + 2
    }

    public func listView(_ listView: ListView, didSelectRowAt indexPath: ListIndexPath) {
        message = "Selected \(quotedText(at: indexPath))"
    }

    public func listView(_ listView: ListView, titleForDeleteConfirmationButtonForRowAt indexPath: ListIndexPath) -> String? {
        appearance.deleteTitle
    }

    public func listView(_ listView: ListView, trailingSwipeActionsConfigurationForRowAt indexPath: ListIndexPath) -> ListSwipeActionsConfiguration? {
        let title = appearance.deleteTitle ?? "Delete"
        let delete = ListContextualAction(style: .destructive, title: title,
                                          width: measurer.width(ofText: title) + 2) { [weak self] _, indexPath, completion in
            self?.deleteFromModel(at: indexPath)
            completion(true)
        }
        return ListSwipeActionsConfiguration(actions: [delete])
    }

    /// The row's text as the row shows it, for measuring it.
    private func shownText(at indexPath: ListIndexPath) -> String {
        VisibleText.visible(model.record(at: indexPath)?.text ?? "")
    }

    /// The row's text in curly quotes for a message or a prompt, as the row shows it: at most
    /// its first 40 characters, then "…".
    ///
    /// - Complexity: O(1) in the row's length.
    func quotedText(at indexPath: ListIndexPath) -> String {
        let text = VisibleText.visible(String((model.record(at: indexPath)?.text ?? "").prefix(41)))
        return "“" + (text.count > 40 ? text.prefix(40) + "…" : text) + "”"
    }

    private func deleteFromModel(at indexPath: ListIndexPath) {
        let text = quotedText(at: indexPath)
        model.deleteRow(at: indexPath)
        unsavedEdits += 1
        message = "Deleted \(text)"
    }
}

extension ListPresenter {
    /// Removes section `section` (which exists) from the model; the caller deletes it from the
    /// list in a batch.
    ///
    /// - Complexity: O(sections).
    public func deleteSection(_ section: Int) {
        model.deleteSection(section)
        unsavedEdits += 1
    }

    /// Adds the model's records found since it was made, up to `count`, at its end (see
    /// ``ListModel/appendRows(upTo:)``); the caller inserts them into the list in a batch.
    ///
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func appendRows(upTo count: Int) -> Bool {
        model.appendRows(upTo: count)
    }

    /// Shows `model` instead (a refresh, or the file as written); the list must reload. Edits
    /// made to the old one are gone. A sheet keeps its columns and measures the new header.
    ///
    /// - Complexity: O(1), or O(n) to choose the cell style when the appearance does not; a
    ///   sheet's header, O(its length).
    public func replaceModel(_ model: ListModel) {
        self.model = model
        unsavedEdits = 0
        // A sheet read again keeps its columns' widths and place; its header may have changed.
        if let sheet, model.store.count > 0 { sheet.measureHeader(model.store.record(0).text) }
        cellStyle = Self.cellStyle(for: model, appearance: appearance)
    }
}
