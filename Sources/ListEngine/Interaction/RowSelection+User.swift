/// A user's selection — a tap, or the keyboard focus that selection follows — with the
/// delegate's veto points: `willSelectRowAt` may redirect or refuse it, `willDeselectRowAt`
/// each row it deselects, and `didDeselectRowAt`/`didSelectRowAt` are told when the call ends.
extension RowSelection {
    /// Selects `path` as a user's tap does: the delegate's `willSelectRowAt` may redirect or
    /// refuse it, the other rows are deselected (each confirmed) unless the mode allows several,
    /// and `didDeselectRowAt`/`didSelectRowAt` are told. Returns the row selected, if any.
    ///
    /// - Complexity: O(1), plus O(s) for s rows deselected, plus the callbacks.
    @discardableResult
    func selectAsUser<Host: InteractionHost>(_ path: ListIndexPath, in host: Host, callees: Host.Calls) -> ListIndexPath? {
        guard let target = validated(host.willSelectRow(at: path, callees: callees), in: host) else { return nil }
        if !host.selectsManyNow {
            for old in selected.sorted() where old != target {
                guard let confirmed = validated(confirmDeselection(of: old, in: host), in: host) else { return nil }
                unselect(confirmed, in: host)
                host.didDeselectRow(at: confirmed, callees: callees)
            }
        }
        add(target, in: host)
        host.didSelectRow(at: target, callees: callees)
        return target
    }

    /// The row to deselect instead of `path`, as the delegate (as it is now) answers (nil:
    /// keep it selected).
    ///
    /// - Complexity: the delegate's.
    func confirmDeselection<Host: InteractionHost>(of path: ListIndexPath, in host: Host) -> ListIndexPath? {
        host.willDeselectRow(at: path, callees: host.loadCallees())
    }

    /// `path` if it names a row of the list (a delegate may redirect anywhere), else nil.
    ///
    /// - Complexity: O(1).
    func validated<Host: InteractionHost>(_ path: ListIndexPath?, in host: Host) -> ListIndexPath? {
        guard let path, (try? host.validate(path)) != nil else { return nil }
        return path
    }
}
