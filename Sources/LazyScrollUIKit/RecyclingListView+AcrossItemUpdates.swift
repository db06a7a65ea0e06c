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

/// A batch update among the items of rows scrolling across: the row's scroller plays it
/// (``AcrossScrollers``), and the row keeps the views of the items that stay, renumbered, as
/// `UICollectionView.performBatchUpdates(_:completion:)` keeps the cells of an orthogonally scrolling
/// section without reconfiguring them; only inserted and reloaded items are asked for, and only deleted
/// and reloaded ones end their display. Animated, the kept views slide on the list's clock, inserted
/// ones fade in and deleted ones fade out where they were.
extension RecyclingListView {
    /// Renumbers the item views of the rows `rowUpdates` changed the items of, sets aside the views of
    /// items deleted on screen to fade out, and recycles those whose fading ended.
    func followAcrossItemChanges(_ rowUpdates: [AcrossScrollers.RowUpdate]) {
        for rowUpdate in rowUpdates {
            guard let row = itemViews.views[rowUpdate.row] as? AcrossRowView else { continue }
            follow(rowUpdate.update, in: row)
        }
    }

    /// Renumbers `row`'s item views through `update`'s mapping of its items (`row.section` is still the
    /// section before the update, which the end of display of deleted items names).
    private func follow(_ update: ScrollUpdate, in row: AcrossRowView) {
        for item in update.disappearing {
            guard let view = row.itemViews.removeValue(forKey: item.oldIndex) else { continue }
            endDisplaying(item: item.oldIndex, of: row)
            row.unmeasuredItems.remove(item.oldIndex)
            row.disappearingItemViews[item.id] = view
        }
        for id in update.disappeared {
            if let view = row.disappearingItemViews.removeValue(forKey: id) { itemViews.release(view) }
        }
        guard let mapping = update.mapping else { return }
        var views: [Int: UIView] = [:]
        for item in row.itemViews.keys.sorted() {
            let view = row.itemViews[item]!
            if let new = mapping.retainedVirtualIndex(ofOld: item) {
                views[new] = view
            } else {
                // Deleted or reloaded: its display ends before its view goes back to the pool.
                endDisplaying(item: item, of: row)
                itemViews.release(view)
            }
        }
        row.displayedItems = Dictionary(uniqueKeysWithValues: row.displayedItems.compactMap { item, view in
            mapping.retainedVirtualIndex(ofOld: item).map { ($0, view) }
        })
        row.unmeasuredItems = Set(row.unmeasuredItems.compactMap(mapping.retainedVirtualIndex(ofOld:)))
        row.settlingItem = row.settlingItem.flatMap(mapping.retainedVirtualIndex(ofOld:))
        row.itemViews = views
    }

    /// Places the fading views of `row`'s deleted items where its scroller draws them this frame
    /// (`offset` is the row's leading offset).
    func layOutDisappearingItems(of row: AcrossRowView, scroller: ScrollController, offset: CGFloat) {
        guard !row.disappearingItemViews.isEmpty else { return }
        for placement in scroller.disappearingPlacements() {
            guard let view = row.disappearingItemViews[placement.id] else { continue }
            view.frame = row.contentFrame(forLeadingFrame: placement.frame.offsetBy(dx: offset, dy: 0))
            if view.alpha != placement.opacity { view.alpha = placement.opacity }
        }
    }

    /// Recycles every fading item view of `row` (its row view goes, or shows another row).
    func releaseDisappearingItems(of row: AcrossRowView) {
        for view in row.disappearingItemViews.values {
            view.alpha = 1
            itemViews.release(view)
        }
        row.disappearingItemViews = [:]
    }

    /// Whether `update` (which renumbered the rows through `mapping`) changed the items of the row an
    /// item is lifted from.
    func changesItemsOfLiftedRow(_ update: SectionBatchUpdate, through mapping: BatchUpdateMapping) -> Bool {
        guard let across = reorder?.acrossRow, let row = mapping.retainedIndex(ofOld: across.row),
              case let .row(section)? = element(forRow: row) else { return false }
        return AcrossItemChanges(update: update).changesItems(ofRowFrom: across.section, to: section)
    }

    /// Keeps every loaded row's offset and items with its section after a section batch update that
    /// changed rows' items: a row that leaves the windows comes back where its scroller was.
    func keepAcrossRowStates() {
        guard !acrossRows.scrollers.isEmpty, let driver else { return }
        driver.perform { controller, _ in
            acrossRows.keepStates(in: &controller)
            return ScrollUpdate()
        }
    }
}
#endif
