import CSwiftReferences

/// Where an object an `unowned` reference holds lives, to ask before loading the reference
/// whether the object is still alive — the one thing `weak` gives that `unowned` does not.
///
/// A weakly referenced object counts all its references in a side table, where every retain and
/// release takes the runtime's slow path; a list retains and releases its data source at every
/// operation. An unowned reference is counted inline and keeps the object's memory (not the
/// object) until it lets go, so the address stays valid to ask.
struct ObjectAddress {
    private let address: UnsafeMutableRawPointer?

    /// The address of `object`, which the caller holds with an `unowned` reference; `nil` for none.
    init(of object: AnyObject?) {
        address = object.map { Unmanaged.passUnretained($0).toOpaque() }
    }

    /// Whether there is an object and it has not begun to deinitialize: whether loading the
    /// unowned reference that holds it is safe.
    ///
    /// - Complexity: O(1): one load of the object's count.
    var holdsLiveObject: Bool {
        guard let address else { return false }
        return !listengine_is_deinitializing(address)
    }
}
