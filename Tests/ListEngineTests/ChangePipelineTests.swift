import Testing
@testable import ListEngine

/// ``ChangePipeline`` driven through a fake ``ChangeFollowing``, without a list: every kind of
/// change that replaces what is presented reaches the followers of
/// ``ChangePipeline/startOrder`` at its start and those it concerns at its end, in the one
/// order ``ChangePipeline/order`` writes; one that keeps it reaches none.
@Suite struct ChangePipelineTests {
    /// Records each follower told, and when.
    final class RecordingHost: ChangeFollowing {
        var told: [(follower: ChangeFollower, moment: ChangeMoment)] = []

        func tell(_ follower: ChangeFollower, of change: ListChange, renumbering rows: RowsChange?, at moment: ChangeMoment) {
            told.append((follower, moment))
        }
    }

    /// One change of each kind the list distinguishes.
    static func everyKind() throws -> [ListChange] {
        var update = ListBatchUpdate()
        update.insertRows(at: [ListIndexPath(row: 0, section: 0)])
        let plan = try BatchUpdatePlan(update, oldRowCounts: [1], newRowCounts: [2], requiresRows: false)
        return [
            .batch(plan, animated: false), .batch(plan, animated: true), .reload, .rowsReloaded, .sectionsReloaded,
            .heightChanged, .geometry(.width, animated: false), .geometry(.layout, animated: true),
        ]
    }

    @Test func everyChangeReachesTheFollowersItConcernsInTheOneOrder() throws {
        let starting = ChangePipeline.startOrder
        for change in try Self.everyKind() {
            let host = RecordingHost()
            ChangePipeline.start(change, in: host)
            ChangePipeline.end(change, in: host)
            // A change that keeps what is presented reaches no follower; a new width or layout
            // only those that act on more than a renumbering.
            let started = change.replacesPresentation ? starting : []
            let ended = !change.replacesPresentation ? [] : change.renumbering == nil ? ChangePipeline.geometryOrder : ChangePipeline.order
            #expect(host.told.map(\.follower) == started + ended)
            #expect(host.told.prefix(started.count).allSatisfy { $0.moment == .start })
            #expect(host.told.suffix(ended.count).allSatisfy { $0.moment == .end })
        }
        // The followers told at the start, and those of a new width or layout, are told in the
        // one order.
        #expect(starting == ChangePipeline.order.filter(starting.contains))
        let geometry = ChangePipeline.geometryOrder
        #expect(geometry == ChangePipeline.order.filter(geometry.contains))
    }

    @Test func theOrderNamesEachFollowerOnce() {
        let order = ChangePipeline.order
        for follower in order { #expect(order.filter { $0 == follower }.count == 1) }
        // The selection moves before the focus that selects; editing ends a move before the
        // update animation ends and the cells go back to their pools; the foci before the pins.
        func index(_ follower: ChangeFollower) -> Int { order.firstIndex(of: follower)! }
        #expect(index(.selection) < index(.focus))
        #expect(index(.editing) < index(.updateAnimation))
        #expect(index(.updateAnimation) < index(.cells))
        #expect(index(.focus) < index(.pins))
        #expect(index(.accessibility) < index(.pins))
    }

    @Test func onlyBatchesAndReloadsRenumber() throws {
        for change in try Self.everyKind() {
            switch change {
            case .batch, .reload: #expect(change.renumbering != nil)
            case .rowsReloaded, .sectionsReloaded, .heightChanged, .geometry: #expect(change.renumbering == nil)
            }
        }
    }
}
