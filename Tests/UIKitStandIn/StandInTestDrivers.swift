import Foundation

// Test drivers: not UIKit API, never used by the views. They replay what UIKit does around a drag, a
// status-bar tap and a change of accessibility settings, in UIKit's order, so the views' code runs as it
// would on a device.

extension UIAccessibility {
    /// Every notification posted so far, oldest first.
    @MainActor
    public static var standInPosted: [(notification: Notification, argument: Any?)] = []
}

extension UIScrollView {
    /// Replays a drag that moves the content offset by `distance` in `steps` moves and lifts the finger
    /// with `velocity` (points per millisecond, UIKit's unit, positive where the offset grows), then
    /// UIKit's deceleration. Each move is relative to the current offset, so a delegate that shifts the
    /// offset mid-gesture (a looping recentre) shifts the rest of the gesture with it, as the real scroll
    /// view does. Returns where the content came to rest.
    ///
    /// On release, UIKit proposes where the deceleration stops (`standInProposedTarget`) and lets the
    /// delegate change it (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:):
    /// "The expected offset when the scrolling action decelerates to a stop … Your application can change
    /// the value"). The content then glides there in `steps` moves. A fling whose projection passes an
    /// end that the delegate left alone bounces (when `bounces`): the glide passes the end by up to a
    /// tenth of the view and comes back. UIKit's exact curve is not documented, only that it bounces.
    @discardableResult
    public func standInDrag(by distance: CGPoint, velocity: CGPoint = .zero, steps: Int = 4) -> CGPoint {
        isTracking = true
        isDragging = true
        storedDelegate?.scrollViewWillBeginDragging(self)
        let count = max(1, steps)
        let step = CGPoint(x: distance.x / CGFloat(count), y: distance.y / CGFloat(count))
        for _ in 0..<count {
            contentOffset = CGPoint(x: contentOffset.x + step.x, y: contentOffset.y + step.y)
        }
        let released = contentOffset
        let proposed = standInProposedTarget(releasedAt: released, velocity: velocity)
        var target = proposed
        storedDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isTracking = false
        isDragging = false
        // The delegate's target, or UIKit's own bounce past an end the fling reaches.
        var path = [target]
        if target == proposed, bounces {
            let overshoot = standInOvershoot(releasedAt: released, velocity: velocity)
            if overshoot != target { path = [overshoot, target] }
        } else {
            let resting = standInClamped(target)
            if resting != target { path.append(resting) }
        }
        let decelerates = path.last != released || path.count > 1
        storedDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return contentOffset }
        storedDelegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        for stop in path {
            let start = contentOffset
            let glide = CGPoint(x: (stop.x - start.x) / CGFloat(count), y: (stop.y - start.y) / CGFloat(count))
            for index in 1...count {
                contentOffset = index == count ? stop : CGPoint(x: contentOffset.x + glide.x, y: contentOffset.y + glide.y)
            }
        }
        isDecelerating = false
        storedDelegate?.scrollViewDidEndDecelerating(self)
        return contentOffset
    }

    /// Where UIKit's deceleration stops after a release at `released` with `velocity`: the offset
    /// projected by `decelerationRate` (each millisecond keeps that fraction of the velocity, so the
    /// content travels velocity × rate / (1 − rate) points, Apple's projection in "Designing Fluid
    /// Interfaces", WWDC 2018), kept within the resting offsets, or the nearest page when paging.
    public func standInProposedTarget(releasedAt released: CGPoint, velocity: CGPoint) -> CGPoint {
        if isPagingEnabled, bounds.width > 0, bounds.height > 0 {
            func page(_ offset: CGFloat, _ speed: CGFloat, _ size: CGFloat) -> CGFloat {
                let position = offset / size
                let index = speed > 0 ? position.rounded(.up) : speed < 0 ? position.rounded(.down) : position.rounded()
                return index * size
            }
            return standInClamped(CGPoint(x: page(released.x, velocity.x, bounds.width), y: page(released.y, velocity.y, bounds.height)))
        }
        return standInClamped(standInProjection(releasedAt: released, velocity: velocity))
    }

    /// The offset the velocity would carry the content to with no ends.
    private func standInProjection(releasedAt released: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let factor = rate / (1 - rate)
        return CGPoint(x: released.x + velocity.x * factor, y: released.y + velocity.y * factor)
    }

    /// The furthest point of a bounce: past the end the projection crosses, by up to a tenth of the view.
    private func standInOvershoot(releasedAt released: CGPoint, velocity: CGPoint) -> CGPoint {
        let projected = standInProjection(releasedAt: released, velocity: velocity)
        let clamped = standInClamped(projected)
        func past(_ projected: CGFloat, _ clamped: CGFloat, _ size: CGFloat) -> CGFloat {
            let beyond = projected - clamped
            return clamped + max(-size / 10, min(size / 10, beyond))
        }
        return CGPoint(x: past(projected.x, clamped.x, bounds.width), y: past(projected.y, clamped.y, bounds.height))
    }

    /// `offset` within the resting offsets.
    public func standInClamped(_ offset: CGPoint) -> CGPoint {
        let range = standInRestingOffsets
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }
}

extension UIWindow {
    /// Replays a tap on the status bar (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop):
    /// on iPhone it does nothing when more than one scroll view on screen has `scrollsToTop`; otherwise
    /// that one scrolls to its top unless its delegate refuses or it is already there, and its delegate
    /// hears `scrollViewDidScrollToTop(_:)`. Returns the scroll view that scrolled, if any.
    @discardableResult
    public func standInTapStatusBar() -> UIScrollView? {
        var candidates: [UIScrollView] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.bounds.width > 0, view.bounds.height > 0 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            view.subviews.forEach(collect)
        }
        collect(self)
        guard candidates.count == 1, let scrollView = candidates.first else { return nil }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        guard scrollView.contentOffset != top, scrollView.storedDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return nil }
        scrollView.contentOffset = top
        scrollView.storedDelegate?.scrollViewDidScrollToTop(scrollView)
        return scrollView
    }
}
