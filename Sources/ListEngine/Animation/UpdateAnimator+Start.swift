/// How an animation starts: from a batch just applied, or from a change of layout or width —
/// every row and section view on screen before or after given its way, an animation under way
/// taken over from where it draws each.
extension UpdateAnimator {
    /// Starts the animation of the batch `plan` just applied: `transition` lists the rows shown
    /// after it (and before), `rowStarts` numbers rows as before it, `sectionViews` are the
    /// frames of the section views placed before it (by section × kinds + kind), `leavers` are
    /// the cells that leave. A reloaded row fades in (its old cell, a leaver, fades out); the
    /// views of sections on screen after it slide from where they were, or fade in for a new
    /// section. An animation under way is taken over from where it draws every row.
    ///
    /// - Complexity: O(a log a) for the a rows and section views that animate.
    func start(_ transition: ListTransition, of plan: BatchUpdatePlan, rowStarts: [Int], sectionViews: [Int: Rect],
               leavers: [Leaver], in host: some UpdateAnimationHost) {
        let layout = host.activeLayout
        var motions = [UpdateAnimation.Motion]()
        motions.reserveCapacity(transition.rows.count + leavers.count)
        for row in transition.rows {
            guard let path = row.indexPathAfter, let frameAfter = row.frameAfter else { continue }
            let after = layout.geometry.globalRow(of: path)
            let before = row.indexPathBefore.flatMap { plan.isReloaded($0) ? nil : rowStarts[$0.section] + $0.row }
            motions.append(UpdateAnimation.Motion(before: before, after: after, frameBefore: before == nil ? nil : row.frameBefore,
                                                  frameAfter: frameAfter,
                                                  element: TransitionElement(category: .cell, indexPath: path, frame: frameAfter)))
        }
        for leaver in leavers {
            // Only a deleted or reloaded row's leaver is asked for its end, with its path before.
            let element = TransitionElement(category: .cell, indexPath: leaver.path ?? ListIndexPath(row: 0, section: 0), frame: leaver.frameBefore)
            motions.append(UpdateAnimation.Motion(before: leaver.rowBefore, after: nil, frameBefore: leaver.frameBefore,
                                                  frameAfter: leaver.rowAfter.map(layout.frame(ofItem:)), element: element))
        }
        keepLeaving(leavers, of: plan)
        let sectionMotions = sectionViewMotions(placedBefore: sectionViews, rows: motions, in: host,
                                                newSection: { plan.newSection[$0] < 0 ? nil : plan.newSection[$0] }, oldSection: { plan.oldSection[$0] })
        // The batch kept the reader's place by moving the offset: what stays on screen stays still.
        let shift = transition.contentOffsetAfter.y - transition.contentOffsetBefore.y
        begin(UpdateAnimation(motions: motions, sectionMotions: sectionMotions, sectionKinds: host.window.supplementary.kinds.count,
                              style: style, duration: settings.effectiveDuration, curve: settings.curve, shift: shift,
                              interrupting: running), in: host)
    }

    /// Starts the animation of a change of layout or width just made: `transition` lists every
    /// item on screen before or after, numbered as they still are; `sectionViewsBefore` are the
    /// frames of the section views placed before it (``placedSectionViewFrames(in:)``). Each
    /// slides from where it was drawn (or its frame before) to its frame now; one that comes into
    /// view fades in.
    ///
    /// - Complexity: O(v log v) for the v items and section views listed.
    func startLayoutChange(_ transition: ListTransition, sectionViewsBefore: [Int: Rect], in host: some UpdateAnimationHost) {
        let layout = host.activeLayout
        var motions = [UpdateAnimation.Motion]()
        motions.reserveCapacity(transition.rows.count)
        for row in transition.rows {
            guard let path = row.indexPathAfter else { continue }
            let g = layout.geometry.globalRow(of: path)
            let frameAfter = row.frameAfter ?? layout.frame(ofItem: g)
            motions.append(UpdateAnimation.Motion(before: row.frameBefore == nil ? nil : g, after: g, frameBefore: row.frameBefore,
                                                  frameAfter: frameAfter,
                                                  element: TransitionElement(category: .cell, indexPath: path, frame: frameAfter)))
        }
        let sectionMotions = sectionViewMotions(placedBefore: sectionViewsBefore, rows: motions, in: host,
                                                newSection: { $0 }, oldSection: { $0 })
        // Items that come into view fade in, whatever inserted rows do.
        var style = style
        style.insertion = .fade
        begin(UpdateAnimation(motions: motions, sectionMotions: sectionMotions, sectionKinds: host.window.supplementary.kinds.count,
                              style: style, duration: settings.effectiveDuration, curve: settings.curve,
                              shift: transition.contentOffsetAfter.y - transition.contentOffsetBefore.y, interrupting: running), in: host)
    }

    /// The frames of the section views `host` has placed now, by section × kinds + kind: where
    /// an update starts them.
    ///
    /// - Complexity: O(kinds × sections placed).
    func placedSectionViewFrames(in host: some UpdateAnimationHost) -> [Int: Rect] {
        var frames: [Int: Rect] = [:]
        let kinds = host.window.supplementary.kinds.count
        for k in 0..<kinds {
            for s in host.window.supplementary.sections {
                if let view = host.window.supplementary.view(kind: k, section: s) { frames[s * kinds + k] = view.frame }
            }
        }
        return frames
    }

    /// The motions of the section views on screen before or after an update, keyed by section ×
    /// kinds + kind: a view placed before (`placedBefore`, as numbered before) slides to its
    /// frame now — out of view too, drawn until it leaves the screen; one of a section that
    /// existed but had no view placed moves as the first row of its section that was laid out
    /// on both sides (`rows`), or fades in where it is; a new section's views arrive.
    /// `newSection` and `oldSection` map section numbers across the update (nil or −1: none).
    ///
    /// - Complexity: O(r log n + v log v) for r row motions, n rows and v section views.
    private func sectionViewMotions(placedBefore: [Int: Rect], rows: [UpdateAnimation.Motion], in host: some UpdateAnimationHost,
                                    newSection: (Int) -> Int?, oldSection: (Int) -> Int) -> [UpdateAnimation.Motion] {
        let kinds = host.window.supplementary.kinds.count
        guard kinds > 0 else { return [] }
        let visibleSections = host.visibleSections
        var sections = Array(visibleSections)
        for key in placedBefore.keys {   // any kind: a section may have a footer and no header
            if let t = newSection(key / kinds), !visibleSections.contains(t) { sections.append(t) }
        }
        // How far each section's first row laid out on both sides moved.
        var moved: [Int: (dx: Double, dy: Double)] = [:]
        for row in rows {
            guard row.before != nil, let after = row.after, let from = row.frameBefore, let to = row.frameAfter else { continue }
            let t = host.activeLayout.geometry.indexPath(ofRow: after).section
            if moved[t] == nil { moved[t] = (from.minX - to.minX, from.minY - to.minY) }
        }
        var motions = [UpdateAnimation.Motion]()
        for t in Set(sections) {
            let s = oldSection(t)
            for k in 0..<kinds {
                let kind = host.window.supplementary.kinds[k].name
                guard let frameAfter = host.frame(ofElementKind: kind, section: t) else { continue }
                var motion = UpdateAnimation.Motion(before: nil, after: t * kinds + k, frameBefore: nil, frameAfter: frameAfter,
                                                    element: TransitionElement(category: .sectionView(kind: kind),
                                                                               indexPath: ListIndexPath(row: 0, section: t), frame: frameAfter))
                if s >= 0 {
                    motion.before = s * kinds + k
                    if let frame = placedBefore[s * kinds + k] {
                        motion.frameBefore = frame
                    } else if let (dx, dy) = moved[t] {
                        motion.frameBefore = Rect(x: frameAfter.minX + dx, y: frameAfter.minY + dy, width: frameAfter.width, height: frameAfter.height)
                    } else {
                        motion.fadesIn = true
                    }
                }
                motions.append(motion)
            }
        }
        return motions
    }

    /// Makes `animation` the one under way (counted, and drawn at its first frame), or none if
    /// it moves nothing.
    ///
    /// - Complexity: O(a) for the a rows and views it draws.
    private func begin(_ animation: UpdateAnimation, in host: some UpdateAnimationHost) {
        guard !animation.tracks.isEmpty || !animation.leaving.isEmpty || !animation.sectionTracks.isEmpty else {
            running = nil
            return
        }
        if running != nil { statistics.interrupted += 1 }
        statistics.started += 1
        running = animation
        present(in: host)
    }

    /// The motion style the settings give.
    private var style: UpdateAnimation.Style {
        UpdateAnimation.Style(reducesMotion: settings.reducesMotion, insertion: settings.insertion, deletion: settings.deletion)
    }
}
