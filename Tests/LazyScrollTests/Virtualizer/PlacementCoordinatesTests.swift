import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import Testing

/// `ItemPlacement.frame` is in the coordinates of whoever placed it (issue 25, item 5): the
/// virtualizer's placements are in content coordinates, the controller's relative to the viewport.
@Suite("Placement coordinates")
struct PlacementCoordinatesTests {
    /// A list of 44-point rows after a 10-point leading inset, scrolled to 100: row 3 starts at
    /// 10 + 3 × 44 = 142 in content coordinates, and 100 points higher in the viewport.
    @Test func aListsPlacementsAreInContentCoordinatesFromTheVirtualizerAndViewportOnesFromTheController() throws {
        var controller = try ScrollController(
            content: .items(.uniform(UniformExtents(count: 100, itemExtent: 44))), viewportSize: CGSize(width: 320, height: 480),
            configuration: ScrollConfiguration(insets: ContentInsets(leading: 10)))
        _ = try controller.scroll(toOffset: 100, animated: false, time: 0)
        let content = controller.virtualizer.placements()
        let viewport = controller.placements()
        let row3 = try #require(content.first { $0.index == 3 })
        #expect(row3.frame == CGRect(x: 0, y: 142, width: 320, height: 44))
        #expect(try row3.frame == controller.virtualizer.frame(ofItem: 3))
        #expect(viewport.first { $0.index == 3 }?.frame == CGRect(x: 0, y: 42, width: 320, height: 44))
        #expect(viewport.map(\.index) == content.map(\.index))
        #expect(viewport == content.map { placement in
            var moved = placement
            moved.frame.origin.y -= 100
            return moved
        })
        var walked: [ItemPlacement] = []
        controller.virtualizer.forEachPlacement { walked.append($0) }
        #expect(walked == content)
    }

    /// A looping horizontal pager moves its frames along x, in its virtual index space.
    @Test func aPagersPlacementsMoveAlongItsAxis() throws {
        var controller = try ScrollController(
            content: .pages(count: 3), viewportSize: CGSize(width: 200, height: 100),
            configuration: .pager(looping: LoopingSettings()))
        _ = try controller.dragBegan(at: CGPoint(x: 150, y: 50), time: 0)
        _ = try controller.dragMoved(to: CGPoint(x: 80, y: 50), time: 0.1)
        let offset = controller.offset
        let content = controller.virtualizer.placements()
        #expect(!content.isEmpty)
        for placement in content {
            #expect(try placement.frame == controller.virtualizer.frame(ofItem: placement.index))
        }
        #expect(controller.placements() == content.map { placement in
            var moved = placement
            moved.frame.origin.x -= offset
            return moved
        })
    }
}
