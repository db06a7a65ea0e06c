#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Hears what happens at the ends of a `RecyclingListView`: its load-more thresholds entered and left,
/// and, for a chat, whether it is at its end and which rows are unseen.
///
/// UIKit has no counterpart: `UITableViewDataSourcePrefetching` hears rows about to appear, not the
/// ends of the data. Every method has an empty default.
@MainActor
public protocol RecyclingListViewEndsDelegate: AnyObject {
    /// The list came within its load-more threshold at `edge` (`RecyclingListView.loadMoreThresholds`),
    /// or rows were added or removed while it stays within: load more rows there. Told once per
    /// change of the rows, never per frame; whether to start a load while one runs is yours.
    func listView(_ listView: RecyclingListView, didEnterLoadMoreThresholdAt edge: ContentEdge)
    /// The list is no longer within its load-more threshold at `edge`: a load there may be cancelled.
    func listView(_ listView: RecyclingListView, didLeaveLoadMoreThresholdAt edge: ContentEdge)
    /// `isAtEnd` or `unseenRows` changed: show or update a "new messages" badge.
    func listViewDidChangeEndState(_ listView: RecyclingListView)
}

extension RecyclingListViewEndsDelegate {
    /// Nothing to load.
    public func listView(_ listView: RecyclingListView, didEnterLoadMoreThresholdAt edge: ContentEdge) {}
    /// Nothing to cancel.
    public func listView(_ listView: RecyclingListView, didLeaveLoadMoreThresholdAt edge: ContentEdge) {}
    /// No badge.
    public func listViewDidChangeEndState(_ listView: RecyclingListView) {}
}
#endif
