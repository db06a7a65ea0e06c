import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a pager rests its current page in the viewport.
public enum PageAlignment: Sendable, Hashable {
    /// The current page's centre at the viewport's centre, its neighbours peeking in equally on both
    /// sides (the usual carousel).
    case center
    /// The current page's leading edge `inset` points from the viewport's leading edge, the next pages
    /// peeking in after it (an App Store shelf).
    case leading(inset: CGFloat)

    /// The distance from the viewport's leading edge to the resting current page's leading edge, for
    /// pages `pageLength` long in a viewport `viewportLength` long. Negative when a centred page is
    /// longer than the viewport.
    ///
    /// - Complexity: O(1).
    public func inset(pageLength: CGFloat, viewportLength: CGFloat) -> CGFloat {
        switch self {
        case .center: return (viewportLength - pageLength) / 2
        case let .leading(inset): return inset
        }
    }

    /// Throws unless a leading inset is finite and not negative.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the inset.
    public func validate() throws(LazyScrollError) {
        if case let .leading(inset) = self { try LazyScrollError.check(inset, .finiteAndNotNegative, "page alignment inset") }
    }
}
