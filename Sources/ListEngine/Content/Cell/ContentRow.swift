/// The non-generic half of laying out a row's content (``ListContentConfiguration/layout(fittingWidth:measurer:)``):
/// first the parts whose sizes are known — controls, accessory, image — from the edges inwards,
/// leaving the text its columns; then, once the generic half has broken the texts into lines,
/// the heights: the row's, and where each part sits in it.
///
/// Compiled once in the module: only the text measuring is specialized for a measurer.
@usableFromInline
struct ContentRow {
    /// The configuration laid out.
    let configuration: ListContentConfiguration
    /// The row's width.
    let width: Double
    /// The left edge and size of each part placed, still without its vertical place.
    var editingControl: (x: Double, size: Size)?
    var reorderControl: (x: Double, size: Size)?
    var accessory: (x: Double, size: Size)?
    var image: (x: Double, size: Size)?
    /// The room between the controls (the content rect's sides).
    var contentMinX: Double
    var contentMaxX: Double
    /// The room the text and secondary text share: right of the image, left of the accessory.
    @usableFromInline var textMinX = 0.0
    @usableFromInline var textMaxX = 0.0

    /// Places the controls, accessory and image of `configuration` in a row `width` wide, after
    /// checking both: each part in turn takes its size from the room left, if it fits — the
    /// editing control from the leading margin, the reorder control then the accessory from the
    /// trailing margin, then the image (scaled down to the room left if wider).
    ///
    /// - Throws: ``ListContentError`` for a bad width or configuration.
    /// - Complexity: O(1).
    @usableFromInline
    init(_ configuration: ListContentConfiguration, width: Double) throws(ListContentError) {
        guard width >= 0, width <= ListView.maximumCoordinate else { throw .invalidWidth(width) }
        try configuration.validate()
        self.configuration = configuration
        self.width = width
        let metrics = configuration.metrics
        contentMinX = Swift.min(metrics.margins.left, width)
        contentMaxX = Swift.max(contentMinX, width - metrics.margins.right)
        if configuration.isEditing {
            if configuration.editingControl != .none {
                editingControl = takeLeading(metrics.editingControlSize)
            }
            if configuration.showsReorderControl {
                reorderControl = takeTrailing(metrics.reorderControlSize)
            }
        }
        if let size = configuration.currentAccessory.size(with: metrics) {
            accessory = takeTrailing(size)
        }
        textMinX = contentMinX
        textMaxX = contentMaxX
        if configuration.style.showsImage, var size = configuration.image {
            let room = contentMaxX - contentMinX
            if size.width > room {
                size.height = (size.height * room / size.width).rounded(.down)
                size.width = room
            }
            image = (contentMinX, size)
            textMinX = Swift.min(contentMaxX, contentMinX + size.width + metrics.imageToTextSpacing)
        }
    }

    /// Takes `size.width` and the control spacing from the leading side of the content's room;
    /// nil, taking nothing, if the width does not fit.
    private mutating func takeLeading(_ size: Size) -> (x: Double, size: Size)? {
        guard size.width <= contentMaxX - contentMinX else { return nil }
        let x = contentMinX
        contentMinX = Swift.min(contentMaxX, x + size.width + configuration.metrics.controlSpacing)
        return (x, size)
    }

    /// Takes `size.width` and the control spacing from the trailing side of the content's room;
    /// nil, taking nothing, if the width does not fit.
    private mutating func takeTrailing(_ size: Size) -> (x: Double, size: Size)? {
        guard size.width <= contentMaxX - contentMinX else { return nil }
        let x = contentMaxX - size.width
        contentMaxX = Swift.max(contentMinX, x - configuration.metrics.controlSpacing)
        return (x, size)
    }

    /// The layout with the texts broken into `text` and `secondary`: the row as tall as its
    /// content with margins (at least the minimum row height, and its tallest control); the
    /// text block and image centred vertically between the margins, the controls in the row.
    /// The text block stacks the secondary text below the text (subtitle), centres the two on
    /// each other (value1) or aligns their tops (value2). Centring rounds down to whole units,
    /// so that terminal rows stay whole.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func finish(text: TextColumn, secondary: TextColumn) -> ListContentLayout {
        let metrics = configuration.metrics
        let textHeight = Double(text.lines.count) * metrics.textLineHeight
        let secondaryHeight = Double(secondary.lines.count) * metrics.secondaryTextLineHeight
        var textY = 0.0
        var secondaryY = 0.0
        let blockHeight: Double
        switch configuration.style {
        case .default:
            blockHeight = textHeight
        case .subtitle:
            let gap = textHeight > 0 && secondaryHeight > 0 ? metrics.textToSecondaryTextVerticalSpacing : 0
            secondaryY = textHeight + gap
            blockHeight = secondaryY + secondaryHeight
        case .value1:
            blockHeight = Swift.max(textHeight, secondaryHeight)
            textY = Self.centred(textHeight, in: blockHeight)
            secondaryY = Self.centred(secondaryHeight, in: blockHeight)
        case .value2:
            blockHeight = Swift.max(textHeight, secondaryHeight)
        case let .custom(height):
            blockHeight = height
        }
        let contentHeight = Swift.max(blockHeight, image?.size.height ?? 0)
        // Two at a time: the variadic max would allocate the rest of its arguments as an array.
        let controlHeight = Swift.max(editingControl?.size.height ?? 0,
                                      Swift.max(reorderControl?.size.height ?? 0, accessory?.size.height ?? 0))
        let rowHeight = Swift.max(Swift.max(metrics.minimumRowHeight, controlHeight),
                                  metrics.margins.top + contentHeight + metrics.margins.bottom)
        let top = metrics.margins.top
        let contentRect = Rect(x: contentMinX, y: top, width: contentMaxX - contentMinX,
                               height: rowHeight - top - metrics.margins.bottom)
        let blockY = top + Self.centred(blockHeight, in: contentRect.height)

        func inRow(_ part: (x: Double, size: Size)?) -> Rect? {
            part.map { Rect(origin: Point(x: $0.x, y: Self.centred($0.size.height, in: rowHeight)), size: $0.size) }
        }
        func block(_ column: TextColumn, y: Double, lineHeight: Double) -> ListContentLayout.TextBlock {
            let width = column.lines.width
            let x = column.alignment == .leading ? column.minX : column.minX + column.width - width
            return ListContentLayout.TextBlock(
                lines: column.lines, frame: Rect(x: x, y: blockY + y, width: width, height: Double(column.lines.count) * lineHeight),
                lineHeight: lineHeight, alignment: column.alignment)
        }
        let accessoryRect = inRow(accessory)
        var buttonRect: Rect?
        if let accessoryRect, configuration.currentAccessory.hasButton {
            let size = metrics.detailButtonSize
            buttonRect = Rect(origin: Point(x: accessoryRect.minX, y: accessoryRect.minY + Self.centred(size.height, in: accessoryRect.height)),
                              size: size)
        }
        return ListContentLayout(
            rowHeight: rowHeight,
            contentRect: contentRect,
            image: image.map { Rect(origin: Point(x: $0.x, y: top + Self.centred($0.size.height, in: contentRect.height)), size: $0.size) },
            text: block(text, y: textY, lineHeight: metrics.textLineHeight),
            secondaryText: block(secondary, y: secondaryY, lineHeight: metrics.secondaryTextLineHeight),
            accessory: accessoryRect,
            accessoryButton: buttonRect,
            editingControl: inRow(editingControl),
            reorderControl: inRow(reorderControl))
    }

    /// The offset that centres `size` in `extent`, rounded down to a whole unit.
    static func centred(_ size: Double, in extent: Double) -> Double {
        ((extent - size) / 2).rounded(.down)
    }
}

/// A text broken into lines for a column of a row: the lines, the column's left edge and width,
/// and how the lines sit in it.
@usableFromInline
struct TextColumn {
    @usableFromInline var lines: TextLines
    @usableFromInline var minX: Double
    @usableFromInline var width: Double
    @usableFromInline var alignment: ListContentLayout.TextBlock.Alignment

    @inlinable
    init(_ lines: TextLines, minX: Double, width: Double, alignment: ListContentLayout.TextBlock.Alignment = .leading) {
        self.lines = lines
        self.minX = minX
        self.width = width
        self.alignment = alignment
    }

    /// No lines, at `minX`.
    @inlinable
    static func empty(at minX: Double) -> TextColumn {
        TextColumn(TextLines(), minX: minX, width: 0)
    }
}
