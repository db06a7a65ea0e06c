#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The object a LazyScroll view hands UIKit as its scroll view delegate, so that the app keeps
/// `delegate` for itself: every `UIScrollViewDelegate` callback goes first to the view's engine (when it
/// needs it) and then, unchanged, to the app's delegate.
///
/// The views override `delegate`: reading it gives the app's delegate, setting it stores the app's
/// delegate here and gives UIKit this object through `super.delegate`, whose stored delegate is the one
/// UIKit calls. The engine goes first, so an app's `scrollViewDidScroll(_:)` (a parallax header) sees the
/// rows already placed for the new offset, and its `scrollViewWillEndDragging` sees (and may change) the
/// target the engine chose for a pager.
@MainActor
final class ScrollViewDelegateForwarder: NSObject, UIScrollViewAccessibilityDelegate {
    /// The app's delegate (`UIScrollView.delegate` as the app set it).
    weak var appDelegate: (any UIScrollViewDelegate)?
    /// The engine of the view, once it has a size.
    weak var driver: ScrollControllerDriver?
    /// The view's own description of its scroll position, spoken when the app's delegate has none.
    var defaultScrollStatus: (@MainActor () -> String?)?

    /// What VoiceOver speaks about the scroll position: the app's delegate's answer when it is a
    /// `UIScrollViewAccessibilityDelegate` that gives one, else the view's own ("Page 2 of 8").
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
        let accessibilityDelegate = appDelegate as? any UIScrollViewAccessibilityDelegate
        #if UIKIT_STAND_IN
        let own = accessibilityDelegate?.accessibilityScrollStatus(for: scrollView)
        #else
        let own = accessibilityDelegate?.accessibilityScrollStatus?(for: scrollView) ?? nil
        #endif
        return own ?? defaultScrollStatus?()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        driver?.scrollViewDidScroll(scrollView)
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidScroll(scrollView)
        #else
        appDelegate?.scrollViewDidScroll?(scrollView)
        #endif
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        driver?.scrollViewWillBeginDragging(scrollView)
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewWillBeginDragging(scrollView)
        #else
        appDelegate?.scrollViewWillBeginDragging?(scrollView)
        #endif
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        driver?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        #else
        appDelegate?.scrollViewWillEndDragging?(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        #endif
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        driver?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        #else
        appDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        #endif
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        driver?.scrollViewDidEndDecelerating(scrollView)
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidEndDecelerating(scrollView)
        #else
        appDelegate?.scrollViewDidEndDecelerating?(scrollView)
        #endif
    }

    // The engine needs none of the callbacks below: they go to the app's delegate only.

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidZoom(scrollView)
        #else
        appDelegate?.scrollViewDidZoom?(scrollView)
        #endif
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewWillBeginDecelerating(scrollView)
        #else
        appDelegate?.scrollViewWillBeginDecelerating?(scrollView)
        #endif
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
        #else
        appDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
        #endif
    }

    /// The app's zooming view; nil (no zooming) when it has none, as for a delegate without the method.
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        #if UIKIT_STAND_IN
        appDelegate?.viewForZooming(in: scrollView)
        #else
        appDelegate?.viewForZooming?(in: scrollView) ?? nil
        #endif
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewWillBeginZooming(scrollView, with: view)
        #else
        appDelegate?.scrollViewWillBeginZooming?(scrollView, with: view)
        #endif
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        #else
        appDelegate?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale)
        #endif
    }

    /// The app's answer; true, as UIKit assumes, when it has none.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        #else
        appDelegate?.scrollViewShouldScrollToTop?(scrollView) ?? true
        #endif
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidScrollToTop(scrollView)
        #else
        appDelegate?.scrollViewDidScrollToTop?(scrollView)
        #endif
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        #if UIKIT_STAND_IN
        appDelegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
        #else
        appDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
        #endif
    }
}
#endif
