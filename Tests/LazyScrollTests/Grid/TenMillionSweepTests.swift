import Foundation
import Testing
@testable import LazyScroll

@Suite("Ten million items in a grid and in lanes")
struct TenMillionSweepTests {
    static let settings = WorkingRangeSettings(
        display: .items(leading: 3, trailing: 3), preload: .items(leading: 3, trailing: 3), itemBufferAnchor: .visibleItems, hysteresis: 0)

    /// Sweeps `virtualizer` from the top to the bottom one screen per update and checks that every item
    /// loads exactly once, in order: each range of loaded items starts where the previous one ended.
    static func sweep(_ virtualizer: inout Virtualizer, cross: CGFloat) throws {
        var nextToLoad = 0
        var outOfOrder = 0
        var offset: CGFloat = 0
        while true {
            let changes = try virtualizer.update(viewport: Viewport(offset: offset, extent: 800, crossExtent: cross))
            for k in 0..<changes.load.rangeCount {
                let range = changes.load.range(at: k)
                if range.lowerBound != nextToLoad { outOfOrder += 1 }
                nextToLoad = range.upperBound
            }
            if offset >= virtualizer.maxOffset { break }
            offset = min(offset + 800, virtualizer.maxOffset)
        }
        #expect(outOfOrder == 0)
        #expect(nextToLoad == 10_000_000)
        #expect(virtualizer.windows.display.upperBound == 10_000_000)
    }

    @Test("a 3-column grid of 10 million estimated cells: jumps land on the right rows, a sweep loads each item once, one tree node")
    func grid() throws {
        let grid = try GridExtents(count: 10_000_000, estimatedExtent: 44, layout: ScrollGridLayout(columns: .fixed(3)))
        var sut = try Virtualizer(extents: .grid(grid), settings: Self.settings)
        // Rows of 44 points, three items each: the window is whole rows, where the row math says.
        for step in 0..<2_000 {
            let offset = CGFloat(step) * 73_333
            _ = try sut.update(viewport: Viewport(offset: offset, extent: 800, crossExtent: 330))
            let firstRow = Int(offset / 44)
            let endRow = min(3_333_334, Int(((offset + 800) / 44).rounded(.up)))
            #expect(sut.windows.visible == (firstRow * 3)..<min(10_000_000, endRow * 3))
        }
        #expect(sut.contentExtent == CGFloat(3_333_334 * 44))
        var fresh = try Virtualizer(extents: .grid(grid), settings: Self.settings)
        try Self.sweep(&fresh, cross: 330)
        if case let .grid(model) = fresh.items.base { #expect(model.storageNodeCount == 1) }
    }

    @Test("a 3-lane masonry of 10 million measured items: a sweep loads each item once and keeps every lane in one run")
    func lanes() throws {
        // Measured up front (lanes keep the lanes of measured items they show; an estimated item's lane
        // stays provisional until it is measured).
        let lanes = try LaneExtents(count: 10_000_000, estimatedExtent: 44, layout: LaneLayout(lanes: 3)) { _ in 44 }
        var sut = try Virtualizer(extents: .lanes(lanes), settings: Self.settings)
        try Self.sweep(&sut, cross: 330)
        guard case let .lanes(model) = sut.items.base else { Issue.record("not lanes"); return }
        // Alike items go round the lanes, so sections of 128 are 43 rows of 44 points: the sweep kept
        // every item's lane, and the kept sections joined into one run again.
        #expect(model.keptLaneCount == 10_000_000)
        #expect(model.storageNodeCount == 1)
        #expect(sut.contentExtent == CGFloat(78_125 * 43 * 44))
    }
}
