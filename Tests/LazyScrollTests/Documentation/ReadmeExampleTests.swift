import Foundation
import Testing
import LazyScroll

/// The README's "API at a glance", compiled and run, so the first code a user reads works.
@Suite("README example")
struct ReadmeExampleTests {
    final class MyView {
        var frame = CGRect.zero
        var photo = -1
        func show(photo: Int) { self.photo = photo }
    }

    @Test("the API at a glance compiles, runs and does what it says")
    func apiAtAGlance() throws {
        var pool = ReusePool<MyView>()
        try pool.register("page") { MyView() }
        let touch = CGPoint(x: 300, y: 400)
        var t = 0.0
        let size = CGSize(width: 390, height: 844)

        var pager = try ScrollController(content: .pages(count: 1_000), viewportSize: CGSize(width: 390, height: 844),
                                         configuration: .pager(looping: LoopingSettings(), autoAdvance: AutoAdvanceSettings(interval: 5)))
        var views = LiveViews(pool: pool)
        try views.apply(pager.initialUpdate, dataIndex: { pager.virtualizer.items.dataIndex(of: $0) }, identifier: { _ in "page" }) {
            view, dataIndex in view.show(photo: dataIndex)
        }
        var update = try pager.dragBegan(at: touch, time: t)
        t += 0.1
        update = try pager.dragMoved(to: CGPoint(x: 100, y: 400), time: t)
        try views.apply(update, dataIndex: { pager.virtualizer.items.dataIndex(of: $0) }, identifier: { _ in "page" }) {
            view, dataIndex in view.show(photo: dataIndex)
        }
        update = try pager.dragEnded(velocity: nil, time: t)
        while pager.isAnimating {
            try views.apply(update, dataIndex: { pager.virtualizer.items.dataIndex(of: $0) }, identifier: { _ in "page" }) {
                view, dataIndex in view.show(photo: dataIndex)
            }
            t += 1.0 / 60
            update = pager.tick(time: t)
        }
        try views.apply(update, dataIndex: { pager.virtualizer.items.dataIndex(of: $0) }, identifier: { _ in "page" }) {
            view, dataIndex in view.show(photo: dataIndex)
        }
        for placement in pager.placements() { views.views[placement.index]?.frame = placement.frame }
        #expect(pager.currentPage == 1)
        #expect(pager.pageIndicator.dots.hasPrefix("○ • ○"))
        #expect(views.views.count == 3)
        #expect(pager.placements().allSatisfy { views.views[$0.index]?.photo == $0.dataIndex })

        var list = try ScrollController(content: .items(.measured(MeasuredExtents(count: 10_000_000, estimatedExtent: 44))),
                                        viewportSize: size)
        update = try list.setExtent(61, ofItem: 12, time: t)
        #expect(list.virtualizer.contentExtent == CGFloat(440_000_017))

        var grid = try ScrollController(content: .items(.grid(GridExtents(count: 1_000_000, estimatedExtent: 120,
                                        layout: ScrollGridLayout(columns: .adaptive(minimumWidth: 100))))), viewportSize: size)
        var masonry = try ScrollController(content: .items(.lanes(LaneExtents(count: 1_000_000, estimatedExtent: 120,
                                           layout: LaneLayout(lanes: 3)))), viewportSize: size)
        // 390 points fit three columns of at least 100, and three lanes of 130.
        #expect(grid.placements().prefix(3).map(\.frame.minX) == [0, 130, 260])
        #expect(masonry.placements().prefix(3).map(\.frame.minX) == [0, 130, 260])
        _ = try grid.scroll(toItem: 900_000, at: .start, animated: false, time: t)
        _ = try masonry.scroll(toItem: 900_000, at: .start, animated: false, time: t)
        #expect(grid.virtualizer.windows.visible.contains(900_000) && masonry.virtualizer.windows.visible.contains(900_000))

        var chat = try ScrollController(content: .items(.measured(MeasuredExtents(count: 40, estimatedExtent: 60))),
                                        viewportSize: size, configuration: ScrollConfiguration(anchoring: .end))
        update = try chat.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(1)), time: t)
        // 40 messages of 60 points: the chat starts at its end, 2,400 - 844 = 1,556 points down, more than
        // a screen from the top; an older page is asked for once the top comes within a screen.
        #expect(chat.offset == 1_556 && chat.isAtEnd)
        #expect(update.loadMoreEvents.isEmpty)
        update = try chat.scroll(toOffset: 600, animated: false, time: t)
        #expect(update.loadMoreEvents == [.entered(.start)])

        var cards = try ScrollController(content: .pages(count: 50), viewportSize: size,
                                         configuration: .pager(paging: PagingSettings(spacing: 12, pageLength: .fractionOfViewport(0.8))))
        // Cards 312 points wide, centred: page 0 rests at -39, its neighbour peeks in 39 - 12 = 27 points.
        #expect(cards.offset == -39)
        #expect(cards.placements().map(\.index) == [0, 1])
        _ = try cards.scroll(toPage: 1, animated: false, time: t)
        #expect(cards.pageProgress(ofPage: 1) == 0 && cards.pageProgress(ofPage: 0) == -1)

        var stack = try ScrollStack(spacing: 8)
        _ = try stack.insertChild(.fixed(extent: 40), isSticky: true)
        _ = try stack.insertChild(.list(Virtualizer(extents: .measured(MeasuredExtents(count: 1_000_000, estimatedExtent: 44)))))
        var feed = try ScrollController(content: .stack(stack), viewportSize: size)
        update = try feed.scroll(to: .item(1_000, inChild: 1), at: .start, animated: false, time: t)
        // Row 1,000 lands just below the pinned 40-point header: 48 + 44,000 - 40.
        #expect(feed.offset == 44_008)
        #expect(try feed.stack?.placement(ofChild: 0).isPinned == true)
        #expect(update.stack?.childChanges.isEmpty == false)
    }
}
