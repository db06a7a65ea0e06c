import Foundation

/// The model of a page control: how many dots, and which one is filled.
///
/// The current page follows the midpoint rule, with a small dead band around each midpoint so that a
/// scroll that crosses it once changes the page once, however much the offset jitters there.
public struct PageIndicator: Sendable, Hashable {
    /// The number of dots.
    public private(set) var pageCount: Int
    /// The filled dot.
    public private(set) var currentPage: Int
    /// The dead band on each side of a midpoint, as a fraction of a page.
    public let hysteresis: Double

    /// An indicator for `pageCount` pages showing `currentPage`.
    public init(pageCount: Int, currentPage: Int = 0, hysteresis: Double = 0.02) {
        self.pageCount = max(0, pageCount)
        self.currentPage = pageCount > 0 ? min(max(0, currentPage), pageCount - 1) : 0
        self.hysteresis = hysteresis
    }

    /// Follows a continuous page position (page index plus fraction); `wrap` maps a page position to
    /// a data page for looping pagers. Returns whether the current page changed.
    @discardableResult
    public mutating func follow(position: Double, wrap: (Int) -> Int = { $0 }) -> Bool {
        guard pageCount > 0, position.isFinite else { return false }
        let nearest = Int(position.rounded(.toNearestOrAwayFromZero))
        // Leave the current page only once clearly past the midpoint.
        let distanceFromMidpoint = abs(position - Double(nearest)) // 0 at a page, 0.5 at a midpoint
        guard 0.5 - distanceFromMidpoint > hysteresis || distanceFromMidpoint == 0 else { return false }
        let page = wrap(nearest)
        let clamped = min(max(0, page), pageCount - 1)
        guard clamped != currentPage else { return false }
        currentPage = clamped
        return true
    }

    /// Sets the page count (after a reload), keeping the current page when it still exists.
    public mutating func setPageCount(_ count: Int) {
        pageCount = max(0, count)
        currentPage = pageCount > 0 ? min(currentPage, pageCount - 1) : 0
    }

    /// Sets the current page directly (a jump without scrolling).
    public mutating func setCurrentPage(_ page: Int) {
        currentPage = pageCount > 0 ? min(max(0, page), pageCount - 1) : 0
    }

    /// How many dots ``dots`` shows at most (9). A thousand dots fit no screen: like `UIPageControl`,
    /// which draws only the dots that fit and keeps the current one among them, a compact indicator
    /// shows a window of pages around the current one.
    public static let compactDotCount = 9

    /// The pages whose dots an indicator with room for `maximumCount` dots shows: every page when they
    /// fit, otherwise `maximumCount` consecutive pages (at least one) with the current page in the
    /// middle, or as near it as the first and last pages allow.
    ///
    /// - Complexity: O(1).
    public func visiblePages(maximumCount: Int) -> Range<Int> {
        let count = min(pageCount, max(1, maximumCount))
        let first = min(max(0, currentPage - count / 2), pageCount - count)
        return first..<(first + count)
    }

    /// The dots of ``visiblePages(maximumCount:)`` as text: "•" for the current page and "○" for the
    /// others, separated by spaces, with "…" on each side where pages are left out, such as
    /// "… ○ ○ • ○ ○ …"; empty for no pages.
    ///
    /// - Complexity: O(`maximumCount`).
    public func dots(maximumCount: Int) -> String {
        let pages = visiblePages(maximumCount: maximumCount)
        var marks = pages.map { $0 == currentPage ? "•" : "○" }
        if pages.lowerBound > 0 { marks.insert("…", at: 0) }
        if pages.upperBound < pageCount { marks.append("…") }
        return marks.joined(separator: " ")
    }

    /// The dots in compact form: at most ``compactDotCount`` of them around the current page, as
    /// ``dots(maximumCount:)`` draws them.
    ///
    /// - Complexity: O(1).
    public var dots: String { dots(maximumCount: Self.compactDotCount) }
}
