import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct RecyclingListScrollerTests {
    @Test func aScrollToAnItemWaitsForTheItemAndForTheListsSize() {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 100, sized: false) { $0.scroller = scroller }
        scroller.scrollTo(150, alignment: .start)
        #expect(scroller.position == nil)
        harness.items += (100..<300).map { TestItem(id: $0) }
        harness.update()
        harness.size()
        #expect(harness.screenY(of: 150) == 0)
        #expect(scroller.position == RecyclingListPosition(id: 150, distanceFromTop: 0))
    }

    @Test func aNewerRequestReplacesOneThatWaits() {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 100) { $0.scroller = scroller }
        scroller.scrollTo(500)
        scroller.scrollTo(40, alignment: .center, animated: false)
        #expect(harness.screenY(of: 40) == CGFloat(240 - 22))
        harness.items += (100..<600).map { TestItem(id: $0) }
        harness.update()
        #expect(harness.screenY(of: 40) == CGFloat(240 - 22))
    }

    @Test func aPositionIsReadAndRestoredByIdentityOverRowsOfOtherHeights() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 1_000) { $0.scroller = scroller }
        harness.scroll(toY: 44 * 400 + 30)
        let position = try #require(scroller.position)
        #expect(position == RecyclingListPosition(id: 401, distanceFromTop: 14))
        #expect(harness.screenY(of: 401) == 14)
        // Later (another launch): rows were added above, and the rows are not as tall as estimated.
        let restored = RecyclingListScroller<Int>()
        let items = (-50..<1_000).map { TestItem(id: $0, height: 70) }
        let later = ListHarness(items: items, sized: false) { $0.scroller = restored }
        restored.restore(position)
        later.size()
        #expect(later.screenY(of: 401) == 14)
        #expect(later.rowView(showing: 401)?.frame.height == 70)
        // Scrolling up measures the rows above; the row stays where the scroll puts it.
        for step in 1...10 {
            later.scroll(toY: later.list.contentOffset.y - 30)
            #expect(later.screenY(of: 401) == 14 + CGFloat(30 * step))
        }
        #expect(restored.position == RecyclingListPosition(id: 397, distanceFromTop: 14 + 300 - 4 * 70))
    }

    @Test func aPositionOfAnItemThatIsGoneIsIgnored() {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 100) { $0.scroller = scroller }
        harness.scroll(toY: 200)
        scroller.restore(RecyclingListPosition(id: 5_000, distanceFromTop: 0))
        #expect(harness.list.contentOffset.y == 200)
    }

    /// Scrolls down `screens` screens a screen at a time, so that every row on the way is measured.
    private func scrollDown(_ harness: ListHarness, screens: Int) {
        for _ in 0..<screens { harness.scroll(toY: harness.list.contentOffset.y + 480) }
    }

    @Test func aFullSavedPositionBringsBackTheMeasuredHeightsSoTheRowsAboveDoNotMoveTheOffset() throws {
        // Rows are 70 points tall against the estimate of 44; 30 screens measure the first ~300.
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(items: (0..<1_000).map { TestItem(id: $0, height: 70) }) { $0.scroller = scroller }
        scrollDown(harness, screens: 30)
        harness.scroll(toY: harness.list.contentOffset.y + 25)
        let saved = try #require(scroller.savedScrollPosition())
        let anchor = try #require(saved.anchor)
        let distance = saved.anchorOffsetInViewport
        #expect(harness.screenY(of: anchor) == distance)
        #expect(scroller.position == RecyclingListPosition(id: anchor, distanceFromTop: distance))
        let data = try JSONEncoder().encode(saved)
        // Another launch: 20 rows arrived above, row 7 is gone; the position is restored before the
        // list has a size.
        let restored = RecyclingListScroller<Int>()
        var items = (-20..<1_000).map { TestItem(id: $0, height: 70) }
        items.removeAll { $0.id == 7 }
        let later = ListHarness(items: items, sized: false) { $0.scroller = restored }
        try restored.restoreScrollPosition(JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: data))
        later.size()
        #expect(later.screenY(of: anchor) == distance)
        // 20 new rows at the estimate, then the surviving saved rows above the anchor at their saved 70.
        let rowsAbove = CGFloat(anchor - 1)
        #expect(later.list.contentOffset.y == 20 * 44 + rowsAbove * 70 - distance)
        // Scrolling up through rows whose heights came back moves by exactly the scroll: nothing is
        // corrected on the way (a position without heights re-measures every row it passes).
        for step in 1...10 {
            later.scroll(toY: later.list.contentOffset.y - 30)
            #expect(later.screenY(of: anchor) == distance + CGFloat(30 * step))
            #expect(later.list.contentOffset.y == 20 * 44 + rowsAbove * 70 - distance - CGFloat(30 * step))
        }
    }

    @Test func aFullSavedPositionWaitsForRowsAndAGoneAnchorFallsToItsNearestSurvivor() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 1_000) { $0.scroller = scroller }
        harness.scroll(toY: 44 * 600)
        let saved = try #require(scroller.savedScrollPosition())
        #expect(saved.anchor == 600)
        // The data is still loading: no rows yet, so the position waits.
        let restored = RecyclingListScroller<Int>()
        let later = ListHarness(count: 0) { $0.scroller = restored }
        try restored.restoreScrollPosition(saved)
        #expect(later.list.contentOffset.y == 0)
        later.items = (0..<1_000).filter { $0 != 600 }.map { TestItem(id: $0) }
        later.update()
        #expect(later.screenY(of: 601) == 0)
        #expect(restored.position == RecyclingListPosition(id: 601, distanceFromTop: 0))
    }

    @Test func aPagersSavedPositionIsRefusedAndTheListStaysWhereItWas() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 100) { $0.scroller = scroller }
        harness.scroll(toY: 200)
        var pager = try ScrollController(content: .pages(count: 100), viewportSize: CGSize(width: 320, height: 480), configuration: .pager())
        _ = try pager.scroll(toItem: 3, at: .start, animated: false, time: 0)
        let pagerPosition = try pager.scrollPosition(identifiers: ItemIdentifiers(Array(0..<100)))
        #expect(throws: LazyScrollError.self) { try scroller.restoreScrollPosition(pagerPosition) }
        #expect(harness.list.contentOffset.y == 200)
        #expect(scroller.savedScrollPosition()?.anchorOffsetInViewport == 20)
    }

    @Test func aPositionTheListWouldRefuseThrowsWhenGivenEvenIfItMustWaitForRows() throws {
        let pager = try ScrollController(content: .pages(count: 100), viewportSize: CGSize(width: 320, height: 480), configuration: .pager())
        let pagerPosition = try pager.scrollPosition(identifiers: ItemIdentifiers(Array(0..<100)))
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 0, sized: false) { $0.scroller = scroller }
        scroller.scrollTo(40, alignment: .start, animated: false)
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherContent(savedPaged: true))) {
            try scroller.restoreScrollPosition(pagerPosition)
        }
        // The request that was waiting still waits, and is made when its rows arrive.
        harness.items = (0..<100).map { TestItem(id: $0) }
        harness.update()
        harness.size()
        #expect(harness.screenY(of: 40) == 0)
    }

    @Test func aListWhoseIdentitiesRepeatHasNoFullSavedPosition() {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(items: [TestItem(id: 1), TestItem(id: 1), TestItem(id: 2)]) { $0.scroller = scroller }
        #expect(harness.shownIdentities == [1, 1, 2])
        #expect(scroller.savedScrollPosition() == nil)
    }
}
