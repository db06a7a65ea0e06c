import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 8: free scrolling is UIKit's (its deceleration target, which the app may change, and
/// its bounce at the ends); the engine aims only where it must (a pager's page), a slow release of a
/// pager is carried by the engine's spring rather than UIKit's slide, and the app's settings stay.
@MainActor
@Suite struct ScrollFeelTests {
    let clock = TestClock()

    /// An app's delegate that sees the target after the view and may move it.
    final class TargetWatcher: NSObject, UIScrollViewDelegate {
        var seen: [CGPoint] = []
        var offsets: [CGPoint] = []
        var retarget: ((CGPoint) -> CGPoint)?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            seen.append(targetContentOffset.pointee)
            if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
        }
    }

    @Test func aListLeavesTheReleaseToUIKitsDecelerationAndTheApp() throws {
        let list = makeList(source: RowSource(count: 1_000), clock: clock)
        let app = TargetWatcher()
        list.delegate = app
        let released = list.contentOffset.y + 100
        let proposed = list.standInProposedTarget(releasedAt: CGPoint(x: 0, y: released), velocity: CGPoint(x: 0, y: 1.5))
        list.standInDrag(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1.5))
        #expect(app.seen.last == proposed)
        #expect(list.contentOffset == proposed)
        #expect(list.view(forRow: Int(proposed.y / 44)) != nil)
        // With the app's faster deceleration, the list glides as far as UIKit says, not as far as the
        // engine's own physics (the normal rate) would.
        list.decelerationRate = .fast
        let start = list.contentOffset.y
        let fast = list.standInProposedTarget(releasedAt: CGPoint(x: 0, y: start + 50), velocity: CGPoint(x: 0, y: 2))
        list.standInDrag(by: CGPoint(x: 0, y: 50), velocity: CGPoint(x: 0, y: 2))
        #expect(abs(fast.y - (start + 50 + 2 * 99)) < 1e-6)
        #expect(list.contentOffset == fast)
        // The app snaps to rows of its own; the list follows.
        app.retarget = { CGPoint(x: $0.x, y: ($0.y / 44).rounded() * 44) }
        list.standInDrag(by: CGPoint(x: 0, y: 37), velocity: CGPoint(x: 0, y: 0.7))
        #expect(list.contentOffset.y.truncatingRemainder(dividingBy: 44) == 0)
        #expect(list.view(forRow: Int(list.contentOffset.y / 44)) != nil)
    }

    @Test func aHardFlingIntoTheEndBouncesAndRestsAtTheEnd() {
        let list = makeList(source: RowSource(count: 100), clock: clock)
        let app = TargetWatcher()
        list.delegate = app
        let end = list.contentSize.height - 480
        list.contentOffset.y = end - 300
        list.standInDrag(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 8))
        #expect(app.offsets.map(\.y).max()! > end)
        #expect(list.contentOffset.y == end)
        #expect(list.view(forRow: 99) != nil)
    }

    @Test func aPagerAimsAtThePageAndASlowReleaseIsCarriedByTheEngine() throws {
        let app = TargetWatcher()
        let (pager, _) = makePager(count: 10, clock: clock) { $0.delegate = app }
        // Fast: UIKit decelerates to the page the engine chose.
        pager.standInDrag(by: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 3, y: 0))
        #expect(app.seen.last?.x == 320)
        #expect(pager.contentOffset.x == 320)
        // Slow, past the middle of the next page: UIKit stops where the finger lifted, no slide; the
        // engine's spring takes the page there on the display link.
        let rest = pager.standInDrag(by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 0.1, y: 0))
        #expect(app.seen.last?.x == 520)
        #expect(rest.x == 520)
        let link = try #require(pager.driver?.displayLink)
        #expect(!link.isPaused)
        clock.runFrames(while: { pager.driver?.controller.isAnimating ?? false }, tick: { pager.tick() })
        #expect(pager.contentOffset.x == 640)
        #expect(pager.currentPage == 2)
    }

    @Test func thePagerKeepsTheAppsDecelerationRate() {
        let (pager, _) = makePager(count: 10, clock: clock)
        #expect(pager.decelerationRate == .fast)
        pager.decelerationRate = .normal
        pager.reloadData()
        pager.layoutIfNeeded()
        #expect(pager.decelerationRate == .normal)
        let (other, _) = makePager(count: 10, clock: clock) { $0.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995) }
        other.isLooping = true
        other.layoutIfNeeded()
        #expect(other.decelerationRate.rawValue == 0.995)
    }
}
