import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// `RecyclingListView.performBatchUpdates(_:animated:animation:)` for flat rows (issue 22 item 7, what
/// SwiftUI's `withAnimation` uses): rows slide and fade on the display link, frame by frame, and a
/// refused update changes nothing.
@MainActor
@Suite struct AnimatedRowUpdateTests {
    let clock = TestClock()

    @Test func anAnimatedDeleteSlidesTheRowsBelowAndFadesTheDeletedOneOutAtEachFrame() throws {
        let source = RowSource(count: 20)
        let list = makeList(source: source, clock: clock)
        let deleted = try #require(list.rowView(showing: 2))
        let below = try #require(list.rowView(showing: 3))
        source.identities.remove(at: 2)
        try list.performBatchUpdates(BatchUpdate(deletions: [2]), animated: true, animation: .duration(seconds: 0.3))
        // Frame 0: where they were drawn.
        #expect(below.frame.minY == 132)
        #expect(deleted.frame.minY == 88)
        #expect(deleted.alpha == 1)
        // Half way (3p² − 2p³ = 0.5 at p = 0.5): row 3 half way from 132 to 88, row 2 half faded.
        clock.now = 0.15
        list.tick()
        #expect(below.frame.minY == 110)
        #expect(deleted.alpha == 0.5)
        clock.now = 0.3
        list.tick()
        #expect(below.frame.minY == 88)
        #expect(deleted.superview == nil)
        #expect(list.view(forRow: 2) === below)
    }

    @Test func anUpdateThatIsRefusedAnimatedChangesNothing() throws {
        let source = RowSource(count: 20)
        let list = makeList(source: source, clock: clock)
        let frames = list.loadedRowViews.map(\.frame)
        source.identities.remove(at: 2)
        // An animation of no length, and an update that does not add up to the data source's rows.
        #expect(throws: LazyScrollError.self) {
            try list.performBatchUpdates(BatchUpdate(deletions: [2]), animated: true, animation: .duration(seconds: 0))
        }
        #expect(throws: LazyScrollError.self) {
            try list.performBatchUpdates(BatchUpdate(deletions: [2, 3]), animated: true)
        }
        #expect(list.numberOfRows == 20)
        #expect(list.loadedRowViews.map(\.frame) == frames)
        #expect(list.driver?.controller.isAnimating == false)
        // The right update afterwards works.
        try list.performBatchUpdates(BatchUpdate(deletions: [2]), animated: false)
        #expect(list.numberOfRows == 19)
    }
}
