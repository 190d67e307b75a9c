import ListEngine
import ListTerminal
import TerminalScreen

/// A text file or stream as a list, a row a line, read as `listterm` reads it (`ListSource`:
/// the lines found by a thread of their own, a line's text read from the file when it shows):
/// each row its line in the body font, truncated at the tail in pixels (or wrapped, the row
/// growing to fit), CJK and emoji drawn by
/// the family's fallback faces. Controls show as symbols, never sent to the rasteriser. In
/// editing mode a line can be deleted or moved (in memory; the file is not written).
public final class TextFileDemo: ListDataSource, ListDelegate {
    /// The reuse identifier of every row's cell.
    public static let cellIdentifier = "line"

    /// The lines, as deleted and moved in editing mode (in memory only).
    public private(set) var model: ListModel
    private let measurer: FontTextMeasurer
    /// Whether a line longer than its row wraps onto more lines (the row growing to fit, sized
    /// by the engine from the content's layout) rather than being truncated at its tail.
    public let wraps: Bool

    /// The lines of `source`, measured with `measurer`, wrapped or truncated as `wraps` says.
    ///
    /// - Throws: `ListSource.LoadError` for a file that cannot be read.
    /// - Complexity: that of finding the lines (`ListSource.load(lines:)`).
    public init(source: ListSource, measurer: FontTextMeasurer, wraps: Bool = false) throws(ListSource.LoadError) {
        model = try source.load()
        self.measurer = measurer
        self.wraps = wraps
    }

    /// A plain list of the lines, attached: rows of one line (44 pixels; no memory per row), or
    /// rows that size themselves to their wrapped lines (estimated at one line until laid out).
    ///
    /// - Complexity: O(1).
    public func makeList(style: TableStyle) -> ListView {
        let oneLine = ContactsDemo.rowHeight(for: .default)
        let list = ListView(style: style, layout: .table, rowHeight: wraps ? .selfSizing(estimate: oneLine) : .fixed(oneLine))
        list.register(ListContentCell<FontTextMeasurer>.self, forCellReuseIdentifier: Self.cellIdentifier)
        list.dataSource = self
        list.delegate = self
        return list
    }

    /// The configuration of the row at `indexPath`: its line, controls made visible.
    ///
    /// - Complexity: O(length of the line).
    public func contentConfiguration(at indexPath: ListIndexPath) -> ListContentConfiguration {
        let text = model.record(at: indexPath).map { VisibleText.visible($0.text) } ?? ""
        var content = ListContentConfiguration(style: .default, text: text, metrics: .standard)
        content.textProperties.numberOfLines = wraps ? 0 : 1
        content.textProperties.truncation = .tail
        return content
    }

    // MARK: ListDataSource

    public func numberOfSections(in listView: ListView) -> Int { model.sections.count }

    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        model.sections.indices.contains(section) ? model.sections[section].rows.count : 0
    }

    public func listView(_ listView: ListView, cellForRowAt indexPath: ListIndexPath) throws -> ListCell {
        try listView.dequeueContentCell(withIdentifier: Self.cellIdentifier, for: indexPath, measurer: measurer,
                                        configuration: contentConfiguration(at: indexPath))
    }

    public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
        model.hasSections && model.sections.indices.contains(section) ? model.sections[section].title : nil
    }

    /// A deletion confirmed in editing mode.
    public func listView(_ listView: ListView, commit editingStyle: ListCell.EditingStyle, forRowAt indexPath: ListIndexPath) {
        if editingStyle == .delete { model.deleteRow(at: indexPath) }
    }

    public func listView(_ listView: ListView, canMoveRowAt indexPath: ListIndexPath) -> Bool { true }

    public func listView(_ listView: ListView, moveRowAt sourceIndexPath: ListIndexPath, to destinationIndexPath: ListIndexPath) {
        model.moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }
}
