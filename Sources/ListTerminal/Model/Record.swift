/// What one row shows: a text, and optionally a secondary text and a detail (the columns of a
/// CSV line, or a line of a text file).
public struct Record: Hashable, Sendable {
    /// The row's text.
    public var text: String
    /// Its secondary text (a subtitle, or a value1/value2 cell's detail); empty for none.
    public var secondaryText: String
    /// What the row's section is chosen by when sections come from a column; empty otherwise.
    public var sectionKey: String

    /// A record of `text` and `secondaryText`, sectioned by `sectionKey` when asked to.
    ///
    /// - Complexity: O(1).
    public init(text: String, secondaryText: String = "", sectionKey: String = "") {
        self.text = text
        self.secondaryText = secondaryText
        self.sectionKey = sectionKey
    }
}
