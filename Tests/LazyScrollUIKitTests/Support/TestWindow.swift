import Foundation
import UIKitStandIn

/// Windows that keep test views on screen (a superview holds its subviews, not the other way round).
@MainActor
enum TestWindow {
    private static var windows: [UIWindow] = []

    /// Puts `view` into a new window the size of its frame, as an app shows a view.
    static func show(_ view: UIView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.frame.size))
        windows.append(window)
        window.addSubview(view)
    }
}

/// A plain view whose constraints fix its height (a height constraint), as an arranged view of a stack
/// has; its frame says nothing about its size.
@MainActor
func constrainedView(height: CGFloat) -> UIView {
    let view = UIView(frame: .zero)
    view.standInConstraints = StandInConstraints(heightForWidth: { _ in height })
    return view
}

/// A plain view whose constraints fix its width, for a horizontal stack.
@MainActor
func constrainedView(width: CGFloat) -> UIView {
    let view = UIView(frame: .zero)
    view.standInConstraints = StandInConstraints(widthForHeight: { _ in width })
    return view
}
