#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// A `RecyclingListView`'s `delegate` that also hears when rows come on screen and leave it, as
/// `UITableViewDelegate` does (it is a `UIScrollViewDelegate`, so it hears scrolling too). Set it as the
/// list's `delegate`. Every method has an empty default.
///
/// For a row whose view is reused for another row, UIKit's order holds: `didEndDisplaying` for the old
/// row, then the view's `prepareForReuse()` (a ``ReusableView``), the data source's configuration, and
/// `willDisplay` for the new row.
@MainActor
public protocol RecyclingListViewDelegate: UIScrollViewDelegate {
    /// Row `index`'s view is about to be displayed: it has its frame and comes on screen (or under the
    /// bars) now. Start what only a visible row needs (a video, an animation, an impression).
    /// Corresponds to `tableView(_:willDisplay:forRowAt:)`.
    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int)
    /// The view that showed row `index` left the screen, or the row was deleted or reloaded (`index` is
    /// the row's index before that change). Stop what `willDisplay` started. Corresponds to
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int)
}

extension RecyclingListViewDelegate {
    /// Nothing to start.
    public func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) {}
    /// Nothing to stop.
    public func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) {}
}

/// A `ContainerScrollView`'s `delegate` that also hears when arranged views come on screen and leave it.
/// Every method has an empty default.
@MainActor
public protocol ContainerScrollViewDelegate: UIScrollViewDelegate {
    /// Arranged view `view` comes (partly) on screen.
    func containerScrollView(_ containerScrollView: ContainerScrollView, willDisplay view: UIView)
    /// Arranged view `view` left the screen, or was removed from the container.
    func containerScrollView(_ containerScrollView: ContainerScrollView, didEndDisplaying view: UIView)
}

extension ContainerScrollViewDelegate {
    /// Nothing to start.
    public func containerScrollView(_ containerScrollView: ContainerScrollView, willDisplay view: UIView) {}
    /// Nothing to stop.
    public func containerScrollView(_ containerScrollView: ContainerScrollView, didEndDisplaying view: UIView) {}
}
#endif
