import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct RecyclingListViewTests {
    let clock = TestClock()

    @Test func scrollingTenThousandRowsRecyclesAFewViews() {
        let source = RowSource(count: 10_000)
        let list = makeList(source: source, clock: clock)
        #expect(list.contentSize.height == CGFloat(44 * 10_000))
        var most = 0
        for step in 1...3_000 {
            list.contentOffset.y = CGFloat(step) * 97
            most = max(most, list.subviews.count)
        }
        #expect(most <= 40)
        #expect(list.itemViews.statistics.created <= 40)
        #expect(source.requests > 5_000)
        // Every loaded row sits where the engine put it: consecutive, 44 points apart.
        let rows = list.loadedRowViews.compactMap { $0 as? SizedRowView }
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(lower.frame.minY == upper.frame.maxY)
            #expect(lower.row == upper.row + 1)
        }
    }

    /// Issue 13, item 1: a jump swaps every loaded row at once, more than the pool keeps idle; the
    /// rows it unloads must serve its loads before the pool's cap drops any of them.
    @Test func jumpingFarDownCreatesNoMoreViewsThanTheListEverHolds() {
        let source = RowSource(count: 10_000)
        let list = makeList(source: source, clock: clock, size: CGSize(width: 390, height: 844))
        var most = list.subviews.count
        list.scrollToRow(9_000, at: .start, animated: false)
        most = max(most, list.subviews.count)
        #expect(list.view(forRow: 9_000) != nil)
        list.scrollToRow(0, at: .start, animated: true)
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: {
            list.tick()
            most = max(most, list.subviews.count)
        })
        #expect(list.contentOffset.y == 0)
        #expect(most > 32)   // more rows than the pool's cap swap at once
        #expect(list.itemViews.statistics.created <= most)
        #expect(list.itemViews.statistics.dropped == 0)
    }

    /// A reload gives every loaded row a new view from the data source: the old rows' views, all of
    /// them, though they are more than the pool keeps idle.
    @Test func reloadingDataReusesEveryView() {
        let source = RowSource(count: 10_000)
        let list = makeList(source: source, clock: clock, size: CGSize(width: 390, height: 844))
        list.scrollToRow(5_000, at: .start, animated: false)
        let loaded = list.subviews.count
        let created = list.itemViews.statistics.created
        source.identities = source.identities.map { $0 + 100_000 }
        list.reloadData()
        #expect(loaded > 32)   // more rows than the pool's cap
        #expect(list.itemViews.statistics.created == created)
        #expect(list.itemViews.statistics.dropped == 0)
        #expect(list.rowView(showing: 105_000) != nil && list.subviews.count == loaded)
    }

    @Test func rowsSizeThemselvesAndMeasuringRowsAboveKeepsTheScreenStill() {
        let source = RowSource(count: 200) { $0.isMultiple(of: 2) ? 100 : 60 }
        let list = makeList(source: source, clock: clock)
        // Loaded rows are measured: row 1 starts where row 0's 100 points end.
        #expect(list.rowView(showing: 0)?.frame.height == 100)
        #expect(list.rowView(showing: 1)?.frame.minY == 100)
        list.scrollToRow(100, at: .start, animated: false)
        let row = try! #require(list.rowView(showing: 100))
        #expect(row.frame.minY - list.contentOffset.y == 0)
        // Scrolling up loads and measures rows above: row 100 moves by the scroll and nothing else.
        for step in 1...20 {
            list.contentOffset.y -= 10
            #expect(row.frame.minY - list.contentOffset.y == CGFloat(10 * step))
        }
        #expect(row.frame.minY - list.contentOffset.y == 200)
        #expect(row.frame.height == 100)
    }

    @Test func batchUpdatesKeepLoadedViewsAndTheScreenStill() throws {
        let source = RowSource(count: 100)
        let list = makeList(source: source, clock: clock)
        list.scrollToRow(50, at: .start, animated: false)
        let view = try! #require(list.rowView(showing: 50))
        let onScreen = view.frame.minY - list.contentOffset.y
        let requests = source.requests
        // Two rows inserted at the top, one deleted just above the screen, row 60 reloaded.
        source.identities.insert(contentsOf: [1_000, 1_001], at: 0)
        source.identities.remove(at: 48 + 2)
        try list.performBatchUpdates(BatchUpdate(deletions: [48], insertions: [0, 1], reloads: [60]))
        #expect(list.numberOfRows == 101)
        #expect(list.rowView(showing: 50) === view)
        #expect(view.frame.minY - list.contentOffset.y == onScreen)
        #expect(list.view(forRow: 51) === view)
        // Only the reloaded row was asked for again, plus the row that took the deleted one's place in
        // the window above the screen; the new rows are far above it.
        #expect(source.requests == requests + 2)
        #expect(list.contentSize.height == CGFloat(44 * 101))
    }

    @Test func voiceOverScrollsOneScreenAndHearsTheRowsWhereItLands() {
        UIAccessibility.standInPosted = []
        let list = makeList(source: RowSource(count: 100), clock: clock)
        #expect(list.accessibilityScroll(.up))
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
        #expect(list.contentOffset.y == 480)
        #expect(UIAccessibility.standInPosted.last.map { ($0.argument as? String) == "Rows 11 to 22 of 100" } == true)
        #expect(list.accessibilityScroll(.down))
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
        #expect(list.contentOffset.y == 0)
        #expect(!list.accessibilityScroll(.down))
    }
}
