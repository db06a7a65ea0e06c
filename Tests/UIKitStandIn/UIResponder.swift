import Foundation

/// Stand-in for UIKit's `UIResponder`: the root of the view classes, the responder chain that touches and
/// key presses travel up, and the first responder.
///
/// Each behaviour follows Apple's documentation of the member (the page is named beside it).
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain; a plain responder has none
    /// (https://developer.apple.com/documentation/uikit/uiresponder/next). `UIView` answers its superview.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    /// A touch began. "The default implementation of this method forwards the message up the responder
    /// chain" (https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A touch moved; forwarded up the chain by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// A finger lifted; forwarded up the chain by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled a touch (a scroll view began to scroll, a gesture recognizer recognized);
    /// forwarded up the chain by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Presses (a physical keyboard)

    /// A key went down. "The default implementation of this method forwards the message up the responder
    /// chain" (https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:); keys of a
    /// physical keyboard arrive here: https://developer.apple.com/documentation/uikit/handling-key-presses-made-on-a-physical-keyboard).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A pressed key changed; forwarded up the chain by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/presseschanged(_:with:)).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// A key went up; forwarded up the chain by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/pressesended(_:with:)).
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled a press; forwarded up the chain by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/pressescancelled(_:with:)).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: - First responder

    /// Whether the responder can become the first responder; "This method returns false by default"
    /// (https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets another become the first responder; true by default
    /// (https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder).
    open var canResignFirstResponder: Bool { true }

    /// Makes the responder its window's first responder, where key presses begin their way up the chain,
    /// when it can become one, is a view in a window, and the current first responder lets go
    /// (https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()). Returns
    /// whether it is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = (self as? UIView)?.window else { return false }
        if window.standInFirstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.standInFirstResponder, !current.resignFirstResponder() { return false }
        window.standInFirstResponder = self
        return true
    }

    /// Gives up the first-responder status, unless `canResignFirstResponder` is false
    /// (https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()). Returns true
    /// when the responder is not the first responder afterwards.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = (self as? UIView)?.window, window.standInFirstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.standInFirstResponder = nil
        return true
    }

    /// Whether the responder is its window's first responder
    /// (https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder).
    open var isFirstResponder: Bool {
        guard let window = (self as? UIView)?.window else { return false }
        return window.standInFirstResponder === self
    }
}
