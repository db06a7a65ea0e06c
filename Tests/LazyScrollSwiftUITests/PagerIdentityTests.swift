import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// The SwiftUI pager identifies pages by their elements' identity (issue 21, item 9): a change of the
/// data reaches the pager as a batch update by identity, so the page on screen keeps its view (and the
/// SwiftUI state hosted in it) and its new index reaches the binding; settings changes keep every view.
@MainActor
@Suite struct PagerIdentityTests {
    @Test func pagesInsertedBeforeTheCurrentOneKeepItInItsViewAndWriteItsNewIndexAfterTheUpdate() {
        let harness = PagerHarness(count: 10, page: 5)
        let shown = harness.pager.view(forPage: 5)
        harness.data = [100, 101] + Array(0..<10)
        harness.hosted = []
        harness.update()
        #expect(harness.pager.currentPage == 7)
        #expect(harness.pager.view(forPage: 7) === shown)
        #expect(harness.shownElements == [4_000, 5_000, 6_000])
        // The elements that stayed loaded are re-hosted in their views; none is built anew.
        #expect(harness.hosted.sorted() == [4_000, 5_000, 6_000])
        #expect(harness.writes == [7])
        #expect(harness.page == 7)
        // The binding's new value is what the pager shows: the next update does not scroll.
        let offset = harness.pager.contentOffset
        harness.update()
        #expect(harness.pager.contentOffset == offset)
        #expect(harness.writes == [7])
    }

    @Test func anElementMovedFromAfterTheCurrentPageToTheFrontShiftsItInItsView() {
        let harness = PagerHarness(count: 6, page: 1)
        let shown = harness.pager.view(forPage: 1)
        // Element 4 moves to the front: element 1, on screen, is now page 2.
        harness.data = [4, 0, 1, 2, 3, 5]
        harness.update()
        #expect(harness.pager.currentPage == 2)
        #expect(harness.pager.view(forPage: 2) === shown)
        #expect((shown as? HostedTestView)?.element == 1_000)
        #expect(harness.shownElements == [0_000, 1_000, 2_000])
        #expect(harness.writes == [2])
    }

    @Test func theCurrentPageDeletedRestsOnItsNeighbourAndWritesIt() {
        let harness = PagerHarness(count: 6, page: 3)
        harness.data = [0, 1, 2, 4, 5]
        harness.update()
        #expect(harness.pager.currentPage == 3)
        #expect(harness.shownElements.contains(4_000))
        harness.data = [0, 1, 2]
        harness.update()
        #expect(harness.pager.currentPage == 2)
        #expect(harness.writes == [2])
    }

    @Test func theBindingChangedWithTheDataInOneUpdateIsAPageOfTheNewData() {
        let harness = PagerHarness(count: 10, page: 5)
        harness.data = [100, 101] + Array(0..<10)
        harness.page = 0
        harness.update()
        #expect(harness.pager.currentPage == 0)
        #expect(harness.shownElements == [100_000, 101_000])
        #expect(harness.writes == [])
    }

    @Test func anUpdateThatLeavesTheDataAloneReadsNoIdentity() {
        let harness = PagerHarness(count: 1_000, page: 10)
        let read = harness.identitiesRead
        harness.contentVersion = 1
        harness.update()
        #expect(harness.identitiesRead == read)
        #expect(harness.shownElements == [9_001, 10_001, 11_001])
        harness.data.append(1_000)
        harness.update()
        #expect(harness.identitiesRead == read + 1_001)
    }

    @Test func settingsChangesKeepEveryLoadedPageInItsViewAndBuildNoPage() {
        let harness = PagerHarness(count: 20, page: 10)
        let views = (9...11).map { harness.pager.view(forPage: $0) }
        harness.hosted = []
        harness.settings.pageSpacing = 12
        harness.settings.isLooping = true
        harness.settings.pageLength = .points(300)
        harness.update()
        #expect(harness.pager.currentPage == 10)
        #expect((9...11).map { harness.pager.view(forPage: $0) }.elementsEqual(views) { $0 === $1 })
        #expect(harness.hosted.sorted() == [9_000, 10_000, 11_000])
        #expect(harness.writes == [])
    }

    @Test func repeatedIdentitiesShowTheDataByIndexUntilTheyAreUniqueAgain() {
        let harness = PagerHarness(count: 5, page: 2)
        harness.data = [0, 1, 1, 3, 4]
        harness.update()
        #expect(harness.pager.currentPage == 2)
        #expect(harness.shownElements == [1_000, 1_000, 3_000])
        harness.data = [7, 0, 1, 3, 4]
        harness.update()
        #expect(harness.shownElements == [0_000, 1_000, 3_000])
    }
}
