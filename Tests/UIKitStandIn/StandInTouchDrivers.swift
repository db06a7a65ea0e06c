import Foundation

// Test drivers: not UIKit API, never used by the views. A finger goes down, is held, moves and lifts, and
// the window delivers the touch as UIKit does: to the gesture recognizers of the touched view and its
// superviews first, then to the view itself (up the responder chain from there), with a scroll view's
// delay of content touches and its cancelling of them when the finger starts a scroll.

/// What the window knows about one touch.
@MainActor
final class StandInTouchTracking {
    /// The recognizers that see the touch: those of the touched view and of its superviews.
    var recognizers: [UIGestureRecognizer]
    /// The scroll view the touch is inside, if any, whose pan can take the touch over.
    weak var scrollView: UIScrollView?
    /// Where the finger went down, in window coordinates.
    let start: CGPoint
    /// How long the finger has been down.
    var pressed: TimeInterval = 0
    /// Whether `touchesBegan` waits, as a scroll view with `delaysContentTouches` holds it back.
    var isDelayed: Bool
    /// Whether the view got `touchesBegan`.
    var isDelivered = false
    /// Whether the view gets nothing more (its touch was cancelled, or never delivered and dropped).
    var isWithdrawn = false

    init(recognizers: [UIGestureRecognizer], scrollView: UIScrollView?, start: CGPoint, isDelayed: Bool) {
        self.recognizers = recognizers
        self.scrollView = scrollView
        self.start = start
        self.isDelayed = isDelayed
    }
}

extension UIWindow {
    /// How long a scroll view holds a touch back from its content before delivering it, when
    /// `delaysContentTouches` is set. UIKit documents the delay, not its length; this is about what it is.
    public static let standInContentTouchDelay: TimeInterval = 0.15
    /// How far a finger moves before a scroll view's pan takes it over. UIKit does not document it; this is
    /// about what it is.
    public static let standInPanThreshold: CGFloat = 10

    /// A finger goes down at `point` (window coordinates) on the view `hitTest(_:with:)` finds. The
    /// recognizers of that view and of its superviews see it first; the view gets `touchesBegan` now, or,
    /// inside a scroll view that delays content touches, once the finger has been held
    /// `standInContentTouchDelay` or lifts (https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches:
    /// "the scroll view delays handling the touch-down gesture until it can determine if scrolling is the
    /// intent").
    public func standInTouchDown(at point: CGPoint) -> UITouch {
        let view = hitTest(point, with: nil)
        let touch = UITouch(location: point, window: self, view: view, timestamp: standInTime)
        var recognizers: [UIGestureRecognizer] = []
        var scrollView: UIScrollView?
        var ancestor = view
        while let current = ancestor {
            recognizers += (current.gestureRecognizers ?? []).filter(\.isEnabled)
            if scrollView == nil, current !== view, let scrolling = current as? UIScrollView, scrolling.isScrollEnabled { scrollView = scrolling }
            ancestor = current.superview
        }
        let delayed = scrollView?.delaysContentTouches ?? false
        let tracking = StandInTouchTracking(recognizers: recognizers, scrollView: scrollView, start: point, isDelayed: delayed)
        standInTouches[ObjectIdentifier(touch)] = tracking
        for recognizer in recognizers { recognizer.standInTouchBegan(touch) }
        if !delayed { standInDeliverBegan(touch, tracking) }
        return touch
    }

    /// The finger stays down `duration` seconds longer: a delayed touch reaches its view once the scroll
    /// view's delay has passed, then the recognizers hear how long the finger has been down (a long press
    /// begins, and, as it `cancelsTouchesInView`, the view's touch is cancelled).
    public func standInHold(_ touch: UITouch, for duration: TimeInterval) {
        guard let tracking = standInTouches[ObjectIdentifier(touch)], duration >= 0 else { return }
        standInTime += duration
        tracking.pressed += duration
        touch.timestamp = standInTime
        touch.phase = .stationary
        if tracking.isDelayed, !tracking.isWithdrawn, tracking.pressed >= Self.standInContentTouchDelay { standInDeliverBegan(touch, tracking) }
        for recognizer in tracking.recognizers {
            let wasRecognized = recognizer.standInIsRecognized
            recognizer.standInTimePassed(touch, pressedFor: tracking.pressed)
            if !wasRecognized, recognizer.standInIsRecognized, recognizer.cancelsTouchesInView { standInWithdraw(touch, tracking) }
        }
    }

    /// The finger moves to `point` (window coordinates). The recognizers see it first (a long press that
    /// runs changes; one that has not begun fails past its allowable movement). Unless a recognizer has
    /// recognized (UIKit lets no two gestures run at once by default), a finger that moves
    /// `standInPanThreshold` from where it went down inside a scroll view starts the scroll view's pan:
    /// the content's touch is cancelled (https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches:
    /// "if the user drags the finger enough to initiate a scroll, the view receives a touchesCancelled(_:with:)
    /// message and the scroll view handles the touch as a scroll"), and the test replays the scroll with
    /// `UIScrollView.standInDrag(by:velocity:steps:)`.
    public func standInMove(_ touch: UITouch, to point: CGPoint) {
        guard let tracking = standInTouches[ObjectIdentifier(touch)] else { return }
        touch.standInPreviousLocation = touch.standInLocation
        touch.standInLocation = point
        touch.phase = .moved
        for recognizer in tracking.recognizers { recognizer.standInTouchMoved(touch) }
        let recognized = tracking.recognizers.contains { $0.standInIsRecognized }
        if !recognized, let scrollView = tracking.scrollView, !tracking.isWithdrawn,
           hypot(point.x - tracking.start.x, point.y - tracking.start.y) > Self.standInPanThreshold {
            for recognizer in tracking.recognizers where recognizer.state == .possible { recognizer.state = .failed }
            if !tracking.isDelivered || scrollView.canCancelContentTouches { standInWithdraw(touch, tracking) }
        }
        guard tracking.isDelivered, !tracking.isWithdrawn, let view = touch.view else { return }
        view.touchesMoved([touch], with: UIEvent(timestamp: standInTime, touches: [touch]))
    }

    /// The finger lifts. The recognizers hear it (a long press ends; one that had not begun fails); the view
    /// gets `touchesEnded`, after the `touchesBegan` a scroll view was still holding back (a quick tap).
    public func standInLift(_ touch: UITouch) {
        guard let tracking = standInTouches.removeValue(forKey: ObjectIdentifier(touch)) else { return }
        touch.phase = .ended
        for recognizer in tracking.recognizers { recognizer.standInTouchEnded(touch) }
        if !tracking.isWithdrawn, let view = touch.view {
            if !tracking.isDelivered { standInDeliverBegan(touch, tracking) }
            view.touchesEnded([touch], with: UIEvent(timestamp: standInTime, touches: [touch]))
        }
        for recognizer in tracking.recognizers { recognizer.standInReset() }
    }

    /// The system cancels the touch (a call comes in): running gestures are cancelled and the view gets
    /// `touchesCancelled`.
    public func standInCancel(_ touch: UITouch) {
        guard let tracking = standInTouches.removeValue(forKey: ObjectIdentifier(touch)) else { return }
        touch.phase = .cancelled
        for recognizer in tracking.recognizers { recognizer.standInTouchCancelled(touch) }
        standInWithdraw(touch, tracking)
        for recognizer in tracking.recognizers { recognizer.standInReset() }
    }

    /// A quick tap at `point`: down and up at once.
    public func standInTap(at point: CGPoint) {
        standInLift(standInTouchDown(at: point))
    }

    private func standInDeliverBegan(_ touch: UITouch, _ tracking: StandInTouchTracking) {
        tracking.isDelayed = false
        tracking.isDelivered = true
        touch.view?.touchesBegan([touch], with: UIEvent(timestamp: standInTime, touches: [touch]))
    }

    /// The view gets no more of the touch: a delivered touch is cancelled, a held-back one dropped.
    private func standInWithdraw(_ touch: UITouch, _ tracking: StandInTouchTracking) {
        guard !tracking.isWithdrawn else { return }
        tracking.isWithdrawn = true
        tracking.isDelayed = false
        guard tracking.isDelivered, let view = touch.view else { return }
        let phase = touch.phase
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: UIEvent(timestamp: standInTime, touches: [touch]))
        touch.phase = phase
    }
}
