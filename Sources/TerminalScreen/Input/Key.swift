/// A key a person pressed, or a mouse event, as ``KeyDecoder`` reads it from a terminal in raw
/// mode. Modifiers other than Ctrl on a letter are not reported: Ctrl-Up is ``up``, Alt-x is
/// ``escape`` then `x`.
public enum Key: Hashable, Sendable {
    /// Printable text: one grapheme cluster, space included (a cluster whose scalars arrive in
    /// one read is one key). Enter, Tab and Backspace are their own cases.
    case character(Character)
    /// Enter or Return (CR; a LF, as Ctrl-J sends, too).
    case enter
    /// Tab (Ctrl-I).
    case tab
    /// Backspace (DEL, or BS as Ctrl-H sends).
    case backspace
    /// Escape on its own: reported by ``KeyDecoder/flush()`` when nothing follows it.
    case escape
    /// Delete (forward), `ESC[3~`.
    case delete
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Ctrl with a letter, as the lower-case letter: Ctrl-C is `.control("c")`. The other
    /// control bytes come as `@` (Ctrl-Space, NUL), `\`, `]`, `^` and `_`; Ctrl-H, Ctrl-I,
    /// Ctrl-J and Ctrl-M are ``backspace``, ``tab`` and ``enter``.
    case control(Character)
    /// A mouse wheel step, up or down, over 0-based `column` and `row` (SGR 1006 reports).
    case mouseWheel(up: Bool, column: Int, row: Int)
    /// A mouse button pressed or released over 0-based `column` and `row`. `button` is the
    /// reported code without its modifier bits (4, 8, 16): 0 left, 1 middle, 2 right, plus 32
    /// for motion, 128 and up for extra buttons. A legacy (X10) release says button 3.
    case mouse(button: Int, pressed: Bool, column: Int, row: Int)
    /// A function key, F1–F12.
    case function(Int)
    /// Text pasted while bracketed paste is on (``TerminalSession`` turns it on), as it came:
    /// newlines, tabs and escape sequences in it are text, not keys. At most
    /// ``KeyDecoder/pasteLimit`` bytes of it; a longer paste keeps that much (cut at a
    /// character) followed by "…".
    case paste(String)
    /// A sequence the decoder does not know (an unknown escape sequence, invalid UTF-8), its
    /// bytes as they came.
    case unknown([UInt8])
}
