#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// How a ``RecyclingListView`` arranges its rows: one per line, in a grid of columns, or in masonry
/// lanes. Every arrangement keeps what the list has: recycling, self-sizing, anchoring, batch and
/// identity updates, scroll-to, load-more and prefetching.
public enum RecyclingListLayout: Sendable, Hashable {
    /// One row per line, the list's width wide, `RecyclingListView.rowSpacing` apart.
    case list
    /// Rows of columns (`UICollectionViewFlowLayout`'s grid): a fixed count, or as many of a minimum
    /// width as fit (refitted when the width changes, keeping the first visible item on screen); each
    /// line is as tall as its tallest self-sized cell. The layout's spacings apply.
    case grid(GridLayout)
    /// Masonry: each item goes into the lane that ends first, at its self-sized height; items keep their
    /// lanes once shown. The layout's spacings apply.
    case lanes(LaneLayout)

    /// Throws unless the engine accepts the arrangement in a list `width` points wide (0: not laid out
    /// yet, when only the layout's own values are checked).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a column or lane count below 1, or a spacing or inset
    ///   that is negative or not finite; `LazyScrollError.exceedsLimit` for too many columns or lanes. A
    ///   minimum cell width wider than the list is no error: the grid has one column as wide as the list.
    func validate(width: CGFloat) throws(LazyScrollError) {
        switch self {
        case .list:
            return
        case let .grid(layout):
            try layout.validate()
            _ = try layout.columnCount(forCrossExtent: width)
        case let .lanes(layout):
            try layout.validate()
        }
    }

    /// The engine's size model for `count` items of `estimatedHeight`, `spacing` apart in a list.
    func extents(count: Int, estimatedHeight: CGFloat, spacing: CGFloat) throws(LazyScrollError) -> ExtentModel {
        switch self {
        case .list:
            return .measured(try MeasuredExtents(count: count, estimatedExtent: estimatedHeight, spacing: spacing))
        case let .grid(layout):
            return .grid(try GridExtents(count: count, estimatedExtent: estimatedHeight, layout: layout))
        case let .lanes(layout):
            return .lanes(try LaneExtents(count: count, estimatedExtent: estimatedHeight, layout: layout))
        }
    }
}
#endif
