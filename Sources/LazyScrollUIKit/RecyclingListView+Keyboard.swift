#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// Whether a hardware keyboard can move a focus among the rows (`UICollectionView.allowsFocus`); false
    /// by default. When it is on, the list can become the first responder and is a focus item of
    /// `UIFocusSystem` (Tab brings the focus to it on iPad), and, while it is the first responder, the
    /// arrow keys move the focus to the neighbouring row (in a grid or lanes, the one above, below or
    /// beside), Page Up and Page Down by the rows that fit, Home and End (or Command with an arrow) to the
    /// first and last row, scrolling only as far as needed to show the focused row whole below the bars;
    /// Return and Space select the focused row, as a tap does. In a row scrolling across, the focus is on
    /// one of its items (the first in view when it arrives): left and right move it along the row,
    /// scrolling the row as little as it takes to show it, up and down leave the row. Rows that adopt
    /// `KeyboardFocusIndicatingView` show the focus. Turning it off hides the focus and gives up the first
    /// responder.
    public var allowsFocus: Bool {
        get { rowFocusAllowed }
        set {
            rowFocusAllowed = newValue
            if !newValue, isFirstResponder { resignFirstResponder() }
            if !newValue { keyboardFocusDidLeave() }
        }
    }

    /// Whether moving the focus with the keyboard selects the focused row, as the user's selection (the
    /// delegate is asked and told) (`UICollectionView.selectionFollowsFocus`); false by default, and only
    /// for a single selection (with `allowsMultipleSelection`, Return and Space select).
    public var selectionFollowsFocus: Bool {
        get { rowSelectionFollowsFocus }
        set { rowSelectionFollowsFocus = newValue }
    }

    /// The row the keyboard focus is on (nil before the keyboard or a touch chose one). It stays on its row
    /// through batch updates, and goes to a neighbour when its row is deleted.
    public var focusedRow: Int? { rowStates.focus.index }

    /// Moves the keyboard focus to row `index` and shows it, scrolling only as far as needed to show the row
    /// whole, as a key would, without selecting it.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a row that does not exist; nothing changes then.
    public func focusRow(at index: Int, animated: Bool) throws {
        guard index >= 0, index < numberOfRows else {
            throw LazyScrollError.indexOutOfRange(quantity: "focused row", index: index, valid: 0..<numberOfRows)
        }
        rowStates.focus.index = index
        rowStates.showsFocus = true
        driver?.perform { controller, time in try controller.scroll(toItem: index, at: .nearest, animated: animated, time: time) }
        _ = enterAcrossRow(index)
        applyRowStates()
    }

    // MARK: - Presses

    /// Handles the presses the list understands and returns the others.
    func handlePresses(began presses: Set<UIPress>) -> Set<UIPress> {
        var unhandled: Set<UIPress> = []
        for press in presses {
            if let key = press.key, handleKey(key) {
                handledPresses.insert(ObjectIdentifier(press))
            } else {
                unhandled.insert(press)
            }
        }
        return unhandled
    }

    /// Forgets the presses that ended and returns those the list did not handle.
    func handlePresses(finished presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { handledPresses.remove(ObjectIdentifier($0)) == nil }
    }

    /// What key `key` does to the list; false when it does nothing here (it goes up the chain).
    private func handleKey(_ key: UIKey) -> Bool {
        guard rowFocusAllowed, numberOfRows > 0 else { return false }
        let command = key.modifierFlags.contains(.command)
        switch key.keyCode {
        case .keyboardUpArrow: return moveFocus(command ? .first : .up)
        case .keyboardDownArrow: return moveFocus(command ? .last : .down)
        // A grid's columns and lanes run right to left in a right-to-left layout: the engine's left is the
        // screen's right then.
        case .keyboardLeftArrow: return moveFocus(effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left)
        case .keyboardRightArrow: return moveFocus(effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right)
        case .keyboardPageUp: return moveFocus(.pageUp)
        case .keyboardPageDown: return moveFocus(.pageDown)
        case .keyboardHome: return moveFocus(.first)
        case .keyboardEnd: return moveFocus(.last)
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            guard let focused = focusTarget else { return false }
            showFocus()
            selectAsUser(focused)
            return true
        default:
            return false
        }
    }

    /// Moves the focus by `move`, scrolling as little as it takes; false when the focus stays where it
    /// shows already (a left arrow in a list, an up arrow on the first row), so the key goes on.
    private func moveFocus(_ move: FocusMove) -> Bool {
        guard let driver else { return false }
        if let moved = moveFocusAlongRow(move) { return moved }
        let before = rowStates.focus.index
        let wasShowing = rowStates.showsFocus
        var focus = rowStates.focus
        driver.perform { controller, time in try controller.moveFocus(&focus, move, animated: true, time: time) }
        rowStates.focus = focus
        rowStates.showsFocus = true
        // Every time: a move between loaded rows that needs no scroll lays nothing out.
        applyRowStates()
        guard let focused = focus.index, focused != before || !wasShowing else { return false }
        guard focused != before else { return true }
        // In a row scrolling across, the focus lands on one of its items.
        let target = enterAcrossRow(focused).map(ListSelectionTarget.acrossItem) ?? .row(focused)
        applyRowStates()
        switch target {
        case let .row(index): (delegate as? any RecyclingListViewDelegate)?.listView(self, didFocusRowAt: index)
        case let .acrossItem(path): (delegate as? any RecyclingListViewDelegate)?.listView(self, didFocusItemAt: path)
        }
        if rowSelectionFollowsFocus, rowStates.mode == .single { selectAsUser(target) }
        return true
    }

    /// Shows the focused row's focus.
    private func showFocus() {
        guard !rowStates.showsFocus else { return }
        rowStates.showsFocus = true
        applyRowStates()
    }

    // MARK: - Focus

    /// The focus system focused the list: its focused row (or the first row wholly in view) shows it.
    func keyboardFocusDidArrive() {
        guard rowFocusAllowed else { return }
        if rowStates.focus.index == nil, let driver {
            rowStates.focus.index = try? driver.controller.virtualizer.focusTarget(of: .next, from: nil)
            if let row = rowStates.focus.index { _ = enterAcrossRow(row) }
        }
        showFocus()
    }

    /// The list lost the keyboard: no row shows the focus.
    func keyboardFocusDidLeave() {
        guard rowStates.showsFocus else { return }
        rowStates.showsFocus = false
        applyRowStates()
    }
}
#endif
