import Foundation
@testable import LazyScroll

/// The brute-force reference for a pager's page geometry: every page's place summed from the first one,
/// the current page found by looking at every page, the windows built page by page. It shares no
/// formula with `PageGeometry` (no division, no rounding), only the definitions: the current page rests
/// with its leading edge `inset` points from the viewport's (centred: half the room left by the page);
/// the nearest resting page is current; pages that overlap the viewport are visible; the current page ±
/// `neighbours` and the visible pages have views, ± `neighbours + prefetch` their data.
struct PageGeometryReference {
    /// What the pager was configured with.
    var pageLength: PageLength
    var spacing: Double
    var alignment: PageAlignment
    var neighbours: Int
    var prefetch: Int
    /// The viewport's length along the axis.
    private(set) var viewportLength: Double
    /// The length the pages have now: a fraction of the viewport, or what they had while it has none.
    private(set) var length: Double

    init(pageLength: PageLength, spacing: Double, alignment: PageAlignment, neighbours: Int, prefetch: Int, viewportLength: Double) {
        self.pageLength = pageLength
        self.spacing = spacing
        self.alignment = alignment
        self.neighbours = neighbours
        self.prefetch = prefetch
        self.viewportLength = viewportLength
        self.length = 1
        resize(to: viewportLength)
    }

    /// The viewport got a new length; pages that are a fraction of it follow, unless it has none.
    mutating func resize(to newLength: Double) {
        viewportLength = newLength
        switch pageLength {
        case let .points(points): length = Double(points)
        case let .fractionOfViewport(fraction): if newLength > 0 { length = Double(fraction) * newLength }
        }
    }

    /// The distance from the viewport's leading edge to the resting page's.
    var inset: Double {
        switch alignment {
        case .center: return (viewportLength - length) / 2
        case let .leading(inset): return Double(inset)
        }
    }

    /// Where each of `pages` starts, summed page by page from page 0 at 0 (pages before 0 backwards).
    func starts(of pages: ClosedRange<Int>) -> [Int: Double] {
        var result: [Int: Double] = [:]
        var position = 0.0
        for page in 0...max(0, pages.upperBound) {
            if pages.contains(page) { result[page] = position }
            position += length + spacing
        }
        position = 0
        for page in stride(from: -1, through: min(-1, pages.lowerBound), by: -1) {
            position -= length + spacing
            if pages.contains(page) { result[page] = position }
        }
        return result
    }

    /// The offset at which the pager rests on a page that starts at `start`.
    func restingOffset(ofPageAt start: Double) -> Double { start - inset }

    /// The page among `pages` whose resting offset is nearest `offset` (the later one on a tie), and
    /// whether another page is as near within `tolerance` (then either may be current).
    func nearestPage(to offset: Double, among pages: ClosedRange<Int>, tolerance: Double) -> (page: Int, ambiguous: Bool) {
        let starts = starts(of: pages)
        let distances = pages.map { ($0, abs(restingOffset(ofPageAt: starts[$0]!) - offset)) }
        let best = distances.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }!
        let ambiguous = distances.contains { $0.0 != best.0 && abs($0.1 - best.1) <= tolerance }
        return (best.0, ambiguous)
    }

    /// The pages among `pages` that certainly overlap the viewport at `offset` (by more than
    /// `tolerance`) and those that may (within it): an edge that touches the viewport's edge up to
    /// rounding may count either way.
    func visiblePages(at offset: Double, among pages: ClosedRange<Int>, tolerance: Double) -> (certain: Set<Int>, possible: Set<Int>) {
        guard viewportLength > 0 else { return ([], []) }
        let starts = starts(of: pages)
        var certain = Set<Int>()
        var possible = Set<Int>()
        for page in pages {
            let start = starts[page]!
            let end = start + length
            if start < offset + viewportLength - tolerance && end > offset + tolerance { certain.insert(page) }
            if start < offset + viewportLength + tolerance && end > offset - tolerance { possible.insert(page) }
        }
        return (certain, possible)
    }

    /// The display and preload windows for current page `current` and visible pages `visible`, within
    /// `valid` (nil when looping: the windows must not need limiting).
    func windows(current: Int, visible: Range<Int>, valid: Range<Int>?) -> (display: Range<Int>, preload: Range<Int>) {
        func around(_ reach: Int) -> Range<Int> {
            var range = (current - reach)..<(current + reach + 1)
            if let valid { range = range.clamped(to: valid) }
            return range
        }
        func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
            if a.isEmpty { return b }
            if b.isEmpty { return a }
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
        let display = hull(around(neighbours), visible)
        return (display, hull(around(neighbours + prefetch), display))
    }
}
