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
    /// Page `index`'s view is about to be displayed: it comes (partly) on screen. Start what only a
    /// visible page needs (a video). In UIKit's order for a reused view: `didEndDisplaying` for its old
    /// page, `prepareForReuse()` (a ``ReusableView``), the data source, then this.
    /// Corresponds to `collectionView(_:willDisplay:forItemAt:)`.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, willDisplay view: UIView, forPageAt index: Int)
    /// The view that showed page `index` left the screen (or the pager reloaded). Stop what
    /// `willDisplay` started. Corresponds to `collectionView(_:didEndDisplaying:forItemAt:)`.
    func pagingScrollView(_ pagingScrollView: PagingScrollView, didEndDisplaying view: UIView, forPageAt index: Int)
}

extension PagingScrollViewDelegate {
    /// Nothing to start.
    public func pagingScrollView(_ pagingScrollView: PagingScrollView, willDisplay view: UIView, forPageAt index: Int) {}
    /// Nothing to stop.
    public func pagingScrollView(_ pagingScrollView: PagingScrollView, didEndDisplaying view: UIView, forPageAt index: Int) {}
    /// Nothing: pages keep what `pageEffect` (or nothing) gave them.
    public func pagingScrollView(_ pagingScrollView: PagingScrollView, didLayOut view: UIView, forPageAt index: Int, progress: CGFloat) {}
}
#endif
