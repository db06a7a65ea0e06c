extension ScrollController {
    /// Applies `difference` (from the identifiers of the current items to those of the new ones):
    /// loaded items keep their views, renumbered through the returned mapping; deleted, inserted and
    /// reloaded items unload and load; what is on screen stays put; a running animation moves with the
    /// content. Items deleted and inserted because they moved and changed keep their extents.
    ///
    /// Corresponds to `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` after the
    /// snapshot's difference is computed.
    ///
    /// - Complexity: O((changes + 1) · log n).
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` when `difference` starts from another
    ///   number of items than the controller has (it was computed for another list), and what
    ///   ``performBatchUpdates(_:reportedCount:time:)`` throws. Nothing changes when it throws.
    public mutating func performBatchUpdates(_ difference: IdentityDifference, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try performBatchUpdates(virtualizer.batchUpdate(for: difference), reportedCount: difference.newCount, time: time)
    }
}
