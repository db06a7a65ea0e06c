import Foundation

/// Stand-in for UIKit's `UIGestureRecognizer`: a state machine fed the touches of its view (and the
/// view's subviews) before the view gets them, which calls its action at every change of a continuous
/// gesture (https://developer.apple.com/documentation/uikit/uigesturerecognizer).
///
/// UIKit's is made with a target and an Objective-C selector, which Swift on Linux cannot express; the
/// stand-in takes the action as a closure (`init(standInTarget:action:)`, not UIKit API). The views make
/// their recognizers in one `#if UIKIT_STAND_IN` branch. The window's touch drivers
/// (`UIWindow.standInTouchDown(at:)` and the others) deliver touches to it as UIKit does: to the
/// recognizers of the touched view and its superviews first, then to the view.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum).
    public enum State: Int, Sendable {
        /// Not yet recognized: the default.
        case possible
        /// A continuous gesture was recognized and began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches were not the gesture.
        case failed

        /// A discrete gesture was recognized (the same value as `ended`).
        public static var recognized: State { .ended }
    }

    /// The recognizer's state (https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property).
    open internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer takes touches. Setting it to false while a gesture is in progress cancels
    /// it (https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled: "Disabling a
    /// gesture recognizer while it's in the middle of recognizing a gesture causes it to transition to a
    /// cancelled state").
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed { standInTransition(to: .cancelled) } else { standInReset() }
        }
    }
    /// Whether the touches of a recognized gesture are cancelled in the view: true by default
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview: "the
    /// touches of that gesture that are pending are not delivered to the view and previously delivered
    /// touches are cancelled through a touchesCancelled(_:with:) message").
    open var cancelsTouchesInView = true
    /// The closure the stand-in calls where UIKit sends the action message.
    private let action: (UIGestureRecognizer) -> Void
    /// The touch the recognizer follows.
    weak var standInTouch: UITouch?

    /// Test-only initializer (UIKit: `init(target:action:)`): calls `action` with the recognizer at every
    /// change of state that UIKit sends the action message for. `target` is kept, as the action's target.
    public init(standInTarget target: AnyObject, action: @escaping (UIGestureRecognizer) -> Void) {
        self.action = { [weak target] recognizer in if target != nil { action(recognizer) } }
        super.init()
    }

    /// Where the gesture is, in `view`'s coordinates (the window's for nil): its touch's location
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)).
    open func location(in view: UIView?) -> CGPoint {
        standInTouch?.location(in: view) ?? .zero
    }

    /// Moves to `state`: the action is sent for every state but `possible` and `failed` (UIKit sends no
    /// action when a gesture fails). A recognizer that leaves `possible` asks its view first
    /// (`gestureRecognizerShouldBegin(_:)`), and fails when the view says no.
    func standInTransition(to next: State) {
        var next = next
        if state == .possible, next == .began || next == .ended, let view, !view.gestureRecognizerShouldBegin(self) {
            next = .failed
        }
        state = next
        if next != .failed && next != .possible { action(self) }
    }

    /// Back to `possible` after a gesture ends, fails or is cancelled, as UIKit resets recognizers once the
    /// touches are over (https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()).
    func standInReset() {
        state = .possible
        standInTouch = nil
    }

    // The touches of the recognizer's view, before the view gets them. Subclasses decide the state.
    func standInTouchBegan(_ touch: UITouch) { standInTouch = touch }
    func standInTouchMoved(_ touch: UITouch) {}
    func standInTouchEnded(_ touch: UITouch) {}
    func standInTouchCancelled(_ touch: UITouch) {
        if state == .began || state == .changed { standInTransition(to: .cancelled) } else if state == .possible { state = .failed }
    }
    /// Time passed with the touch still down.
    func standInTimePassed(_ touch: UITouch, pressedFor duration: TimeInterval) {}

    /// Whether the recognizer recognized its gesture and it runs.
    var standInIsRecognized: Bool { state == .began || state == .changed }
}

/// Stand-in for UIKit's `UILongPressGestureRecognizer`
/// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer): "Long-press gestures
/// are continuous. The gesture begins (`began`) when the number of allowable fingers
/// (`numberOfTouchesRequired`) have been pressed for the specified period (`minimumPressDuration`) and
/// the touches do not move beyond the allowable range of movement (`allowableMovement`). The gesture
/// recognizer transitions to the Change state whenever a finger moves, and it ends (`ended`) when any of
/// the fingers are lifted." A finger that moves too far or lifts before then fails it.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down, in seconds; 0.5 by default
    /// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the gesture begins, in points; 10 by default
    /// (https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement).
    open var allowableMovement: CGFloat = 10
    /// The fingers the gesture needs; 1 by default (the stand-in models one).
    open var numberOfTouchesRequired = 1
    /// Where the touch went down, in window coordinates.
    private var start = CGPoint.zero

    override func standInTouchBegan(_ touch: UITouch) {
        super.standInTouchBegan(touch)
        start = touch.standInLocation
    }

    override func standInTouchMoved(_ touch: UITouch) {
        switch state {
        case .possible:
            let location = touch.standInLocation
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            standInTransition(to: .changed)
        default:
            break
        }
    }

    override func standInTimePassed(_ touch: UITouch, pressedFor duration: TimeInterval) {
        if state == .possible, duration >= minimumPressDuration { standInTransition(to: .began) }
    }

    override func standInTouchEnded(_ touch: UITouch) {
        if state == .began || state == .changed { standInTransition(to: .ended) } else if state == .possible { state = .failed }
    }
}
