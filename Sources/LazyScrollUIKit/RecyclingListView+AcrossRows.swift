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
        row.scrollHandler.restingOffset = { [weak self] row, target in self?.restingOffset(of: row, for: target) ?? target }
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
        _ = try? rows.apply(update, of: controller, time: time)
        // Rows loaded by a reload, and scrollers of rows whose views went, whatever the update said.
        var changes = RangeChanges()
        changes.load = IndexRanges(itemViews.views.compactMap { $0.value is AcrossRowView && rows.scrollers[$0.key] == nil ? $0.key : nil })
        changes.unload = IndexRanges(rows.scrollers.keys.filter { !(itemViews.views[$0] is AcrossRowView) })
        if !changes.load.isEmpty || !changes.unload.isEmpty { _ = try? rows.apply(ScrollUpdate(changes: changes), of: controller, time: time) }
        acrossRows = rows
        let shown = Set(itemViews.views.values.map(ObjectIdentifier.init))
        for (id, row) in acrossRowViews where !shown.contains(id) {
            releaseItems(of: row)
            acrossRowViews[id] = nil
        }
    }

    /// Lays out the items of every loaded row at its scroller's placements.
    func layOutAcrossRows() {
        guard !acrossRowViews.isEmpty else { return }
        for (index, view) in itemViews.views {
            if let row = view as? AcrossRowView { layOutItems(of: row, at: index) }
        }
    }

    /// Gives `row` (the view of flat row `index`) its content size and offset, the views of the items
    /// its scroller has loaded, at their places, and recycles the others.
    private func layOutItems(of row: AcrossRowView, at index: Int) {
        guard let scroller = acrossRows.scrollers[index], case let .row(section)? = element(forRow: index),
              let shapes = sectionShapes, shapes.indices.contains(section), let across = shapes[section].across,
              let source = dataSource as? any RecyclingListViewSectionDataSource else { return }
        row.isSyncing = true
        defer { row.isSyncing = false }
        let size = CGSize(width: across.contentWidth(count: shapes[section].itemCount), height: row.bounds.height)
        if row.contentSize != size { row.contentSize = size }
        row.isPagingEnabled = across.behavior == .paged
        let offset = scroller.offset
        if !row.isDragging, row.contentOffset.x != offset { row.contentOffset = CGPoint(x: offset, y: 0) }
        let placements = scroller.placements()
        let wanted = Set(placements.map(\.index))
        for (item, view) in row.itemViews where !wanted.contains(item) {
            row.itemViews[item] = nil
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
                row.addSubview(view)
            }
            view.frame = CGRect(x: offset + placement.frame.minX, y: placement.frame.minY, width: placement.frame.width, height: placement.frame.height)
        }
    }

    /// Gives every item view of `row` back to the pool.
    private func releaseItems(of row: AcrossRowView) {
        for view in row.itemViews.values { itemViews.release(view) }
        row.itemViews = [:]
    }

    /// The user scrolled `row`: its scroller follows (and its section keeps the offset), and items
    /// load and unload along it.
    private func acrossRowDidScroll(_ row: AcrossRowView) {
        guard let driver, let index = itemViews.views.first(where: { $0.value === row })?.key else { return }
        let x = row.contentOffset.x
        var rows = acrossRows
        driver.perform { controller, time in
            _ = try rows.update(row: index, of: &controller) { scroller throws(LazyScrollError) in
                try scroller.scroll(toOffset: x, animated: false, time: time)
            }
            return ScrollUpdate()
        }
        acrossRows = rows
        layOutItems(of: row, at: index)
    }

    /// Where a drag of `row` heading for `target` rests, as its section's behavior says.
    private func restingOffset(of row: AcrossRowView, for target: CGFloat) -> CGFloat {
        guard let index = itemViews.views.first(where: { $0.value === row })?.key, case let .row(section)? = element(forRow: index),
              let shape = sectionShapes?[section], let across = shape.across else { return target }
        return across.restingOffset(for: target, count: shape.itemCount, rowWidth: row.bounds.width)
    }
}
#endif
