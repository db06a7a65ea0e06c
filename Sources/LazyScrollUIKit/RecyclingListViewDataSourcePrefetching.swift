#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Fetches the data of rows before a `RecyclingListView` asks for their views: the counterpart of
/// `UITableViewDataSourcePrefetching`, fed from the engine's preload window (`RangeChanges.prefetch` and
/// `cancelPrefetch`, as ``ScrollController/prefetchRequests(for:)`` translates them).
@MainActor
public protocol RecyclingListViewDataSourcePrefetching: AnyObject {
    /// Rows that will need views soon; start loading their data. Rows that get a view in the same update
    /// are not included (their view is asked for at once), as UIKit does not prefetch the rows it
    /// displays. Corresponds to `tableView(_:prefetchRowsAt:)`; indices are ascending.
    func listView(_ listView: RecyclingListView, prefetchRowsAt indices: [Int])
    /// Rows that scrolled out of reach before they needed a view; cancel their loading if it is still
    /// running. Corresponds to `tableView(_:cancelPrefetchingForRowsAt:)`.
    func listView(_ listView: RecyclingListView, cancelPrefetchingForRowsAt indices: [Int])
    /// Items of a row scrolling across that will need views soon, as the row's own preload window along
    /// it says; start loading their data. Such items have no row of their own, so they are asked for by
    /// path. Corresponds to `collectionView(_:prefetchItemsAt:)` for items of an orthogonally scrolling
    /// section; paths are ascending.
    func listView(_ listView: RecyclingListView, prefetchItemsAt paths: [ItemPath])
    /// Items of a row scrolling across that left its preload window before they needed a view, or whose
    /// row left the list's; cancel their loading. Corresponds to
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`.
    func listView(_ listView: RecyclingListView, cancelPrefetchingForItemsAt paths: [ItemPath])
}

extension RecyclingListViewDataSourcePrefetching {
    /// Cancels nothing (optional, as in UIKit).
    public func listView(_ listView: RecyclingListView, cancelPrefetchingForRowsAt indices: [Int]) {}
    /// Prefetches nothing for rows scrolling across (optional, as in UIKit).
    public func listView(_ listView: RecyclingListView, prefetchItemsAt paths: [ItemPath]) {}
    /// Cancels nothing (optional, as in UIKit).
    public func listView(_ listView: RecyclingListView, cancelPrefetchingForItemsAt paths: [ItemPath]) {}
}
#endif
