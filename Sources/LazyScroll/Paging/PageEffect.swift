import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a carousel's pages shrink and fade as they move away from the alignment point: full size and
/// opaque at progress 0, `minimumScale` and `minimumOpacity` from one stride away (progress ±1) on,
/// straight lines in between.
///
/// Progress comes from ``ScrollController/pageProgress(ofPage:)`` (or ``PageGeometry``); each front end
/// applies the numbers its own way: a `UIView`'s transform and alpha, a terminal's dimmed and shortened
/// cards.
public struct PageEffect: Sendable, Hashable {
    /// The scale of a page one stride or more from the alignment point.
    public var minimumScale: CGFloat
    /// The opacity of a page one stride or more from the alignment point.
    public var minimumOpacity: CGFloat

    /// An effect that shrinks neighbouring pages to `minimumScale` and fades them to `minimumOpacity`.
    public init(minimumScale: CGFloat = 0.85, minimumOpacity: CGFloat = 0.5) {
        self.minimumScale = minimumScale
        self.minimumOpacity = minimumOpacity
    }

    /// The scale of a page at `progress`: 1 at 0, `minimumScale` at ±1 and beyond.
    ///
    /// - Complexity: O(1).
    public func scale(forProgress progress: CGFloat) -> CGFloat {
        1 - (1 - minimumScale) * Self.nearness(progress)
    }

    /// The opacity of a page at `progress`: 1 at 0, `minimumOpacity` at ±1 and beyond.
    ///
    /// - Complexity: O(1).
    public func opacity(forProgress progress: CGFloat) -> CGFloat {
        1 - (1 - minimumOpacity) * Self.nearness(progress)
    }

    /// Throws unless both minimums are from 0 to 1.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the minimum scale or opacity.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(minimumScale, .fromZeroToOne, "minimum page scale")
        try LazyScrollError.check(minimumOpacity, .fromZeroToOne, "minimum page opacity")
    }

    /// How far the effect has gone at `progress`: 0 at the alignment point, 1 from one stride away.
    private static func nearness(_ progress: CGFloat) -> CGFloat {
        progress.isNaN ? 1 : min(1, abs(progress))
    }
}
