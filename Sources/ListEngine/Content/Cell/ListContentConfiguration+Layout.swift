extension ListContentConfiguration {
    /// Where each part of the content goes in a row `width` wide, and the row's height.
    ///
    /// From the edges inwards: the editing control, the reorder control and
    /// the accessory, each if it fits, then the image; the texts share the room left, broken
    /// into lines by `measurer` (``TextMeasurer/wrap(_:toWidth:maximumLines:)``, or
    /// ``TextMeasurer/truncate(_:toWidth:at:)`` for one line truncated at its head or middle):
    /// - default: the text, in all the room;
    /// - subtitle: the text, and the secondary text below it, each in all the room;
    /// - value1: side by side, the secondary text right-aligned, with at least
    ///   ``ListContentMetrics/textToSecondaryTextHorizontalSpacing`` between. If both fit on
    ///   their natural lines they keep them; else the secondary text gives way first: it keeps
    ///   what the text leaves, but at least a third of the room (or its natural width, if
    ///   less), and is truncated or wrapped to it; the text takes the rest;
    /// - value2: the text right-aligned in a column ``ListContentMetrics/value2TextColumnWidth``
    ///   wide (half the room at most, rounded down), the secondary text left-aligned in the
    ///   rest;
    /// - custom: no text.
    ///
    /// Generic over the measurer and inlinable, so it runs specialized for yours: no
    /// existential per character. Text that fits one line allocates nothing.
    ///
    /// - Throws: ``ListContentError`` for a width that is negative, NaN or infinite, and for a
    ///   configuration ``validate()`` refuses.
    /// - Complexity: O(m), where m is the length of the text the lines hold (and, for value1
    ///   text that does not fit, of the texts once more).
    @inlinable
    @_specialize(where Measurer == TerminalTextMeasurer)
    public func layout<Measurer: TextMeasurer>(fittingWidth width: Double,
                                               measurer: Measurer) throws(ListContentError) -> ListContentLayout {
        let row = try ContentRow(self, width: width)
        let x = row.textMinX
        let room = row.textMaxX - x
        switch style {
        case .default:
            return row.finish(text: TextColumn(textProperties.lines(of: text, width: room, measurer: measurer), minX: x, width: room),
                              secondary: .empty(at: x))
        case .subtitle:
            return row.finish(
                text: TextColumn(textProperties.lines(of: text, width: room, measurer: measurer), minX: x, width: room),
                secondary: TextColumn(secondaryTextProperties.lines(of: secondaryText, width: room, measurer: measurer),
                                      minX: x, width: room))
        case .value1:
            let (text, secondary) = value1Columns(minX: x, room: room, measurer: measurer)
            return row.finish(text: text, secondary: secondary)
        case .value2:
            let gap = Swift.min(metrics.textToSecondaryTextHorizontalSpacing, room)
            let shared = room - gap
            let column = Swift.min(metrics.value2TextColumnWidth, (shared / 2).rounded(.down))
            return row.finish(
                text: TextColumn(textProperties.lines(of: text, width: column, measurer: measurer),
                                 minX: x, width: column, alignment: .trailing),
                secondary: TextColumn(secondaryTextProperties.lines(of: secondaryText, width: shared - column, measurer: measurer),
                                      minX: x + column + gap, width: shared - column))
        case .custom:
            return row.finish(text: .empty(at: x), secondary: .empty(at: x))
        }
    }

    /// Value1's columns in the room from `minX`, `room` wide (see
    /// ``layout(fittingWidth:measurer:)``).
    ///
    /// - Complexity: O(m) in the texts' length.
    @inlinable
    func value1Columns<Measurer: TextMeasurer>(minX: Double, room: Double,
                                               measurer: Measurer) -> (text: TextColumn, secondary: TextColumn) {
        let gap = text.isEmpty || secondaryText.isEmpty ? 0 : Swift.min(metrics.textToSecondaryTextHorizontalSpacing, room)
        let shared = room - gap
        let maxX = minX + room
        let naturalText = textProperties.lines(of: text, width: .infinity, measurer: measurer)
        let naturalSecondary = secondaryTextProperties.lines(of: secondaryText, width: .infinity, measurer: measurer)
        if naturalText.width + naturalSecondary.width <= shared {
            // Both fit as they are: lines broken at a width they fit are the same lines.
            let width = naturalSecondary.width
            return (TextColumn(naturalText, minX: minX, width: shared - width),
                    TextColumn(naturalSecondary, minX: maxX - width, width: width, alignment: .trailing))
        }
        let least = Swift.min(naturalSecondary.width, (shared * Self.value1SecondaryShare).rounded(.down))
        let secondaryWidth = Swift.max(shared - naturalText.width, least)
        let textWidth = shared - secondaryWidth
        return (TextColumn(textProperties.lines(of: text, width: textWidth, measurer: measurer), minX: minX, width: textWidth),
                TextColumn(secondaryTextProperties.lines(of: secondaryText, width: secondaryWidth, measurer: measurer),
                           minX: maxX - secondaryWidth, width: secondaryWidth, alignment: .trailing))
    }

    /// The share of value1's room the secondary text keeps when the text would take it all.
    @inlinable
    static var value1SecondaryShare: Double { 1.0 / 3 }
}

extension ListContentConfiguration.TextProperties {
    /// `text` broken into lines no wider than `width` by `measurer`: wrapped into at most
    /// ``numberOfLines`` lines and truncated at the tail of the last, or, on one line with head
    /// or middle truncation, truncated there.
    ///
    /// - Complexity: O(m), where m is the length of the text the lines hold.
    @inlinable
    func lines<Measurer: TextMeasurer>(of text: String, width: Double, measurer: Measurer) -> TextLines {
        guard numberOfLines == 1, truncation != .tail, !text.isEmpty else {
            return measurer.wrap(text, toWidth: width, maximumLines: numberOfLines)
        }
        var lines = TextLines()
        lines.append(measurer.truncate(text, toWidth: width, at: truncation))
        return lines
    }
}
