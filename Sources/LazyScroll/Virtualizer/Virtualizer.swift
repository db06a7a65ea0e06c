import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Decides which items to prefetch, load, show, hide and unload for a viewport, and reports the
/// minimal changes since the last update.
///
/// The windows (visible ⊆ display ⊆ preload) are contiguous ranges of indices recomputed from the
/// viewport, never patched incrementally, so after any jump, resize or rotation the loaded set is exactly
/// the window. An update costs O(log n): two searches in the size model and a difference of ranges.
public struct Virtualizer: Sendable {
    /// The size model, repeated when looping.
    public internal(set) var items: RepeatedExtents
    /// The scrolling axis, used to turn extents into frames.
    public var axis: ScrollAxis
    /// Space before the first and after the last item.
    public internal(set) var insets: ContentInsets
    /// The working ranges.
    public internal(set) var settings: WorkingRangeSettings
    /// The viewport of the last update, in content coordinates.
    public internal(set) var viewport: Viewport
    /// The direction of the last move.
    public internal(set) var direction: ScrollDirection = .forward
    /// The current windows.
    public internal(set) var windows: WorkingWindows = .empty
    /// Whether content changes above the viewport move the offset to keep what is on screen still, and
    /// whether the list is anchored at its end (see ``setAnchoring(_:)``).
    public internal(set) var anchoring: ContentAnchoring = .keepVisibleItems
    /// Items an end-anchored list added at its end while the viewport was away from it, and that have
    /// not been on screen since: data indices, ascending. Empty when the list is not anchored at its end.
    public internal(set) var unseenItems = IndexRanges()
    /// Where a pager rests its pages in the viewport; nil for a list. With it the items are pages (see
    /// ``pageGeometry``): the content rests on pages only, and ``centerItem`` is the page it rests on
    /// or is nearest to, wherever in the viewport that page is aligned.
    public internal(set) var pageAlignment: PageAlignment?

    /// The viewport for which the display and preload windows were last computed; nil forces a
    /// recomputation on the next update.
    var windowBasis: Viewport?

    /// The leaf where the last search for the visible items ended, so that `placements()` can start
    /// there instead of descending the tree again. Dropped before the size model changes (see
    /// `LeafHint`): it would still be correct, but holding the tree would make the change copy it.
    var layoutHints = LeafHints()

    /// The masonry sections the last updates laid out, kept so that the next frames read them (see
    /// `LaneLayoutCache`); empty for other models. Sound whatever changes the model in between.
    var laneLayouts = LaneLayoutCache()
    /// Items a running animation keeps on screen outside the windows (see `WorkingWindows.held`),
    /// set by the controller that runs it.
    var heldForTransitions: IndexRanges {
        get { heldForTransitionsStorage.ranges }
        set { heldForTransitionsStorage.ranges = newValue }
    }
    /// `heldForTransitions`, boxed: the virtualizer is copied on every frame, and the set is nearly
    /// always empty.
    var heldForTransitionsStorage = BoxedIndexRanges()

    /// The masonry sections that hold the display window, found by the last update, so that
    /// `placements()` does not search the tree for them. Dropped before the size model changes, as
    /// `layoutHints` are (see `LaneSectionHints`).
    var laneHints = LaneSectionHints()

    /// A virtualizer over `extents`, with an empty viewport until the first `update(viewport:)`.
    public init(
        extents: ExtentModel, axis: ScrollAxis = .vertical, insets: ContentInsets = .zero,
        settings: WorkingRangeSettings = .default, repetitions: Int = 1
    ) throws(LazyScrollError) {
        try insets.validate()
        try settings.validate()
        self.items = try RepeatedExtents(base: extents, repetitions: repetitions)
        self.axis = axis
        self.insets = insets
        self.settings = settings
        self.viewport = Viewport(offset: 0, extent: 0)
    }

    /// The number of items in the (virtual) index space.
    public var count: Int { items.count }

    /// Moves the viewport and returns what changed.
    ///
    /// A grid with adaptive columns is fitted to the viewport's cross extent first; the offset stays
    /// where it is (`ScrollController.resize(to:time:)` keeps the first visible item on screen instead).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for an offset that is not finite or extents that are
    ///   negative or not finite. Nothing changes then. (A viewport narrower than a grid's minimum cell
    ///   width is not an error: the grid has one column.)
    public mutating func update(viewport new: Viewport) throws(LazyScrollError) -> RangeChanges {
        try new.validate()
        let columnsChanged = try items.base.fitColumns(toCrossExtent: new.crossExtent)
        let old = windows
        direction = .of(from: Double(viewport.offset), to: Double(new.offset), otherwise: direction)
        if new.extent != viewport.extent || columnsChanged { windowBasis = nil }
        viewport = new
        refreshWindows(allowingHysteresis: true)
        return RangeChanges(from: old, to: windows)
    }

    /// Replaces the working-range settings and returns what changed.
    public mutating func setSettings(_ new: WorkingRangeSettings) throws(LazyScrollError) -> RangeChanges {
        try new.validate()
        let old = windows
        settings = new
        windowBasis = nil
        refreshWindows(allowingHysteresis: false)
        return RangeChanges(from: old, to: windows)
    }

    /// Replaces the insets and returns what changed; the offset is kept.
    public mutating func setInsets(_ new: ContentInsets) throws(LazyScrollError) -> RangeChanges {
        try new.validate()
        let old = windows
        insets = new
        windowBasis = nil
        refreshWindows(allowingHysteresis: false)
        return RangeChanges(from: old, to: windows)
    }

    // MARK: - Windows

    /// Recomputes the windows for the current viewport; with hysteresis, the display and preload windows
    /// stay where they are while the viewport has moved less than the threshold and every visible item
    /// is still inside the display window.
    mutating func refreshWindows(allowingHysteresis: Bool) {
        let visible = visibleItems()
        // Lanes keep the lanes of the measured items they show, so that nothing shown changes lanes later.
        if case .lanes = items.base, showsMeasuredItemsWithFreeLanes(visible) {
            laneHints.removeAll()
            items.base.keepLanes(ofMeasuredItemsIn: visible)
        }
        if sections?.hasLanes == true { items.base.keepLanes(ofMeasuredItemsIn: visible) }
        if allowingHysteresis, settings.hysteresis > 0, let basis = windowBasis,
           abs(viewport.offset - basis.offset) < settings.hysteresis * viewport.extent,
           visible.isEmpty || (windows.display.lowerBound <= visible.lowerBound && visible.upperBound <= windows.display.upperBound) {
            windows.visible = visible
        } else {
            windows = fullWindows(visible: visible)
            windowBasis = viewport
        }
        if case .lanes = items.base { layOutDisplayedSections() }
        // Last, and not in a `defer`: the compiler moved a `defer` into a function of its own.
        if !unseenItems.isEmpty { markShownItemsSeen() }
        refreshHeldItems()
    }

    /// Whether some of the visible items of a masonry are measured and do not keep their lanes yet.
    private func showsMeasuredItemsWithFreeLanes(_ visible: Range<Int>) -> Bool {
        guard case let .lanes(model) = items.base else { return false }
        return model.hasMeasuredItemsWithFreeLanes(in: visible, hints: laneHints)
    }

    /// Lays out the masonry sections that hold the display window into `laneLayouts` and records them in
    /// `laneHints`, so that `placements()` only reads positions.
    private mutating func layOutDisplayedSections() {
        let display = windows.display
        withLaneLayouts { virtualizer, cache, hints in
            virtualizer.layOutLaneSections(holding: display, into: &cache, hints: &hints)
        }
    }

    /// Calls `body` with the masonry's `laneLayouts` and `laneHints` moved into locals (and back after):
    /// passing `&laneLayouts` to a method of `self` would make Swift copy the whole virtualizer for the
    /// call. `body` gets `self` without them.
    @inline(__always)
    private mutating func withLaneLayouts<Result>(
        _ body: (borrowing Virtualizer, inout LaneLayoutCache, inout LaneSectionHints) -> Result
    ) -> Result {
        var cache = laneLayouts
        var hints = laneHints
        laneLayouts = LaneLayoutCache()
        laneHints = LaneSectionHints()
        defer {
            laneLayouts = cache
            laneHints = hints
        }
        return body(self, &cache, &hints)
    }

    /// A function of its own, so that the copy of the model it reads is gone before the model changes.
    private func layOutLaneSections(holding range: Range<Int>, into cache: inout LaneLayoutCache, hints: inout LaneSectionHints) {
        guard case let .lanes(model) = items.base else { return }
        model.layOutSections(holding: range, into: &cache, hints: &hints)
    }

    /// Moves the viewport without changing the scroll direction (anchoring and recentring are not
    /// scrolling).
    mutating func setViewportOffsetKeepingDirection(_ offset: CGFloat) {
        viewport.offset = offset
    }

    /// Forces the next update to recompute every window.
    mutating func invalidateWindowBasis() {
        windowBasis = nil
    }

    private mutating func visibleItems() -> Range<Int> {
        dropLayoutHints()
        guard viewport.extent > 0, items.count > 0 else { return 0..<0 }
        // Into a local first: passing `&layoutHints` to a method of `self` would make Swift copy the
        // whole virtualizer for the call.
        if case .lanes = items.base {
            return withLaneLayouts { virtualizer, cache, hints in
                virtualizer.laneRange(from: virtualizer.viewport.offset, to: virtualizer.viewport.end, cache: &cache, hints: &hints)
            }
        }
        var hints = LeafHints()
        let visible = itemRange(from: viewport.offset, to: viewport.end, hints: &hints)
        layoutHints = hints
        return visible
    }

    /// The items of a masonry overlapping content offsets `lower ..< upper`, through `cache`. A function
    /// of its own, so that the copy of the model it reads is gone before the model changes.
    private func laneRange(from lower: CGFloat, to upper: CGFloat, cache: inout LaneLayoutCache, hints: inout LaneSectionHints) -> Range<Int> {
        guard case let .lanes(model) = items.base else { return 0..<0 }
        return model.indices(intersecting: lower - insets.leading, upper - insets.leading, cache: &cache, hints: &hints)
    }

    /// Drops the hints the last search left (`layoutHints`, `laneHints`): before the size model changes,
    /// so that the change happens in place rather than copying the tree's path the hints hold.
    mutating func dropLayoutHints() {
        layoutHints = LeafHints()
        laneHints.removeAll()
    }

    private func fullWindows(visible: Range<Int>) -> WorkingWindows {
        guard viewport.extent > 0, items.count > 0 else { return .empty }
        let display = WorkingWindows.hull(window(for: settings.display, visible: visible), visible)
        let preload = WorkingWindows.hull(window(for: settings.preload, visible: visible), display)
        return WorkingWindows(visible: visible, display: display, preload: preload)
    }

    private func window(for buffer: RangeBuffer, visible: Range<Int>) -> Range<Int> {
        let (before, after) = buffer.reach(for: direction)
        switch buffer.unit {
        case .screens:
            let extent = viewport.extent
            return itemRange(from: viewport.offset - before * extent, to: viewport.end + after * extent)
        case .items:
            var base = visible
            if settings.itemBufferAnchor == .centerItem || visible.isEmpty {
                let center = centerItem
                base = center..<(center + 1)
            }
            return max(0, base.lowerBound - Int(before))..<min(items.count, base.upperBound + Int(after))
        }
    }

    /// The item under the viewport's midpoint, or for pages the page the content rests on or is
    /// nearest to resting on (``PageGeometry/nearestPage(toOffset:)``), clamped to the first and last
    /// item; 0 without items.
    public var centerItem: Int {
        let distance = pageGeometry?.centerItemDistance ?? viewport.extent / 2
        return items.item(at: viewport.offset + distance - insets.leading)?.index ?? 0
    }

    /// The items overlapping content offsets `lower ..< upper`.
    public func itemRange(from lower: CGFloat, to upper: CGFloat) -> Range<Int> {
        var unused = LeafHints()
        return itemRange(from: lower, to: upper, hints: &unused)
    }

    /// `itemRange(from:to:)`, setting `hints` to the leaves where the search ended.
    private func itemRange(from lower: CGFloat, to upper: CGFloat, hints: inout LeafHints) -> Range<Int> {
        items.indicesInOneDescent(intersecting: lower - insets.leading, upper - insets.leading, hints: &hints)
    }
}
