/// A cell that shows a ``ListContentConfiguration``: it lays the content out with its measurer
/// and answers a self-sizing row's height from that layout, as a `UITableViewCell` with a
/// `contentConfiguration` does.
///
/// ```swift
/// list.register(ListContentCell<TerminalTextMeasurer>.self, forCellReuseIdentifier: "row")
/// // in cellForRowAt:
/// let cell = try list.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! ListContentCell<TerminalTextMeasurer>
/// cell.contentConfiguration = ListContentConfiguration(style: .subtitle, text: title, secondaryText: detail, metrics: .terminal)
/// // when drawing:
/// let layout = try cell.contentLayout(fittingWidth: cell.frame.width)
/// ```
///
/// Generic over the measurer, so that its layouts run specialized. A
/// `ListContentCell<TerminalTextMeasurer>` starts with a terminal measurer; give a cell of
/// another measurer its ``measurer`` when you configure it, or in a subclass's initializer.
open class ListContentCell<Measurer: TextMeasurer>: ListCell {
    /// What measures the text; nil until set (for a ``TerminalTextMeasurer`` cell, set from the
    /// start).
    public var measurer: Measurer? {
        didSet { lastLayout = nil }
    }

    /// What the cell shows; nil shows nothing and leaves the row's height to the delegate. Kept
    /// through reuse, as UIKit keeps it: set it whenever you configure the cell.
    public var contentConfiguration: ListContentConfiguration? {
        didSet {
            lastLayout = nil
            accessories = (contentConfiguration.map { $0.accessory != .none } ?? false,
                           contentConfiguration.map { $0.editingAccessory != .none } ?? false)
        }
    }

    /// What a screen reader says: the label set, else the configuration's text and secondary
    /// text, joined with a comma as VoiceOver joins a cell's labels.
    override open var accessibilityLabel: String? {
        get {
            if let label = super.accessibilityLabel { return label }
            guard let configuration = contentConfiguration else { return nil }
            switch (configuration.text.isEmpty, configuration.secondaryText.isEmpty) {
            case (true, true): return nil
            case (false, true): return configuration.text
            case (true, false): return configuration.secondaryText
            case (false, false): return configuration.text + ", " + configuration.secondaryText
            }
        }
        set { super.accessibilityLabel = newValue }
    }

    /// Whether ``contentConfiguration`` shows an accessory out of editing and in it, kept as the
    /// configuration is set so that ``hasTrailingAccessory`` does not copy the configuration.
    private var accessories = (plain: false, editing: false)

    /// The last layout made, and the width and editing state it was made for.
    private var lastLayout: LastContentLayout?

    /// The cell's editing state as the list set it.
    private var editingState: RowEditingState {
        RowEditingState(isEditing: isEditing, style: editingStyle, reorders: showsReorderControl)
    }

    /// A cell for the pool named `reuseIdentifier`.
    public required init(reuseIdentifier: String) {
        measurer = TerminalTextMeasurer() as? Measurer
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// The layout of ``contentConfiguration`` in a row `width` wide (see
    /// ``ListContentConfiguration/layout(fittingWidth:measurer:)``), in the editing state the
    /// list gives the row — ``ListCell/isEditing``, ``ListCell/editingStyle`` and
    /// ``ListCell/showsReorderControl`` replace the configuration's own, as UIKit's cell state
    /// updates a content configuration —; nil without a configuration or a measurer. The last
    /// layout is kept: asking again at the same width and state, as the renderer does after the
    /// list measured the row, costs nothing.
    ///
    /// - Throws: ``ListContentError`` for a bad width or configuration.
    /// - Complexity: O(1) at the width of the last layout; else that of the layout.
    @_specialize(where Measurer == TerminalTextMeasurer)
    public func contentLayout(fittingWidth width: Double) throws(ListContentError) -> ListContentLayout? {
        let editing = editingState
        if let lastLayout, lastLayout.width == width, lastLayout.editing == editing { return lastLayout.layout }
        guard var configuration = contentConfiguration, let measurer else { return nil }
        configuration.isEditing = editing.isEditing
        configuration.editingControl = editing.style
        configuration.showsReorderControl = editing.reorders
        let layout = try configuration.layout(fittingWidth: width, measurer: measurer)
        lastLayout = LastContentLayout(width: width, editing: editing, layout: layout)
        return layout
    }

    /// The row height the content needs at `width` (``ListContentLayout/rowHeight``); nil — the
    /// delegate's height, or the estimate — without a configuration or a measurer, or for a
    /// configuration the layout refuses (``contentLayout(fittingWidth:)`` says why).
    ///
    /// - Complexity: that of ``contentLayout(fittingWidth:)``.
    open override func preferredHeight(fittingWidth width: Double) -> Double? {
        (try? contentLayout(fittingWidth: width))??.rowHeight
    }

    /// The detail button of a detail or detail-disclosure accessory, where the layout at
    /// `size.width` puts it (``ListContentLayout/accessoryButton``): touches there are the
    /// accessory's, not the row's.
    ///
    /// - Complexity: that of ``contentLayout(fittingWidth:)``.
    open override func detailButtonFrame(in size: Size) -> Rect? {
        (try? contentLayout(fittingWidth: size.width))??.accessoryButton
    }

    /// Whether the configuration shows an accessory in the row's editing state
    /// (``ListContentConfiguration/currentAccessory``).
    ///
    /// - Complexity: O(1).
    open override var hasTrailingAccessory: Bool {
        isEditing ? accessories.editing : accessories.plain
    }
}

// Outside the generic class, so that they are plain types: nested in it they would be generic
// too, and the runtime would look their metadata up at every layout.

/// What the list says about a row's editing, which its content layout shows.
private struct RowEditingState: Equatable {
    var isEditing: Bool
    var style: ListCell.EditingStyle
    var reorders: Bool
}

/// A content cell's last layout, and the width and editing state it was made for.
private struct LastContentLayout {
    var width: Double
    var editing: RowEditingState
    var layout: ListContentLayout
}
