#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Supplies the pages of a `PagingScrollView`.
@MainActor
public protocol PagingScrollViewDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int
    /// The view for page `index`, usually from `dequeueReusablePage(withIdentifier:for:)`. It is
    /// asked for only when the page comes within a page of the screen.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView
    /// What VoiceOver reads for page `index`; nil reads "Page n of m".
    func pagingScrollView(_ pagingScrollView: PagingScrollView, accessibilityLabelForPageAt index: Int) -> String?
}

extension PagingScrollViewDataSource {
    /// No label of its own: the pager reads "Page n of m".
    public func pagingScrollView(_ pagingScrollView: PagingScrollView, accessibilityLabelForPageAt index: Int) -> String? {
        nil
    }
}

/// Hears about page changes of a `PagingScrollView`.
@MainActor
public protocol PagingScrollViewDelegate: AnyObject {
    /// The current page (the one under the middle of the view) changed to `page`.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int)
}
#endif
