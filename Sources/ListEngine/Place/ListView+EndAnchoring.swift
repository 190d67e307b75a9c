/// Lists that grow at their end — a chat, a log, a live feed: the list starts at its end and
/// keeps the end in view while rows arrive and grow, as long as the reader is there; a reader
/// who scrolled away keeps their place and is told how many rows arrived below.
extension ListView {
    /// Whether the list anchors to its end. Turning it on puts the reader at the end: the next
    /// ``layout()`` shows the last rows, with the content's end at the viewport's bottom edge
    /// (less the bottom inset) — or the content at the top, if it is shorter than the viewport.
    ///
    /// While the reader is at the end (``isAnchoredToEnd``), the engine keeps the end there
    /// itself: through rows appended and rows that grow (a message streaming in), a viewport or
    /// a bottom inset that shrinks and grows back (a keyboard), batch updates, snapshots and
    /// reloads, in tables and collections alike. That rule wins over the others that keep a
    /// place: a batch that deletes every visible row still keeps the end in view.
    ///
    /// A scroll towards the top that leaves the viewport short of the end releases it (by any
    /// distance: a reader who starts to scroll up is never pulled back by the next row); the
    /// reader's place is then kept as in any list, and rows that arrive below the viewport are
    /// counted in ``newRowsBelow``. Any other scroll — down, or a jump (``scrollToRow(at:position:)``,
    /// ``restorePlace(_:)``) — anchors it if it ends within ``endAnchorThreshold`` of the end or
    /// past it, as ``scrollToEnd()`` does, and releases it otherwise. Content pulled past the end
    /// stays there until the next scroll settles it.
    ///
    /// Setting the value it has changes nothing (a reader away stays away); from a callback of a
    /// running operation the change waits until the operation ends.
    ///
    /// - Complexity: O(1); the next ``layout()`` does the work.
    public var anchorsToEnd: Bool {
        get { viewport.end.isEnabled }
        set {
            guard newValue != viewport.end.isEnabled else { return }
            if defersCalls { return deferCall { $0.anchorsToEnd = newValue } }
            guard mayMutate("anchorsToEnd") else { return }
            placeKeeper.setAnchorsToEnd(newValue, in: self)
        }
    }

    /// Whether the reader is at the end of a list that anchors to it, so the engine keeps the
    /// end in view. False when ``anchorsToEnd`` is off.
    ///
    /// - Complexity: O(1).
    public var isAnchoredToEnd: Bool { viewport.end.keepsEnd }

    /// How close to the end, in points, a scroll must come to anchor the end again; 8 pt unless
    /// set.
    ///
    /// - Complexity: O(1).
    public var endAnchorThreshold: Double { viewport.end.threshold }

    /// Sets ``endAnchorThreshold``.
    ///
    /// - Throws: ``ListError/invalidEndAnchorThreshold(_:)`` unless `points` is finite and ≥ 0.
    /// - Complexity: O(1).
    public func setEndAnchorThreshold(_ points: Double) throws(ListError) {
        guard points >= 0, points.isFinite else { throw .invalidEndAnchorThreshold(points) }
        viewport.end.threshold = points
    }

    /// The number of rows that arrived below the viewport while the reader was away from the end
    /// of a list that anchors to it, and have not been on screen since (as ``newRowsAbove``
    /// counts those above). Scrolling down to them counts them as seen; a reload forgets them.
    ///
    /// - Complexity: O(1).
    public var newRowsBelow: Int { data.unseenRowsBelow.count }

    /// Scrolls to the end — the newest row — and anchors it there (see ``anchorsToEnd``); the
    /// rows below count as seen. A list that does not anchor to its end is only scrolled there.
    ///
    /// - Complexity: O(log n); a flow not laid out to its end lays it out first, O(items laid out).
    public func scrollToEnd() throws(ListError) {
        if defersCalls { return deferCall { list throws(ListError) in try list.scrollToEnd() } }
        try perform("scrollToEnd()") { () throws(ListError) in try placeKeeper.scrollToEnd(in: self) }
    }
}
