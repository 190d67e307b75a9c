import CPCRE2

/// A search's text compiled as a regular expression by PCRE2 (the engine `less` uses on
/// Debian), with its JIT: Perl's syntax — `^` and `$` at each line's ends, `|`, classes,
/// `\d`, `\b`, lookarounds. UTF-8 aware (`.` is a character, `é` folds to `É`); invalid
/// UTF-8 in the text never fails a match, it simply matches no character class.
///
/// Case: ignored unless the query has a capital letter — not one right after a backslash, as
/// in `\S` or `\W` ("smart case", as `less -i` and vim's `smartcase`; plain `less` always
/// tells case).
///
/// The compiled pattern is read only and shared by threads; each thread that matches makes
/// its own ``Matcher``.
public final class SearchPattern: @unchecked Sendable {   // the compiled code is never written after init
    /// Why a query is not a pattern: PCRE2's message, and where in the query (in bytes of
    /// its UTF-8) it stopped understanding it.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// PCRE2's message ("missing closing parenthesis").
        public let message: String
        /// The byte of the query where the error was found.
        public let offset: Int
        /// "missing closing parenthesis at 3".
        public var description: String { "\(message) at \(offset)" }
    }

    /// The longest query, in bytes of UTF-8: a longer paste is refused rather than searched
    /// (`less` takes 512).
    public static let maximumQueryBytes = 4_096

    /// The query as typed.
    public let query: String
    /// Whether capitals and small letters are the same to it.
    public let ignoresCase: Bool
    /// The query's bytes when they match only themselves (no metacharacter) and case counts:
    /// `memchr` and a compare find them faster than PCRE2. Ignoring case, PCRE2 is the faster.
    let literal: [UInt8]?
    private let code: OpaquePointer

    /// Compiles `query`.
    ///
    /// - Throws: ``SyntaxError`` for a query PCRE2 refuses, or one over ``maximumQueryBytes``.
    /// - Complexity: O(query length) to compile and JIT-compile.
    public init(_ query: String) throws(SyntaxError) {
        guard query.utf8.count <= Self.maximumQueryBytes else {
            throw SyntaxError(message: "a search is at most \(Self.maximumQueryBytes) bytes long", offset: Self.maximumQueryBytes)
        }
        self.query = query
        ignoresCase = !Self.isCaseSensitive(query)
        literal = ignoresCase || query.contains(where: { "\\^$.|?*+()[]{}".contains($0) }) ? nil : Array(query.utf8)
        var options = UInt32(PCRE2_MULTILINE | PCRE2_UTF | PCRE2_MATCH_INVALID_UTF)
        if ignoresCase { options |= UInt32(PCRE2_CASELESS) }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let compiled = Array(query.utf8).withUnsafeBufferPointer { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            var text = [UInt8](repeating: 0, count: 256)
            let length = pcre2_get_error_message_8(errorCode, &text, text.count)
            throw SyntaxError(message: String(decoding: text.prefix(Swift.max(0, Int(length))), as: UTF8.self), offset: errorOffset)
        }
        code = compiled
        // Without the JIT (a system that forbids it) PCRE2 interprets: slower, same matches.
        _ = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
    }

    deinit { pcre2_code_free_8(code) }

    /// Whether a search for `query` tells capitals from small letters: when it has a capital
    /// that is not an escape's letter (`\S`, `\W`, `\D`).
    ///
    /// - Complexity: O(query length).
    public static func isCaseSensitive(_ query: String) -> Bool {
        var escaped = false
        for character in query {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character.isUppercase { return true }
        }
        return false
    }

    /// What matches a pattern on one thread: PCRE2's match data, reused match after match.
    public final class Matcher {
        /// The pattern matched.
        public let pattern: SearchPattern
        private let data: OpaquePointer

        /// A matcher of `pattern`.
        ///
        /// - Complexity: O(1).
        public init(_ pattern: SearchPattern) {
            self.pattern = pattern
            // Match data for the pattern's groups: a failed allocation matches nothing (below).
            data = pcre2_match_data_create_from_pattern_8(pattern.code, nil)
        }

        deinit { pcre2_match_data_free_8(data) }

        /// The first match in `subject` starting at or after byte `start`, as byte offsets in
        /// `subject`. Lookbehinds and `^` see the bytes before `start`.
        ///
        /// - Complexity: O(subject length × the pattern's cost a position); a literal or a
        ///   pattern with a fixed first byte skips ahead with `memchr`.
        public func firstMatch(in subject: UnsafeRawBufferPointer, from start: Int = 0) -> Range<Int>? {
            guard start <= subject.count else { return nil }
            // An empty buffer has no base address; PCRE2 takes any pointer for zero bytes.
            let base = subject.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? UnsafePointer(bitPattern: 1)!
            let result = pcre2_match_8(pattern.code, base, subject.count, start, 0, data, nil)
            guard result > 0, let vector = pcre2_get_ovector_pointer_8(data) else { return nil }
            let lower = vector[0]
            // \K in a lookahead can set a start past the end: a match of nothing at the end.
            return lower <= vector[1] ? lower..<vector[1] : vector[1]..<vector[1]
        }

        /// Every match in `text`, as ranges of its characters, left to right and not
        /// overlapping (an empty match counts once and the search moves a character on).
        ///
        /// - Complexity: O(text length × the pattern's cost a position).
        public func matches(in text: String) -> [Range<String.Index>] {
            var contiguous = text   // withUTF8 makes a copy's storage contiguous, not the text's indices
            return contiguous.withUTF8 { bytes in
                var found: [Range<String.Index>] = []
                var position = 0
                let raw = UnsafeRawBufferPointer(bytes)
                while position <= raw.count, let match = firstMatch(in: raw, from: position) {
                    if !match.isEmpty {
                        found.append(Self.index(match.lowerBound, in: text)..<Self.index(match.upperBound, in: text))
                    }
                    position = match.isEmpty ? Self.nextCharacter(after: match.upperBound, in: raw) : match.upperBound
                }
                return found
            }
        }

        /// Whether `text` has a match.
        ///
        /// - Complexity: O(text length × the pattern's cost a position).
        public func matches(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { firstMatch(in: UnsafeRawBufferPointer($0)) != nil }
        }

        /// The byte after the UTF-8 sequence starting at `offset` (one on past an invalid byte).
        private static func nextCharacter(after offset: Int, in bytes: UnsafeRawBufferPointer) -> Int {
            var next = offset + 1
            while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
            return next
        }

        /// The index of byte `offset` of `text`'s UTF-8 (a slice rounds it down to a scalar).
        private static func index(_ offset: Int, in text: String) -> String.Index {
            text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        }
    }
}
