import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// `difference`'s batch update, with the extents of the items it deletes and inserts because they
    /// moved and changed: each keeps its extent, as a reloaded item does, until it is measured again.
    ///
    /// - Complexity: O(replaced moves × log n).
    public func batchUpdate(for difference: IdentityDifference) -> BatchUpdate {
        var update = difference.update
        guard case .measured = items.base else { return update }
        for move in difference.replacedMoves where move.from < items.base.count {
            if (try? items.base.isMeasured(move.from)) == true, let extent = try? items.base.extent(of: move.from) {
                update.insertedExtents[move.to] = extent
            }
        }
        return update
    }

    /// Applies `difference` while items are loaded, as ``performBatchUpdates(_:reportedCount:)`` applies
    /// its batch update: loaded items keep their views, and the first visible item that stays keeps its
    /// place on screen.
    ///
    /// - Complexity: O((changes + 1) · log n).
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` when `difference` was computed for
    ///   another number of items (another list); nothing changes then.
    public mutating func performBatchUpdates(_ difference: IdentityDifference) throws(LazyScrollError) -> ContentChange {
        try performBatchUpdates(batchUpdate(for: difference), reportedCount: difference.newCount)
    }
}
