import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import Testing

/// `setMinimumFlickVelocity` changes which releases are flicks, from the next release on.
@Suite struct MinimumFlickVelocityTests {
    /// A 100-point pager released 15 points from page 0 at `velocity`: the page it snaps to.
    func page(releasedAt velocity: CGFloat, threshold: CGFloat?) throws -> Int {
        var pager = try ScrollController(content: .pages(count: 5), viewportSize: CGSize(width: 100, height: 50), configuration: .pager())
        try pager.setMinimumFlickVelocity(threshold)
        _ = try pager.dragBegan(at: CGPoint(x: 70, y: 10), time: 0)
        _ = try pager.dragMoved(to: CGPoint(x: 55, y: 10), time: 0.1)
        _ = try pager.dragEnded(velocity: velocity, time: 0.1)
        _ = pager.tick(time: 5)
        return pager.pageIndicator.currentPage
    }

    @Test func aLowerThresholdMakesASlowerReleaseAFlick() throws {
        #expect(try page(releasedAt: 150, threshold: 400) == 0)
        #expect(try page(releasedAt: 150, threshold: 100) == 1)
        // Without a threshold the midpoint rule decides alone: 15 points and a short glide stay.
        #expect(try page(releasedAt: 150, threshold: nil) == 0)
    }

    @Test func aBadThresholdOrAListIsRefusedAndNothingChanges() throws {
        var pager = try ScrollController(content: .pages(count: 5), viewportSize: CGSize(width: 100, height: 50), configuration: .pager())
        for bad in [CGFloat.nan, -1, 0, .infinity] {
            #expect(throws: LazyScrollError.self) { try pager.setMinimumFlickVelocity(bad) }
        }
        #expect(pager.configuration.paging?.minimumFlickVelocity == 400)
        var list = try ScrollController(content: .items(.uniform(UniformExtents(count: 5, itemExtent: 10))), viewportSize: CGSize(width: 100, height: 50))
        #expect(throws: LazyScrollError.self) { try list.setMinimumFlickVelocity(100) }
    }
}
