/// What the renderer asks to highlight a search's matches (as `less` does, until the next
/// search): the matches of a pattern in the text a row shows.
public struct SearchHighlight {
    private let matcher: SearchPattern.Matcher

    /// The matches of `pattern`.
    ///
    /// - Complexity: O(1).
    public init(_ pattern: SearchPattern) {
        matcher = SearchPattern.Matcher(pattern)
    }

    /// The pattern's matches in `text` (a row's line as shown), left to right.
    ///
    /// - Complexity: O(text length × the pattern's cost a position).
    public func ranges(in text: String) -> [Range<String.Index>] {
        matcher.matches(in: text)
    }
}
