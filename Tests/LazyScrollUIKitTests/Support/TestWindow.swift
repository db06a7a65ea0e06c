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
