/// The places the two foci pin (-1: none) — the keyboard's and the screen reader's: rows whose
/// cells, or sections whose header views, are kept aside when they leave the screen. Two at
/// most, so a pass asks two comparisons a row or section that leaves, and none when neither
/// focus is there.
struct FocusPins {
    /// The keyboard focus's row or section, or -1.
    var keyboard = -1
    /// The screen reader's row or section, or -1.
    var reader = -1

    /// Whether `i` is one of them.
    ///
    /// - Complexity: O(1).
    func contains(_ i: Int) -> Bool { i >= 0 && (i == keyboard || i == reader) }
}

extension FocusPins {
    /// The rows whose cells are pinned as they leave the window: those the foci of `host` are on.
    ///
    /// - Complexity: O(log n) for each focus on a row; O(1) without one.
    static func rows(focusedIn host: some PinningHost) -> FocusPins {
        var pins = FocusPins()
        if let focused = host.keyboardFocus?.indexPath { pins.keyboard = host.globalRow(for: focused) ?? -1 }
        if case let .row(path)? = host.readerFocus { pins.reader = host.globalRow(for: path) ?? -1 }
        return pins
    }

    /// The sections whose header views are pinned as they leave the screen: those whose header
    /// a focus of `host` is on.
    ///
    /// - Complexity: O(1).
    static func headers(focusedIn host: some PinningHost) -> FocusPins {
        var pins = FocusPins()
        if case let .header(section)? = host.keyboardFocus { pins.keyboard = section }
        if case let .header(section)? = host.readerFocus { pins.reader = section }
        return pins
    }
}
