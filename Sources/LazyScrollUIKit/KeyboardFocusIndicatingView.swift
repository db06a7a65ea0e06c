#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// A row or grid cell view that shows the keyboard focus, for a `RecyclingListView` whose `allowsFocus`
/// lets a hardware keyboard move a focus among its rows.
///
/// The rows are not `UIFocusSystem` focus items (the list is one, as a whole), so UIKit's focus effect does
/// not draw on them: the list sets `isKeyboardFocused` on the focused row's view while the keyboard drives
/// the list, and clears it when a touch takes over or the list loses focus. Draw a ring or a tint.
@MainActor
public protocol KeyboardFocusIndicatingView: UIView {
    /// Whether the keyboard focus is on the row and shows. Set by the list.
    var isKeyboardFocused: Bool { get set }
}
#endif
