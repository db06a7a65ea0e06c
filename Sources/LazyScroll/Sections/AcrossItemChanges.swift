import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The changes a section batch update made among the items of rows scrolling across
/// (``AcrossScrolling``), which are not elements of the content: ``AcrossScrollers`` plays them on each
/// loaded row's own scroller, so that the row keeps its loaded items (renumbered) and the item at its
/// leading edge, as `UICollectionView.performBatchUpdates(_:completion:)` keeps the cells of an
/// orthogonally scrolling section.
public struct AcrossItemChanges: Sendable {
    /// The section batch update the content took.
    public var update: SectionBatchUpdate
    /// The animation the content's change ran with, when it was animated: the rows' items slide, appear
    /// and disappear with it too.
    public var animation: ItemAnimation?
    /// Whether the rows keep their offsets instead of keeping the item at their leading edge in place:
    /// for a drop at the end of a drag along a row, whose items already stood aside so that what is
    /// drawn is the layout after the move.
    public var keepsRowOffsets = false

    /// The changes of `update`, animated with `animation` when given.
    public init(update: SectionBatchUpdate, animation: ItemAnimation? = nil) {
        self.update = update
        self.animation = animation
    }

    /// The change among the items of the row of old section `oldSection`, which is section `newSection`
    /// after the update (`newItems` its items then), as a batch update of the row's item indices: an
    /// item moving into the row from another section is inserted, one moving out of it deleted;
    /// inserted items carry the extents `newItems` holds for them.
    ///
    /// - Complexity: O(changes).
    public func batchUpdate(ofRowFrom oldSection: Int, to newSection: Int, newItems: ExtentModel) -> BatchUpdate {
        var batch = itemChanges(ofRowFrom: oldSection, to: newSection)
        for item in batch.insertions where item < newItems.count {
            let stored = newItems.storedValues(in: item..<(item + 1))[0]
            guard !stored.isNaN, (try? newItems.checkInsertable([item: CGFloat(stored)])) != nil else { continue }
            batch.insertedExtents[item] = CGFloat(stored)
        }
        return batch
    }

    /// Whether the update inserts, deletes, moves or reloads an item of the row of old section
    /// `oldSection`, which is section `newSection` after it.
    ///
    /// - Complexity: O(changes).
    public func changesItems(ofRowFrom oldSection: Int, to newSection: Int) -> Bool {
        let batch = itemChanges(ofRowFrom: oldSection, to: newSection)
        return !batch.deletions.isEmpty || !batch.insertions.isEmpty || !batch.moves.isEmpty || !batch.reloads.isEmpty
    }

    /// The change among the row's items, without extents.
    private func itemChanges(ofRowFrom oldSection: Int, to newSection: Int) -> BatchUpdate {
        var batch = BatchUpdate()
        batch.deletions = update.itemDeletions.compactMap { $0.section == oldSection ? $0.item : nil }
        batch.insertions = update.itemInsertions.compactMap { $0.section == newSection ? $0.item : nil }
        batch.reloads = update.itemReloads.compactMap { $0.section == oldSection ? $0.item : nil }
        for move in update.itemMoves {
            switch (move.from.section == oldSection, move.to.section == newSection) {
            case (true, true): batch.moves.append(BatchUpdate.Move(from: move.from.item, to: move.to.item))
            case (true, false): batch.deletions.append(move.from.item)
            case (false, true): batch.insertions.append(move.to.item)
            case (false, false): break
            }
        }
        return batch
    }
}
