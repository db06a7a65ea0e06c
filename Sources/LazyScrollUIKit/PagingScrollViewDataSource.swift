#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Supplies the pages of a `PagingScrollView`.
@MainActor
public protocol PagingScrollViewDataSource: AnyObject {
    /// The number of pages.
    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int
    /// The view for page `index`, usually from `dequeueReusablePage(withIdentifier:for:)`. It is
    /// asked for only when the page comes within a page of the screen.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView
}

/// Hears about page changes of a `PagingScrollView`, and about each page's place as pages move.
@MainActor
public protocol PagingScrollViewDelegate: AnyObject {
    /// The current page (the one resting at the alignment point, or nearest to it) changed to `page`.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int)
    /// The pager has just placed `view`, which shows page `index`, `progress` page strides from the
    /// alignment point (0 at rest there, −1 and +1 for its neighbours). Called for every loaded page on
    /// every layout, after `pageEffect` is applied: set the view's transform or alpha here for effects of
    /// your own, as `FSPagerView`'s transformers do.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didLayOut view: UIView, forPageAt index: Int, progress: CGFloat)
}

extension PagingScrollViewDelegate {
    /// Nothing: pages keep what `pageEffect` (or nothing) gave them.
    public func pagingScrollView(_ pagingScrollView: PagingScrollView, didLayOut view: UIView, forPageAt index: Int, progress: CGFloat) {}
}
#endif
