import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where one item lies along the main axis.
public struct ItemSpan: Sendable, Hashable {
    /// The item's index.
    public var index: Int
    /// The offset of the item's leading edge.
    public var start: CGFloat
    /// The item's length along the main axis.
    public var extent: CGFloat

    /// Creates a span.
    public init(index: Int, start: CGFloat, extent: CGFloat) {
        self.index = index
        self.start = start
        self.extent = extent
    }

    /// The offset of the item's trailing edge.
    public var end: CGFloat { start + extent }
}
