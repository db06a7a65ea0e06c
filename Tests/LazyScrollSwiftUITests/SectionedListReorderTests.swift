import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: `RecyclingList`'s `.onMoveItem` for sections: a long press lifts an item only when
/// it is set (never a header), the drop calls it with the item's path and its path once moved, within a
/// section or into another, and the app's data, moved so, is no change: the item the list already moved
/// does not move again.
@MainActor
@Suite struct SectionedListReorderTests {
    /// Three sections of four items: S0 holds 0–3, S1 4–7, S2 8–11.
    func harness(configure: (SectionedListHarness) -> Void = { _ in }) -> SectionedListHarness {
        SectionedListHarness(sections: 3, items: 4) {
            $0.moves = []
            configure($0)
        }
    }

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    /// The frame of every loaded view, by what it hosts.
    func frames(_ harness: SectionedListHarness) -> [TestElement: CGRect] {
        Dictionary(uniqueKeysWithValues: harness.list.loadedRowViews.compactMap { view in
            (view as? HostedElementView)?.shown.map { ($0, view.frame) }
        })
    }

    @Test func anItemDraggedDownInItsSectionGivesItsPathOnceMovedAndTheAppliedMoveLeavesTheScreenStill() throws {
        let harness = harness()
        try harness.drag(.item(1), onto: .item(3))
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 1), to: path(0, 3))])
        #expect(harness.groups[0].items.map(\.id) == [0, 2, 3, 1])
        #expect(harness.shownElements.prefix(6) == [.header("S0"), .item(0), .item(2), .item(3), .item(1), .header("S1")])
        let before = frames(harness)
        harness.hosted = []
        harness.update()
        #expect(frames(harness) == before)
        #expect(harness.loadedElements.map(\.element) == Array(harness.expectedElements.prefix(harness.loadedElements.count)))
        // Nothing re-hosted but S0's header, whose section's items changed: no item moved again.
        #expect(harness.hosted == [.header("S0")])
    }

    @Test func anItemDraggedIntoAnotherSectionMovesThereWithItsSelection() throws {
        let harness = harness { $0.bound = [] }
        try harness.tap(.item(1))
        #expect(harness.bound == [1])
        try harness.drag(.item(1), onto: .item(5))
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 1), to: path(1, 2))])
        #expect(harness.groups.map { $0.items.map(\.id) } == [[0, 2, 3], [4, 5, 1, 6, 7], [8, 9, 10, 11]])
        #expect((0..<3).map { harness.list.numberOfItems(inSection: $0) } == [3, 5, 4])
        let before = frames(harness)
        harness.update()
        #expect(frames(harness) == before)
        #expect(harness.shownElements.prefix(10) == harness.expectedElements.prefix(10))
        #expect(harness.bound == [1])
        #expect(harness.view(of: .item(1))?.isSelected == true)
        #expect(harness.list.selectedRows.count == 1)
    }

    @Test func anItemDroppedOnAHeaderGoesFirstInItsSectionDraggedDownAndLastInTheOneAboveDraggedUp() throws {
        let harness = harness()
        try harness.drag(.item(2), onto: .header("S1"))
        try harness.drag(.item(6), onto: .header("S1"))
        #expect(harness.moves == [
            SectionBatchUpdate.ItemMove(from: path(0, 2), to: path(1, 0)),
            // Item 6 is at (1, 3) after item 2 went first in S1.
            SectionBatchUpdate.ItemMove(from: path(1, 3), to: path(0, 3)),
        ])
        #expect(harness.groups.map { $0.items.map(\.id) } == [[0, 1, 3, 6], [2, 4, 5, 7], [8, 9, 10, 11]])
        harness.update()
        #expect(harness.shownElements.prefix(10) == harness.expectedElements.prefix(10))
    }

    @Test func anItemDroppedOnAFooterGoesFirstInTheNextSection() throws {
        let harness = harness { $0.showsFooters = true }
        try harness.drag(.item(0), onto: .footer("S0"))
        #expect(harness.moves == [SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(1, 0))])
        #expect(harness.groups.map { $0.items.map(\.id) } == [[1, 2, 3], [0, 4, 5, 6, 7], [8, 9, 10, 11]])
        harness.update()
        #expect(harness.shownElements.prefix(9) == harness.expectedElements.prefix(9))
    }

    @Test func dataTheAppLeavesAsItWasMovesTheItemBack() throws {
        let harness = harness { $0.appliesMoves = false }
        let original = harness.expectedElements
        try harness.drag(.item(1), onto: .item(5))
        #expect(harness.shownElements.prefix(8) == [.header("S0"), .item(0), .item(2), .item(3), .header("S1"), .item(4), .item(5), .item(1)])
        harness.update()
        #expect(harness.shownElements.prefix(10) == original.prefix(10))
        #expect(harness.list.numberOfItems(inSection: 0) == 4)
    }

    @Test func withoutOnMoveItemNoItemIsLiftedAndAHeaderNeverIs() throws {
        let still = SectionedListHarness(sections: 3, items: 4)
        try still.drag(.item(1), onto: .item(5))
        #expect(still.shownElements.prefix(6) == still.expectedElements.prefix(6))
        #expect(still.list.reorder == nil)
        let harness = harness()
        try harness.drag(.header("S1"), onto: .item(0))
        #expect(harness.moves == [])
        #expect(harness.shownElements.prefix(10) == harness.expectedElements.prefix(10))
    }

    /// The drop of an engine's flat move, as the UIKit list turns it into an item's move: first below a
    /// header, after an item, first in the next section below a footer, last in the last section.
    @Test func aFlatDropBecomesTheMoveOfAnItemBetweenPaths() {
        let harness = harness { $0.showsFooters = true }
        let list = harness.list
        // Rows: S0 header 0, items 1–4, footer 5; S1 header 6, items 7–10, footer 11; S2 12, 13–16, 17.
        func drop(_ from: Int, _ to: Int) -> SectionBatchUpdate.ItemMove? {
            list.itemMove(forDrop: BatchUpdate.Move(from: from, to: to))
        }
        #expect(drop(1, 0) == nil)
        #expect(drop(2, 0) == SectionBatchUpdate.ItemMove(from: path(0, 1), to: path(0, 0)))
        #expect(drop(1, 3) == SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(0, 2)))
        #expect(drop(1, 7) == SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(1, 1)))
        #expect(drop(8, 3) == SectionBatchUpdate.ItemMove(from: path(1, 1), to: path(0, 2)))
        #expect(drop(1, 6) == SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(1, 0)))
        #expect(drop(7, 5) == SectionBatchUpdate.ItemMove(from: path(1, 0), to: path(0, 4)))
        #expect(drop(1, 17) == SectionBatchUpdate.ItemMove(from: path(0, 0), to: path(2, 4)))
        #expect(drop(13, 17) == SectionBatchUpdate.ItemMove(from: path(2, 0), to: path(2, 3)))
        // A header is no item: nothing moves.
        #expect(drop(6, 2) == nil)
    }
}
