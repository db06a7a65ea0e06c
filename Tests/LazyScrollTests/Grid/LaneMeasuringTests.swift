import Foundation
import Testing
@testable import LazyScroll

/// Lanes choose an item's lane by its measured extent when the item is measured as it is shown (a
/// self-sizing front end), and keep the lanes of measured items that are shown.
@Suite("Lanes: measured as shown")
struct LaneMeasuringTests {
    @Test("items shown with their estimates take the lanes their measured extents choose, then keep them")
    func measuredWhenShown() throws {
        let heights: [CGFloat] = [120, 60, 90, 80, 40, 100]
        let lanes = try LaneExtents(count: 6, estimatedExtent: 44, layout: LaneLayout(lanes: 3))
        var virtualizer = try Virtualizer(extents: .lanes(lanes))
        _ = try virtualizer.update(viewport: Viewport(offset: 0, extent: 600, crossExtent: 300))
        #expect(virtualizer.windows.visible == 0..<6)
        // Measured in order as a front end loads them, after they entered the visible window.
        for (index, height) in heights.enumerated() { _ = try virtualizer.setExtent(height, ofItem: index) }
        guard case let .lanes(measured) = virtualizer.items.base else { Issue.record("not lanes"); return }
        // The nearest lane end, by the real heights: 3 under 1 (60), 4 under 2 (90), 5 under 0 (120).
        #expect(try (0..<6).map { try measured.lane(ofItem: $0) } == [0, 1, 2, 1, 2, 0])
        #expect(measured.keptLaneCount == 6)
        // Shown and measured, they keep their lanes: item 1 growing moves 3 down its lane, not across.
        _ = try virtualizer.setExtent(300, ofItem: 1)
        guard case let .lanes(after) = virtualizer.items.base else { Issue.record("not lanes"); return }
        #expect(try (0..<6).map { try after.lane(ofItem: $0) } == [0, 1, 2, 1, 2, 0])
        #expect(try after.offset(of: 3) == 300)
    }

    @Test("an item shown but never measured keeps no lane; the measured ones around it do")
    func onlyMeasuredItemsAreKept() throws {
        var virtualizer = try Virtualizer(extents: .lanes(LaneExtents(count: 6, estimatedExtent: 44, layout: LaneLayout(lanes: 3))))
        _ = try virtualizer.update(viewport: Viewport(offset: 0, extent: 600, crossExtent: 300))
        _ = try virtualizer.setExtent(50, ofItem: 0)
        _ = try virtualizer.setExtent(50, ofItem: 2)
        guard case let .lanes(model) = virtualizer.items.base else { Issue.record("not lanes"); return }
        #expect(model.keptLaneCount == 2)
    }
}
