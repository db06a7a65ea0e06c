import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a controller pages: every page is one viewport long, separated by `spacing`.
public struct PagingSettings: Sendable, Hashable {
    /// The furthest a single flick may land from the page where the drag began.
    public var maxPagesPerFlick: Int
    /// The gap between pages, in points.
    public var spacing: CGFloat
    /// Pages on each side of the current page that have views ("current ± 1").
    public var neighbours: Int
    /// Pages beyond the neighbours whose data is prefetched.
    public var prefetch: Int
    /// How quickly a released page slides, before it snaps.
    public var decelerationRate: DecelerationRate
    /// How far past the midpoint the page indicator's position must go before it changes page, as a
    /// fraction of a page, so that jitter at the midpoint never makes it flicker.
    public var indicatorHysteresis: Double

    /// Paging with UIKit's conventions: one page per flick, fast deceleration, current ± 1 loaded.
    public init(maxPagesPerFlick: Int = 1, spacing: CGFloat = 0, neighbours: Int = 1, prefetch: Int = 1,
                decelerationRate: DecelerationRate = .fast, indicatorHysteresis: Double = 0.02) {
        self.maxPagesPerFlick = maxPagesPerFlick
        self.spacing = spacing
        self.neighbours = neighbours
        self.prefetch = prefetch
        self.decelerationRate = decelerationRate
        self.indicatorHysteresis = indicatorHysteresis
    }

    /// Throws unless every setting is usable.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(maxPagesPerFlick), .wholeAndPositive, "pages per flick")
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "page spacing")
        try LazyScrollError.check(CGFloat(neighbours), .wholeAndNotNegative, "neighbouring pages")
        try LazyScrollError.check(CGFloat(prefetch), .wholeAndNotNegative, "prefetched pages")
        if !(indicatorHysteresis >= 0 && indicatorHysteresis < 0.5) {
            throw .invalidNumber(quantity: "page indicator hysteresis", value: indicatorHysteresis, rule: .betweenZeroAndOneExclusive)
        }
    }

    /// The working ranges that load the current page and its neighbours.
    var workingRanges: WorkingRangeSettings { .pages(neighbours: neighbours, prefetch: prefetch) }

    /// The page a release lands on: the projected landing point's page (midpoint rule), at most
    /// `maxPagesPerFlick` from `startPage`, within `validPages` when given.
    func targetPage(releasedAt offset: CGFloat, velocity: CGFloat, stride: CGFloat, startPage: Int,
                    validPages: ClosedRange<Int>?) -> Int {
        guard stride > 0 else { return startPage }
        let landing = decelerationRate.projectedOffset(from: offset, velocity: velocity)
        var page = Int((landing / stride).rounded(.toNearestOrAwayFromZero))
        page = min(max(page, startPage - maxPagesPerFlick), startPage + maxPagesPerFlick)
        if let validPages { page = min(max(page, validPages.lowerBound), validPages.upperBound) }
        return page
    }
}
