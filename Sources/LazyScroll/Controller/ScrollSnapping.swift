import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a free-scrolling list comes to rest after a flick or a wheel glide: on pages one viewport
/// long, or with the leading edge of every few items at the viewport's leading edge.
///
/// The list decelerates as usual, but lands on the resting point nearest to where it would have
/// landed, at most one step from the resting point nearest to where the finger took it (a flick turns
/// one page or one group, as `UICollectionLayoutSectionOrthogonalScrollingBehavior.paging` and
/// `.groupPaging` do). The content's end is always a resting point, so every item can be reached.
/// Unlike a pager's pages (``PagingSettings``), the items keep their own extents and are virtualized
/// one by one.
public enum ScrollSnapping: Sendable, Hashable {
    /// Rest on multiples of the viewport's length.
    case viewportPages
    /// Rest with item 0, `count`, `2 × count`, … at the viewport's leading edge.
    case itemGroups(count: Int)

    /// Throws unless a group holds at least one item.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a group count below 1.
    func validate() throws(LazyScrollError) {
        if case let .itemGroups(count) = self {
            try LazyScrollError.check(CGFloat(count), .wholeAndPositive, "items per snapping group")
        }
    }
}
