import Foundation
import Testing
@testable import LazyScroll

@Suite("Looping")
struct LoopingTests {
    static let size = CGSize(width: 400, height: 300)

    static func carousel(_ count: Int, looping: LoopingSettings = LoopingSettings(), autoAdvance: AutoAdvanceSettings? = nil) throws -> ControllerHarness {
        try ControllerHarness(content: .pages(count: count), size: size,
                              configuration: .pager(looping: looping, autoAdvance: autoAdvance))
    }

    /// Frames by virtual index, relative to the viewport.
    static func frames(_ controller: ScrollController) -> [Int: CGRect] {
        Dictionary(uniqueKeysWithValues: controller.placements().map { ($0.index, $0.frame) })
    }

    @Test("recentring by whole cycles mid-drag moves nothing on screen by even a point", arguments: [2, 3, 7])
    func recentreMidDrag(count: Int) throws {
        var harness = try Self.carousel(count)
        let axis = harness.controller.configuration.axis
        try harness.apply(harness.controller.dragBegan(at: axis.point(main: 0, cross: 0), time: 0))
        var recentres = 0
        var before = Self.frames(harness.controller)
        var beforeData = Dictionary(uniqueKeysWithValues: harness.controller.placements().map { ($0.index, $0.dataIndex) })
        // Drag 30 pages backwards, 7 points a move: across many cycle boundaries.
        for step in 1...(30 * 400 / 7) {
            let update = try harness.controller.dragMoved(to: axis.point(main: CGFloat(step) * 7, cross: 0), time: Double(step) / 120)
            if update.indexShift != 0 { recentres += 1 }
            try harness.apply(update)
            let after = Self.frames(harness.controller)
            for (index, frame) in before {
                guard let moved = after[index + update.indexShift] else { continue }
                #expect(moved.minX == frame.minX + 7, "item \(index) jumped at step \(step)")
                #expect(beforeData[index] == harness.controller.virtualizer.items.dataIndex(of: index + update.indexShift))
            }
            before = after
            beforeData = Dictionary(uniqueKeysWithValues: harness.controller.placements().map { ($0.index, $0.dataIndex) })
            #expect(harness.controller.placements().allSatisfy { $0.dataIndex >= 0 && $0.dataIndex < count })
        }
        #expect(recentres >= 30 / count - 1)
        #expect(harness.maxAlive <= 3)
    }

    @Test("paging forward past the last page wraps to the first, and backward past the first to the last")
    func wrapsBothWays() throws {
        var harness = try Self.carousel(7)
        var seen: [Int] = []
        for _ in 0..<15 {
            try harness.drag(by: -150, velocity: 2_000)
            try harness.settle()
            seen.append(harness.controller.currentPage)
            #expect(harness.controller.pageIndicator.currentPage == harness.controller.currentPage)
        }
        #expect(seen == [1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1])
        seen = []
        for _ in 0..<10 {
            try harness.apply(harness.controller.wheel(delta: -1, time: harness.time))
            try harness.settle()
            seen.append(harness.controller.currentPage)
        }
        #expect(seen == [0, 6, 5, 4, 3, 2, 1, 0, 6, 5])
        #expect(harness.maxAlive <= 3)
    }

    /// Looping.md's rule for few pages, on every small case: at rest a data page has at most one view
    /// exactly when there are at least 2 × neighbours + 1 pages, and at most one prefetch exactly when
    /// there are at least 2 × (neighbours + prefetch) + 1; the window always has 2 × neighbours + 1 views.
    @Test("below 2 × neighbours + 1 pages the window wraps onto itself and a page has a view on each side (issue 13, item 10)")
    func fewPagesWrapTheWindow() throws {
        for neighbours in 0...3 {
            for prefetch in 0...2 {
                for count in 1...9 {
                    for page in [0, count - 1] {
                        var controller = try ScrollController(
                            content: .pages(count: count), viewportSize: Self.size,
                            configuration: .pager(paging: PagingSettings(neighbours: neighbours, prefetch: prefetch),
                                                  looping: LoopingSettings(loopsSingleItem: true)))
                        _ = try controller.scroll(toPage: page, animated: false, time: 0)
                        let items = controller.virtualizer.items
                        let views = controller.placements().map(\.dataIndex)
                        let prefetched = controller.virtualizer.windows.preload.map { items.dataIndex(of: $0) }
                        let state = "\(count) pages, \(neighbours) neighbours, \(prefetch) prefetched, on page \(page): \(views) \(prefetched)"
                        #expect(views.count == 2 * neighbours + 1, "\(state)")
                        #expect((Set(views).count == views.count) == (count >= 2 * neighbours + 1), "\(state)")
                        #expect((Set(prefetched).count == prefetched.count) == (count >= 2 * (neighbours + prefetch) + 1), "\(state)")
                    }
                }
            }
        }
        // A single looping page swiped halfway is on screen twice.
        var single = try Self.carousel(1, looping: LoopingSettings(loopsSingleItem: true))
        try single.apply(single.controller.dragBegan(at: CGPoint(x: 300, y: 0), time: 0))
        try single.apply(single.controller.dragMoved(to: CGPoint(x: 100, y: 0), time: 0.1))
        #expect(single.controller.placements().filter { $0.state == .visible }.map(\.dataIndex) == [0, 0])
    }

    @Test("one item does not loop by default, and loops when asked; two items loop, each on screen once mid-swipe")
    func smallCounts() throws {
        var single = try Self.carousel(1)
        #expect(single.controller.looping == nil)
        try single.drag(by: -300, velocity: 3_000)
        try single.settle()
        #expect(single.controller.offset == 0)

        var looped = try Self.carousel(1, looping: LoopingSettings(loopsSingleItem: true))
        #expect(looped.controller.looping != nil)
        try looped.drag(by: -300, velocity: 3_000)
        try looped.settle()
        #expect(looped.controller.currentPage == 0)
        #expect(looped.controller.offset.truncatingRemainder(dividingBy: 400) == 0)

        var two = try Self.carousel(2)
        for expected in [1, 0, 1, 0] {
            try two.drag(by: -250, velocity: 0)
            try two.settle()
            #expect(two.controller.currentPage == expected)
            // Mid-way between pages both data pages are visible once each.
        }
        try two.apply(two.controller.dragBegan(at: CGPoint(x: 500, y: 0), time: two.time))
        try two.apply(two.controller.dragMoved(to: CGPoint(x: 300, y: 0), time: two.time + 0.1))
        let visible = two.controller.placements().filter { $0.state == .visible }.map(\.dataIndex)
        #expect(visible.sorted() == [0, 1])
        #expect(Set(two.controller.placements().map(\.index)).count == two.controller.placements().count)

        var none = try Self.carousel(0)
        #expect(none.controller.placements().isEmpty)
        try none.drag(by: -300, velocity: 3_000)
        try none.settle()
        #expect(none.controller.currentPage == 0)
    }

    @Test("a viewport longer than the whole content shows several copies, each with its own view")
    func viewportLongerThanContent() throws {
        let items = try MeasuredExtents(count: 3, estimatedExtent: 50)
        var harness = try ControllerHarness(
            content: .items(.measured(items)), size: CGSize(width: 100, height: 400),
            configuration: ScrollConfiguration(looping: LoopingSettings()))
        let visible = harness.controller.placements().filter { $0.state == .visible }
        #expect(visible.count == 8)
        #expect(Set(visible.map(\.index)).count == 8)
        #expect(visible.map(\.dataIndex) == [0, 1, 2, 0, 1, 2, 0, 1])
        #expect(Set(visible.compactMap { harness.views.views[$0.index].map(ObjectIdentifier.init) }).count == 8)
        for _ in 0..<50 {
            try harness.apply(harness.controller.wheel(delta: 37, time: harness.time))
            try harness.advance(to: harness.time + 0.05)
        }
        try harness.settle()
        let after = harness.controller.placements().filter { $0.state == .visible }
        #expect(after.count >= 8)
    }

    @Test("auto-advance turns pages while resting, pauses while dragging, and resumes after")
    func autoAdvance() throws {
        var harness = try Self.carousel(7, autoAdvance: AutoAdvanceSettings(interval: 2))
        try harness.advance(to: 0.1)
        #expect(harness.controller.nextTickTime != nil && !harness.controller.isAnimating)
        try harness.advance(to: 3)
        #expect(harness.controller.currentPage == 1)
        // Hold the content for a long time: no page turns.
        let axis = harness.controller.configuration.axis
        try harness.apply(harness.controller.dragBegan(at: axis.point(main: 200, cross: 0), time: harness.time))
        try harness.advance(to: 12)
        #expect(harness.controller.currentPage == 1)
        #expect(harness.controller.isDragging)
        try harness.apply(harness.controller.dragEnded(velocity: 0, time: harness.time))
        try harness.settle()
        try harness.advance(to: 16)
        #expect(harness.controller.currentPage == 2)
        #expect(harness.controller.offset.truncatingRemainder(dividingBy: 400) == 0)
    }
}
