import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: a flat `RecyclingList`'s data change made in `withAnimation` (an update whose
/// transaction has an animation) animates on the list's display link; without one it does not.
@MainActor
@Suite struct ListAnimationTests {
    @Test func anAnimatedUpdateSlidesTheRowsAndFadesTheDeletedAndInsertedOnes() throws {
        let harness = ListHarness(count: 20)
        harness.animates = true
        let deleted = try #require(harness.rowView(showing: 2))
        let below = try #require(harness.rowView(showing: 3))
        harness.items.remove(at: 2)
        harness.items.insert(TestItem(id: 100), at: 4)
        harness.update()
        harness.list.layoutIfNeeded()
        #expect(harness.list.driver?.controller.isAnimating == true)
        // Frame 0: row 3 where it was (3 · 44), the deleted row still shown, the inserted row transparent.
        #expect(below.frame.minY == 132)
        #expect(deleted.superview === harness.list)
        #expect(harness.rowView(showing: 100)?.alpha == 0)
        harness.clock.runFrames(while: { harness.list.driver?.controller.isAnimating ?? false }, tick: harness.list.tick)
        // The end: row 3 in row 2's place, the new row after row 4 (0, 1, 3, 4, 100), opaque.
        #expect(below.frame.minY == 88)
        #expect(harness.rowView(showing: 100)?.frame.minY == 176)
        #expect(harness.rowView(showing: 100)?.alpha == 1)
        #expect(harness.rowView(showing: 2) == nil)
        #expect(harness.shownIdentities == harness.items.prefix(harness.shownIdentities.count).map(\.id))
    }

    @Test func anUpdateWithoutAnimationPutsTheRowsInPlaceAtOnce() throws {
        let harness = ListHarness(count: 20)
        let below = try #require(harness.rowView(showing: 3))
        harness.items.remove(at: 2)
        harness.update()
        harness.list.layoutIfNeeded()
        #expect(harness.list.driver?.controller.isAnimating == false)
        #expect(below.frame.minY == 88)
        #expect(harness.rowView(showing: 2) == nil)
    }
}
