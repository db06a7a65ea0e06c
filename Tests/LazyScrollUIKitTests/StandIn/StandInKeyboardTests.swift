import Foundation
import Testing
import UIKitStandIn

/// The stand-in's first responder, focus system and physical keyboard behave as Apple documents UIKit's:
/// only a responder that can become first responder does; keys go to the focus system first while a view
/// has focus, then to the first responder and up the responder chain; focus updates ask and tell every
/// view that contains the views concerned.
@MainActor
@Suite struct StandInKeyboardTests {
    /// A view that can take the keyboard and focus, and logs what it hears.
    final class KeyView: UIView {
        var takesKeys = true
        var focusable = true
        var refusesArrowsOut = false
        var handles: Set<UIKeyboardHIDUsage> = []
        var log: [String] = []
        var logTo: KeyView?
        var name = ""
        override var canBecomeFirstResponder: Bool { takesKeys }
        override var canBecomeFocused: Bool { focusable }
        private func record(_ entry: String) { (logTo ?? self).log.append("\(name) \(entry)") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first!.key!
            record("began \(key.keyCode.rawValue) \(key.modifierFlags.rawValue)")
            if !handles.contains(key.keyCode) { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            record("ended \(presses.first!.key!.keyCode.rawValue)")
            if !handles.contains(presses.first!.key!.keyCode) { super.pressesEnded(presses, with: event) }
        }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            record("should \(context.previouslyFocusedView.map { ($0 as? KeyView)?.name ?? "?" } ?? "-")→\((context.nextFocusedView as? KeyView)?.name ?? "?")")
            if refusesArrowsOut, context.previouslyFocusedView === self, !context.focusHeading.isEmpty { return false }
            return super.shouldUpdateFocus(in: context)
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            record("did")
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    @Test func onlyAResponderThatCanBecomeFirstResponderDoesAndItMayRefuseToLetGo() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let field = KeyView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        let other = KeyView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
        window.addSubview(plain)
        window.addSubview(field)
        window.addSubview(other)
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        // Outside a window nothing becomes first responder.
        #expect(!KeyView(frame: .zero).becomeFirstResponder())
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(other.becomeFirstResponder())
        #expect(!field.isFirstResponder && other.isFirstResponder)
        other.resignFirstResponder()
        #expect(!other.isFirstResponder)
        // A view that leaves its window stops being the first responder.
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    @Test func keysGoToTheFirstResponderAndUpTheChain() {
        let parent = KeyView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        parent.name = "parent"
        let child = KeyView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.name = "child"
        child.logTo = parent
        child.handles = [.keyboardDownArrow]
        window.addSubview(parent)
        parent.addSubview(child)
        // No first responder: nobody hears the key.
        window.standInPressKey(.keyboardDownArrow)
        #expect(parent.log.isEmpty)
        child.becomeFirstResponder()
        window.standInPressKey(.keyboardDownArrow, modifierFlags: .shift)
        window.standInPressKey(.keyboardTab)
        #expect(parent.log == [
            "child began 81 131072", "child ended 81",
            "child began 43 0", "parent began 43 0", "child ended 43", "parent ended 43",
        ])
    }

    @Test func focusUpdatesAskAndTellEveryViewContainingEitherView() {
        let root = KeyView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.name = "root"
        root.focusable = false
        let top = KeyView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        top.name = "top"
        top.logTo = root
        let bottom = KeyView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
        bottom.name = "bottom"
        bottom.logTo = root
        window.addSubview(root)
        root.addSubview(top)
        root.addSubview(bottom)
        #expect(window.standInFocus(top))
        #expect(top.isFocused)
        root.log = []
        #expect(window.standInFocus(bottom, heading: .down))
        #expect(!top.isFocused && bottom.isFocused)
        // From the view losing focus upwards, then the one gaining it; each told afterwards in that order.
        #expect(root.log == ["top should top→bottom", "root should top→bottom", "bottom should top→bottom", "top did", "root did", "bottom did"])
        // A view that cannot be focused never is; any environment can refuse.
        #expect(!window.standInFocus(root))
        bottom.refusesArrowsOut = true
        #expect(!window.standInFocus(top, heading: .up))
        #expect(bottom.isFocused)
        #expect(window.standInFocus(top))
    }

    @Test func arrowKeysGoToTheFocusSystemFirstThenToTheResponders() {
        let list = KeyView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        list.name = "list"
        let button = KeyView(frame: CGRect(x: 0, y: 400, width: 320, height: 44))
        button.name = "button"
        button.logTo = list
        window.addSubview(list)
        window.addSubview(button)
        list.becomeFirstResponder()
        window.standInFocus(list)
        list.log = []
        // Down: the focus system moves focus to the button below; the responder hears nothing.
        #expect(window.standInPressKey(.keyboardDownArrow))
        #expect(button.isFocused)
        #expect(!list.log.contains { $0.contains("began") })
        // Up from the button: back to the list. Up again: nothing focusable above, so the key goes on.
        #expect(window.standInPressKey(.keyboardUpArrow))
        #expect(list.isFocused)
        list.log = []
        #expect(!window.standInPressKey(.keyboardUpArrow))
        #expect(list.log == ["list began 82 0", "list ended 82"])
        // A list that refuses to let the focus go by an arrow gets the arrow itself.
        list.refusesArrowsOut = true
        list.log = []
        #expect(!window.standInPressKey(.keyboardDownArrow))
        #expect(list.isFocused)
        #expect(list.log.suffix(2) == ["list began 81 0", "list ended 81"])
    }
}
