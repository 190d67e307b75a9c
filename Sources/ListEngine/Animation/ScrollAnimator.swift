/// The list's animated scroll to a row (``ListView/scrollToRow(at:position:animated:)``): the
/// animation under way, if any, and what happens to it — it starts, moves the offset a frame a
/// pass towards the row's resting offset as the layout has it then, lands the row exactly on
/// its last frame, follows its row through batches, and stops.
///
/// It reaches the list only through a ``ScrollAnimationHost``; `ListView` owns one and forwards
/// to it. A class: the list's callbacks may read it while it changes, and must find it whole.
final class ScrollAnimator {
    /// The animated scroll under way, which moves the offset a pass at a time; nil when none runs.
    @exclusivity(unchecked) private(set) var running: ScrollAnimation?

    /// Starts an animated scroll to the row at `indexPath` (valid) at `position`, from the
    /// offset now, stopping the one under way; none if the row is at its resting offset already.
    ///
    /// - Complexity: O(log n) (a flow first lays its lines out through the row).
    func start(to indexPath: ListIndexPath, position: ScrollPosition, in host: some ScrollAnimationHost, callees: Callees) {
        running = nil
        let aim = host.restingOffset(showing: indexPath, at: position, margin: 0, callees: callees)
        let distance = aim - host.scrollOffset
        guard distance != 0 else { return }
        // `.none` lands the row at the edge it comes in from, wherever measuring moves it.
        let resolved = position != .none ? position : distance < 0 ? .top : .bottom
        running = ScrollAnimation(target: indexPath, position: resolved, distance: distance, viewportHeight: host.viewportHeight)
    }

    /// Step 2 of a pass: the animation advances a frame, and the offset moves the frame's share
    /// of the way to the row's resting offset as the layout has it now (the aim itself at the
    /// last frame). An interactive move, which scrolls the list by itself, stops it.
    ///
    /// - Complexity: O(log n); no allocation.
    func advance(in host: some ScrollAnimationHost, callees: Callees) {
        guard var animation = running else { return }
        guard !host.isMovingRow, host.globalRow(for: animation.target) != nil else {
            stop()
            return
        }
        animation.progress.advance(by: host.frameInterval)
        let aim = host.restingOffset(showing: animation.target, at: animation.position, margin: 0, callees: callees)
        host.scrollAnimationStep(to: animation.step(from: host.scrollOffset, towards: aim))
        running = animation
    }

    /// After step 3 of a pass gave the rows their cells: keeps the animation's velocity sane
    /// and, at its last frame, puts the offset on the aim again if measuring moved the row.
    /// Returns whether it did, and the rows must be turned over again (at most
    /// ``ScrollAnimation/maximumLandingRounds`` times a pass).
    ///
    /// - Complexity: O(log n).
    func lands(in host: some ScrollAnimationHost, callees: Callees) -> Bool {
        guard var animation = running else { return false }
        host.limitScrollVelocity(to: ScrollAnimation.maximumScreensPerSecond * host.viewportHeight)
        guard animation.progress.isFinished, animation.landingRounds < ScrollAnimation.maximumLandingRounds,
              host.globalRow(for: animation.target) != nil else { return false }
        let aim = host.restingOffset(showing: animation.target, at: animation.position, margin: 0, callees: callees)
        guard aim != host.scrollOffset else { return false }
        host.scrollAnimationStep(to: aim)
        animation.landingRounds += 1
        running = animation
        return true
    }

    /// At the end of a pass: an animation whose last frame it was ends, and the delegate hears
    /// of it (``ScrollAnimationHost/scrollAnimationDidEnd(callees:)``).
    ///
    /// - Complexity: O(1) plus the callback.
    func endIfLanded(in host: some ScrollAnimationHost, callees: Callees) {
        guard let animation = running, animation.progress.isFinished else { return }
        stop()
        host.scrollAnimationDidEnd(callees: callees)
    }

    /// Stops the animation under way, where it is, without the delegate's callback.
    ///
    /// - Complexity: O(1).
    func stop() {
        running = nil
    }

    /// A reload stops the animation; a batch has it follow its row, or stop where it is with
    /// ``ListError/scrollTargetDeleted(_:)`` reported if the row was deleted.
    ///
    /// - Complexity: O(log k) for k rows a batch names.
    func rowsDidChange(_ change: RowsChange, in host: some ScrollAnimationHost) {
        guard var animation = running else { return }
        switch change {
        case .reload:
            stop()
        case let .batch(plan):
            let deleted = animation.target
            if animation.follow(plan) {
                running = animation
            } else {
                stop()
                host.diagnose(.scrollTargetDeleted(deleted))
            }
        }
    }
}
