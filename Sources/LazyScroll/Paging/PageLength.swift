import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How long a pager's pages are along its axis.
///
/// Pages as long as the viewport turn one screen at a time; shorter pages let their neighbours peek in
/// (a carousel), longer ones show part of a page at a time. Either way every page has the same length,
/// so a page's place is a multiplication, never a search.
public enum PageLength: Sendable, Hashable {
    /// A fixed length in points, whatever the viewport's size (`FSPagerView`'s `itemSize`).
    case points(CGFloat)
    /// A fraction of the viewport's length (a compositional layout's `fractionalWidth`), following
    /// every resize.
    case fractionOfViewport(CGFloat)

    /// Pages exactly as long as the viewport: the classic paging scroll view.
    public static var viewport: PageLength { .fractionOfViewport(1) }

    /// The page length for a viewport `viewportLength` long. A viewport with no length (UIKit lays
    /// views out at zero size in passing) leaves a fraction nothing to take a fraction of: the pages
    /// keep `kept`, the length they had, so the pager still knows its page when the viewport grows again.
    ///
    /// - Complexity: O(1).
    public func length(forViewportLength viewportLength: CGFloat, keeping kept: CGFloat) -> CGFloat {
        switch self {
        case let .points(points): return points
        case let .fractionOfViewport(fraction): return viewportLength > 0 ? fraction * viewportLength : kept
        }
    }

    /// Throws unless the length or fraction is finite and greater than zero.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the page length.
    public func validate() throws(LazyScrollError) {
        switch self {
        case let .points(points): try LazyScrollError.check(points, .finiteAndPositive, "page length")
        case let .fractionOfViewport(fraction): try LazyScrollError.check(fraction, .finiteAndPositive, "page length (fraction of the viewport)")
        }
    }
}
