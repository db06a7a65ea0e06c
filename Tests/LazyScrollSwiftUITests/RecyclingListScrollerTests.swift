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
}
