import Foundation

/// Stand-in for UIKit's `UITouch`: one finger on the screen, its phase, where it is and which view it
/// began in (https://developer.apple.com/documentation/uikit/uitouch). The stand-in's touch drivers
/// (`UIWindow.standInTouchDown(at:)` and the others) make and move them; the views only read them.
@MainActor
open class UITouch: NSObject {
    /// The phase of a touch (https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum;
    /// UIKit has more cases, for pointers and pencils, which the stand-in never reports).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed, in seconds.
    open internal(set) var timestamp: TimeInterval
    /// The view the touch began in (the hit-tested view): it keeps it while the finger moves
    /// (https://developer.apple.com/documentation/uikit/uitouch/view).
    open internal(set) weak var view: UIView?
    /// The window the touch began in.
    open internal(set) weak var window: UIWindow?
    /// The number of taps; the stand-in's touches are single taps.
    open internal(set) var tapCount = 1
    /// Where the finger is, in window coordinates.
    var standInLocation: CGPoint
    /// Where the finger was before its last move, in window coordinates.
    var standInPreviousLocation: CGPoint

    init(location: CGPoint, window: UIWindow, view: UIView?, timestamp: TimeInterval) {
        standInLocation = location
        standInPreviousLocation = location
        self.window = window
        self.view = view
        self.timestamp = timestamp
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates (the window's for nil)
    /// (https://developer.apple.com/documentation/uikit/uitouch/location(in:)).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(standInLocation, from: nil) ?? standInLocation
    }

    /// Where the touch was before its last move, in `view`'s coordinates
    /// (https://developer.apple.com/documentation/uikit/uitouch/previouslocation(in:)).
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(standInPreviousLocation, from: nil) ?? standInPreviousLocation
    }
}

/// Stand-in for UIKit's `UIEvent`: what a set of touches belongs to
/// (https://developer.apple.com/documentation/uikit/uievent).
@MainActor
open class UIEvent: NSObject {
    /// When the event happened, in seconds.
    open internal(set) var timestamp: TimeInterval
    /// The touches of the event, for a touch event.
    open internal(set) var allTouches: Set<UITouch>?

    init(timestamp: TimeInterval, touches: Set<UITouch>?) {
        self.timestamp = timestamp
        allTouches = touches
        super.init()
    }
}
