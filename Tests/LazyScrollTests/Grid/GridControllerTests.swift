import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Grids and lanes in a scroll controller")
struct GridControllerTests {
    /// The controller's random sessions (drags, flings, wheel, resizes, scroll-tos, batch updates,
    /// measurements, reloads) on a grid or a masonry: the live views are exactly the window after every
    /// step, every visible item has a view, and a list at rest stays within its content.
    @Test("random input on a grid or a masonry keeps the views, windows and offsets consistent")
    func randomInput() async {
        await seededPropertyCheck("controller.grid-and-lanes-random-input", count: 100) { seed in
            var rng = SplitMix64(seed: seed)
            do { try ControllerPropertyTests.run(&rng, kinds: 3...4) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    /// A grid of 100-point columns, 10,000 rows of cells, scrolled deep: turning the viewport from 320
    /// to 640 points wide doubles the columns, and the first visible item stays where it was on screen.
    @Test("a rotation refits adaptive columns and keeps the first visible item on screen", arguments: [ScrollAxis.vertical, .horizontal])
    func rotationKeepsFirstVisibleItem(axis: ScrollAxis) throws {
        let grid = try GridExtents(count: 30_000, estimatedExtent: 90, layout: ScrollGridLayout(columns: .adaptive(minimumWidth: 100), rowSpacing: 10))
        let narrow = axis.size(main: 600, cross: 320)
        var controller = try ScrollController(content: .items(.grid(grid)), viewportSize: narrow, configuration: ScrollConfiguration(axis: axis))
        _ = try controller.scroll(toOffset: 123_457, animated: false, time: 0)
        guard case let .grid(before) = controller.virtualizer.items.base else { Issue.record("not a grid"); return }
        let anchor = try #require(controller.listAnchor())
        _ = try controller.resize(to: axis.size(main: 600, cross: 640), time: 1)
        guard case let .grid(after) = controller.virtualizer.items.base else { Issue.record("not a grid"); return }
        #expect(before.columnCount == 3 && after.columnCount == 6)
        let placement = try #require(controller.placements().first { $0.index == anchor.index })
        #expect(axis.minMain(of: placement.frame) == anchor.onScreen)
        #expect(placement.frame.size == axis.size(main: 90, cross: 640.0 / 6))
        #expect(controller.virtualizer.windows.visible.contains(anchor.index))
    }

    @Test("a viewport narrower than the minimum cell width has one column as wide as the viewport")
    func narrowViewportHasOneColumn() throws {
        let grid = try GridExtents(count: 1_000, estimatedExtent: 50, layout: ScrollGridLayout(columns: .adaptive(minimumWidth: 150), crossInsets: ContentInsets(leading: 10, trailing: 10)))
        let split = try ScrollController(content: .items(.grid(grid)), viewportSize: CGSize(width: 120, height: 500))
        #expect(split.placements().first?.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
        var controller = try ScrollController(content: .items(.grid(grid)), viewportSize: CGSize(width: 400, height: 500))
        _ = try controller.scroll(toOffset: 2_000, animated: false, time: 0)
        let (offset, placements, size) = (controller.offset, controller.placements(), controller.viewportSize)
        #expect(throws: LazyScrollError.self) { _ = try controller.resize(to: CGSize(width: CGFloat.nan, height: 500), time: 1) }
        #expect(controller.offset == offset && controller.placements() == placements && controller.viewportSize == size)
        _ = try controller.resize(to: CGSize(width: 160, height: 500), time: 1)
        guard case let .grid(narrow) = controller.virtualizer.items.base else { Issue.record("not a grid"); return }
        #expect(narrow.columnCount == 1)
        #expect(controller.placements().allSatisfy { $0.frame.minX == 10 && $0.frame.width == 140 })
        // Zero width is a viewport not laid out yet: one column, no error.
        _ = try controller.resize(to: CGSize(width: 0, height: 500), time: 2)
        guard case let .grid(fitted) = controller.virtualizer.items.base else { Issue.record("not a grid"); return }
        #expect(fitted.columnCount == 1)
    }

    @Test("lanes do not loop: a looping configuration over lanes is refused")
    func lanesDoNotLoop() throws {
        let lanes = try LaneExtents(count: 100, estimatedExtent: 40, layout: LaneLayout(lanes: 3))
        #expect(throws: LazyScrollError.unsupportedOperation(
            operation: "looping lanes", reason: "each copy would start with an even seam; lanes have two ends")) {
            _ = try ScrollController(content: .items(.lanes(lanes)), viewportSize: CGSize(width: 300, height: 500),
                                     configuration: ScrollConfiguration(looping: LoopingSettings()))
        }
    }
}
