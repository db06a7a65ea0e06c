import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 9: what else a review found. A container measures a plain child when it is added and
/// when it must be measured again, not on every frame; child scroll views leave the status-bar tap and
/// the safe area to the container; a view's display link stops when the view goes away.
@MainActor
@Suite struct ReviewFindingsTests {
    let clock = TestClock()

    /// A plain view whose constraints give its height, counting how often it is measured.
    final class CountingView: UIView {
        var measurements = 0
        var height: CGFloat = 100
        override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority) -> CGSize {
            measurements += 1
            return CGSize(width: targetSize.width, height: height)
        }
    }

    @Test func aContainerMeasuresAPlainChildOnlyWhenItMust() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        TestWindow.show(container)
        let header = CountingView(frame: .zero)
        let table = UIScrollView(frame: .zero)
        table.contentSize = CGSize(width: 320, height: 5_000)
        container.addArrangedView(header)
        container.addArrangedView(table)
        container.layoutIfNeeded()
        let first = header.measurements
        for step in 1...100 {
            container.contentOffset.y = CGFloat(step) * 20
            container.layoutIfNeeded()
        }
        #expect(header.measurements == first)
        // Told, it measures again; a width change measures again too.
        header.height = 150
        container.invalidateLength(of: header)
        container.layoutIfNeeded()
        #expect(header.measurements == first + 1)
        #expect(table.frame.minY == max(150, container.contentOffset.y))
        container.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        container.layoutIfNeeded()
        #expect(header.measurements == first + 2)
    }

    @Test func onlyTheContainerAnswersAStatusBarTap() throws {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        TestWindow.show(container)
        let window = try #require(container.window)
        let first = UIScrollView(frame: .zero)
        let second = UIScrollView(frame: .zero)
        for table in [first, second] {
            table.contentSize = CGSize(width: 320, height: 2_000)
            container.addArrangedView(table)
        }
        container.layoutIfNeeded()
        container.contentOffset.y = 1_500
        #expect(window.standInTapStatusBar() === container)
        #expect(container.contentOffset.y == 0)
        #expect(first.contentOffset.y == 0)
        // A removed child gets its own settings back.
        container.removeArrangedView(second)
        #expect(second.scrollsToTop && second.isScrollEnabled && second.contentInsetAdjustmentBehavior == .automatic)
    }

    @Test func childScrollViewsKeepTheirInsetsUnderTheBars() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        TestWindow.show(container)
        let table = UIScrollView(frame: .zero)
        table.contentSize = CGSize(width: 320, height: 3_000)
        container.addArrangedView(table)
        container.layoutIfNeeded()
        // UIKit gives the child the part of the safe area it overlaps as it slides under a bar.
        table.standInSetSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(table.adjustedContentInset == .zero)
        container.contentOffset.y = 300
        container.layoutIfNeeded()
        #expect(table.contentOffset.y == 300)
    }

    @Test func aViewThatGoesAwayStopsItsDisplayLink() throws {
        var link: CADisplayLink?
        weak var gone: PagingScrollView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let pager = PagingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            pager.clock = { [clock] in clock.now }
            pager.armsTimers = false
            pager.register(NumberedPageView.self, forReuseIdentifier: "page")
            window.addSubview(pager)
            let source = PageSource(count: 5)
            pager.dataSource = source
            pager.layoutIfNeeded()
            pager.scrollToPage(2, animated: true)
            link = pager.driver?.displayLink
            clock.runFrames(while: { pager.driver?.controller.isAnimating ?? false }, tick: { pager.tick() })
            #expect(link?.isPaused == true)
            gone = pager
            pager.removeFromSuperview()
            withExtendedLifetime(source) {}
        }
        #expect(gone == nil)
        let stopped = try #require(link)
        #expect(!stopped.standInIsScheduled)
    }
}

/// Issue 21, item 9 (what SwiftUI's pager builds on): a pager's settings change without moving pages
/// into other views; the pages that stay loaded keep their views, and the data source is not asked again.
@MainActor
@Suite struct PagerSettingsTests {
    let clock = TestClock()

    @Test func newSettingsKeepThePageViews() throws {
        let (pager, source) = makePager(count: 10, clock: clock)
        pager.scrollToPage(4, animated: false)
        let current = try #require(pager.view(forPage: 4))
        let next = try #require(pager.view(forPage: 5))
        let asked = source.askedPages.count
        pager.pageSpacing = 12
        pager.pageLength = .fractionOfViewport(0.8)
        pager.pageAlignment = .leading(inset: 16)
        pager.loadedNeighbours = 2
        pager.autoAdvanceInterval = 3
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 4)
        #expect(pager.view(forPage: 4) === current)
        #expect(pager.view(forPage: 5) === next)
        // Only the pages that newly have views were asked for: 2, 6 (and those peeking in), never 4 or 5.
        let newlyAsked = Array(source.askedPages.dropFirst(asked))
        #expect(!newlyAsked.contains(4) && !newlyAsked.contains(5))
        #expect(newlyAsked.contains(2) && newlyAsked.contains(6))
        // Looping on: page 4 is still the same view, at its copy in view.
        pager.isLooping = true
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 4)
        #expect(pager.view(forPage: 4) === current)
        #expect((current as? NumberedPageView)?.page == 4)
    }
}
