import Foundation
import Testing
@testable import LazyScroll

/// A looping pager recentres its index space as soon as a drag leaves the middle copy; the flick that
/// ends that drag must still count its page limit from the page where the drag began.
@Suite struct LoopingDragRecentreTests {
    @Test func aBackwardFlickFromTheFirstPageLandsOnTheLastPage() throws {
        var controller = try ScrollController(
            content: .pages(count: 5), viewportSize: CGSize(width: 320, height: 480),
            configuration: .pager(looping: LoopingSettings()))
        let start = controller.offset
        _ = try controller.dragBegan(at: CGPoint(x: 100, y: 0), time: 0)
        // Dragging right moves the offset below the middle copy's start: the layout recentres.
        let moved = try controller.dragMoved(to: CGPoint(x: 200, y: 0), time: 0.05)
        #expect(moved.indexShift != 0)
        #expect(controller.offset == start - 100 + CGFloat(moved.indexShift) * 320)
        _ = try controller.dragEnded(velocity: -2_000, time: 0.06)
        var time = 0.06
        while controller.isAnimating && time < 5 {
            time += 1.0 / 60
            _ = controller.tick(time: time)
        }
        #expect(controller.currentPage == 4)
        #expect(controller.offset.truncatingRemainder(dividingBy: 320) == 0)
    }
}
