import Foundation

/// Stand-in for UIKit's `UIRefreshControl`: a control that starts a refresh of a scroll view's content
/// (https://developer.apple.com/documentation/uikit/uirefreshcontrol). The stand-in keeps its state and
/// draws nothing; where UIKit shows it depends on the scroll view's `adjustedContentInset`.
@MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is running.
    open private(set) var isRefreshing = false

    /// Creates a refresh control.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Shows the control as refreshing.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
    }
}
