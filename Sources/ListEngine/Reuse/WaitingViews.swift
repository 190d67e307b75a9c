/// The views waiting in one reuse pool: a stack in storage that its owner frees with
/// ``deallocate()``, as ``Column`` is.
///
/// An `Array` of views kept in a pool checks that its storage is uniquely referenced at every
/// push and pop (a call into the runtime), and a view appended to it is retained there while
/// the caller's reference is released. Here a push moves the caller's reference into the
/// storage and a pop moves it out: no check, no reference counting. The room is reserved as
/// the pool's bound grows (``reserve(_:)``), so pushing allocates nothing.
struct WaitingViews<View: AnyObject> {
    private var base: UnsafeMutablePointer<View>
    /// The number of views waiting.
    private(set) var count = 0
    /// The views it has room for.
    private(set) var capacity = 0

    /// No views, and no room yet.
    init() {
        base = .allocate(capacity: 1)
    }

    /// Whether no view waits.
    var isEmpty: Bool { count == 0 }

    /// Makes room for at least `capacity` views, growing to at least twice the room it had: a
    /// pool's bound grows one cell at a time as a list first fills its screen, and doubling
    /// keeps that to a few allocations.
    ///
    /// - Complexity: O(count) when it grows; allocates then.
    mutating func reserve(_ capacity: Int) {
        guard capacity > self.capacity else { return }
        let grownCapacity = Swift.max(capacity, 2 * self.capacity)
        let grown = UnsafeMutablePointer<View>.allocate(capacity: grownCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        self.capacity = grownCapacity
    }

    /// Puts `view` on top; there must be room (``reserve(_:)``).
    ///
    /// - Complexity: O(1); no allocation.
    mutating func push(_ view: consuming View) {
        precondition(count < capacity, "a view pushed with no room reserved")
        (base + count).initialize(to: view)
        count += 1
    }

    /// The view on top (the next ``pop()``'s), or nil when none waits.
    ///
    /// - Complexity: O(1).
    var top: View? { count > 0 ? base[count - 1] : nil }

    /// Takes the view on top, or nil when none waits.
    ///
    /// - Complexity: O(1).
    mutating func pop() -> View? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Drops every waiting view; the room stays.
    ///
    /// - Complexity: O(count).
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Calls `body` with each waiting view, bottom to top.
    ///
    /// - Complexity: O(count) beyond `body`.
    func forEach(_ body: (View) -> Void) {
        for i in 0..<count { body(base[i]) }
    }

    /// Frees the views and the storage; it must not be used again.
    ///
    /// - Complexity: O(count).
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
