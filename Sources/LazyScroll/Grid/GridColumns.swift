import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How many columns a grid has: a fixed number, or as many as fit across the viewport.
///
/// "Width" is the extent across the scrolling axis: a column's width in a vertical grid, a row's height
/// in a horizontal one.
public enum GridColumns: Sendable, Hashable {
    /// Exactly this many columns (1 to ``maximumCount``), however wide the viewport.
    case fixed(Int)
    /// As many columns as fit across the viewport with each at least `minimumWidth` wide (and at most
    /// ``maximumCount``), like `UICollectionViewCompositionalLayout`'s adaptive column counts. The
    /// count is recomputed when the viewport's width changes (a rotation). A viewport narrower than
    /// `minimumWidth` has one column as wide as the viewport: a narrow window is an ordinary size.
    case adaptive(minimumWidth: CGFloat)

    /// The most columns a grid may have. A grid of measured cells keeps one row summary per column in
    /// every node of its tree, so the column count bounds its memory per item.
    public static let maximumCount = 256

    /// Throws unless the count is a whole number from 1 to ``maximumCount`` or the minimum width is
    /// finite and positive.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a count below 1 or a minimum width that is NaN,
    ///   infinite, zero or negative; `LazyScrollError.exceedsLimit` for more than ``maximumCount``.
    public func validate() throws(LazyScrollError) {
        switch self {
        case let .fixed(count):
            try LazyScrollError.check(CGFloat(count), .wholeAndPositive, "column count")
            if count > Self.maximumCount {
                throw .exceedsLimit(quantity: "column count", value: Double(count), limit: Double(Self.maximumCount),
                                    reason: "the most columns a grid keeps summaries for")
            }
        case let .adaptive(minimumWidth):
            try LazyScrollError.check(minimumWidth, .finiteAndPositive, "minimum cell width")
        }
    }
}
