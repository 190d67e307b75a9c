/// Consistency checks, trapping with a message that names the kind and section: every kind for
/// tests, and what one operation touched, which the operations check when the package is built
/// with `-Xswiftc -DLISTENGINE_INTERNAL_CHECKS`.
extension SupplementaryViews {
    /// Checks every kind (see ``_checkKind(_:)``), that no two kinds share a name, that no view
    /// is placed twice, that no placed view also waits in its pool, and that headers kept aside
    /// for a focus (two at most) are neither placed nor pooled.
    ///
    /// - Complexity: O(kinds × sections + pooled views).
    package func _checkInvariants() {
        var placed = Set<ObjectIdentifier>()
        for k in kinds.indices {
            _checkKind(k)
            precondition(index(of: kinds[k].name) == k, "supplementary kind \"\(kinds[k].name)\" is registered twice")
            kinds[k].pool._checkInvariants()
            var waiting = Set<ObjectIdentifier>()
            kinds[k].pool.forEachWaiting { waiting.insert(ObjectIdentifier($0)) }
            for (i, view) in kinds[k].views.enumerated() {
                guard let view else { continue }
                let s = sections.lowerBound + i
                precondition(placed.insert(ObjectIdentifier(view)).inserted, "a \"\(kinds[k].name)\" view of section \(s) is placed twice")
                precondition(!waiting.contains(ObjectIdentifier(view)), "the \"\(kinds[k].name)\" view of section \(s) also waits in its pool")
            }
            guard kinds[k].name == ListView.elementKindSectionHeader else { continue }
            precondition(pinnedHeaders.count <= 2, "\(pinnedHeaders.count) header views kept aside: two at most")
            for (s, view) in pinnedHeaders {
                precondition(!sections.contains(s), "the header view of section \(s) is kept aside while its section is placed")
                precondition(placed.insert(ObjectIdentifier(view)).inserted && !waiting.contains(ObjectIdentifier(view)),
                             "the header view kept aside for section \(s) is also placed or waits in its pool")
            }
        }
    }

    /// Checks kind `k`: a view slot and an asked flag for each section placed, and a view only
    /// where the section was asked for one.
    ///
    /// - Complexity: O(sections).
    func _checkKind(_ k: Int) {
        let kind = kinds[k]
        precondition(kind.views.count == sections.count && kind.asked.count == sections.count,
                     "supplementary kind \"\(kind.name)\" keeps \(kind.views.count) views and \(kind.asked.count) flags for sections \(sections)")
        for i in kind.views.indices where kind.views[i] != nil {
            precondition(kind.asked[i], "supplementary kind \"\(kind.name)\" has a view for section \(sections.lowerBound + i), never asked for")
        }
    }
}
