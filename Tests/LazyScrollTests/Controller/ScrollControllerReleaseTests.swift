import Foundation
import Testing
@testable import LazyScroll

/// Regression: the release velocity must come from the finger's last tenth of a second, measured at
/// the release, not at the last move.
@Suite struct ScrollControllerReleaseTests {
    @Test func aFingerThatRestsBeforeLiftingFlingsNothing() throws {
        var pager = try ScrollController(
            content: .pages(count: 7), viewportSize: CGSize(width: 60, height: 10), configuration: .pager())
        _ = try pager.dragBegan(at: CGPoint(x: 30, y: 5), time: 1)
        _ = try pager.dragMoved(to: CGPoint(x: 20, y: 5), time: 1 + 1.0 / 60)  // 600 points/s for one move
        _ = try pager.dragEnded(time: 6)  // five seconds later, without moving
        for k in 1...120 { _ = pager.tick(time: 6 + Double(k) / 60) }
        #expect(pager.currentPage == 0)
        #expect(pager.offset == 0)
    }

    @Test func aFingerThatLiftsWhileMovingStillFlings() throws {
        var pager = try ScrollController(
            content: .pages(count: 7), viewportSize: CGSize(width: 60, height: 10), configuration: .pager())
        _ = try pager.dragBegan(at: CGPoint(x: 30, y: 5), time: 1)
        _ = try pager.dragMoved(to: CGPoint(x: 20, y: 5), time: 1 + 1.0 / 60)
        _ = try pager.dragEnded(time: 1 + 2.0 / 60)
        for k in 1...120 { _ = pager.tick(time: 1 + Double(k) / 60) }
        #expect(pager.currentPage == 1)
    }

    @Test func aListFingerThatRestsBeforeLiftingStops() throws {
        var list = try ScrollController(
            content: .items(.uniform(try UniformExtents(count: 1_000, itemExtent: 1))), viewportSize: CGSize(width: 80, height: 20))
        _ = try list.dragBegan(at: CGPoint(x: 5, y: 10), time: 0)
        _ = try list.dragMoved(to: CGPoint(x: 5, y: 0), time: 0.02)
        _ = try list.dragEnded(time: 3)
        #expect(!list.isAnimating)
        #expect(list.offset == 10)
    }
}
