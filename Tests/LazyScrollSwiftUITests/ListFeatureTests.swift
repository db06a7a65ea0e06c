import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// What the SwiftUI list does that UIKit's does (issue 21, item 10): end state and unseen count for a
/// "new messages" button, scroll to end, grid and lanes layouts, keyboard dismiss mode, `.refreshable`,
/// and the wrapped UIKit view.
@MainActor
@Suite struct ListFeatureTests {
    @Test func aChatTellsItsEndStateAndTheUnseenRowsUntilTheScrollerTakesItToTheEnd() {
        let scroller = RecyclingListScroller<Int>()
        let harness = ListHarness(count: 100) {
            $0.settings.anchoring = .end
            $0.endStates = []
            $0.scroller = scroller
        }
        harness.afterUpdate.run()
        // The chat starts at its end.
        #expect(harness.endStates?.last == RecyclingListEndState(isAtEnd: true, unseenCount: 0))
        harness.scroll(toY: 200)
        harness.update()
        #expect(harness.endStates?.last == RecyclingListEndState(isAtEnd: false, unseenCount: 0))
        // Three messages arrive while the user reads older ones.
        harness.items += (100..<103).map { TestItem(id: $0) }
        harness.update()
        #expect(harness.endStates?.last == RecyclingListEndState(isAtEnd: false, unseenCount: 3))
        let told = harness.endStates?.count
        // An update that changes neither tells nothing.
        harness.update()
        #expect(harness.endStates?.count == told)
        // The "new messages" button.
        scroller.scrollToEnd(animated: false)
        harness.update()
        #expect(harness.list.isAtEnd)
        #expect(harness.endStates?.last == RecyclingListEndState(isAtEnd: true, unseenCount: 0))
        // At the bottom edge, to within rounding of the measured heights above.
        #expect(abs((harness.screenY(of: 102) ?? 0) - (480 - 44)) < 0.001)
    }

    @Test func theScrollerReachesTheWrappedList() {
        let scroller = RecyclingListScroller<Int>()
        #expect(scroller.listView == nil)
        let harness = ListHarness(count: 10) { $0.scroller = scroller }
        #expect(scroller.listView === harness.list)
    }

    @Test func gridAndLanesLayoutsReachTheListAndARefusedLayoutLeavesThePreviousOne() throws {
        let harness = ListHarness(count: 60)
        let grid = RecyclingListLayout.grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10))
        harness.settings.layout = grid
        harness.items.insert(TestItem(id: 500), at: 0)
        harness.update()
        #expect(harness.list.layout == grid)
        // The new data arrives with the reload the layout makes: three cells on the first line.
        #expect(harness.list.numberOfRows == 61)
        let first = try #require(harness.rowView(showing: 500))
        let second = try #require(harness.rowView(showing: 0))
        #expect(first.frame.width == 100 && second.frame.minX == 110 && second.frame.minY == first.frame.minY)
        harness.settings.layout = .grid(ScrollGridLayout(columns: .fixed(0)))
        harness.items.append(TestItem(id: 600))
        harness.update()
        #expect(harness.list.layout == grid)
        // Refused, the layout did not reload the list: the new data came as a batch update.
        #expect(harness.list.numberOfRows == 62)
        let lanes = RecyclingListLayout.lanes(LaneLayout(lanes: 2))
        harness.settings.layout = lanes
        harness.update()
        #expect(harness.list.layout == lanes)
    }

    @Test func theKeyboardDismissModeReachesTheList() {
        let harness = ListHarness(count: 10) { $0.settings.keyboardDismissMode = .interactive }
        #expect(harness.list.keyboardDismissMode == .interactive)
        harness.settings.keyboardDismissMode = .onDrag
        harness.update()
        #expect(harness.list.keyboardDismissMode == .onDrag)
    }

    @Test func aPullRunsTheRefreshActionOnceAndEndsTheRefreshingWhenItReturns() async {
        let harness = ListHarness(count: 10)
        let refresher = harness.coordinator.refresher
        var runs = 0
        var finish: CheckedContinuation<Void, Never>?
        refresher.update(harness.list, action: {
            runs += 1
            await withCheckedContinuation { finish = $0 }
        })
        #expect(harness.list.refreshControl === refresher.control)
        // UIKit begins refreshing and sends valueChanged when the user pulls.
        refresher.control.beginRefreshing()
        refresher.control.sendActions(for: .valueChanged)
        refresher.control.sendActions(for: .valueChanged)
        while finish == nil { await Task.yield() }
        #expect(runs == 1)
        #expect(refresher.control.isRefreshing)
        finish?.resume()
        while refresher.control.isRefreshing { await Task.yield() }
        #expect(runs == 1)
        // Without `.refreshable` the list has no control.
        refresher.update(harness.list, action: nil)
        #expect(harness.list.refreshControl == nil)
    }
}
