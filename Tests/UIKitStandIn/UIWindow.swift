import Foundation

/// Stand-in for UIKit's `UIWindow`: the root of a view hierarchy that is on screen. Views added to one
/// (directly or through their superviews) are told so by `didMoveToWindow()`.
@MainActor
open class UIWindow: UIView {}
