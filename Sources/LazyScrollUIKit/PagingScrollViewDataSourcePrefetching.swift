#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Fetches the data of pages before a `PagingScrollView` asks for their views (the pages beyond the
/// loaded neighbours): the pager's counterpart of `UITableViewDataSourcePrefetching`.
@MainActor
public protocol PagingScrollViewDataSourcePrefetching: AnyObject {
    /// Pages that will need views soon; start loading their data. In a looping pager a page is asked for
    /// once, whichever copy comes near. Indices are ascending. Corresponds to
    /// `tableView(_:prefetchRowsAt:)`.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, prefetchPagesAt indices: [Int])
    /// Pages that went out of reach before they needed a view. Corresponds to
    /// `tableView(_:cancelPrefetchingForRowsAt:)`.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, cancelPrefetchingForPagesAt indices: [Int])
}

extension PagingScrollViewDataSourcePrefetching {
    /// Cancels nothing (optional, as in UIKit).
    public func pagingScrollView(_ pagingScrollView: PagingScrollView, cancelPrefetchingForPagesAt indices: [Int]) {}
}
#endif
