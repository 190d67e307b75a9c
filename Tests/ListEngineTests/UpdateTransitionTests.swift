import Testing
@testable import ListEngine
import TestSupport

/// Custom transitions (``UpdateTransition`` through ``RowAnimation/custom(_:)``): asked once per
/// element that arrives or leaves, with its kind, index path and frame, and drawn from or to
/// where they say.
@Suite struct UpdateTransitionTests {
    /// Marks where it was asked for in the presentation it gives: x is 1000 × section + row
    /// (cells) or −1 (section views), y is the frame's, the width is 1 arriving and 2 leaving,
    /// the height the frame's; the opacity is `alpha`.
    struct Marking: UpdateTransition {
        var alpha = 0.25

        func mark(_ element: TransitionElement, width: Double) -> Presentation {
            let x = element.category == .cell ? Double(1_000 * element.indexPath.section + element.indexPath.row) : -1
            return Presentation(frame: Rect(x: x, y: element.frame.minY, width: width, height: element.frame.height), alpha: alpha)
        }

        func appearance(of element: TransitionElement) -> Presentation { mark(element, width: 1) }
        func disappearance(of element: TransitionElement) -> Presentation { mark(element, width: 2) }
    }

    /// Gives what is not a presentation: not finite, or beyond the list's coordinates.
    struct Broken: UpdateTransition {
        func appearance(of element: TransitionElement) -> Presentation { Presentation(frame: Rect(x: .nan, y: 0, width: 1, height: 1)) }
        func disappearance(of element: TransitionElement) -> Presentation {
            Presentation(frame: Rect(x: 0, y: 1e300, width: 1, height: 1))
        }
    }

    /// Gives a negative height and opacity.
    struct Overdone: UpdateTransition {
        func appearance(of element: TransitionElement) -> Presentation {
            Presentation(frame: Rect(x: element.frame.minX, y: element.frame.minY, width: element.frame.width, height: -10), alpha: -1)
        }
        func disappearance(of element: TransitionElement) -> Presentation { appearance(of: element) }
    }

    @Test func arrivingAndLeavingCellsStartAndEndWhereTheTransitionSays() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(curve: .linear, insertion: .custom(Marking()), deletion: .custom(Marking())))
        let deleted = try #require(list.visibleCells.first { $0.indexPath?.row == 8 })
        let deletedFrame = deleted.frame
        source.sections[0].items.insert(1_000, at: 3)
        source.sections[0].items.remove(at: 9)   // row 8 before
        try list.performBatchUpdates({
            $0.insertRows(at: [ListIndexPath(row: 3, section: 0)])
            $0.deleteRows(at: [ListIndexPath(row: 8, section: 0)])
        }, animated: true)
        // The inserted row starts where the transition put it, asked with its index path after.
        let frame = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0))
                == Presentation(frame: Rect(x: 3, y: frame.minY, width: 1, height: frame.height), alpha: 0.25))
        // The deleted row's cell leaves towards the transition's end, asked with its path before
        // (row 8, though a row arrived above it): halfway along a linear curve, halfway there.
        #expect(list.leavingCells.count == 1 && list.leavingCells.first === deleted && deleted.presentation.frame == deletedFrame)
        let frames = Int((list.updateAnimationSettings.duration / list.frameInterval).rounded())
        for _ in 0..<frames / 2 { list.layout() }
        let end = Presentation(frame: Rect(x: 8, y: deletedFrame.minY, width: 2, height: deletedFrame.height), alpha: 0.25)
        let halfway = Presentation.interpolated(from: Presentation(frame: deletedFrame), to: end, progress: 0.5)
        #expect(deleted.presentation.distance(to: halfway) < 1e-6 && abs(deleted.presentation.alpha - halfway.alpha) < 1e-9)
        AnimatedUpdateTests.play(list)
        #expect(!list.isAnimatingUpdates)
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)) == Presentation(frame: frame))
    }

    @Test func theLeavingCellReachesTheTransitionsEnd() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(curve: .linear, deletion: .custom(Marking())))
        let deletedFrame = try #require(list.rectForRow(at: ListIndexPath(row: 8, section: 0)))
        source.sections[0].items.remove(at: 8)
        try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 8, section: 0)]) }, animated: true)
        let leaving = try #require(list.leavingCells.first)
        let end = Marking().disappearance(of: TransitionElement(category: .cell, indexPath: ListIndexPath(row: 8, section: 0),
                                                               frame: deletedFrame))
        // Halfway along a linear curve it is halfway between its frame and the transition's end.
        let frames = Int((list.updateAnimationSettings.duration / list.frameInterval).rounded())
        for _ in 0..<frames / 2 { list.layout() }
        let halfway = Presentation.interpolated(from: Presentation(frame: deletedFrame), to: end, progress: 0.5)
        #expect(leaving.presentation.distance(to: halfway) < 1e-6 && abs(leaving.presentation.alpha - halfway.alpha) < 1e-9)
    }

    @Test func aNewSectionsViewsAreAskedForAsSectionViews() throws {
        let (list, source) = try AnimatedUpdateTests.sectionedTable([5, 5, 5])
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(insertion: .custom(Marking(alpha: 0.5))))
        source.counts.insert(2, at: 1)
        try list.performBatchUpdates({ $0.insertSections([1]) }, animated: true)
        // Its rows are cells of section 1.
        let row = try #require(list.rectForRow(at: ListIndexPath(row: 1, section: 1)))
        #expect(list.presentation(forRowAt: ListIndexPath(row: 1, section: 1))
                == Presentation(frame: Rect(x: 1_001, y: row.minY, width: 1, height: row.height), alpha: 0.5))
        // Its header, placed at the next pass (one frame on), is on its way from where the transition put it.
        list.layout()
        let header = try #require(list.supplementaryView(forElementKind: ListView.elementKindSectionHeader, inSection: 1))
        let settings = list.updateAnimationSettings
        let start = Presentation(frame: Rect(x: -1, y: header.frame.minY, width: 1, height: header.frame.height), alpha: 0.5)
        let expected = Presentation.interpolated(from: start, to: Presentation(frame: header.frame),
                                                 progress: settings.curve.progress(at: list.frameInterval / settings.duration))
        #expect(header.presentation.distance(to: expected) < 1e-9 && abs(header.presentation.alpha - expected.alpha) < 1e-9)
    }

    @Test func whatIsNotAPresentationFadesAndOpacityStaysInItsRange() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(insertion: .custom(Broken()), deletion: .custom(Broken())))
        source.sections[0].items.insert(1_000, at: 3)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        let frame = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)) == Presentation(frame: frame, alpha: 0))
        AnimatedUpdateTests.play(list)
        source.sections[0].items.remove(at: 3)
        try list.performBatchUpdates({ $0.deleteRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        for _ in 0..<10 { list.layout() }
        let leaving = try #require(list.leavingCells.first)
        #expect(leaving.presentation.frame == frame && leaving.presentation.alpha < 1)
    }

    @Test func aNegativeSizeIsNoSizeAndOpacityStaysInItsRange() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(curve: .linear, insertion: .custom(Overdone())))
        source.sections[0].items.insert(1_000, at: 3)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        let frame = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)) == Presentation(frame: Rect(x: 0, y: frame.minY, width: frame.width, height: 0), alpha: 0))
        // Halfway along a linear curve: half its height, half opaque (from 0, not from −1).
        let frames = Int((list.updateAnimationSettings.duration / list.frameInterval).rounded())
        for _ in 0..<frames / 2 { list.layout() }
        let halfway = try #require(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)))
        #expect(abs(halfway.frame.height - frame.height / 2) < 1e-6 && abs(halfway.alpha - 0.5) < 1e-6)
    }

    @Test func reducingMotionFadesACustomTransition() throws {
        let (list, source) = try AnimatedUpdateTests.table(rows: 100)
        try list.setUpdateAnimationSettings(UpdateAnimationSettings(reducesMotion: true, insertion: .custom(Marking())))
        source.sections[0].items.insert(1_000, at: 3)
        try list.performBatchUpdates({ $0.insertRows(at: [ListIndexPath(row: 3, section: 0)]) }, animated: true)
        let frame = try #require(list.rectForRow(at: ListIndexPath(row: 3, section: 0)))
        #expect(list.presentation(forRowAt: ListIndexPath(row: 3, section: 0)) == Presentation(frame: frame, alpha: 0))
    }

    @Test func settingsWithCustomTransitionsAreEqualWhenTheTransitionsAre() {
        let a = UpdateAnimationSettings(insertion: .custom(Marking(alpha: 0.25)))
        #expect(a == UpdateAnimationSettings(insertion: .custom(Marking(alpha: 0.25))))
        #expect(a != UpdateAnimationSettings(insertion: .custom(Marking(alpha: 0.5))))
        #expect(a != UpdateAnimationSettings(insertion: .custom(Broken())))
        #expect(a != UpdateAnimationSettings(insertion: .fade))
        #expect(Set([RowAnimation.fade, .left, .right, .top, .bottom, .none, .custom(Marking()), .custom(Marking())]).count == 7)
    }
}
