import Foundation

// Test drivers: not UIKit API, never used by the views. The focus system focuses a view, and a key of a
// physical keyboard goes down and up, delivered as iOS 15 and later deliver it.

extension UIWindow {
    /// The focus system moves focus to `view` (a Tab, an arrow key, or the app asking), as UIKit updates
    /// focus: the view must be in this window and `canBecomeFocused`; every view that contains the view
    /// losing focus or the one gaining it is asked `shouldUpdateFocus(in:)`, from the one losing focus
    /// upwards, and any of them can refuse; then each is told `didUpdateFocus(in:with:)` in the same order
    /// (https://developer.apple.com/documentation/uikit/uifocusenvironment/shouldupdatefocus(in:),
    /// https://developer.apple.com/documentation/uikit/uifocusenvironment/didupdatefocus(in:with:)).
    /// Returns whether `view` has focus afterwards.
    @discardableResult
    public func standInFocus(_ view: UIView, heading: UIFocusHeading = []) -> Bool {
        guard view.window === self, !view.isHidden, view.canBecomeFocused else { return false }
        let previous = standInFocusedView
        if previous === view { return true }
        let context = UIFocusUpdateContext(previouslyFocusedView: previous, nextFocusedView: view, focusHeading: heading)
        var environments: [UIView] = []
        for start in [previous, view] {
            var current = start
            while let environment = current {
                if !environments.contains(where: { $0 === environment }) { environments.append(environment) }
                current = environment.superview
            }
        }
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return false }
        standInFocusedView = view
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        return true
    }

    /// A key of a physical keyboard goes down and up, delivered as iOS 15 and later deliver it: "the
    /// system delivers physical keyboard events to the text input or focus systems first. If those systems
    /// don't handle the keyboard input, the system delivers the events to your app"
    /// (https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior).
    /// The focus system handles an arrow key while a view has focus by moving focus to the nearest
    /// focusable view beyond it in that direction, if there is one and every view concerned agrees
    /// (`standInFocus(_:heading:)`). UIKit's exact search is not documented: the stand-in takes, of the
    /// views wholly beyond the focused one's edge, the nearest by that gap, then by the distance between
    /// their middles across. Tab moves among focus groups, which the stand-in does not model: it goes to
    /// the responders. Otherwise the first responder gets `pressesBegan` and `pressesEnded` with a press of
    /// the key (https://developer.apple.com/documentation/uikit/handling-key-presses-made-on-a-physical-keyboard),
    /// and passes what it does not handle up the responder chain.
    ///
    /// Returns true when the focus system took the key (it moved focus).
    @discardableResult
    public func standInPressKey(_ keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], characters: String = "") -> Bool {
        if let focused = standInFocusedView, let heading = Self.standInHeading(of: keyCode),
           let target = standInFocusTarget(from: focused, heading: heading), standInFocus(target, heading: heading) {
            return true
        }
        guard let responder = standInFirstResponder else { return false }
        let key = UIKey(standInKeyCode: keyCode, modifierFlags: modifierFlags, characters: characters)
        let press = UIPress(phase: .began, timestamp: standInTime, key: key)
        responder.pressesBegan([press], with: UIPressesEvent(timestamp: standInTime, presses: [press]))
        press.phase = .ended
        responder.pressesEnded([press], with: UIPressesEvent(timestamp: standInTime, presses: [press]))
        return false
    }

    /// The heading an arrow key moves focus in.
    private static func standInHeading(of keyCode: UIKeyboardHIDUsage) -> UIFocusHeading? {
        switch keyCode {
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardLeftArrow: return .left
        case .keyboardRightArrow: return .right
        default: return nil
        }
    }

    /// The focusable view nearest beyond `focused` towards `heading`, if any.
    private func standInFocusTarget(from focused: UIView, heading: UIFocusHeading) -> UIView? {
        let origin = focused.convert(focused.bounds, to: nil)
        var best: (view: UIView, rank: (CGFloat, CGFloat))?
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if view !== focused, view.canBecomeFocused {
                let frame = view.convert(view.bounds, to: nil)
                let gap: CGFloat
                let across: CGFloat
                switch heading {
                case .up: (gap, across) = (origin.minY - frame.maxY, abs(frame.midX - origin.midX))
                case .down: (gap, across) = (frame.minY - origin.maxY, abs(frame.midX - origin.midX))
                case .left: (gap, across) = (origin.minX - frame.maxX, abs(frame.midY - origin.midY))
                default: (gap, across) = (frame.minX - origin.maxX, abs(frame.midY - origin.midY))
                }
                if gap >= 0, best.map({ (gap, across) < $0.rank }) ?? true { best = (view, (gap, across)) }
            }
            view.subviews.forEach(visit)
        }
        visit(self)
        return best?.view
    }
}
