import Foundation

/// Stand-in for UIKit's `UIFocusHeading`: the direction of a focus move
/// (https://developer.apple.com/documentation/uikit/uifocusheading), with UIKit's bits.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt
    /// Creates a heading.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Upwards.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Downwards.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// To the left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// To the right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// The next item (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// The previous item (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// Stand-in for UIKit's `UIFocusUpdateContext`: the views a focus update moves from and to, and its
/// heading (https://developer.apple.com/documentation/uikit/uifocusupdatecontext).
@MainActor
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus.
    open private(set) weak var previouslyFocusedView: UIView?
    /// The view that gets focus.
    open private(set) weak var nextFocusedView: UIView?
    /// The direction of the move; empty when it has none (a programmatic update).
    open private(set) var focusHeading: UIFocusHeading

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?, focusHeading: UIFocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
        super.init()
    }
}

/// Stand-in for UIKit's `UIFocusAnimationCoordinator`: runs animations alongside a focus update. The
/// stand-in does not animate: it runs them at once
/// (https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator).
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Runs `animations` with the focus update, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
