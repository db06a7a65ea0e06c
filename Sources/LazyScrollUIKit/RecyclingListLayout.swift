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
    /// width as fit (refitted when the width changes, keeping the first visible item on screen; one
    /// column as wide as the list when even one does not fit); each line is as tall as its tallest
    /// self-sized cell. The layout's spacings apply.
    case grid(ScrollGridLayout)
    /// Masonry: each item goes into the lane that ends first, at its self-sized height; items keep their
    /// lanes once shown. The layout's spacings apply.
    case lanes(LaneLayout)

    /// Throws unless the engine accepts the arrangement's own values; any width works (see
    /// ``fitted(toWidth:)``).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a column or lane count below 1, or a spacing or inset
    ///   that is negative or not finite; `LazyScrollError.exceedsLimit` for more columns than
    ///   `GridColumns.maximumCount`.
    func validate() throws(LazyScrollError) {
        switch self {
        case .list:
            return
        case let .grid(layout):
            try layout.validate()
        case let .lanes(layout):
            try layout.validate()
        }
    }

    /// The arrangement the engine gets in a list `width` points wide: this one, except that adaptive
    /// columns whose minimum width does not fit (a narrow split view, a list not laid out yet) become
    /// one column as wide as the list, as a compositional layout's adaptive grid keeps at least one
    /// column.
    func fitted(toWidth width: CGFloat) -> RecyclingListLayout {
        guard case var .grid(grid) = self, case let .adaptive(minimumWidth) = grid.columns, width > 0,
              minimumWidth > width - grid.crossInsets.leading - grid.crossInsets.trailing else { return self }
        grid.columns = .fixed(1)
        return .grid(grid)
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
