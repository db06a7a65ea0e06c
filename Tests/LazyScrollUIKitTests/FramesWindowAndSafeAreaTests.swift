import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Frames from the display link, suspension while out of a window, and the safe area.
@MainActor
@Suite struct FramesWindowAndSafeAreaTests {
    let clock = TestClock()

    /// Fires `link` once per 1/120 s frame, advancing the test clock to each frame's target time.
    func fire(_ link: CADisplayLink, frames: Int) {
        for _ in 0..<frames {
            let now = clock.now
            clock.now += 1.0 / 120
            link.standInFire(timestamp: now, targetTimestamp: clock.now)
        }
    }

    @Test func animationsRunOnTheDisplayLinkAtItsTargetTimesAndItPausesAtRest() throws {
        let (pager, _) = makePager(count: 10, clock: clock)
        #expect(pager.driver?.displayLink == nil)  // nothing has animated yet
        pager.scrollToPage(3, animated: true)
        let link = try #require(pager.driver?.displayLink)
        #expect(link.standInIsScheduled && !link.isPaused)
        #expect(link.preferredFrameRateRange == CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120))
        var offsets: [CGFloat] = []
        for _ in 0..<6 {
            fire(link, frames: 1)
            offsets.append(pager.contentOffset.x)
            // The engine computes each frame for the time the display will show it.
            #expect(pager.driver?.controller.now == link.targetTimestamp)
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        fire(link, frames: 240)
        #expect(pager.currentPage == 3)
        #expect(pager.contentOffset.x == CGFloat(3 * 320))
        #expect(link.isPaused)  // at rest, no frames
        #expect(!link.standInFire(timestamp: clock.now, targetTimestamp: clock.now + 0.01))
    }

    @Test func autoAdvanceStopsOutOfTheWindowAndWaitsOnlyWhatWasLeftWhenBack() throws {
        let (pager, _) = makePager(count: 4, clock: clock) { $0.autoAdvanceInterval = 2 }
        let window = try #require(pager.window)
        clock.now = 1.5
        pager.tick()
        pager.removeFromSuperview()
        #expect(pager.driver?.controller.isSuspended == true)
        #expect(pager.driver?.controller.nextTickTime == nil)
        clock.now = 100
        pager.tick()
        #expect(pager.currentPage == 0)
        window.addSubview(pager)
        #expect(pager.driver?.controller.isSuspended == false)
        // Half a second of the two was left when it left the window.
        #expect(pager.driver?.controller.nextTickTime == 100.5)
        clock.now = 100.4
        pager.tick()
        #expect(pager.driver?.controller.isAnimating == false)
        clock.now = 100.5
        pager.tick()
        settle(pager)
        #expect(pager.currentPage == 1)
    }

    @Test func anAnimationLeftMidwayContinuesFromTheSameFrame() throws {
        let (pager, _) = makePager(count: 10, clock: clock)
        let window = try #require(pager.window)
        pager.scrollToPage(5, animated: true)
        let link = try #require(pager.driver?.displayLink)
        fire(link, frames: 8)
        let frozen = pager.contentOffset.x
        #expect(frozen > 0 && frozen < 5 * 320)
        pager.removeFromSuperview()
        #expect(link.isPaused)
        clock.now += 30
        window.addSubview(pager)
        #expect(abs(pager.contentOffset.x - frozen) < 1e-6)
        #expect(!link.isPaused)
        fire(link, frames: 1)
        #expect(pager.contentOffset.x > frozen)
        #expect(pager.contentOffset.x - frozen < 320)  // no jump to the end
    }

    @Test func aPagerBuiltOutsideAWindowStartsSuspended() {
        let pager = PagingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pager.clock = { [clock] in clock.now }
        pager.armsTimers = false
        pager.autoAdvanceInterval = 1
        pager.register(NumberedPageView.self, forReuseIdentifier: "page")
        let source = PageSource(count: 3)
        pager.dataSource = source
        pager.layoutIfNeeded()
        #expect(pager.driver?.controller.isSuspended == true)
        TestWindow.show(pager)
        #expect(pager.driver?.controller.isSuspended == false)
        withExtendedLifetime(source) {}
    }

    @Test func reloadingStopsTheOldDriversDisplayLink() throws {
        let (pager, _) = makePager(count: 10, clock: clock)
        pager.scrollToPage(4, animated: true)
        let old = try #require(pager.driver?.displayLink)
        pager.reloadData()
        #expect(!old.standInIsScheduled)
    }

    @Test func theListInsetsItsRowsByTheSafeAreaAndKeepsTheScreenStillWhenItChanges() throws {
        let source = RowSource(count: 1_000)
        let list = makeList(source: source, clock: clock)
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        list.layoutIfNeeded()
        // As for any UIKit scroll view, the safe area is in the adjusted inset around the content: at the
        // top the list rests at -44, and the first row, at the top of the content, sits below the bar.
        #expect(list.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(list.contentOffset.y == -44)
        #expect(list.rowView(showing: 0)?.frame.minY == 0)
        #expect(list.contentSize.height == CGFloat(44 * 1_000))
        // At the end, the last row ends above the home indicator.
        list.contentOffset.y = list.contentSize.height + 34 - 480
        let last = try #require(list.rowView(showing: 999))
        #expect(last.frame.maxY - list.contentOffset.y == CGFloat(480 - 34))
        // Mid-list, a taller bar leaves every row where it was on screen.
        list.scrollToRow(500, at: .start, animated: false)
        let row = try #require(list.rowView(showing: 500))
        let onScreen = row.frame.minY - list.contentOffset.y
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 100, left: 0, bottom: 34, right: 0))
        list.layoutIfNeeded()
        #expect(row.frame.minY - list.contentOffset.y == onScreen)
        // Back at the top, the first row moves below the new bar.
        list.contentOffset.y = -100
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 60, left: 0, bottom: 34, right: 0))
        list.layoutIfNeeded()
        #expect(list.contentOffset.y == -60)
        #expect(list.rowView(showing: 0).map { $0.frame.minY - list.contentOffset.y } == 60)
    }

    @Test func theContainerInsetsItsChildrenByTheSafeArea() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        TestWindow.show(container)
        let header = constrainedView(height: 50)
        let body = constrainedView(height: 2_000)
        container.addArrangedView(header)
        container.addArrangedView(body)
        container.standInSetSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        container.layoutIfNeeded()
        #expect(container.adjustedContentInset.top == 44 && container.contentOffset.y == -44)
        #expect(header.frame.minY == 0)
        #expect(body.frame.minY == 50)
        #expect(container.contentSize.height == CGFloat(50 + 2_000))
    }

    func settle(_ pager: PagingScrollView) {
        clock.runFrames(while: { pager.driver?.controller.isAnimating ?? false }, tick: { pager.tick() })
    }
}
