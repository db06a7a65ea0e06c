extension ScrollController {
    /// Where the viewport asks for more content: a threshold at either edge or both (for stack content,
    /// the stack's own, see ``ScrollStack/loadMoreThresholds``).
    public var loadMoreThresholds: LoadMoreThresholds { stack?.loadMoreThresholds ?? loadMore.thresholds }

    /// Whether the viewport was within `edge`'s load-more threshold after the last update.
    public func isWithinLoadMoreThreshold(at edge: ContentEdge) -> Bool {
        stack?.isWithinLoadMoreThreshold(at: edge) ?? loadMore.isWithin(edge)
    }

    /// Sets where the viewport asks for more content, and reports at once an edge it is already within
    /// (or no longer within) in the returned update's `loadMoreEvents`.
    ///
    /// From then on every update reports `LoadMoreEvent.entered` when the viewport comes within an
    /// edge's threshold, again after each change that adds or removes items while it stays within
    /// (batch updates with insertions or deletions, reloads), and `left` when it leaves: never per
    /// frame. A looping layout has no edges and never reports; nor does a list with no items or a
    /// viewport with no length.
    ///
    /// - Complexity: O(1), and O(1) per later update.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a threshold that is
    ///   negative, NaN or infinite, or a time that is not finite. Nothing changes when it throws.
    ///
    /// For stack content these are the whole stack's thresholds (`.items` counting children), set as
    /// ``ScrollStack/setLoadMoreThresholds(_:)`` does: their events arrive in the update's
    /// `stack.loadMoreEvents`, and a list child's (``updateStack(time:_:)`` with
    /// ``ScrollStack/setLoadMoreThresholds(_:ofChild:)``) in its `StackChildChanges.loadMoreEvents`.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        if stack != nil {
            return try updateStack(time: time) { (stack) throws(LazyScrollError) in try stack.setLoadMoreThresholds(thresholds) }
        }
        try thresholds.validate()
        try Self.validate(time: time)
        now = time
        loadMore.setThresholds(thresholds)
        var update = ScrollUpdate()
        update.loadMoreEvents = checkLoadMore()
        return update
    }

    /// Checks the load-more thresholds against the current viewport and returns what changed.
    mutating func checkLoadMore() -> [LoadMoreEvent] {
        guard loadMore.isActive else { return [] }
        let position = looping != nil
            ? EdgeProximity(viewport: virtualizer.viewport, contentExtent: 0, visible: 0..<0, count: 0)
            : EdgeProximity(viewport: virtualizer.viewport, contentExtent: virtualizer.contentExtent,
                            visible: virtualizer.windows.visible, count: virtualizer.count)
        return loadMore.check(position)
    }
}
