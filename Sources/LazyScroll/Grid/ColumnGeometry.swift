import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Equal columns across the scrolling axis, with gaps between them and insets at both edges: where the
/// cells of a grid column or the items of a lane go across the viewport.
struct ColumnGeometry: Sendable, Hashable {
    /// The number of columns (at least 1).
    var count: Int
    /// The gap between neighbouring columns.
    var spacing: CGFloat
    /// Space before the first column and after the last.
    var insets: ContentInsets

    /// How wide each column is in a viewport `crossExtent` wide: what remains after the insets and gaps,
    /// shared equally (0 when nothing remains).
    func columnWidth(in crossExtent: CGFloat) -> CGFloat {
        let available = crossExtent - insets.leading - insets.trailing - CGFloat(count - 1) * spacing
        return max(0, available / CGFloat(count))
    }

    /// Where column `column` starts across the viewport, and how wide it is.
    func slot(_ column: Int, in crossExtent: CGFloat) -> (start: CGFloat, extent: CGFloat) {
        slot(column, width: columnWidth(in: crossExtent))
    }

    /// Where column `column` starts when columns are `width` wide (`columnWidth(in:)`), and its width.
    @inline(__always)
    func slot(_ column: Int, width: CGFloat) -> (start: CGFloat, extent: CGFloat) {
        (insets.leading + CGFloat(column) * (width + spacing), width)
    }
}
