import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct ListCoordinatorTests {
    @Test func rowsComeFromTheDataAndAFewViewsAreRecycled() {
        let harness = ListHarness(count: 100_000)
        #expect(harness.list.numberOfRows == 100_000)
        var most = 0
        for step in 1...2_000 {
            harness.scroll(toY: CGFloat(step) * 211)
            most = max(most, harness.list.subviews.count)
        }
        #expect(most <= 40)
        #expect(harness.list.itemViews.statistics.created <= 40)
        let shown = harness.shownIdentities
        #expect(shown == Array(shown[0]..<(shown[0] + shown.count)))
        #expect(harness.screenY(of: shown[0]).map { $0 <= 0 } == true)
    }

    @Test func aChangeOfTheDataIsABatchUpdateThatKeepsViewsAndTheScreenStill() throws {
        let harness = ListHarness(count: 200)
        harness.list.scrollToRow(100, at: .start, animated: false)
        let view = try #require(harness.rowView(showing: 100))
        let moving = try #require(harness.rowView(showing: 103))
        let loaded = Set(harness.shownIdentities)
        // Three rows inserted at the top, one deleted above the screen, one on screen moved down by two.
        harness.items.insert(contentsOf: [TestItem(id: 1_000), TestItem(id: 1_001), TestItem(id: 1_002)], at: 0)
        harness.items.removeAll { $0.id == 99 }
        let item = harness.items.remove(at: harness.items.firstIndex { $0.id == 103 }!)
        harness.items.insert(item, at: harness.items.firstIndex { $0.id == 105 }!)
        harness.hosted = []
        harness.update()
        #expect(harness.list.numberOfRows == 202)
        #expect(harness.rowView(showing: 100) === view)
        #expect(harness.rowView(showing: 103) === moving)
        #expect(harness.screenY(of: 100) == 0)
        #expect(harness.list.view(forRow: 102) === view)
        // Every row that kept its view was re-hosted once, and only the rows new to the window were
        // hosted besides (the deleted row's place above the screen).
        #expect(Set(harness.hosted).isSuperset(of: loaded.subtracting([99])))
        #expect(harness.hosted.count == Set(harness.hosted).count)
        #expect(Set(harness.hosted).subtracting(loaded).count <= 1)
        // The loaded rows are in data order.
        let shown = harness.shownIdentities
        #expect(shown == harness.items.map(\.id).filter(shown.contains))
    }

    @Test func rowsThatChangeHeightOnAnUpdateAreMeasuredAgainAndTheScreenStaysStill() throws {
        let harness = ListHarness(count: 300)
        harness.list.scrollToRow(150, at: .start, animated: false)
        harness.scroll(toY: harness.list.contentOffset.y + 10)
        let anchor = try #require(harness.rowView(showing: 151))
        let onScreen = anchor.frame.minY - harness.list.contentOffset.y
        // The content closure now makes every row 20 points taller: the rows above the anchor that have
        // views grow, and the offset follows.
        harness.extraHeight = 20
        harness.update()
        #expect(anchor.frame.height == 64)
        #expect(anchor.frame.minY - harness.list.contentOffset.y == onScreen)
        #expect(harness.rowView(showing: 150)?.frame.height == 64)
        // Rows without views keep their measured (or estimated) height until they load.
        #expect(try harness.list.driver!.controller.virtualizer.items.base.extent(of: 0) == 44)
    }

    @Test func aRepeatedIdentityShowsTheDataByIndexUntilTheIdentitiesAreUniqueAgain() {
        let harness = ListHarness(count: 20)
        harness.items[5] = TestItem(id: 3, height: 70)
        harness.update()
        #expect(harness.list.numberOfRows == 20)
        #expect(harness.shownIdentities == harness.items.prefix(harness.shownIdentities.count).map(\.id))
        // Another update with the same data: row 5 still shows its own element, not the first one
        // with its identity.
        harness.update()
        #expect((harness.list.view(forRow: 5) as? HostedTestView)?.height == 70)
        #expect((harness.list.view(forRow: 3) as? HostedTestView)?.height == 44)
        // Unique again: reloaded from the new identities, and the next change is a batch update again.
        harness.items[5].id = 5
        harness.update()
        #expect(harness.shownIdentities == Array(0..<harness.shownIdentities.count))
        let view = harness.rowView(showing: 0)
        harness.items.insert(TestItem(id: 50), at: 1)
        harness.update()
        #expect(harness.rowView(showing: 0) === view)
        #expect(harness.shownIdentities.prefix(3) == [0, 50, 1])
    }

    /// The engine's triggers run the action: once when the list comes within 5 rows of the end (not per
    /// frame), again when it comes back after leaving (a failed load is retried), and again when rows
    /// arrive while it stays near; rows re-hosted without new data ask nothing.
    @Test func loadMoreAsksWhenTheListComesNearTheEndOncePerChange() {
        let harness = ListHarness(count: 60) { $0.loadMoreReach = [.end: 5] }
        #expect(harness.loadMoreRequests == [])
        var end: CGFloat { harness.list.contentSize.height - 480 }
        while harness.list.contentOffset.y < end { harness.scroll(toY: min(end, harness.list.contentOffset.y + 10)) }
        #expect(harness.loadMoreRequests == [.end])
        harness.scroll(toY: 0)
        harness.scroll(toY: end)
        #expect(harness.loadMoreRequests == [.end, .end])
        // A short page of two rows: still within 5 rows of the end, so it asks again, once.
        harness.items += [TestItem(id: 60), TestItem(id: 61)]
        harness.update()
        #expect(harness.loadMoreRequests == [.end, .end, .end])
        harness.update()
        #expect(harness.loadMoreRequests == [.end, .end, .end])
        // A page of sixty rows: the list stays where it is, far from the new end, until it gets there.
        harness.items += (62..<122).map { TestItem(id: $0) }
        harness.update()
        #expect(harness.loadMoreRequests == [.end, .end, .end])
        harness.scroll(toY: end)
        #expect(harness.loadMoreRequests == [.end, .end, .end, .end])
    }

    @Test func loadMoreAtTheTopKeepsAskingWhileOlderRowsArriveNearTheScreen() throws {
        let harness = ListHarness(items: (100..<160).map { TestItem(id: $0) }) { $0.loadMoreReach = [.start: 3] }
        // The list starts at its top: row 0 gets a view at once.
        #expect(harness.loadMoreRequests == [.start])
        let view = try #require(harness.rowView(showing: 100))
        // Older rows arrive at the top: the screen stays still, and the new first rows are far above it.
        harness.items.insert(contentsOf: (50..<100).map { TestItem(id: $0) }, at: 0)
        harness.update()
        #expect(harness.rowView(showing: 100) === view)
        #expect(harness.screenY(of: 100) == 0)
        #expect(harness.loadMoreRequests == [.start])
        harness.scroll(toY: 0)
        #expect(harness.loadMoreRequests == [.start, .start])
    }

    /// A new anchoring does not reload the list, so new data in the same update arrives as a batch
    /// update: at the top, away from the end, the new last row is unseen.
    @Test func anchoringAtTheEndAndNewDataInOneUpdate() {
        let harness = ListHarness(count: 30)
        harness.settings.anchoring = .end
        harness.items.append(TestItem(id: 30))
        harness.update()
        #expect(harness.list.contentAnchoring == .end)
        #expect(harness.list.numberOfRows == 31)
        #expect(Array(harness.list.unseenRows) == [30])
        harness.settings.anchoring = .end(tolerance: -1)
        harness.update()
        #expect(harness.list.contentAnchoring == .end)
        harness.list.scrollToEnd(animated: false)
        #expect(harness.list.unseenRows.isEmpty && harness.screenY(of: 30) == 480 - 44)
    }

    @Test func newSettingsAndNewDataInOneUpdateShowTheNewData() {
        let harness = ListHarness(count: 30)
        harness.items.insert(TestItem(id: 100, height: 80), at: 0)
        harness.items[2].height = 60
        harness.settings.estimatedRowHeight = 50
        harness.update()
        #expect(harness.list.estimatedRowHeight == 50)
        #expect(harness.list.numberOfRows == 31)
        #expect(harness.shownIdentities.prefix(3) == [100, 0, 1])
        #expect(harness.rowView(showing: 100)?.frame.height == 80)
        #expect(harness.rowView(showing: 1)?.frame.height == 60)
    }

    @Test func settingsReachTheListAndSettingsTheEngineRefusesAreIgnored() {
        let harness = ListHarness(count: 100)
        harness.settings = ListSettings(estimatedRowHeight: 30, rowSpacing: 2)
        harness.update()
        #expect(harness.list.estimatedRowHeight == 30)
        #expect(harness.list.rowSpacing == 2)
        harness.settings.estimatedRowHeight = .nan
        harness.update()
        #expect(harness.list.estimatedRowHeight == 30)
        harness.settings = ListSettings(estimatedRowHeight: 30, rowSpacing: -1)
        harness.update()
        #expect(harness.list.rowSpacing == 2)
        #expect(harness.shownIdentities.first == 0)
    }
}
