import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Records the pages a pager announces.
@MainActor
final class PageRecorder: PagingScrollViewDelegate {
    var changes: [Int] = []
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int) { changes.append(page) }
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didLayOut view: UIView, forPageAt index: Int, progress: CGFloat) {}
}

@MainActor
@Suite struct PagingScrollViewTests {
    let clock = TestClock()

    /// Runs the engine's own animations (auto-advance, animated scrolls) to rest.
    func settle(_ pager: PagingScrollView) {
        clock.runFrames(while: { pager.driver?.controller.isAnimating ?? false }, tick: { pager.tick() })
    }

    @Test func startsOnPageZeroWithItsNeighbourLoaded() {
        let (pager, _) = makePager(count: 10_000, clock: clock)
        #expect(pager.currentPage == 0)
        #expect(pager.shownPages == [0, 1])
        #expect(pager.contentSize == CGSize(width: 320 * 10_000, height: 480))
        #expect(pager.view(forPage: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func scrollingTenThousandPagesNeverHoldsMoreThanThreePageViews() {
        let (pager, source) = makePager(count: 10_000, clock: clock)
        var most = 0
        // Continuous scrolling in uneven steps, as a deceleration would report it.
        for step in 1...2_000 {
            pager.contentOffset.x = CGFloat(step) * 37.5
            most = max(most, pager.subviews.count)
        }
        // Flicks, forwards and back.
        for flick in 0..<60 {
            let forwards = flick % 3 != 2
            pager.standInDrag(by: CGPoint(x: forwards ? 120 : -120, y: 0), velocity: CGPoint(x: forwards ? 2 : -2, y: 0))
            most = max(most, pager.subviews.count)
        }
        // A jump to the last page.
        pager.scrollToPage(9_999, animated: false)
        most = max(most, pager.subviews.count)
        #expect(most <= 3)
        #expect(pager.currentPage == 9_999)
        #expect(pager.shownPages == [9_998, 9_999])
        // Views were recycled, not made per page.
        #expect(source.requests > 200)
        #expect(pager.subviews.count <= 3)
    }

    @Test func aFlickTurnsExactlyOnePageAndTheEngineChoosesTheTarget() {
        let (pager, _) = makePager(count: 20, clock: clock)
        let rest = pager.standInDrag(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 3, y: 0))
        #expect(rest.x == 320)
        #expect(pager.currentPage == 1)
        // A slow, short drag springs back, on the engine's spring (UIKit stops where the finger lifted).
        let back = pager.standInDrag(by: CGPoint(x: 50, y: 0), velocity: .zero)
        #expect(back.x == 370)
        settle(pager)
        #expect(pager.contentOffset.x == 320)
        #expect(pager.currentPage == 1)
    }

    @Test func rotationKeepsTheCurrentPage() {
        let (pager, _) = makePager(count: 50, clock: clock)
        pager.scrollToPage(7, animated: false)
        #expect(pager.contentOffset.x == CGFloat(7 * 320))
        pager.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 7)
        #expect(pager.contentOffset.x == CGFloat(7 * 480))
        #expect(pager.contentSize == CGSize(width: 480 * 50, height: 320))
        #expect(pager.view(forPage: 7)?.frame == CGRect(x: CGFloat(7 * 480), y: 0, width: 480, height: 320))
        #expect(pager.shownPages == [6, 7, 8])
    }

    @Test func loopingGoesFromTheFirstPageBackToTheLast() {
        let (pager, _) = makePager(count: 5, clock: clock) { $0.isLooping = true }
        #expect(pager.currentPage == 0)
        #expect(pager.shownPages == [0, 1, 4])
        let rest = pager.standInDrag(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: -2, y: 0))
        #expect(rest.x.truncatingRemainder(dividingBy: 320) == 0)
        #expect(pager.currentPage == 4)
        // Many turns in one direction keep the content inside the scroll view's content size.
        for _ in 0..<40 {
            pager.standInDrag(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 2, y: 0))
            #expect(pager.contentOffset.x >= 0 && pager.contentOffset.x + 320 <= pager.contentSize.width)
            #expect(pager.subviews.count <= 3)
        }
        #expect(pager.currentPage == (4 + 40) % 5)
    }

    @Test func rightToLeftStartsAtTheRightEdge() {
        let (pager, _) = makePager(count: 4, clock: clock) { $0.semanticContentAttribute = .forceRightToLeft }
        #expect(pager.contentOffset.x == pager.contentSize.width - 320)
        #expect(pager.view(forPage: 0)?.frame.maxX == pager.contentSize.width)
        // Dragging the content to the right (offset decreasing) shows the next page.
        pager.standInDrag(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: -2, y: 0))
        #expect(pager.currentPage == 1)
        #expect(pager.contentOffset.x == pager.contentSize.width - 640)
    }

    @Test func thePageControlFollowsAndTurnsThePager() {
        let control = UIPageControl(frame: .zero)
        let (pager, _) = makePager(count: 6, clock: clock) { $0.pageControl = control }
        #expect(control.numberOfPages == 6)
        pager.standInDrag(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 2, y: 0))
        #expect(control.currentPage == 1)
        control.currentPage = 4
        control.sendActions(for: .valueChanged)
        settle(pager)
        #expect(pager.currentPage == 4)
        #expect(pager.contentOffset.x == CGFloat(4 * 320))
    }

    @Test func autoAdvanceTurnsThePageAfterTheIntervalAndPausesDuringADrag() {
        let (pager, _) = makePager(count: 3, clock: clock) { $0.autoAdvanceInterval = 2 }
        clock.now = 1
        pager.tick()
        #expect(pager.currentPage == 0)
        clock.now = 2.01
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 1)
        #expect(pager.contentOffset.x == 320)
        // A drag restarts the wait, from when the page is back in place.
        pager.standInDrag(by: CGPoint(x: 10, y: 0))
        settle(pager)
        clock.now += 1.5
        pager.tick()
        #expect(pager.currentPage == 1)
        clock.now += 0.6
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 2)
    }

    @Test func voiceOverTurnsOnePageAndHearsThePageWhereItRests() {
        UIAccessibility.standInPosted = []
        let (pager, _) = makePager(count: 8, clock: clock)
        #expect(pager.accessibilityScroll(.left))
        settle(pager)
        #expect(pager.currentPage == 1)
        let announcements = UIAccessibility.standInPosted.filter { $0.notification == .pageScrolled }
        #expect(announcements.contains { ($0.argument as? String) == "Page 2 of 8" })
        #expect(pager.accessibilityScroll(.right))
        settle(pager)
        #expect(pager.currentPage == 0)
        #expect(!pager.accessibilityScroll(.right))
    }

    @Test func loadedNeighboursSetsHowManyPagesOnEachSideHaveViews() {
        let (pager, _) = makePager(count: 50, clock: clock) { $0.loadedNeighbours = 2 }
        pager.scrollToPage(20, animated: false)
        #expect(pager.shownPages == [18, 19, 20, 21, 22])
        pager.loadedNeighbours = -3
        #expect(pager.loadedNeighbours == 0)
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 20)
        #expect(pager.shownPages == [20])
    }

    @Test func reloadKeepsThePageWhenItStillExists() {
        let (pager, source) = makePager(count: 10, clock: clock)
        pager.scrollToPage(6, animated: false)
        source.count = 4
        pager.reloadData()
        #expect(pager.numberOfPages == 4)
        #expect(pager.currentPage == 3)
        #expect(pager.shownPages == [2, 3])
    }

    @Test func aPageAskedForBeforeTheSizeIsTheFirstOneLoadedAndIsAnnouncedOnce() {
        let pager = PagingScrollView(frame: .zero)
        pager.clock = { [clock] in clock.now }
        pager.armsTimers = false
        pager.register(NumberedPageView.self, forReuseIdentifier: "page")
        let source = PageSource(count: 1_000)
        PageSource.keptAlive.append(source)
        let pages = PageRecorder()
        pager.dataSource = source
        pager.pagingDelegate = pages
        pager.scrollToPage(500, animated: false)
        TestWindow.show(pager)
        pager.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 500)
        #expect(pager.shownPages == [499, 500, 501])
        // Page 0 and its neighbour are never made only to be thrown away.
        #expect(source.askedPages.sorted() == [499, 500, 501])
        #expect(pages.changes == [500])
    }

    @Test func aReloadThatLosesTheShownPageAnnouncesTheOneShownInstead() {
        let (pager, source) = makePager(count: 10, clock: clock)
        let pages = PageRecorder()
        pager.pagingDelegate = pages
        pager.scrollToPage(6, animated: false)
        source.count = 8
        pager.reloadData()
        source.count = 1
        pager.reloadData()
        #expect(pager.currentPage == 0)
        #expect(pages.changes == [6, 0])
    }
}

