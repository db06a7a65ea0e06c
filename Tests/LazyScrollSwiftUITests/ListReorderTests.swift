import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 23, item 6: `RecyclingList`'s `.onMove`: a long press lifts a row only when it is set, the
/// drop calls it with SwiftUI's indices (`Array.move(fromOffsets:toOffset:)`'s), and the app's data,
/// reordered so, is no change: the row the list already moved does not move again.
@MainActor
@Suite struct ListReorderTests {
    /// The frame of every loaded row, by the identity it shows.
    func frames(_ harness: ListHarness) -> [Int: CGRect] {
        Dictionary(uniqueKeysWithValues: harness.list.loadedRowViews.compactMap { view in
            (view as? HostedTestView)?.element.map { ($0, view.frame) }
        })
    }

    @Test func aRowDraggedDownGivesSwiftUIsDestinationPastItAndTheAppliedMoveLeavesTheScreenStill() throws {
        let harness = ListHarness(count: 50) {
            $0.moves = []
            $0.comparesElements = true
        }
        try harness.drag(2, onto: 5)
        // UIKit's move is 2 → 5; SwiftUI's offset is before the removal: 6.
        #expect(harness.moves?.map { [$0.offsets.first, $0.destination] } == [[2, 6]])
        #expect(harness.items.prefix(7).map(\.id) == [0, 1, 3, 4, 5, 2, 6])
        #expect(harness.shownIdentities.prefix(7) == [0, 1, 3, 4, 5, 2, 6])
        let before = frames(harness)
        let hosted = harness.hosted.count
        harness.update()
        #expect(frames(harness) == before)
        #expect(harness.shownIdentities.prefix(7) == [0, 1, 3, 4, 5, 2, 6])
        #expect(harness.list.numberOfRows == 50)
        // Nothing re-hosted: the update found no difference.
        #expect(harness.hosted.count == hosted)
    }

    @Test func aRowDraggedUpGivesTheSameIndexAsUIKitAndKeepsItsSelection() throws {
        let harness = ListHarness(count: 50) {
            $0.moves = []
            $0.selectionKind = .multiple
        }
        try harness.tap(5)
        try harness.drag(5, onto: 1)
        #expect(harness.moves?.map { [$0.offsets.first, $0.destination] } == [[5, 1]])
        #expect(harness.items.prefix(6).map(\.id) == [0, 5, 1, 2, 3, 4])
        let before = frames(harness)
        harness.update()
        #expect(frames(harness) == before)
        #expect(harness.shownIdentities.prefix(6) == [0, 5, 1, 2, 3, 4])
        #expect(harness.bound == [5])
        #expect(harness.list.selectedRows.ranges == [1..<2])
    }

    /// Scrolled 20 points, row 1 is the first row starting on screen. The drop's batch update anchors on
    /// the first such row that does not move, row 2, which the drag had moved up into row 1's place:
    /// the list keeps the offset the drag drew the rows at instead, so nothing but the dropped row moves.
    @Test func liftingTheFirstRowStartingOnScreenKeepsTheOffset() throws {
        let harness = ListHarness(count: 50) { $0.moves = [] }
        harness.scroll(toY: 20)
        harness.list.layoutIfNeeded()
        #expect(harness.screenY(of: 1) == 24)
        try harness.drag(1, onto: 4)
        #expect(harness.moves?.map { [$0.offsets.first, $0.destination] } == [[1, 5]])
        #expect(harness.list.contentOffset.y == 20)
        #expect([0, 2, 3, 4, 1, 5].map { harness.screenY(of: $0) } == [-20, 24, 68, 112, 156, 200])
    }

    @Test func dataTheAppLeavesAsItWasMovesTheRowBack() throws {
        let harness = ListHarness(count: 50) {
            $0.moves = []
            $0.appliesMoves = false
        }
        try harness.drag(1, onto: 3)
        #expect(harness.shownIdentities.prefix(5) == [0, 2, 3, 1, 4])
        harness.update()
        #expect(harness.shownIdentities.prefix(5) == [0, 1, 2, 3, 4])
    }

    @Test func withoutOnMoveALongPressLiftsNoRow() throws {
        let harness = ListHarness(count: 50) { $0.selectionKind = .single }
        try harness.drag(1, onto: 3)
        #expect(harness.shownIdentities.prefix(5) == [0, 1, 2, 3, 4])
        #expect(harness.list.reorder == nil)
    }
}
