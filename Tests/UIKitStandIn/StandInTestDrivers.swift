import Foundation

// Test drivers: not UIKit API, never used by the views. They replay what UIKit does around a drag, in
// UIKit's order, so the views' delegate code runs as it would on a device.

extension UIAccessibility {
    /// Every notification posted so far, oldest first.
    @MainActor
    public static var standInPosted: [(notification: Notification, argument: Any?)] = []
}

extension UIScrollView {
    /// Replays a drag that moves the content offset by `distance` in `steps` moves and lifts the finger
    /// with `velocity` (points per millisecond, UIKit's unit); the content then glides to the target the
    /// delegate chose, in `steps` moves. Each move is relative to the current offset, so a delegate that
    /// shifts the offset mid-gesture (a looping recentre) shifts the rest of the gesture with it, as the
    /// real scroll view does. Returns where the content came to rest.
    @discardableResult
    public func standInDrag(by distance: CGPoint, velocity: CGPoint = .zero, steps: Int = 4) -> CGPoint {
        isTracking = true
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        let count = max(1, steps)
        let step = CGPoint(x: distance.x / CGFloat(count), y: distance.y / CGFloat(count))
        for _ in 0..<count {
            contentOffset = CGPoint(x: contentOffset.x + step.x, y: contentOffset.y + step.y)
        }
        let released = contentOffset
        var target = released
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isTracking = false
        isDragging = false
        let decelerates = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            isDecelerating = true
            let glide = CGPoint(x: (target.x - released.x) / CGFloat(count), y: (target.y - released.y) / CGFloat(count))
            for _ in 0..<count {
                contentOffset = CGPoint(x: contentOffset.x + glide.x, y: contentOffset.y + glide.y)
            }
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
        return contentOffset
    }
}
