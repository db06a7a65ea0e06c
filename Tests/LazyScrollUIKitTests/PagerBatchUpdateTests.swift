import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// `PagingScrollView.performBatchUpdates(_:)`: pages inserted, deleted or moved around the page on
/// screen leave that page on screen in its view (the SwiftUI pager identifies its pages by identity
/// through it; before, any change of the data reloaded every page by index, so the page on screen
/// became another one).
@MainActor
@Suite struct PagerBatchUpdateTests {
    /// Records the page changes the pager reports.
    final class PageChanges: PagingScrollViewDelegate {
        var pages: [Int] = []
        func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int) { pages.append(page) }
    }

    @Test func pagesInsertedBeforeTheCurrentOneKeepItOnScreenInItsView() throws {
        let clock = TestClock()
        let (pager, source) = makePager(count: 10, clock: clock)
        let changes = PageChanges()
        pager.pagingDelegate = changes
        let control = UIPageControl(frame: .zero)
        pager.pageControl = control
        pager.scrollToPage(4, animated: false)
        let view = try #require(pager.view(forPage: 4))
        let before = pager.subviews.filter { $0 is NumberedPageView }
        source.askedPages = []
        source.count = 12
        try pager.performBatchUpdates(BatchUpdate(insertions: [0, 1]))
        #expect(pager.currentPage == 6)
        #expect(pager.view(forPage: 6) === view)
        #expect(view.frame.minX - pager.contentOffset.x == 0)
        #expect(changes.pages.last == 6)
        #expect(control.numberOfPages == 12 && control.currentPage == 6)
        // The neighbours kept their views too: nothing was asked for.
        #expect(source.askedPages == [])
        #expect(pager.subviews.filter { $0 is NumberedPageView }.allSatisfy { view in before.contains { $0 === view } })
    }

    @Test func deletingTheCurrentPageRestsOnItsNeighbourAndOnlyNewPagesAreAskedFor() throws {
        let clock = TestClock()
        let (pager, source) = makePager(count: 10, clock: clock)
        pager.scrollToPage(4, animated: false)
        let next = try #require(pager.view(forPage: 5))
        source.askedPages = []
        source.count = 9
        try pager.performBatchUpdates(BatchUpdate(deletions: [4]))
        clock.runFrames(while: { pager.driver?.controller.isAnimating ?? false }, tick: { pager.tick() })
        #expect(pager.numberOfPages == 9)
        #expect([3, 4].contains(pager.currentPage))
        #expect(pager.view(forPage: 4) === next)
        #expect(Set(source.askedPages).isSubset(of: [2, 3, 5]))
    }

    @Test func anUpdateThatDoesNotAddUpIsRefusedAndChangesNothing() throws {
        let clock = TestClock()
        let (pager, source) = makePager(count: 10, clock: clock)
        pager.scrollToPage(3, animated: false)
        let views = pager.loadedPageViews
        source.count = 11
        #expect(throws: LazyScrollError.self) { try pager.performBatchUpdates(BatchUpdate(insertions: [0, 1])) }
        #expect(pager.numberOfPages == 10)
        #expect(pager.currentPage == 3)
        #expect(pager.loadedPageViews.elementsEqual(views) { $0 === $1 })
        // A correct update afterwards works as if the refused one had never been made.
        try pager.performBatchUpdates(BatchUpdate(insertions: [0]))
        #expect(pager.currentPage == 4 && pager.numberOfPages == 11)
    }

    @Test func beforeThePagerHasASizeThePageToShowFollowsTheUpdate() throws {
        let pager = PagingScrollView(frame: .zero)
        pager.register(NumberedPageView.self, forReuseIdentifier: "page")
        let source = PageSource(count: 10)
        PageSource.keptAlive.append(source)
        pager.dataSource = source
        pager.scrollToPage(5, animated: false)
        source.count = 13
        try pager.performBatchUpdates(BatchUpdate(insertions: [0, 1, 2]))
        TestWindow.show(pager)
        pager.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 8)
        #expect(pager.shownPages == [7, 8, 9])
    }

    @Test func aLoopingPagerKeepsItsPageThroughInsertions() throws {
        let clock = TestClock()
        let (pager, source) = makePager(count: 6, clock: clock) { $0.isLooping = true }
        pager.scrollToPage(2, animated: false)
        let view = try #require(pager.view(forPage: 2))
        source.count = 7
        try pager.performBatchUpdates(BatchUpdate(insertions: [0]))
        #expect(pager.currentPage == 3)
        #expect(pager.view(forPage: 3) === view)
        // Too few pages left to loop: refused, and nothing changed.
        source.count = 1
        #expect(throws: LazyScrollError.self) { try pager.performBatchUpdates(BatchUpdate(deletions: [0, 1, 2, 4, 5, 6])) }
        #expect(pager.numberOfPages == 7 && pager.currentPage == 3)
    }
}
