import Foundation
import Testing
@testable import LazyScroll

/// The recycling defects of issue 13, each replayed as it was found.
@Suite("Live views: issue 13")
struct LiveViewsRegressionTests {
    static let phone = CGSize(width: 390, height: 844)

    /// 10,000 rows of 44 points on a phone screen, with a pool that keeps 5 idle views.
    static func longList() throws -> ControllerHarness {
        try ControllerHarness(
            content: .items(.uniform(UniformExtents(count: 10_000, itemExtent: 44))), size: phone,
            configuration: ScrollConfiguration(axis: .vertical), poolCap: 5)
    }

    @Test("1. a jump far down reuses the views it unloads, whatever the pool's cap")
    func jumpReusesUnloadedViews() throws {
        var harness = try Self.longList()
        try harness.apply(harness.controller.scroll(toItem: 9_000, at: .start, animated: false, time: 0))
        #expect(harness.views.pool.statistics.created <= harness.maxAlive)
        #expect(harness.views.pool.statistics.dropped == 0)
    }

    @Test("1. an animated scroll to the top from far down creates no more views than it ever holds")
    func animatedScrollReusesUnloadedViews() throws {
        var harness = try Self.longList()
        try harness.apply(harness.controller.scroll(toItem: 9_000, at: .start, animated: false, time: 0))
        try harness.apply(harness.controller.scroll(toItem: 0, at: .start, animated: true, time: 0))
        try harness.settle()
        #expect(harness.controller.offset == 0)
        #expect(harness.views.pool.statistics.created <= harness.maxAlive)
        // Back at the top the window is smaller than on the way: the views it no longer needs beyond the
        // pool's 5 are dropped, and only those.
        let statistics = harness.views.statistics
        #expect(statistics.idle == 5)
        #expect(statistics.dropped == harness.maxAlive - statistics.live - 5)
    }

    @Test("2. paging 1 → 2 → 1 with one kept view gets page 0 back without configuring it")
    func keptViewSurvivesTheUpdateThatUnloadsAnother() throws {
        var harness = try ControllerHarness(
            content: .pages(count: 10), size: CGSize(width: 320, height: 480), configuration: .pager(), keptViews: 1)
        try harness.apply(harness.controller.turnPage(by: 1, animated: false, time: 0))
        let page0 = try #require(harness.views.views[0])
        try harness.apply(harness.controller.turnPage(by: 1, animated: false, time: 0))
        let configured = harness.views.statistics.configured
        try harness.apply(harness.controller.turnPage(by: -1, animated: false, time: 0))
        #expect(harness.views.views[0] === page0)
        #expect(harness.views.statistics.configured == configured)
    }

    @Test("3. an apply that throws leaves the views, the pool and the kept list as they were")
    func throwingApplyChangesNothing() throws {
        var pool = ReusePool<ProbeView>()
        try pool.register("row", cap: 2) { ProbeView() }
        var views = LiveViews(pool: pool, keptConfiguredViews: 1)
        var controller = try ScrollController(
            content: .items(.uniform(UniformExtents(count: 1_000, itemExtent: 44))), viewportSize: Self.phone)
        let configure = { (view: inout ProbeView, data: Int) in view.dataIndex = data }
        try views.apply(controller.initialUpdate, dataIndex: { $0 }, identifier: { _ in "row" }, configure: configure)
        try views.apply(controller.scroll(by: 440, animated: false, time: 0), dataIndex: { $0 }, identifier: { _ in "row" }, configure: configure)
        let before = views.views
        let kept = views.kept.map { ObjectIdentifier($0.view) }
        let statistics = views.statistics
        let poolStatistics = views.pool.statistics
        // Row 500 has a kind nobody registered: the jump there throws.
        let update = try controller.scroll(toItem: 500, at: .start, animated: false, time: 0)
        #expect(throws: LazyScrollError.unregisteredReuseIdentifier("photo")) {
            try views.apply(update, dataIndex: { $0 }, identifier: { $0 == 500 ? "photo" : "row" }, configure: configure)
        }
        #expect(views.views.count == before.count)
        #expect(before.allSatisfy { views.views[$0.key] === $0.value })
        #expect(views.views.allSatisfy { $0.value.dataIndex == $0.key })
        #expect(views.kept.map { ObjectIdentifier($0.view) } == kept)
        #expect(views.statistics == statistics)
        #expect(views.pool.statistics == poolStatistics)
        #expect(!views.pool.isUpdating)
    }

    @Test("4. deleting an item whose view is kept recycles that view")
    func deletingAKeptItemRecyclesItsView() throws {
        var harness = try ControllerHarness(
            content: .items(.measured(MeasuredExtents(count: 100, estimatedExtent: 44))), size: Self.phone,
            configuration: ScrollConfiguration(axis: .vertical), keptViews: 4)
        let before = harness.controller.virtualizer.windows.display
        try harness.apply(harness.controller.scroll(toItem: 60, at: .start, animated: false, time: 0))
        func balanced(_ statistics: ViewStatistics) -> Bool {
            statistics.created == statistics.alive + statistics.idle + statistics.dropped
        }
        #expect(balanced(harness.views.statistics))
        // The jump unloaded the first window; the last of its rows to unload is kept configured.
        let keptItem = try #require(before.last { harness.views.views[$0] == nil })
        #expect(harness.views.kept.contains { $0.dataIndex == keptItem })
        let idle = harness.views.statistics.idle
        try harness.apply(harness.controller.performBatchUpdates(BatchUpdate(deletions: [keptItem]), reportedCount: 99, time: 0))
        #expect(balanced(harness.views.statistics))
        #expect(harness.views.statistics.kept == 3)
        #expect(harness.views.statistics.idle == idle + 1)
    }

    @Test("a data reload configures every view again, kept ones included")
    func reloadDataReconfiguresKeptViews() throws {
        var harness = try ControllerHarness(
            content: .pages(count: 10), size: CGSize(width: 320, height: 480), configuration: .pager(), keptViews: 2)
        try harness.apply(harness.controller.turnPage(by: 1, animated: false, time: 0))
        for view in harness.views.views.values { view.dataIndex = -1 }   // the old data's picture
        let configured = harness.views.statistics.configured
        try harness.apply(harness.controller.reloadData(.pages(count: 10), time: 0))
        #expect(harness.views.views.values.allSatisfy { $0.dataIndex != -1 })
        #expect(harness.views.statistics.configured == configured + 3)
        #expect(harness.views.statistics.kept == 0)
    }
}
