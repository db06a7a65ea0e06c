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

extension RecyclingListView {
    /// Applies insertions, deletions, moves and reloads of sections and items (indices and paths as
    /// `UICollectionView.performBatchUpdates(_:completion:)` takes them) after the data source has
    /// changed: loaded headers, items and footers keep their views, reloaded ones are asked for again,
    /// and what is on screen stays put, a pinned header included.
    ///
    /// Each inserted section is built from the data source as it is now (its header, footer and item
    /// count), whatever `section` its ``SectionBatchUpdate/SectionInsertion`` carries; the item counts
    /// the data source reports now are checked against the update.
    ///
    /// With `animated`, the change runs on the display link with `animation`: headers, items and footers
    /// slide from where they were drawn to their new places, inserted ones fade in (their views'
    /// `alpha`) and deleted ones that were on screen fade out where they were, their views kept until the
    /// animation ends (`UITableView.performBatchUpdates` inside an animation). The offset moves at once,
    /// so the first visible element that stays ends where it was.
    ///
    /// An update that does not add up is refused here, at the faulty call, as `UICollectionView` raises
    /// at its faulty call: the list keeps its sections, its rows and every view exactly as they were.
    /// Selected items stay selected at their new paths through every insertion, deletion and move of
    /// sections and items (deleted ones leave the selection), as the keyboard focus follows its item
    /// (`indexPathsForSelectedItems` after `UICollectionView.performBatchUpdates(_:completion:)`).
    ///
    /// - Complexity: O((changes + 1) · log n) plus the elements of sections inserted, deleted or moved
    ///   whole, plus the elements that load.
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when the update does not take the
    ///   sections the list has to those the data source reports, or its operations conflict;
    ///   `LazyScrollError.unsupportedOperation(operation:reason:)` when the data source is not a
    ///   ``RecyclingListViewSectionDataSource``; `LazyScrollError.invalidNumber(quantity:value:rule:)`
    ///   for an animation that is not finite and positive.
    public func performBatchUpdates(_ update: SectionBatchUpdate, animated: Bool, animation: ItemAnimation = .default) throws {
        try performBatchUpdates(update, animated: animated, animation: animation, keepingRowOffsets: false)
    }

    /// ``performBatchUpdates(_:animated:animation:)``; with `keepingRowOffsets`, rows scrolling across
    /// whose items change keep their offsets (a drop along a row, whose items already stood aside).
    func performBatchUpdates(_ update: SectionBatchUpdate, animated: Bool, animation: ItemAnimation, keepingRowOffsets: Bool) throws {
        guard let source = dataSource as? any RecyclingListViewSectionDataSource, sectionShapes != nil else {
            throw LazyScrollError.unsupportedOperation(
                operation: "a batch update of sections", reason: "the data source is not a RecyclingListViewSectionDataSource")
        }
        let newShapes = ListSectionShape.read(from: source, for: self)
        let layout = layout.fitted(toWidth: bounds.width)
        var filled = update
        for (position, insertion) in update.sectionInsertions.enumerated() where newShapes.indices.contains(insertion.index) {
            filled.sectionInsertions[position].section = try newShapes[insertion.index].contentSection(
                listLayout: layout, width: bounds.width, estimatedRowHeight: estimatedRowHeight, rowSpacing: rowSpacing,
                estimatedHeaderHeight: estimatedSectionHeaderHeight, estimatedFooterHeight: estimatedSectionFooterHeight)
        }
        let counts = newShapes.map(\.itemCount)
        let oldShapes = sectionShapes ?? []
        let rowsSelectedBefore = rowStates.selection
        var adoptedMapping: BatchUpdateMapping?
        // Once the engine took the update: the rows' states follow, and the items of rows scrolling across
        // too, before the views the update loads are given theirs.
        func adopt(_ mapping: BatchUpdateMapping?) {
            followRowStates(through: mapping)
            adoptedMapping = mapping
            sectionShapes = newShapes
            numberOfRows = newShapes.reduce(0) { $0 + $1.elementCount }
            followAcrossItems(through: filled, from: oldShapes, rowsSelectedBefore: rowsSelectedBefore)
        }
        if let driver {
            try driver.performReportingErrors { controller, time in
                var result = animated
                    ? try controller.performSectionUpdates(filled, reportedItemCounts: counts, animation: animation, time: time)
                    : try controller.performSectionUpdates(filled, reportedItemCounts: counts, time: time)
                result.acrossItemChanges?.keepsRowOffsets = keepingRowOffsets
                adopt(result.mapping)
                return result
            }
        } else {
            // Nothing is loaded yet: check the update against the sections the list has, then take the new ones.
            guard let extents = try sectionExtents(layout: layout) else { return }
            var check = try ScrollController(content: .items(extents), viewportSize: .zero)
            adopt(try check.performSectionUpdates(filled, reportedItemCounts: counts, time: 0).mapping)
        }
        // A drag under way follows its row (or its row scrolling across) to its new place.
        if let adoptedMapping {
            // A drag along a row whose items changed ends with nothing to move, as a reload ends it.
            if changesItemsOfLiftedRow(filled, through: adoptedMapping) { abandonReorder() } else { followReorder(through: adoptedMapping) }
        }
        keepAcrossRowStates()
        applyRowStates()
    }

    /// Selected and focused elements follow their elements through a section update's `mapping` of
    /// flat rows (deleted ones leave the selection); without a mapping nothing moved.
    private func followRowStates(through mapping: BatchUpdateMapping?) {
        guard let mapping else { return }
        rowStates.follow(mapping)
    }

    /// Selected items of rows scrolling across follow their items through `update`, which took the
    /// sections `oldShapes` to the list's, as rows do through its mapping; an item that moves between
    /// such a row and a section flowing down the list keeps its selection on the other side
    /// (`rowsSelectedBefore` is the rows' selection before the update).
    ///
    /// - Complexity: O(S + changes · log n) for S sections when such an item is selected, focused or under
    ///   a finger, or an item moves into or out of such a row; O(1) otherwise.
    private func followAcrossItems(through update: SectionBatchUpdate, from oldShapes: [ListSectionShape], rowsSelectedBefore: ItemSelection) {
        let count = expandedElements?.count ?? 0
        let states = rowStates
        let crossing = update.itemMoves.filter { move in
            oldShapes.indices.contains(move.from.section) && sectionShapes?.indices.contains(move.to.section) == true
                && (oldShapes[move.from.section].across == nil) != (sectionShapes?[move.to.section].across == nil)
        }
        let tracksAcrossItems = !states.acrossSelection.isEmpty || states.highlightedAcrossItem != nil || states.trackedAcrossItem != nil
            || states.focusedAcrossItem != nil
        guard tracksAcrossItems || !crossing.isEmpty, let shapes = sectionShapes else {
            rowStates.followAcrossItems(nil, count: count)
            return
        }
        let old = ExpandedListElements(shapes: oldShapes)
        let new = expandedElements ?? ExpandedListElements(shapes: shapes)
        // Over every item of the new sections, even when none scrolls across any more: items moving out
        // of a row are carried over to the rows first.
        rowStates.followAcrossItems(tracksAcrossItems ? old.mapping(of: update, to: new) : nil, count: new.count)
        defer { rowStates.followAcrossItems(nil, count: count) }
        for move in crossing {
            if sectionShapes?[move.to.section].across != nil {
                // Into a row: the rows' update deleted it; it is selected among the row's items.
                guard let row = old.flatRow(of: move.from), rowsSelectedBefore.contains(row), let element = new.index(of: move.to) else { continue }
                try? rowStates.changeAcrossSelection { selection throws(LazyScrollError) in try selection.select(element) }
            } else if let element = new.index(of: move.to), rowStates.acrossSelection.contains(element) {
                // Out of a row: it is selected among the rows now.
                try? rowStates.changeAcrossSelection { selection throws(LazyScrollError) in try selection.deselect(element) }
                // The list's controller takes the update after this runs: the row comes from the shapes.
                guard let row = new.flatRow(of: move.to) else { continue }
                try? rowStates.changeSelection { selection throws(LazyScrollError) in try selection.select(row) }
            }
        }
    }

    /// Takes the views of elements `update` deleted while they were on screen out of the loaded views,
    /// to fade out, and recycles those whose animation ended.
    func keepDisappearingViews(of update: ScrollUpdate) {
        for item in update.disappearing {
            if let view = itemViews.detach(at: item.oldIndex) { disappearingViews[item.id] = view }
        }
        for id in update.disappeared {
            if let view = disappearingViews.removeValue(forKey: id) { itemViews.release(view) }
        }
    }

    /// Recycles every fading view at once (a reload ends the animation).
    func releaseDisappearingViews() {
        for view in disappearingViews.values { itemViews.release(view) }
        disappearingViews = [:]
    }

    /// Places the fading views of deleted elements where the engine draws them this frame.
    func layOutDisappearingViews(of controller: ScrollController, driver: ScrollControllerDriver) {
        guard !disappearingViews.isEmpty else { return }
        for placement in controller.disappearingPlacements() {
            guard let view = disappearingViews[placement.id] else { continue }
            view.frame = contentFrame(forViewportFrame: placement.frame, driver: driver)
            view.alpha = placement.opacity
        }
    }
}
#endif
