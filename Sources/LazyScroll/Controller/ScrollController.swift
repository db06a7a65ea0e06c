import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The host-agnostic scroll view: input in, placements and lifecycle changes out.
///
/// It composes the physics (drag with rubber band, deceleration, springs), paging, looping and the
/// content: items or pages through the virtualizer, or a ``ScrollStack``. A front end forwards drags,
/// wheel events, resizes, data changes and clock ticks, applies each returned `ScrollUpdate` to its
/// views, and lays them out at `placements()` (a stack's at the update's stack placements). Every
/// animation is a closed-form function of the time the front end passes in, so a test clock replays it
/// exactly.
public struct ScrollController: Sendable {
    /// The behaviour settings.
    public internal(set) var configuration: ScrollConfiguration
    /// The virtualizer over the (virtual) index space; its viewport is the controller's viewport. With
    /// stack content it has no items and only holds the viewport, which is always the stack's.
    public internal(set) var virtualizer: Virtualizer
    /// The stack, when the content is one (``ScrollContent/stack(_:)``); change it through
    /// ``updateStack(time:_:)``.
    public internal(set) var stack: ScrollStack?
    /// The page indicator (pagers), over data pages.
    public internal(set) var pageIndicator: PageIndicator
    /// The time of the latest call, in seconds of the front end's clock.
    public internal(set) var now: Double
    /// The looping index space, or nil when the content has ends.
    public internal(set) var looping: LoopingLayout?

    var motion: ScrollMotion = .idle
    /// What the running (or landed) scroll-to aims at, so that it can aim again when the content moves
    /// under it. Invariant: nil unless `motion` is the scroll-to's spring or `.idle` after it landed.
    var aim: ScrollAim?
    var drag: DragTracking?
    /// When the next automatic page turn is due; nil while paused or not yet scheduled.
    var autoAdvanceDue: Double?
    /// When ``suspend(time:)`` froze the clock; nil while running.
    var suspendedSince: Double?
    /// The load-more thresholds and what they last reported.
    var loadMore = LoadMoreTriggers()
    /// The wheel gesture a pager is in; nil before the first wheel event and after a drag began.
    var wheelPaging: WheelPaging?
    /// Whether the content is pages (all of one length) rather than items.
    var isPaged: Bool { configuration.paging != nil }
    /// The running animation of a data change, or nil (see
    /// ``performBatchUpdates(_:reportedCount:animation:time:)``).
    var transitions: ItemTransitions?

    /// A controller over `content` in a viewport of `size`, at offset 0, or a pager resting on page 0; a
    /// list anchored at its end (`configuration.anchoring`) starts at its end. A pager whose pages are a
    /// fraction of a viewport with no length along its axis has pages one point long until it gets a
    /// length, so that it can already be sent to a page.
    public init(content: ScrollContent, viewportSize size: CGSize, configuration: ScrollConfiguration = ScrollConfiguration(), time: Double = 0) throws(LazyScrollError) {
        try configuration.validate()
        try content.validate(for: configuration)
        try Self.validate(size)
        try LazyScrollError.check(CGFloat(time), .finite, "time")
        self.configuration = configuration
        self.now = time
        let extent = configuration.axis.mainExtent(of: size)
        let pageLength = configuration.paging?.pageLength.length(forViewportLength: extent, keeping: 1) ?? extent
        let extents = try Self.fitted(
            Self.extents(for: content, pageExtent: pageLength, configuration: configuration), to: size, axis: configuration.axis)
        let looping = Self.loopingLayout(for: extents, mainExtent: extent, configuration: configuration)
        self.looping = looping
        let ranges = configuration.paging?.workingRanges ?? configuration.workingRanges
        self.virtualizer = try Virtualizer(
            extents: extents, axis: configuration.axis, insets: configuration.paging == nil ? configuration.insets : .zero,
            settings: ranges, repetitions: looping?.repetitions ?? 1)
        virtualizer.anchoring = configuration.anchoring
        virtualizer.pageAlignment = configuration.paging?.alignment
        self.pageIndicator = PageIndicator(pageCount: content.count, hysteresis: configuration.paging?.indicatorHysteresis ?? 0)
        let pages = PageGeometry(pages: extents, alignment: configuration.paging?.alignment, viewportLength: extent)
        let listStart = configuration.anchoring.isEnd ? virtualizer.contentExtent - extent : 0
        let start = pages.map { $0.offset(ofPage: looping?.middleIndex(ofData: 0) ?? 0) } ?? looping?.middleStart ?? listStart
        let viewport = Viewport(offset: start, extent: extent, crossExtent: configuration.axis.crossExtent(of: size))
        _ = try virtualizer.update(viewport: viewport)
        if case var .stack(stack) = content {
            _ = try stack.update(viewport: viewport)
            self.stack = stack
        }
    }

    /// The update that brings a front end with no views to the current windows: everything in them
    /// prefetches, loads and shows (a stack's active children and everything their lists load). Apply
    /// it once after creating the controller (or its views).
    public var initialUpdate: ScrollUpdate {
        ScrollUpdate(changes: RangeChanges(from: .empty, to: virtualizer.windows), stack: stack?.updateFromNothing())
    }

    // MARK: - State

    /// The offset of the viewport's leading edge in content coordinates (beyond the ends while a rubber
    /// band stretches).
    public var offset: CGFloat { virtualizer.viewport.offset }

    /// The viewport's size.
    public var viewportSize: CGSize {
        configuration.axis.size(main: virtualizer.viewport.extent, cross: virtualizer.viewport.crossExtent)
    }

    /// The number of data items (or pages).
    public var dataCount: Int { virtualizer.items.base.count }

    /// Whether a finger holds the content.
    public var isDragging: Bool { motion == .dragging }

    /// Whether the offset is moving on its own, so the front end should call `tick` every frame.
    public var isAnimating: Bool { motion.isAnimating || transitions != nil }

    /// When the front end must call `tick` next: now while animating, the next page turn while resting
    /// with auto-advance, nil when nothing will happen until the next input.
    public var nextTickTime: Double? {
        if suspendedSince != nil { return nil }
        if motion.isAnimating || transitions != nil { return now }
        if configuration.autoAdvance != nil, motion == .idle, pageCountAllowsTurning {
            return autoAdvanceDue ?? now
        }
        return nil
    }

    /// The offsets at rest: 0 to the end of the content for a list (below 0 for a list anchored at its
    /// end whose content is shorter than the viewport: its end rests at the viewport's end); for a pager
    /// with ends, from where it rests on its first page to where it rests on its last (below 0 when
    /// centred pages are shorter than the viewport). When looping, the offsets of the repeated copies (a
    /// front end's content size); the offset never leaves them, as it is moved back by whole cycles, and
    /// nothing rests against their ends.
    public var restingRange: ClosedRange<CGFloat> {
        if let stack { return 0...stack.maxOffset }
        if let looping {
            return 0...max(0, CGFloat(looping.repetitions) * looping.cycleExtent - virtualizer.viewport.extent)
        }
        return virtualizer.restingOffsets
    }

    /// Where the pages lie and where the pager rests on each: page length, spacing and alignment inset
    /// for the current viewport. A list's "pages" are its viewport's length, with no spacing or inset.
    ///
    /// A pager's pages keep their length while the viewport has none along the axis (see
    /// ``PageLength/length(forViewportLength:keeping:)``), so the stride is never 0 for a pager.
    ///
    /// - Complexity: O(1).
    public var pageGeometry: PageGeometry {
        virtualizer.pageGeometry ?? PageGeometry(pageLength: virtualizer.viewport.extent, spacing: 0, alignmentInset: 0)
    }

    /// The distance from one page's start to the next: a page's length plus the page spacing (a
    /// list's "page" is the viewport's length). Never 0 for a pager, even while its viewport has no
    /// length: see ``resize(to:time:)``.
    public var pageStride: CGFloat { pageGeometry.stride }

    /// The size of one page: its length along the axis by the viewport's length across it (a list's
    /// "page" is its viewport).
    public var pageSize: CGSize {
        configuration.axis.size(main: pageGeometry.pageLength, cross: virtualizer.viewport.crossExtent)
    }

    /// The virtual page the pager rests on or is nearest to resting on (the midpoint rule), which the
    /// working ranges count their neighbours from; for a list, the viewport-long "page" under the
    /// viewport's start.
    public var currentVirtualPage: Int {
        guard dataCount > 0 else { return 0 }
        if isPaged { return virtualizer.centerItem }
        let page = pageGeometry.nearestPage(toOffset: offset)
        return min(max(page, 0), virtualizer.count - 1)
    }

    /// The data page of ``currentVirtualPage``.
    public var currentPage: Int { virtualizer.items.dataIndex(of: currentVirtualPage) }

    /// How far virtual page `page` is from the alignment point, in page strides: 0 for the page at
    /// rest there, −1 for the page before it and +1 for the one after, fractions while the pages move,
    /// and beyond ±1 for pages further away. Ask it for each placement (its `index`) to scale or fade
    /// the pages of a carousel (see ``PageEffect``).
    ///
    /// - Complexity: O(1).
    public func pageProgress(ofPage page: Int) -> CGFloat {
        pageGeometry.progress(ofPage: page, atOffset: offset)
    }

    /// The placements of every loaded item, with frames relative to the viewport's origin: the
    /// virtualizer's (``Virtualizer/placements()``, in content coordinates) moved back by ``offset``
    /// along the axis. While a data change animates, each placement is where the item is drawn now
    /// and how opaque it is. A view that scrolls its bounds (a `UIScrollView`) adds the offset back;
    /// a terminal rounds content coordinates itself, so it reads the virtualizer's.
    ///
    /// - Complexity: O(log n + loaded items).
    public func placements() -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        result.reserveCapacity(virtualizer.windows.display.count)
        let shift = configuration.axis.point(main: -offset, cross: 0)
        let transitions = self.transitions
        let progress = transitions?.progress(at: motionTime) ?? 1
        virtualizer.forEachPlacement { placement in
            var moved = placement
            if let transitions {
                (moved.frame, moved.opacity) = transitions.placed(placement.index, frame: placement.frame, progress: progress)
            }
            moved.frame = moved.frame.offsetBy(dx: shift.x, dy: shift.y)
            result.append(moved)
        }
        return result
    }

    // MARK: - Moving

    /// Moves the viewport to `newOffset`, recentring a looping index space first, and updates the
    /// windows and the page indicator (or the stack).
    mutating func move(to newOffset: CGFloat) -> ScrollUpdate {
        if stack != nil { return moveStack(to: newOffset) }
        var target = newOffset
        var update = ScrollUpdate()
        if let looping {
            let cycles = looping.cyclesToRecentre(target)
            if cycles != 0 {
                let distance = CGFloat(cycles) * looping.cycleExtent
                update.indexShift = virtualizer.shift(byCycles: cycles)
                target += distance
                motion = motion.shifted(by: distance)
                drag?.shift(by: distance, pages: update.indexShift)
                aim?.shift(byIndices: update.indexShift)
            }
        }
        var viewport = virtualizer.viewport
        viewport.offset = target
        // The offset is finite here: every input is validated and physics is closed-form.
        update.changes = (try? virtualizer.update(viewport: viewport)) ?? RangeChanges()
        update.pageChanged = followPageIndicator()
        if loadMore.isActive { update.loadMoreEvents = checkLoadMore() }
        return update
    }

    /// Moves the page indicator with the offset; returns whether its page changed.
    mutating func followPageIndicator() -> Bool {
        let geometry = pageGeometry
        guard isPaged, dataCount > 0, geometry.stride > 0 else { return false }
        let items = virtualizer.items
        return pageIndicator.follow(position: Double(geometry.position(atOffset: offset))) { items.dataIndex(of: $0) }
    }

    static func validate(_ size: CGSize) throws(LazyScrollError) {
        try LazyScrollError.check(size.width, .finiteAndNotNegative, "viewport width")
        try LazyScrollError.check(size.height, .finiteAndNotNegative, "viewport height")
    }

    static func validate(time: Double) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(time), .finite, "time")
    }

    var pageCountAllowsTurning: Bool { looping != nil || dataCount > 1 }

    /// The size model for `content`, with pages `pageExtent` long.
    static func extents(for content: ScrollContent, pageExtent: CGFloat, configuration: ScrollConfiguration) throws(LazyScrollError) -> ExtentModel {
        switch content {
        case let .pages(count):
            return .uniform(try UniformExtents(count: count, itemExtent: pageExtent, spacing: configuration.paging?.spacing ?? 0))
        case let .items(model):
            return model
        case .stack:
            // The stack lays out its children itself; the virtualizer only holds the viewport.
            return .uniform(try UniformExtents(count: 0, itemExtent: 0))
        }
    }

    /// The looping index space for `extents`, or nil when the content does not loop.
    static func loopingLayout(for extents: ExtentModel, mainExtent: CGFloat, configuration: ScrollConfiguration) -> LoopingLayout? {
        guard let settings = configuration.looping, settings.loops(count: extents.count) else { return nil }
        let cycle = extents.totalExtent + extents.spacing
        guard cycle > 0 else { return nil }
        let ranges = configuration.paging?.workingRanges ?? configuration.workingRanges
        let screens = max(ranges.preload.unit == .screens ? max(ranges.preload.leading, ranges.preload.trailing) : 0,
                          ranges.display.unit == .screens ? max(ranges.display.leading, ranges.display.trailing) : 0)
        let itemBuffer = max(ranges.preload.unit == .items ? max(ranges.preload.leading, ranges.preload.trailing) : 0,
                             ranges.display.unit == .items ? max(ranges.display.leading, ranges.display.trailing) : 0)
        let averageItem = cycle / CGFloat(extents.count)
        // A pager counts its neighbours from the page at its alignment point, which an inset may put
        // anywhere in the viewport (or beyond it).
        let alignment = abs(PageGeometry(pages: extents, alignment: configuration.paging?.alignment, viewportLength: mainExtent)?.alignmentInset ?? 0)
        let reach = mainExtent * (1 + screens) + (itemBuffer + 1) * averageItem + alignment
        return LoopingLayout(dataCount: extents.count, cycleExtent: cycle, reach: reach)
    }
}
