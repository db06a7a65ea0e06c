import Foundation

/// Stand-in for UIKit's `UIScrollViewDelegate`
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate). UIKit's requirements are
/// `@objc optional`; here each has a default implementation that does what UIKit does when the delegate
/// does not implement it (no zooming view, scrolling to the top allowed).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts with `velocity` (points per millisecond); `targetContentOffset` is where the
    /// deceleration will stop, and the delegate may change it.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts to decelerate after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration after a drag ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation started by `setContentOffset(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil zooms nothing.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a status-bar tap may scroll the content to its top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A status-bar tap scrolled the content to its top.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target where UIKit's deceleration puts it.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// "If the delegate doesn't implement this method, true is assumed."
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Stand-in for UIKit's `UIScrollViewAccessibilityDelegate`: a scroll view delegate that says what
/// VoiceOver speaks after it scrolls the content
/// (https://developer.apple.com/documentation/uikit/uiscrollviewaccessibilitydelegate). The requirement
/// is `@objc optional` in UIKit; the default answers nil, as a delegate without it does.
@MainActor
public protocol UIScrollViewAccessibilityDelegate: UIScrollViewDelegate {
    /// What VoiceOver speaks about the scroll position (for instance "Page 2 of 8"); nil for the default.
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String?
}

extension UIScrollViewAccessibilityDelegate {
    /// No status of its own.
    public func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { nil }
}
