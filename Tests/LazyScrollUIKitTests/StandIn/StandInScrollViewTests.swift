import Foundation
import Testing
import UIKitStandIn

/// The stand-in's scroll view answers as Apple documents UIScrollView's: insets combine with the safe
/// area by `contentInsetAdjustmentBehavior`, `delegate` is a plain weak property, a release proposes
/// where UIKit's deceleration stops and lets the delegate change it, and a status-bar tap scrolls the
/// only scroll view that has `scrollsToTop`.
@MainActor
@Suite struct StandInScrollViewTests {
    /// Records every callback, in order.
    final class DelegateLog: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        var proposed: CGPoint?
        var retarget: ((CGPoint) -> CGPoint)?
        var offsets: [CGFloat] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            proposed = targetContentOffset.pointee
            if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    }

    final class InsetRecorder: UIScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes += 1
        }
    }

    func scrollView(contentHeight: CGFloat) -> InsetRecorder {
        let view = InsetRecorder(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: contentHeight)
        return view
    }

    @Test func theAdjustedInsetAddsTheSafeAreaAsTheBehaviourSays() {
        let bars = UIEdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
        let tall = scrollView(contentHeight: 2_000)
        tall.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        tall.standInSetSafeAreaInsets(bars)
        // Automatic (as scrollable axes here): only the vertical axis scrolls.
        #expect(tall.adjustedContentInset == UIEdgeInsets(top: 49, left: 0, bottom: 41, right: 0))
        tall.contentInsetAdjustmentBehavior = .never
        #expect(tall.adjustedContentInset == tall.contentInset)
        tall.contentInsetAdjustmentBehavior = .always
        #expect(tall.adjustedContentInset == UIEdgeInsets(top: 49, left: 10, bottom: 41, right: 10))
        let short = scrollView(contentHeight: 100)
        short.standInSetSafeAreaInsets(bars)
        short.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(short.adjustedContentInset == .zero)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func everyChangeOfTheAdjustedInsetIsToldOnce() {
        let view = scrollView(contentHeight: 2_000)
        let log = DelegateLog()
        view.delegate = log
        view.standInSetSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        view.contentInset.bottom = 300          // a keyboard
        view.contentInset.bottom = 300          // no change
        view.contentSize.height = 100           // no longer scrollable: the safe area drops out
        #expect(view.changes == 3)
        #expect(log.calls == Array(repeating: "didChangeAdjustedContentInset", count: 3))
        #expect(view.adjustedContentInset.top == 0 && view.adjustedContentInset.bottom == 300)
    }

    @Test func theDelegateIsAPlainWeakProperty() {
        let view = scrollView(contentHeight: 2_000)
        var log: DelegateLog? = DelegateLog()
        view.delegate = log
        #expect(view.delegate === log)
        log = nil
        #expect(view.delegate == nil)
    }

    @Test func aReleaseProposesUIKitsDecelerationTargetAndGlidesThere() {
        let view = scrollView(contentHeight: 10_000)
        let log = DelegateLog()
        view.delegate = log
        let rest = view.standInDrag(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 2))
        // 2 points per millisecond at 0.998 per millisecond travel 2 × 0.998 / 0.002 = 998 points.
        #expect(abs(log.proposed!.y - 1_098) < 1e-6)
        #expect(abs(rest.y - 1_098) < 1e-6)
        #expect(log.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        view.decelerationRate = .fast
        view.standInDrag(by: .zero, velocity: CGPoint(x: 0, y: 2))
        #expect(abs(log.proposed!.y - (1_098 + 198)) < 1e-6)
        // A release at rest stops there: no deceleration.
        log.calls = []
        view.standInDrag(by: CGPoint(x: 0, y: 10))
        #expect(log.calls == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func theDelegateMayMoveTheTarget() {
        let view = scrollView(contentHeight: 10_000)
        let log = DelegateLog()
        log.retarget = { CGPoint(x: $0.x, y: ($0.y / 500).rounded() * 500) }
        view.delegate = log
        let rest = view.standInDrag(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 2))
        #expect(rest.y == 1_000)
    }

    @Test func aFlingIntoTheEndBouncesPastItAndRestsAtIt() {
        let view = scrollView(contentHeight: 1_000)
        view.standInSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let log = DelegateLog()
        view.delegate = log
        let end = CGFloat(1_000 + 34 - 480)
        let rest = view.standInDrag(by: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 5))
        #expect(log.proposed?.y == end)
        #expect(rest.y == end)
        #expect(log.offsets.max()! > end)
        #expect(log.offsets.max()! <= end + 48)
        // Without bounces the content stops at the end.
        view.contentOffset.y = 0
        view.bounces = false
        log.offsets = []
        view.standInDrag(by: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 5))
        #expect(log.offsets.max()! == end)
    }

    @Test func aStatusBarTapScrollsOnlyTheOnlyScrollViewThatScrollsToTop() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = scrollView(contentHeight: 2_000)
        let second = scrollView(contentHeight: 2_000)
        window.addSubview(first)
        window.addSubview(second)
        first.contentOffset.y = 500
        second.contentOffset.y = 500
        #expect(window.standInTapStatusBar() == nil)
        #expect(first.contentOffset.y == 500)
        second.scrollsToTop = false
        let log = DelegateLog()
        first.delegate = log
        first.standInSetSafeAreaInsets(UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(window.standInTapStatusBar() === first)
        #expect(first.contentOffset.y == -44)
        #expect(log.calls.last == "didScrollToTop")
    }
}
