import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Horizontal pages with page dots on the bottom line: the current page and its neighbours have views
/// (configured once per load, however slow that is), optional looping and auto-advance that pauses
/// while a finger holds the pages. Pages may be shorter than the view (a carousel): their neighbours
/// peek in, drawn shorter and faint by an effect.
public struct TerminalPager: ScrolledItemsView {
    /// The pages' controller and live page blocks.
    public var items: ScrolledItems
    /// The number of data pages.
    public var pageCount: Int { items.controller.dataCount }
    /// The data page under the midpoint.
    public var currentPage: Int { items.controller.pageIndicator.currentPage }
    /// Whether the dots line is drawn (a pager inside a stack row may leave it out to save a line).
    public var showsDots: Bool
    /// How pages shrink and fade away from the alignment point; nil draws every page as it is.
    public var effect: PageEffect?
    /// Where the pager is on screen: the rectangle of its last ``frame(now:into:in:)`` (until then, its
    /// size at the screen's top-left corner). ``handle(_:at:)`` reads mouse positions relative to it.
    public internal(set) var screenRect: CellRect

    /// A pager of `pageCount` pages in a view of `size` cells (the last row holds the dots when
    /// `showsDots`); `configure(&block, page, pageSize)` draws a page into its block when it loads.
    /// Pages are `pageLength` columns long (the view's width by default), `spacing` apart, the current one
    /// resting at `alignment`; `effect` draws the others shorter and faint as they move away.
    ///
    /// - Throws: `LazyScrollError` for a page count, page length, spacing, inset or effect the engine
    ///   refuses.
    public init(
        pageCount: Int, size: TerminalSize, looping: Bool = false, autoAdvance: Double? = nil,
        pageLength: PageLength = .viewport, spacing: CGFloat = 0, alignment: PageAlignment = .center, effect: PageEffect? = nil,
        showsDots: Bool = true, time: Double = 0, configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        try effect?.validate()
        screenRect = CellRect(size)
        self.showsDots = showsDots
        self.effect = effect
        let configuration = ScrollConfiguration.pager(
            paging: PagingSettings(spacing: spacing, pageLength: pageLength, alignment: alignment, neighbours: 1, prefetch: 1),
            looping: looping ? LoopingSettings() : nil,
            autoAdvance: autoAdvance.map { AutoAdvanceSettings(interval: $0) })
        var controller = try ScrollController(
            content: .pages(count: pageCount), viewportSize: Self.pageSize(of: size, showsDots: showsDots),
            configuration: configuration, time: time)
        try controller.setMinimumFlickVelocity(Self.minimumFlickVelocity(pageStride: controller.pageStride))
        items = try ScrolledItems(controller: controller, keptConfiguredViews: 0, poolCap: 4, configure: configure)
    }

    /// A release from this speed on turns the page, in page strides (a page and its spacing) per
    /// second: a phone's 400 points per second over its 390-point page. The engine's threshold is in
    /// points, and a cell is a point here, but several times bigger than one: 400 cells per second is
    /// four widths of a 100-column page, which only the quickest flick reaches.
    public static let flickPagesPerSecond: CGFloat = 400.0 / 390.0

    /// The engine's minimum flick velocity for pages `pageStride` cells apart: ``flickPagesPerSecond``
    /// strides per second, and at least ten cells per second so that a tiny pager needs a real move.
    static func minimumFlickVelocity(pageStride: CGFloat) -> CGFloat {
        max(10, flickPagesPerSecond * pageStride)
    }

    /// The size of one page: the view less the dots line.
    static func pageSize(of size: TerminalSize, showsDots: Bool) -> CGSize {
        CGSize(width: max(0, size.columns), height: max(0, size.rows - (showsDots ? 1 : 0)))
    }

    /// The view changed size (a terminal resize or a rotation); the current page stays, the loaded
    /// pages are drawn again for the new size, and a flick is again about a page length per second.
    public mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let pageSize = Self.pageSize(of: size, showsDots: showsDots)
        guard pageSize != items.controller.viewportSize else { return }
        try items.perform { c throws(LazyScrollError) in
            var resized = c
            let update = try resized.resize(to: pageSize, time: time)
            try resized.setMinimumFlickVelocity(Self.minimumFlickVelocity(pageStride: resized.pageStride))
            c = resized
            return update
        }
        try items.reloadViews()
    }

    /// Turns `pages` pages with an animation.
    public mutating func turnPage(by pages: Int, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.turnPage(by: pages, animated: true, time: time) }
    }

    /// Jumps to data page `page` without animating through the pages between.
    public mutating func jump(toPage page: Int, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.scroll(toPage: page, animated: false, time: time) }
    }

    /// Handles arrows, PgUp/PgDn (one page), Home/End (first/last page) and the mouse inside `rect`.
    /// Returns whether the event was used.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        switch event {
        case let .key(key):
            switch key.key {
            case .left, .up, .pageUp: try turnPage(by: -1, time: time)
            case .right, .down, .pageDown: try turnPage(by: 1, time: time)
            case .home: try jump(toPage: 0, time: time)
            case .end: try jump(toPage: max(0, pageCount - 1), time: time)
            default: return false
            }
            return true
        case let .mouse(mouse):
            return try items.handleMouse(mouse, in: rect, time: time) { items, step throws(LazyScrollError) in
                try items.perform { c throws(LazyScrollError) in try c.wheel(delta: CGFloat(step), time: time) }
            }
        default:
            return false
        }
    }

    /// Draws the visible pages and the dots into `rect`, clipped to `clip`.
    public func draw(into canvas: inout CellBuffer, in rect: CellRect, clip: CellRect? = nil) {
        let area = clip.map { rect.intersection($0) } ?? rect
        canvas.fill(area, with: .blank)
        var pages = rect
        if showsDots { pages.height = max(0, rect.height - 1) }
        items.draw(into: &canvas, in: pages, clip: area, effect: effect)
        guard showsDots, rect.height > 0 else { return }
        let dots = PageDots.line(for: items.controller.pageIndicator, width: rect.width)
        let column = rect.column + max(0, (rect.width - dots.count) / 2)
        canvas.put(dots, column: column, row: rect.endRow - 1, style: CellStyle(foreground: .cyan), clip: area)
    }
}
