import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The shape of a grid: its columns, the gaps between columns and between rows, and the insets across
/// the scrolling axis (insets along it are the virtualizer's `ContentInsets`).
public struct ScrollGridLayout: Sendable, Hashable {
    /// A fixed or adaptive column count.
    public var columns: GridColumns
    /// The gap between neighbouring columns (across the scrolling axis).
    public var columnSpacing: CGFloat
    /// The gap between consecutive rows (along the scrolling axis).
    public var rowSpacing: CGFloat
    /// Space before the first column and after the last, across the scrolling axis.
    public var crossInsets: ContentInsets

    /// A grid layout; without spacing or insets the cells fill the viewport's width edge to edge.
    public init(columns: GridColumns, columnSpacing: CGFloat = 0, rowSpacing: CGFloat = 0, crossInsets: ContentInsets = .zero) {
        self.columns = columns
        self.columnSpacing = columnSpacing
        self.rowSpacing = rowSpacing
        self.crossInsets = crossInsets
    }

    /// Throws unless the columns, gaps and insets are usable.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a column count below 1, a minimum width that is
    ///   not finite and positive, or a gap or inset that is negative or not finite;
    ///   `LazyScrollError.exceedsLimit` for more than `GridColumns.maximumCount` columns.
    public func validate() throws(LazyScrollError) {
        try columns.validate()
        try LazyScrollError.check(columnSpacing, .finiteAndNotNegative, "column spacing")
        try LazyScrollError.check(rowSpacing, .finiteAndNotNegative, "row spacing")
        try crossInsets.validate()
    }

    /// The number of columns in a viewport `crossExtent` wide.
    ///
    /// Adaptive columns: as many as fit at `minimumWidth` each with `columnSpacing` between them, within
    /// the cross insets, at most `GridColumns.maximumCount`, and at least one. A viewport narrower than
    /// the minimum width plus the cross insets (a split view, a narrow window, a terminal pane) has one
    /// column as wide as the viewport less the insets, as `UICollectionViewCompositionalLayout`'s
    /// adaptive layouts do: a small window is an ordinary size, not an error. A viewport of width 0 (not
    /// laid out yet) has one column too.
    ///
    /// - Complexity: O(1).
    /// - Throws: `LazyScrollError.invalidNumber` for a width that is negative or not finite.
    public func columnCount(forCrossExtent crossExtent: CGFloat) throws(LazyScrollError) -> Int {
        try LazyScrollError.check(crossExtent, .finiteAndNotNegative, "viewport cross extent")
        switch columns {
        case let .fixed(count):
            return count
        case let .adaptive(minimumWidth):
            let available = crossExtent - crossInsets.leading - crossInsets.trailing
            let fitting = ((available + columnSpacing) / (minimumWidth + columnSpacing)).rounded(.down)
            // Also one column when nothing fits, and when the quotient of two huge finite values is NaN.
            guard fitting >= 1 else { return 1 }
            return Int(min(fitting, CGFloat(GridColumns.maximumCount)))
        }
    }
}
