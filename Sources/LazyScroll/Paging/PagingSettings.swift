import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a controller pages: pages of one length (`pageLength`, the viewport's by default), `spacing`
/// apart, the current one resting at `alignment` (see ``PageGeometry``).
public struct PagingSettings: Sendable, Hashable {
    /// The furthest a single flick may land from the page where the drag began.
    public var maxPagesPerFlick: Int
    /// The release speed, in points per second, from which a release is a flick: it turns at least to
    /// the next page in its direction, however short the drag. Slower releases follow the midpoint rule.
    /// Nil leaves every release to the midpoint rule on the projected landing point. The default, 400,
    /// is Android's ViewPager's (400 dp/s; a dp and a point are both about 1/160 inch): a deliberate
    /// flick is well above it, a finger that slows to a stop before lifting is well below it.
    public var minimumFlickVelocity: CGFloat?
    /// The gap between pages, in points.
    public var spacing: CGFloat
    /// How long the pages are: the viewport's length (the default), a fraction of it, or a fixed length.
    /// Shorter pages let their neighbours peek in (a carousel).
    public var pageLength: PageLength
    /// Where the current page rests in the viewport: centred (the default), or at a leading inset.
    public var alignment: PageAlignment
    /// Pages on each side of the current page that have views ("current ± 1").
    public var neighbours: Int
    /// Pages beyond the neighbours whose data is prefetched.
    public var prefetch: Int
    /// How quickly a released page slides, before it snaps.
    public var decelerationRate: DecelerationRate
    /// How far past the midpoint the page indicator's position must go before it changes page, as a
    /// fraction of a page, so that jitter at the midpoint never makes it flicker.
    public var indicatorHysteresis: Double

    /// Paging with UIKit's conventions: one page per flick, fast deceleration, current ± 1 loaded, pages
    /// as long as the viewport.
    public init(maxPagesPerFlick: Int = 1, minimumFlickVelocity: CGFloat? = 400, spacing: CGFloat = 0,
                pageLength: PageLength = .viewport, alignment: PageAlignment = .center, neighbours: Int = 1,
                prefetch: Int = 1, decelerationRate: DecelerationRate = .fast, indicatorHysteresis: Double = 0.02) {
        self.maxPagesPerFlick = maxPagesPerFlick
        self.minimumFlickVelocity = minimumFlickVelocity
        self.spacing = spacing
        self.pageLength = pageLength
        self.alignment = alignment
        self.neighbours = neighbours
        self.prefetch = prefetch
        self.decelerationRate = decelerationRate
        self.indicatorHysteresis = indicatorHysteresis
    }

    /// Throws unless every setting is usable.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(maxPagesPerFlick), .wholeAndPositive, "pages per flick")
        if let minimumFlickVelocity { try LazyScrollError.check(minimumFlickVelocity, .finiteAndPositive, "minimum flick velocity") }
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "page spacing")
        try pageLength.validate()
        try alignment.validate()
        try LazyScrollError.check(CGFloat(neighbours), .wholeAndNotNegative, "neighbouring pages")
        try LazyScrollError.check(CGFloat(prefetch), .wholeAndNotNegative, "prefetched pages")
        if !(indicatorHysteresis >= 0 && indicatorHysteresis < 0.5) {
            throw .invalidNumber(quantity: "page indicator hysteresis", value: indicatorHysteresis, rule: .betweenZeroAndOneExclusive)
        }
    }

    /// The working ranges that load the current page and its neighbours.
    var workingRanges: WorkingRangeSettings { .pages(neighbours: neighbours, prefetch: prefetch) }

    /// The page a release at `offset` lands on, for pages laid out by `geometry`. The page nearest the
    /// projected landing point (the midpoint rule), at most `maxPagesPerFlick` from `startPage`. A flick
    /// (at least `minimumFlickVelocity`) goes at least to the next page in its direction, within the same
    /// limit, and never back against its direction: when the drag itself took the content past the
    /// limit, it goes to the page just ahead. Last, within `validPages` when given.
    func targetPage(releasedAt offset: CGFloat, velocity: CGFloat, geometry: PageGeometry, startPage: Int,
                    validPages: ClosedRange<Int>?) -> Int {
        guard geometry.stride > 0 else { return startPage }
        let position = geometry.position(atOffset: offset)
        let landing = geometry.position(atOffset: decelerationRate.projectedOffset(from: offset, velocity: velocity))
        let lowest = startPage - maxPagesPerFlick
        let highest = startPage + maxPagesPerFlick
        var page = min(max(PageGeometry.wholePages(landing.rounded(.toNearestOrAwayFromZero)), lowest), highest)
        if let minimumFlickVelocity, abs(velocity) >= minimumFlickVelocity {
            if velocity > 0 {
                page = max(page, min(PageGeometry.wholePages(position.rounded(.down)) + 1, highest), PageGeometry.wholePages(position.rounded(.up)))
            } else {
                page = min(page, max(PageGeometry.wholePages(position.rounded(.up)) - 1, lowest), PageGeometry.wholePages(position.rounded(.down)))
            }
        }
        if let validPages { page = min(max(page, validPages.lowerBound), validPages.upperBound) }
        return page
    }
}
