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
        if let driver {
            try driver.performReportingErrors { controller, time in
                let result = animated
                    ? try controller.performSectionUpdates(filled, reportedItemCounts: counts, animation: animation, time: time)
                    : try controller.performSectionUpdates(filled, reportedItemCounts: counts, time: time)
                // The rows' states follow before the views the update loads are given theirs.
                followRowStates(through: result.mapping)
                return result
            }
        } else {
            // Nothing is loaded yet: check the update against the sections the list has, then take the new ones.
            guard let extents = try sectionExtents(layout: layout) else { return }
            var check = try ScrollController(content: .items(extents), viewportSize: .zero)
            followRowStates(through: try check.performSectionUpdates(filled, reportedItemCounts: counts, time: 0).mapping)
        }
        let oldElements = expandedElements
        sectionShapes = newShapes
        followAcrossItems(through: filled, from: oldElements)
        numberOfRows = newShapes.reduce(0) { $0 + $1.elementCount }
        applyRowStates()
    }

    /// Selected and focused elements follow their elements through a section update's `mapping` of
    /// flat rows (deleted ones leave the selection); without a mapping nothing moved.
    private func followRowStates(through mapping: BatchUpdateMapping?) {
        guard let mapping else { return }
        rowStates.follow(mapping)
    }

    /// Selected items of rows scrolling across follow their items through `update`, which took the
    /// sections of `old` (nil: none scrolled across) to the list's, as rows do through its mapping.
    ///
    /// - Complexity: O(S + changes · log n) for S sections when such an item is selected or under a
    ///   finger, O(1) otherwise.
    private func followAcrossItems(through update: SectionBatchUpdate, from old: ExpandedListElements?) {
        let count = expandedElements?.count ?? 0
        let states = rowStates
        guard !states.acrossSelection.isEmpty || states.highlightedAcrossItem != nil || states.trackedAcrossItem != nil
                || states.focusedAcrossItem != nil,
              let old, let shapes = sectionShapes else {
            rowStates.followAcrossItems(nil, count: count)
            return
        }
        let new = expandedElements ?? ExpandedListElements(shapes: shapes)
        rowStates.followAcrossItems(old.mapping(of: update, to: new), count: count)
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
