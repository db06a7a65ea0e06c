#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// What a SwiftUI pager's modifiers set on its `PagingScrollView`.
struct PagerSettings: Equatable {
    /// The axis pages follow.
    var axis: ScrollAxis = .horizontal
    /// Whether the page after the last one is the first one again.
    var isLooping = false
    /// Seconds of rest before the pager turns the page on its own; nil never turns.
    var autoAdvanceInterval: Double?
    /// The gap between pages.
    var pageSpacing: CGFloat = 0
    /// Pages on each side of the current page that have views.
    var loadedNeighbours = 1
    /// How long the pages are.
    var pageLength = PageLength.viewport
    /// Where the current page rests.
    var pageAlignment = PageAlignment.center
    /// How pages shrink and fade away from the alignment point; nil leaves them as they are.
    var pageEffect: PageEffect?

    /// Throws unless the engine accepts every setting.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a spacing, neighbour count or interval that is
    ///   negative or not finite (an interval must also be positive), a page length that is not finite
    ///   and positive, an alignment inset that is negative or not finite, or effect minimums outside 0…1.
    func validate() throws {
        let configuration = ScrollConfiguration.pager(
            axis: axis,
            paging: PagingSettings(spacing: pageSpacing, pageLength: pageLength, alignment: pageAlignment, neighbours: loadedNeighbours),
            looping: isLooping ? LoopingSettings() : nil,
            autoAdvance: autoAdvanceInterval.map { AutoAdvanceSettings(interval: $0) })
        try configuration.validate()
        try pageEffect?.validate()
    }

    /// Sets every setting on `pager` (each one that changes reloads it).
    @MainActor
    func apply(to pager: PagingScrollView) {
        pager.pageAxis = axis
        pager.isLooping = isLooping
        pager.autoAdvanceInterval = autoAdvanceInterval
        pager.pageSpacing = pageSpacing
        pager.loadedNeighbours = loadedNeighbours
        pager.pageLength = pageLength
        pager.pageAlignment = pageAlignment
        pager.pageEffect = pageEffect
    }
}
#endif
