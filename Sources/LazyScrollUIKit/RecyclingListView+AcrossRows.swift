#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Sections whose items scroll across (``AcrossSectionLayout``): each loaded row is an ``AcrossRowView``
/// recycled like any row, whose items the engine's ``AcrossScrollers`` virtualizes along the row at the
/// offset its section keeps; the items' views come from the data source and go back to the list's pool.
extension RecyclingListView {
    static let acrossRowIdentifier = "LazyScroll.acrossRow"

    /// A row view for section `section`'s row, recycled if one is idle, emptied of the items of the
    /// row it showed before.
    func makeAcrossRowView(section: Int) -> UIView {
        itemViews.register(AcrossRowView.self, forReuseIdentifier: Self.acrossRowIdentifier, cap: 8)
        guard let row = itemViews.dequeue(withIdentifier: Self.acrossRowIdentifier) as? AcrossRowView else { return UIView(frame: .zero) }
        releaseItems(of: row)
        row.prepareForRow()
        row.scrollHandler.didScroll = { [weak self] row in self?.acrossRowDidScroll(row) }
        row.scrollHandler.restingOffset = { [weak self] row, target, velocity in self?.restingOffset(of: row, for: target, velocity: velocity) ?? target }
        row.scrollHandler.scrollStatus = { [weak self] row in self?.acrossScrollStatus(of: row) }
        row.scrollHandler.accessibilityScroll = { [weak self] row, direction in self?.accessibilityScroll(row, direction) ?? false }
        acrossRowViews[ObjectIdentifier(row)] = row
        return row
    }

    /// The loaded row view of section `section`, when its items scroll across.
    func acrossRowView(ofSection section: Int) -> AcrossRowView? {
        row(for: .row(section: section)).flatMap { itemViews.views[$0] as? AcrossRowView }
    }

    /// Keeps a scroller for every loaded row, renumbered through `update`, and gives the items of rows
    /// whose views were recycled back to the pool.
    func syncAcrossRows(with update: ScrollUpdate, of controller: ScrollController) {
        guard hasAcrossSections || !acrossRows.scrollers.isEmpty || !acrossRowViews.isEmpty else { return }
        var rows = acrossRows
        let time = clock()
        var rowUpdates = (try? rows.apply(update, of: controller, time: time)) ?? []
        // Rows loaded by a reload, and scrollers of rows whose views went, whatever the update said.
        var changes = RangeChanges()
        changes.load = IndexRanges(itemViews.views.compactMap { $0.value is AcrossRowView && rows.scrollers[$0.key] == nil ? $0.key : nil })
        changes.unload = IndexRanges(rows.scrollers.keys.filter { !(itemViews.views[$0] is AcrossRowView) })
        if !changes.load.isEmpty || !changes.unload.isEmpty {
            rowUpdates += (try? rows.apply(ScrollUpdate(changes: changes), of: controller, time: time)) ?? []
        }
        let before = acrossRows
        acrossRows = rows
        followAcrossItemChanges(rowUpdates)
        let shown = Set(itemViews.views.values.map(ObjectIdentifier.init))
        for (id, row) in acrossRowViews where !shown.contains(id) {
            releaseItems(of: row)
            acrossRowViews[id] = nil
        }
        // Rows the update renumbered show their items by their new paths from now on (their displayed
        // items stay displayed, as a collection view's cells do when their index paths change).
        for (index, view) in itemViews.views {
            if let row = view as? AcrossRowView, case let .row(section)? = element(forRow: index) { row.section = section }
        }
        requestPrefetching(for: rowUpdates, scrollers: rows, before: before)
    }

    /// Lays out the items of every loaded row at its scroller's placements.
    func layOutAcrossRows() {
        guard !acrossRowViews.isEmpty else { return }
        for (index, view) in itemViews.views {
            if let row = view as? AcrossRowView { layOutItems(of: row, at: index) }
        }
    }

    /// Gives `row` (the view of flat row `index`) its content size and offset, the views of the items
    /// its scroller has loaded, at their places, measured when they measure themselves, with their
    /// states, and tells the delegate which of them came into view and left it.
    private func layOutItems(of row: AcrossRowView, at index: Int) {
        guard case let .row(section)? = element(forRow: index), let shapes = sectionShapes, shapes.indices.contains(section),
              let across = shapes[section].across, let source = dataSource as? any RecyclingListViewSectionDataSource else { return }
        row.section = section
        placeItems(of: row, at: index, section: section, source: source)
        if across.isItemWidthEstimated, !row.unmeasuredItems.isEmpty {
            measureItems(of: row, at: index, rowHeight: across.rowHeight)
            placeItems(of: row, at: index, section: section, source: source)
        }
        keepSettling(row, at: index)
        applyStates(toItemsOf: row)
        updateDisplayedItems(of: row, at: index)
    }

    /// Places the views of the items `row`'s scroller has loaded (asking the data source for new ones)
    /// and recycles the others.
    private func placeItems(of row: AcrossRowView, at index: Int, section: Int, source: any RecyclingListViewSectionDataSource) {
        guard let scroller = acrossRows.scrollers[index] else { return }
        row.isSyncing = true
        defer { row.isSyncing = false }
        let held = row.leadingOffset(forContentOffsetX: row.contentOffset.x)
        let size = CGSize(width: scroller.virtualizer.contentExtent, height: row.bounds.height)
        if row.contentSize != size { row.contentSize = size }
        row.runsRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // A paging scroll view's pages start at its left edge: right to left, the list rests the row itself.
        row.isPagingEnabled = sectionShapes?[section].across?.behavior == .paged && !row.runsRightToLeft
        let offset = scroller.offset
        // A finger holds the row where it is; right to left, content that grows or shrinks at its end
        // (the left) moves the content offset along, so the items under the finger stay.
        let contentOffsetX = row.contentOffsetX(forLeadingOffset: row.isDragging ? held : offset)
        if row.contentOffset.x != contentOffsetX { row.contentOffset = CGPoint(x: contentOffsetX, y: 0) }
        let placements = acrossItemPlacements(of: scroller, atRow: index)
        let wanted = Set(placements.map(\.index))
        for (item, view) in row.itemViews where !wanted.contains(item) {
            // A view's display ends before it goes back to the pool, where another item may take it.
            endDisplaying(item: item, of: row)
            row.itemViews[item] = nil
            row.unmeasuredItems.remove(item)
            itemViews.release(view)
        }
        for placement in placements {
            let view: UIView
            if let loaded = row.itemViews[placement.index] {
                view = loaded
            } else {
                view = source.listView(self, viewForItemAt: ItemPath(section: section, item: placement.index))
                itemViews.adopt(view)
                row.itemViews[placement.index] = view
                row.unmeasuredItems.insert(placement.index)
                row.addSubview(view)
            }
            view.frame = row.contentFrame(forLeadingFrame: placement.frame.offsetBy(dx: offset, dy: 0))
            // An animated update fades inserted items in.
            if view.alpha != placement.opacity { view.alpha = placement.opacity }
        }
        layOutDisappearingItems(of: row, scroller: scroller, offset: offset)
    }

    /// Gives the newly loaded items of `row` the widths their views measure for the row's height; the
    /// row's scroller keeps the item at its leading edge in place. A measurement can load more items
    /// (an item came out narrower than estimated), so this repeats until every loaded item is measured.
    private func measureItems(of row: AcrossRowView, at index: Int, rowHeight: CGFloat) {
        // A measurement lays the list out, and so this row, again: the outer call measures the rest.
        guard !isMeasuringAcrossItems, let source = dataSource as? any RecyclingListViewSectionDataSource, let section = row.section else { return }
        isMeasuringAcrossItems = true
        defer { isMeasuringAcrossItems = false }
        while let item = row.unmeasuredItems.min() {
            row.unmeasuredItems.remove(item)
            guard let view = row.itemViews[item], let current = try? acrossRows.scrollers[index]?.virtualizer.items.base.extent(of: item) else { continue }
            let width = view.fittingLength(along: .horizontal, crossExtent: rowHeight)
            guard width > 0, abs(width - current) >= 0.5 else { continue }
            updateAcrossRow(at: index) { scroller, time throws(LazyScrollError) in try scroller.setExtent(width, ofItem: item, time: time) }
            placeItems(of: row, at: index, section: section, source: source)
        }
    }

    /// Tells the delegate which items of `row` came into view and which left it: an item is displayed
    /// while its row is on screen and the item is in the visible part of the row.
    private func updateDisplayedItems(of row: AcrossRowView, at index: Int) {
        guard let section = row.section, let controller = driver?.controller, let scroller = acrossRows.scrollers[index] else { return }
        let rowWindows = controller.virtualizer.windows
        let rowShown = rowWindows.visible.contains(index) || rowWindows.held.contains(index)
        let visible = rowShown ? scroller.virtualizer.windows.visible : 0..<0
        for item in row.displayedItems.keys.sorted() where !visible.contains(item) || row.itemViews[item] !== row.displayedItems[item] {
            endDisplaying(item: item, of: row)
        }
        let delegate = delegate as? any RecyclingListViewDelegate
        for item in visible {
            guard let view = row.itemViews[item], row.displayedItems[item] == nil else { continue }
            row.displayedItems[item] = view
            delegate?.listView(self, willDisplay: view, forItemAt: ItemPath(section: section, item: item))
        }
    }

    /// Ends the display of `row`'s item `item`, if it was displayed.
    func endDisplaying(item: Int, of row: AcrossRowView) {
        guard let view = row.displayedItems.removeValue(forKey: item), let section = row.section else { return }
        (delegate as? any RecyclingListViewDelegate)?.listView(self, didEndDisplaying: view, forItemAt: ItemPath(section: section, item: item))
    }

    /// Gives every item view of `row` back to the pool, ending the display of those displayed.
    private func releaseItems(of row: AcrossRowView) {
        for item in row.displayedItems.keys.sorted() { endDisplaying(item: item, of: row) }
        for view in row.itemViews.values { itemViews.release(view) }
        releaseDisappearingItems(of: row)
        row.itemViews = [:]
        row.unmeasuredItems = []
        row.settlingItem = nil
        row.section = nil
    }

    /// Gives the item views of every loaded row their items' selection, highlight and focus.
    func applyAcrossItemStates() {
        guard !acrossRowViews.isEmpty else { return }
        for row in acrossRowViews.values { applyStates(toItemsOf: row) }
    }

    /// Gives the item views of `row` that show states their items' (only changes are written, as for rows).
    private func applyStates(toItemsOf row: AcrossRowView) {
        guard let section = row.section, let expanded = expandedElements else { return }
        let focused = rowStates.showsFocus ? rowStates.focusedAcrossItem : nil
        for (item, view) in row.itemViews {
            guard let element = expanded.index(of: ItemPath(section: section, item: item)) else { continue }
            Self.show(
                selected: rowStates.acrossSelection.contains(element), highlighted: rowStates.highlightedAcrossItem == element,
                focused: focused == element, on: view)
        }
    }

    /// Asks the prefetch data source to load the items that entered the preload windows of rows
    /// (`rowUpdates`) and to cancel those that left: by the row's scroller in `scrollers`, or, for a
    /// row whose scroller went, in `before`.
    private func requestPrefetching(for rowUpdates: [AcrossScrollers.RowUpdate], scrollers: AcrossScrollers, before: AcrossScrollers?) {
        guard let prefetchDataSource, !rowUpdates.isEmpty else { return }
        var prefetch: [ItemPath] = []
        var cancel: [ItemPath] = []
        for rowUpdate in rowUpdates {
            guard let scroller = scrollers.scrollers[rowUpdate.row] ?? before?.scrollers[rowUpdate.row] else { continue }
            let requests = scroller.prefetchRequests(for: rowUpdate.update)
            prefetch += requests.prefetch.map { ItemPath(section: rowUpdate.section, item: $0) }
            cancel += requests.cancel.map { ItemPath(section: rowUpdate.section, item: $0) }
        }
        if !cancel.isEmpty { prefetchDataSource.listView(self, cancelPrefetchingForItemsAt: cancel.sorted()) }
        if !prefetch.isEmpty { prefetchDataSource.listView(self, prefetchItemsAt: prefetch.sorted()) }
    }

    /// The user scrolled `row`: its scroller follows (and its section keeps the offset), and items
    /// load and unload along it.
    private func acrossRowDidScroll(_ row: AcrossRowView) {
        guard let index = itemViews.views.first(where: { $0.value === row })?.key else { return }
        scrollAcrossRow(at: index, view: row) { scroller, time throws(LazyScrollError) in
            try scroller.scroll(toOffset: row.leadingOffset(forContentOffsetX: row.contentOffset.x), animated: false, time: time)
        }
    }

    /// Runs `body` on the scroller of the row at flat row `index` (shown by `view`) at `time` (the
    /// clock's, when nil), keeps its offset with its section, and lays its items out again.
    func scrollAcrossRow(
        at index: Int, view: AcrossRowView, time: Double? = nil, _ body: (inout ScrollController, Double) throws(LazyScrollError) -> ScrollUpdate
    ) {
        updateAcrossRow(at: index, time: time, body)
        layOutItems(of: view, at: index)
    }

    /// Runs `body` on the scroller of the row at flat row `index` and keeps the row's offset and items
    /// with its section, in the list's controller; the list's own layout that follows sees the new
    /// scroller. Items entering and leaving the row's preload window are prefetched and cancelled.
    private func updateAcrossRow(at index: Int, time: Double? = nil, _ body: (inout ScrollController, Double) throws(LazyScrollError) -> ScrollUpdate) {
        changeAcrossRows(at: time) { rows, controller, time throws(LazyScrollError) in
            try rows.update(row: index, of: &controller) { scroller throws(LazyScrollError) in try body(&scroller, time) }.map { [$0] } ?? []
        }
    }

    /// Whether a row scrolls across on its own (an animated scroll to one of its items, a paged row
    /// settling): the list's display link runs for it as for the list's own animations.
    var runsOwnAnimations: Bool { acrossRows.isAnimating }

    /// Advances the rows scrolling across on their own to `time`, on the list's clock: the frame the
    /// list's own animations were just ticked to. A row the list's glide has brought in starts the
    /// scroll across that was waiting for it.
    func advanceOwnAnimations(to time: Double) {
        if let pending = pendingAcrossScroll, let index = row(for: .row(section: pending.path.section)),
           let view = itemViews.views[index] as? AcrossRowView {
            pendingAcrossScroll = nil
            scrollAcrossRow(at: index, view: view) { scroller, time throws(LazyScrollError) in
                try scroller.scroll(toItem: pending.path.item, at: pending.alignment, animated: true, time: time)
            }
        } else if pendingAcrossScroll != nil, driver?.controller.isAnimating != true {
            pendingAcrossScroll = nil
        }
        guard acrossRows.isAnimating else { return }
        changeAcrossRows(at: time) { rows, controller, time in rows.tick(time: time, of: &controller) }
    }

    /// Runs `change` on the rows' scrollers and the list's controller at `time` (the clock's, when nil),
    /// through the driver, so that the list lays out and schedules its frames after it; then prefetches
    /// and cancels the items entering and leaving the changed rows' preload windows.
    private func changeAcrossRows(
        at time: Double? = nil,
        _ change: (inout AcrossScrollers, inout ScrollController, Double) throws(LazyScrollError) -> [AcrossScrollers.RowUpdate]
    ) {
        guard let driver else { return }
        var rowUpdates: [AcrossScrollers.RowUpdate] = []
        driver.perform(at: time) { controller, time in
            var rows = acrossRows
            rowUpdates = try change(&rows, &controller, time)
            acrossRows = rows
            return ScrollUpdate()
        }
        followAcrossItemChanges(rowUpdates)
        requestPrefetching(for: rowUpdates, scrollers: acrossRows, before: nil)
    }

    /// Scrolls the row of the item at `path`, a row scrolling across, so that the item sits at
    /// `alignment` along it (`.nearest`: as little as it takes to show it whole), gliding there on the
    /// list's clock when `animated`, as the list's own animated scrolls do. A row without a view is
    /// scrolled once the list's own glide loads it; nothing happens to it without a glide.
    func scrollAcrossRow(toItemAt path: ItemPath, at alignment: ScrollAlignment, animated: Bool) {
        pendingAcrossScroll = nil
        guard let index = row(for: .row(section: path.section)), let view = itemViews.views[index] as? AcrossRowView else {
            // The list glides to the row: its scroll across starts when the glide brings it in.
            if animated, driver?.controller.isAnimating == true { pendingAcrossScroll = (path, alignment) }
            return
        }
        scrollAcrossRow(at: index, view: view) { scroller, time throws(LazyScrollError) in
            try scroller.scroll(toItem: path.item, at: alignment, animated: animated, time: time)
        }
    }
}
#endif
