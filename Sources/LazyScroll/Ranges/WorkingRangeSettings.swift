import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where item-counted buffers are measured from.
public enum ItemBufferAnchor: Sendable, Hashable {
    /// From the first and last visible items: "three items of overscan on each side".
    case visibleItems
    /// From the item under the viewport's midpoint: "the current page ± 1", which keeps a pager at
    /// three pages even while two are partly visible.
    case centerItem
}

/// The working ranges of a virtualizer: how much beyond the visible items is displayed (has a view)
/// and preloaded (has its data), and how far the viewport moves before those ranges follow.
public struct WorkingRangeSettings: Sendable, Hashable {
    /// Items in this range have views.
    public var display: RangeBuffer
    /// Items in this range have their data prefetched; it always contains the display range.
    public var preload: RangeBuffer
    /// Where item-counted buffers are measured from.
    public var itemBufferAnchor: ItemBufferAnchor
    /// The fraction of the viewport's extent that the viewport must move before the display and
    /// preload ranges are recomputed (0: on every update). They are recomputed at once whenever a
    /// visible item would otherwise lie outside the display range.
    public var hysteresis: CGFloat

    /// Creates settings; the defaults are the ones Texture uses for lists.
    public init(
        display: RangeBuffer = .screens(leading: 1.0, trailing: 0.5),
        preload: RangeBuffer = .screens(leading: 2.5, trailing: 1.5),
        itemBufferAnchor: ItemBufferAnchor = .visibleItems,
        hysteresis: CGFloat = 0
    ) {
        self.display = display
        self.preload = preload
        self.itemBufferAnchor = itemBufferAnchor
        self.hysteresis = hysteresis
    }

    /// Display 1.0 screen ahead and 0.5 behind; preload 2.5 ahead and 1.5 behind.
    public static let `default` = WorkingRangeSettings()

    /// The paging recipe: the current page and `neighbours` pages on each side have views; `prefetch`
    /// more pages on each side have their data.
    public static func pages(neighbours: Int = 1, prefetch: Int = 1) -> WorkingRangeSettings {
        WorkingRangeSettings(
            display: .items(leading: neighbours, trailing: neighbours),
            preload: .items(leading: neighbours + prefetch, trailing: neighbours + prefetch),
            itemBufferAnchor: .centerItem)
    }

    /// Throws unless every buffer and the hysteresis are valid.
    public func validate() throws(LazyScrollError) {
        try display.validate("display")
        try preload.validate("preload")
        try LazyScrollError.check(hysteresis, .finiteAndNotNegative, "hysteresis")
    }
}
