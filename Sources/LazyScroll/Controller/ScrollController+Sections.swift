import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// The sections, when the content is sectioned (``ExtentModel/sections(_:)``); nil otherwise.
    public var sections: SectionedExtents? { virtualizer.sections }

    /// Inserts, deletes, moves and reloads sections and items while they are loaded
    /// (`UICollectionView.performBatchUpdates(_:completion:)` over sections): live elements keep their
    /// views, renumbered through the returned mapping of flat element indices; what is on screen stays
    /// put, a pinned header included; a running animation moves with the content (a running scroll-to
    /// still lands on its element, unless it was deleted).
    ///
    /// - Parameters:
    ///   - update: the changes, with UIKit's index conventions (see ``SectionBatchUpdate``).
    ///   - reportedItemCounts: the data's item count in each section afterwards, checked when given.
    ///   - time: the front end's clock.
    /// - Complexity: O((changes + 1) · log n), plus the elements of sections deleted, inserted or moved
    ///   whole.
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` for an update that does not add up or
    ///   whose operations conflict; ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the
    ///   content is not sectioned; ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that
    ///   is not finite. Nothing changes when it throws.
    public mutating func performSectionUpdates(_ update: SectionBatchUpdate, reportedItemCounts: [Int]? = nil, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try requireItems("a section batch update")
        let headingToEnd = springHeadsToEnd
        let change = try virtualizer.performSectionUpdates(
            update, reportedItemCounts: reportedItemCounts, following: endFollowing, keepingOffsetWithinContent: !isSpringing)
        now = time
        if motion == .idle { aim = nil }
        var result = finish(change, headingToEnd: headingToEnd)
        result.acrossItemChanges = AcrossItemChanges(update: update)
        return result
    }

    /// Applies `difference` (from the identifiers of the current sections and items to those of the new
    /// ones), as ``performSectionUpdates(_:reportedItemCounts:time:)`` applies a batch update:
    /// `insertedSection(newIndex)` describes each inserted section. Items deleted and inserted because
    /// they moved and changed keep their extents.
    ///
    /// Corresponds to `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` with section
    /// identifiers.
    ///
    /// - Complexity: O((changes + 1) · log n), plus the elements of sections deleted, inserted or moved
    ///   whole.
    /// - Throws: what `insertedSection` throws; ``LazyScrollError/inconsistentBatchUpdate(_:)`` when
    ///   `difference` was computed for other sections or an inserted section has another number of
    ///   items; as ``performSectionUpdates(_:reportedItemCounts:time:)``. Nothing changes when it throws.
    public mutating func performSectionUpdates(
        _ difference: SectionedIdentityDifference, insertedSection: (Int) throws(LazyScrollError) -> ContentSection, time: Double
    ) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        guard let model = sections else {
            throw .unsupportedOperation(operation: "a sectioned identity difference", reason: "the content has no sections")
        }
        guard difference.oldSectionCount == model.sectionCount else {
            throw .inconsistentBatchUpdate(.sectionCountMismatch(
                before: model.sectionCount, deleted: difference.sectionDeletions.count, inserted: difference.sectionInsertions.count,
                reported: difference.newItemCounts.count))
        }
        var update = try difference.batchUpdate(insertedSection: insertedSection)
        // Replaced items keep their extents where the section they go to can hold them.
        let sectionMapping = try? BatchUpdateMapping(
            validating: BatchUpdate(deletions: difference.sectionDeletions, insertions: difference.sectionInsertions, moves: difference.sectionMoves),
            oldCount: model.sectionCount)
        for move in difference.replacedItemMoves {
            guard let target = sectionMapping?.oldIndex(ofNew: move.to.section), let shape = try? model.section(move.from.section),
                  move.from.item < shape.items.count, let targetShape = try? model.section(target) else { continue }
            let stored = shape.items.storedValues(in: move.from.item..<(move.from.item + 1))[0]
            guard !stored.isNaN, (try? targetShape.items.checkInsertable([move.to.item: CGFloat(stored)])) != nil else { continue }
            update.insertedItemExtents[move.to] = CGFloat(stored)
        }
        return try performSectionUpdates(update, reportedItemCounts: difference.newItemCounts, time: time)
    }

    /// Scrolls so that section `section` starts at `alignment`: with `.start`, its header (or first
    /// element) just below the leading obscured inset, where it pins. A section without elements
    /// scrolls to where it starts.
    ///
    /// - Complexity: O(log n).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section that does not
    ///   exist; ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the content is not
    ///   sectioned; ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not finite.
    ///   Nothing changes when it throws.
    public mutating func scroll(toSection section: Int, at alignment: ScrollAlignment = .start, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        guard let model = sections else {
            throw .unsupportedOperation(operation: "scrolling to section \(section)", reason: "the content has no sections")
        }
        let elements = try model.elements(ofSection: section)
        if let first = elements.first { return try scroll(toItem: first, at: alignment, animated: animated, time: time) }
        let span = try model.span(ofSection: section)
        let start = virtualizer.insets.leading + span.start
        return try scroll(toOffset: alignment.offset(toShow: start, to: start, in: virtualizer.viewport), animated: animated, time: time)
    }

    /// Scrolls so that the item at `path` sits at `alignment`; `.start` puts it just below its
    /// section's pinned header.
    ///
    /// - Complexity: O(log n).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section or item that
    ///   does not exist; ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the content is not
    ///   sectioned; a time that is not finite. Nothing changes when it throws.
    public mutating func scroll(toItemAt path: ItemPath, at alignment: ScrollAlignment, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        guard let model = sections else {
            throw .unsupportedOperation(operation: "scrolling to item \(path)", reason: "the content has no sections")
        }
        return try scroll(toItem: model.index(ofItem: path), at: alignment, animated: animated, time: time)
    }
}

extension ScrollController {
    /// Keeps the offset and the items of `scroller`, a row's scroller (see ``AcrossScrollers``), in
    /// section `section`, which lays the row out: the row's length along the content does not change,
    /// so nothing else does.
    mutating func keepAcrossState(of scroller: ScrollController, inSection section: Int) {
        virtualizer.keepAcrossState(offset: scroller.offset, items: scroller.virtualizer.items.base, inSection: section)
    }
}
