import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A scroll controller and the text blocks of its loaded items, kept in step through a reuse pool:
/// the part that the pager and the recycling list share.
///
/// Every controller call goes through ``perform(_:)``, which applies the returned `ScrollUpdate` to the
/// live views at once, so views and windows never disagree.
public struct ScrolledItems {
    /// The engine: physics, paging, looping and the virtualizer.
    public private(set) var controller: ScrollController
    /// The blocks of the loaded items, by virtual index, and the pool they come from.
    public private(set) var views: LiveViews<TextBlock>
    /// Items that got a view since creation.
    public private(set) var loads = 0
    /// Items that gave their view back since creation.
    public private(set) var unloads = 0
    /// Whether each item is as long as its block is tall (its ``TextBlock/height``: lines after
    /// wrapping, or rows of cells), measured whenever its block is configured (the size model's extents
    /// stand in until then).
    public let sizesItemsToFit: Bool
    /// Whether the controller is moved to the nearest whole cell whenever it comes to rest between two
    /// (a list's; a pager rests on its pages).
    public internal(set) var restsOnWholeCells = false
    /// The load-more events of the updates applied since ``takeLoadMoreEvents()`` last took them.
    public private(set) var loadMoreEvents: [LoadMoreEvent] = []
    /// Fills a block for a data index in a size; the virtualizer lets sectioned content name the element.
    private let configure: (inout TextBlock, Int, TerminalSize, Virtualizer) -> Void

    /// The one reuse identifier: every item is a ``TextBlock``.
    public static let reuseIdentifier = "text"

    /// Items of `controller`, configured by `configure(&block, dataIndex, size)`, where `size` is a page's
    /// for a pager (the controller's `pageSize`) and the viewport's for a list; `keptConfiguredViews`
    /// recently unloaded blocks stay configured so that going back costs nothing. With
    /// `sizesItemsToFit`, each item is measured as tall as its block when it loads.
    public init(
        controller: ScrollController, keptConfiguredViews: Int = 0, poolCap: Int = 32, sizesItemsToFit: Bool = false,
        configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        try self.init(
            controller: controller, keptConfiguredViews: keptConfiguredViews, poolCap: poolCap, sizesItemsToFit: sizesItemsToFit,
            configureInVirtualizer: { block, index, size, _ in configure(&block, index, size) })
    }

    /// Items of `controller` whose `configure(&block, dataIndex, size, virtualizer)` also reads the
    /// virtualizer as it is after the update that loads the item: a sectioned list turns the flat index
    /// into its element there.
    init(
        controller: ScrollController, keptConfiguredViews: Int = 0, poolCap: Int = 32, sizesItemsToFit: Bool = false,
        configureInVirtualizer configure: @escaping (inout TextBlock, Int, TerminalSize, Virtualizer) -> Void
    ) throws(LazyScrollError) {
        var pool = ReusePool<TextBlock>()
        try pool.register(Self.reuseIdentifier, cap: poolCap) { TextBlock() }
        self.views = LiveViews(pool: pool, keptConfiguredViews: keptConfiguredViews)
        self.controller = controller
        self.sizesItemsToFit = sizesItemsToFit
        self.configure = configure
        // The controller computed its first windows in its initialiser; load them like any update.
        try apply(controller.initialUpdate)
        try fitItems()
    }

    /// Runs one controller call and applies what it changed.
    public mutating func perform(_ body: (inout ScrollController) throws(LazyScrollError) -> ScrollUpdate) throws(LazyScrollError) {
        let update = try body(&controller)
        try apply(update)
        try fitItems()
        try restOnWholeCell()
    }

    /// Runs a controller call that moves nothing and loads nothing (lifting an item to reorder it,
    /// ending the drag), and returns what it returns.
    mutating func updateController<Result>(_ body: (inout ScrollController) throws(LazyScrollError) -> Result) throws(LazyScrollError) -> Result {
        try body(&controller)
    }

    /// Returns the load-more events of the updates applied since the last call, and forgets them.
    public mutating func takeLoadMoreEvents() -> [LoadMoreEvent] {
        defer { loadMoreEvents = [] }
        return loadMoreEvents
    }

    /// Moves a list that has come to rest between two cells to the nearest whole cell (what it already
    /// draws: see `ContentCells`), so that its offset, its picture and ``itemsOnScreen(in:)`` agree.
    ///
    /// Physics ends where it ends: five wheel notches of 3 lines land at 15.000000000000002 and a fling
    /// anywhere, such as 19.40337747199949. Where the content's end is not on a whole cell, a list
    /// resting between the end and the last whole cell before it moves to the end, and one at the end
    /// stays there, so a list anchored at its end keeps following it; a suspended controller is left
    /// alone (a scroll would resume it).
    ///
    /// Rows measured at the new offset can move it off the cell again (an estimate of 1.5 lines
    /// measured as 1 above the first row on screen moves everything by half a line), so this repeats;
    /// each round measures rows, of which there are only so many loaded, and a few rounds always settle.
    mutating func restOnWholeCell() throws(LazyScrollError) {
        guard restsOnWholeCells else { return }
        for _ in 0..<Self.restingRounds {
            guard !controller.isAnimating, !controller.isDragging, !controller.isSuspended else { return }
            let offset = controller.offset
            let resting = controller.restingRange
            guard offset != resting.lowerBound, offset != resting.upperBound else { return }
            // The nearest whole cell, or the end of the content when that cell is beyond it.
            let target = min(max(CGFloat(ContentCells.nearest(offset)), resting.lowerBound), resting.upperBound)
            guard target != offset else { return }
            try apply(try controller.scroll(toOffset: target, animated: false, time: controller.now))
            try fitItems()
        }
    }

    /// At most this many rounds of moving to a whole cell and measuring what that loads.
    static let restingRounds = 8

    /// Measures every loaded item whose block is taller or shorter than its extent. A measurement
    /// can load more items (an item came out shorter), so this repeats until every loaded item fits.
    mutating func fitItems() throws(LazyScrollError) {
        guard sizesItemsToFit else { return }
        while let (index, lines) = firstUnfittedItem() {
            let update = try controller.setExtent(CGFloat(lines), ofItem: index, time: controller.now)
            try apply(update)
        }
    }

    /// The first loaded item (a data index) whose block's height differs from its extent.
    private func firstUnfittedItem() -> (index: Int, lines: Int)? {
        let items = controller.virtualizer.items
        for index in views.views.keys.sorted() {
            guard let block = views.views[index], let extent = try? items.extent(of: index),
                  extent != CGFloat(block.height) else { continue }
            return (items.dataIndex(of: index), block.height)
        }
        return nil
    }

    /// Applies an update the controller returned.
    mutating func apply(_ update: ScrollUpdate) throws(LazyScrollError) {
        loadMoreEvents += update.loadMoreEvents
        loads += update.changes.load.count
        unloads += update.changes.unload.count
        let items = controller.virtualizer.items
        let page = controller.pageSize
        let size = TerminalSize(columns: Int(page.width), rows: Int(page.height))
        let configure = self.configure
        let virtualizer = controller.virtualizer
        try views.apply(
            update, dataIndex: { items.dataIndex(of: $0) }, identifier: { _ in Self.reuseIdentifier },
            configure: { block, index in
                block.width = Self.width(ofItem: index, in: virtualizer, viewWidth: size.columns)
                configure(&block, index, size, virtualizer)
            })
    }

    /// The width in cells of data item `index`'s block: a grid's column (rounded down, as it is drawn),
    /// a pager's page, or else the view's width.
    static func width(ofItem index: Int, in virtualizer: Virtualizer, viewWidth: Int) -> Int {
        // The first copy of a looping item has the same frame as every other.
        guard let frame = try? virtualizer.frame(ofItem: index) else { return viewWidth }
        return max(0, ContentCells.down(frame.maxX) - ContentCells.down(frame.minX))
    }

    /// Configures every loaded item again, in views recycled and reused in one update: after a resize,
    /// for views whose picture depends on the viewport's size.
    public mutating func reloadViews() throws(LazyScrollError) {
        // Held rows (a pinned section header far from its own place) are on screen too.
        let windows = controller.virtualizer.windows
        let update = ScrollUpdate.reconfiguring(IndexRanges(windows.display).union(windows.held), count: controller.dataCount)
        try apply(update)
        // Each block went back to the pool and came out again: an unload for every load counted above,
        // so that the live blocks stay `loads - unloads`.
        unloads += update.changes.load.count
        try fitItems()
        try restOnWholeCell()
    }

    /// Advances animations and auto-advance to `time`.
    public mutating func tick(time: Double) throws(LazyScrollError) {
        try perform { controller throws(LazyScrollError) in controller.tick(time: time) }
    }

    /// Suspends the controller when the view is no longer on screen and resumes it when it is back
    /// (see `ScrollController.suspend(time:)`): off screen, a running animation and auto-advance stop
    /// where they are and the controller asks for no frames. Does nothing when nothing changes.
    public mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        guard isOnScreen == controller.isSuspended else { return }
        if isOnScreen {
            try perform { controller throws(LazyScrollError) in try controller.resume(time: time) }
        } else {
            try perform { controller throws(LazyScrollError) in try controller.suspend(time: time) }
        }
    }

    /// The counters for the range overlay.
    public var counters: ViewCounters {
        ViewCounters(views: views.statistics, loads: loads, unloads: unloads)
    }

    /// The items that cover cells of `rect` when the viewport's top-left corner is drawn at `rect`'s,
    /// in index order, with the cells each one covers: the items ``draw(into:in:clip:effect:)`` draws, where
    /// it draws them (while a data change animates, where the animation has them now).
    ///
    /// At rest the rectangles tile the view along the scrolling axis: each item starts where the one
    /// before it ends, because every edge is rounded once, in content coordinates (see `ContentCells`).
    /// A pinned section header or footer (``ItemOnScreen/isPinned``) covers the rows passing under it.
    ///
    /// - Complexity: O(log n + loaded items).
    public func itemsOnScreen(in rect: CellRect) -> [ItemOnScreen] {
        // Every loaded item, not only those the virtualizer counts as visible: its visible window is
        // computed from the unrounded offset, and an item it leaves out by a rounding error can still
        // cover the view's last cell.
        itemsOnScreen(in: rect, placements: controller.contentPlacements())
    }

    /// The cells this frame gives to content coordinates, with the viewport's top-left corner at `rect`'s.
    func cells(in rect: CellRect) -> ContentCells {
        ContentCells(axis: controller.configuration.axis, offset: controller.offset, origin: rect)
    }

    /// The items of `placements` (frames in content coordinates) that cover cells of `rect`, as
    /// ``itemsOnScreen(in:)`` gives them.
    func itemsOnScreen(in rect: CellRect, placements: [ItemPlacement]) -> [ItemOnScreen] {
        let cells = cells(in: rect)
        var result: [ItemOnScreen] = []
        for placement in placements {
            let itemRect = cells.rect(ofContentFrame: placement.frame)
            let visible = itemRect.intersection(rect)
            guard !visible.isEmpty else { continue }
            result.append(ItemOnScreen(
                index: placement.index, dataIndex: placement.dataIndex, rect: itemRect, visibleRect: visible,
                isPinned: placement.isPinned, opacity: placement.opacity))
        }
        return result
    }

    /// The deleted items an animated change still fades out (their blocks are in `views.disappearingViews`),
    /// with the cells each covers when the viewport's top-left corner is drawn at `rect`'s.
    ///
    /// - Complexity: O(disappearing items).
    func disappearingItemsOnScreen(in rect: CellRect) -> [(id: Int, rect: CellRect)] {
        let cells = cells(in: rect)
        return controller.disappearingContentPlacements().compactMap { placement in
            let itemRect = cells.rect(ofContentFrame: placement.frame)
            return placement.opacity > 0 && !itemRect.intersection(rect).isEmpty ? (placement.id, itemRect) : nil
        }
    }

    /// Draws every item on screen (see ``itemsOnScreen(in:)``) inside the cells it covers, with the
    /// viewport's top-left corner at `rect`'s, clipped to `rect` and `clip`: a block with more lines than
    /// its item is tall is cut at the item's end, one with fewer leaves the rest of the item blank. With
    /// an `effect`, each page is drawn by its progress (see `ScrollController.pageProgress(ofPage:)`):
    /// shorter by its scale, keeping its first and last lines, and faint once its opacity is nearer the
    /// effect's minimum than full.
    ///
    /// While a data change animates, items fading in and deleted items fading out (until their
    /// animation ends) are drawn faint, under the others: a terminal cell has no opacity. Pinned section
    /// headers and footers are drawn last, over the rows that pass under them.
    ///
    /// - Complexity: O(log n + loaded items + cells drawn).
    public func draw(into canvas: inout CellBuffer, in rect: CellRect, clip: CellRect? = nil, effect: PageEffect? = nil) {
        draw(itemsOnScreen(in: rect), into: &canvas, in: rect, clip: clip.map { rect.intersection($0) } ?? rect, effect: effect)
    }

    /// Draws the blocks of `onScreen` in their cells, with the viewport's top-left corner at `rect`'s,
    /// clipped to `area`, and the deleted items still fading out; see ``draw(into:in:clip:effect:)``.
    /// `decorate(&canvas, item, cells)` runs right after each item is drawn, for the cells of it that
    /// are shown (a cursor's highlight), so that what is drawn over the item later covers it too.
    func draw(
        _ onScreen: [ItemOnScreen], into canvas: inout CellBuffer, in rect: CellRect, clip area: CellRect, effect: PageEffect? = nil,
        decorate: (inout CellBuffer, ItemOnScreen, CellRect) -> Void = { _, _, _ in }
    ) {
        let disappearing = disappearingItemsOnScreen(in: rect)
        for (id, itemRect) in disappearing {
            views.disappearingViews[id]?.draw(
                into: &canvas, column: itemRect.column, row: itemRect.row, clip: itemRect.intersection(area), shrunkBy: 0, dimmed: true)
        }
        // Faint items first, then the others, then the pinned ones: each drawn over the ones before.
        let faint = onScreen.filter { $0.opacity < 1 && !$0.isPinned }
        let layers = [faint, onScreen.filter { $0.opacity >= 1 && !$0.isPinned }, onScreen.filter(\.isPinned)]
        let overlaps = !disappearing.isEmpty || !faint.isEmpty
        for item in layers.joined() {
            guard let block = views.views[item.index] else { continue }
            let itemArea = item.rect.intersection(area)
            // An item drawn over others (a pinned header, or a row sliding over a faint one) hides
            // them, also where its text leaves cells blank.
            if item.isPinned || (overlaps && item.opacity >= 1) { canvas.fill(itemArea, with: .blank) }
            if let effect {
                let progress = controller.pageProgress(ofPage: item.index)
                let shrink = (1 - effect.scale(forProgress: progress)) * CGFloat(block.height) / 2
                let dimmed = effect.opacity(forProgress: progress) < (1 + effect.minimumOpacity) / 2
                block.draw(into: &canvas, column: item.rect.column, row: item.rect.row, clip: itemArea,
                           shrunkBy: Int(shrink.rounded()), dimmed: dimmed)
            } else {
                block.draw(into: &canvas, column: item.rect.column, row: item.rect.row, clip: itemArea, shrunkBy: 0, dimmed: item.opacity < 1)
            }
            decorate(&canvas, item, itemArea)
        }
    }
}
