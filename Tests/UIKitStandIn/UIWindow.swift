import Foundation

/// Stand-in for UIKit's `UIWindow`: the root of a view hierarchy that is on screen. Views added to one
/// (directly or through their superviews) are told so by `didMoveToWindow()`, and take its traits. It
/// holds the first responder (where key presses start up the responder chain) and the focused view.
@MainActor
open class UIWindow: UIView {
    /// The traits of the screen the window is on (Dynamic Type, bold text, layout direction).
    public private(set) var standInTraits = UITraitCollection.standInWindowDefault
    /// The window's first responder (`UIResponder.becomeFirstResponder()`).
    weak var standInFirstResponder: UIResponder?
    /// The view the focus system focused (`UIView.isFocused`), if any.
    public internal(set) weak var standInFocusedView: UIView?
    /// The touches on the window that have not ended, and what the stand-in knows about each.
    var standInTouches: [ObjectIdentifier: StandInTouchTracking] = [:]
    /// The stand-in's clock for touches and presses, in seconds: it moves only when a driver holds a touch.
    public internal(set) var standInTime: TimeInterval = 0

    /// Test driver (not UIKit): the user changes a setting (the text size, bold text, the language's
    /// direction). Every view in the window whose traits differ is told by `traitCollectionDidChange(_:)`,
    /// parents first, as the system does.
    public func standInSetTraits(_ traits: UITraitCollection) {
        standInTraits = UITraitCollection(traitsFrom: [standInTraits, traits])
        standInTellTraitsChanged()
    }

    /// `view` leaves the window: it stops being the first responder and loses focus, as UIKit takes both
    /// from a view that leaves its window.
    func standInForget(_ view: UIView) {
        if let responder = standInFirstResponder as? UIView, responder.isDescendant(of: view) { standInFirstResponder = nil }
        if let focused = standInFocusedView, focused.isDescendant(of: view) { standInFocusedView = nil }
    }
}
