import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The shape of a masonry: how many lanes (columns, for a vertical masonry), the gaps between lanes and
/// between the items of a lane, and the insets across the scrolling axis.
public struct LaneLayout: Sendable, Hashable {
    /// The most lanes a masonry may have: every item goes to the nearest of them, so placing an item
    /// costs O(lanes).
    public static let maximumLaneCount = 64

    /// The number of lanes (1 to ``maximumLaneCount``).
    public var lanes: Int
    /// The gap between neighbouring lanes (across the scrolling axis).
    public var laneSpacing: CGFloat
    /// The gap between consecutive items of a lane, and between sections (along the scrolling axis).
    public var itemSpacing: CGFloat
    /// Space before the first lane and after the last, across the scrolling axis.
    public var crossInsets: ContentInsets

    /// A masonry layout; without spacing or insets the lanes fill the viewport's width edge to edge.
    public init(lanes: Int, laneSpacing: CGFloat = 0, itemSpacing: CGFloat = 0, crossInsets: ContentInsets = .zero) {
        self.lanes = lanes
        self.laneSpacing = laneSpacing
        self.itemSpacing = itemSpacing
        self.crossInsets = crossInsets
    }

    /// Throws unless the lanes, gaps and insets are usable.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for fewer than one lane or a gap or inset that is
    ///   negative or not finite; `LazyScrollError.exceedsLimit` for more than ``maximumLaneCount``.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(lanes), .wholeAndPositive, "lane count")
        if lanes > Self.maximumLaneCount {
            throw .exceedsLimit(quantity: "lane count", value: Double(lanes), limit: Double(Self.maximumLaneCount),
                                reason: "each item is compared with every lane")
        }
        try LazyScrollError.check(laneSpacing, .finiteAndNotNegative, "lane spacing")
        try LazyScrollError.check(itemSpacing, .finiteAndNotNegative, "item spacing")
        try crossInsets.validate()
    }

    /// Where the lanes are across a viewport.
    var geometry: ColumnGeometry {
        ColumnGeometry(count: lanes, spacing: laneSpacing, insets: crossInsets)
    }
}
