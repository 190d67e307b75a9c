extension ActiveLayout {
    /// Checks the invariants of the layout's own geometry (``LayoutModel/_checkModelInvariants()``:
    /// a flow's lines; the table geometry and a grid check theirs as they change). Traps with a message that names what is broken.
    ///
    /// - Complexity: O(n) for a flow's laid-out items; O(1) for the others.
    func _checkInvariants() {
        visit(LayoutQuestions.CheckInvariants())
    }
}
