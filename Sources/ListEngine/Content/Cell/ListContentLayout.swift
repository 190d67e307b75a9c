/// Where each part of a row's content goes, in the row's coordinates (its top-left corner at
/// (0, 0)), and how tall the row must be: what ``ListContentConfiguration/layout(fittingWidth:measurer:)``
/// returns and a renderer draws.
///
/// Parts never overlap and all lie inside the row (`0...width` × `0...rowHeight`). From the
/// leading edge: the editing control (while editing), the image, the text and secondary text;
/// from the trailing edge: the reorder control (while editing), then the accessory. A part that
/// does not fit what room is left is left out (its rect is nil); an image wider than the room
/// is scaled down to it.
public struct ListContentLayout: Hashable, Sendable {
    /// The height the row needs: its content and margins, its tallest control, and at least
    /// ``ListContentMetrics/minimumRowHeight``. A self-sizing row gets this height.
    public var rowHeight: Double
    /// The room between the leading and trailing controls, inside the margins, as tall as the
    /// row less its top and bottom margins: where the image and text go, and where content of
    /// your own goes in the custom style.
    public var contentRect: Rect
    /// The image, centred vertically in ``contentRect``; nil without one (or in value2 and
    /// custom styles).
    public var image: Rect?
    /// The text's lines and where they go.
    public var text: TextBlock
    /// The secondary text's lines and where they go (no lines in the default and custom styles).
    public var secondaryText: TextBlock
    /// The whole accessory (for a detail disclosure button, the button and the chevron), centred
    /// vertically in the row; nil for none or when it does not fit.
    public var accessory: Rect?
    /// The part of the accessory that is a button with its own callback: the detail button,
    /// alone or at the leading end of a detail disclosure button; inside ``accessory``.
    public var accessoryButton: Rect?
    /// The delete or insert control at the leading edge while editing.
    public var editingControl: Rect?
    /// The reorder control at the trailing edge while editing.
    public var reorderControl: Rect?

    /// One text's lines (ranges of the configuration's string, as ``TextLines`` holds them) and
    /// their place.
    public struct TextBlock: Hashable, Sendable {
        /// How lines sit in ``frame``.
        public enum Alignment: Hashable, Sendable {
            /// Each line starts at the frame's left edge.
            case leading
            /// Each line ends at the frame's right edge.
            case trailing
        }

        /// The lines, first to last.
        public var lines: TextLines
        /// The box of the lines: as wide as the widest, `lines.count × lineHeight` tall. Empty
        /// (but placed) when there are no lines.
        public var frame: Rect
        /// The height of each line.
        public var lineHeight: Double
        /// Where each line sits in the frame.
        public var alignment: Alignment

        /// A block of `lines` at `frame`.
        init(lines: TextLines, frame: Rect, lineHeight: Double, alignment: Alignment) {
            self.lines = lines
            self.frame = frame
            self.lineHeight = lineHeight
            self.alignment = alignment
        }

        /// Where line `index` is drawn: as wide as the line, one ``lineHeight`` tall, aligned in
        /// ``frame``.
        ///
        /// - Precondition: `index` is in `lines.indices`.
        /// - Complexity: O(1).
        public func lineFrame(at index: Int) -> Rect {
            let width = lines[index].width
            let x = alignment == .leading ? frame.minX : frame.maxX - width
            return Rect(x: x, y: frame.minY + Double(index) * lineHeight, width: width, height: lineHeight)
        }
    }
}
