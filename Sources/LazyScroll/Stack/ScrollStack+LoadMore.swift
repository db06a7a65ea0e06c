extension ScrollStack {
    /// Where the stack's viewport asks for more content at the stack's own edges (its children
    /// counting as items).
    public var loadMoreThresholds: LoadMoreThresholds { loadMore.thresholds }

    /// Where the stack's viewport asks for more content at the edges of the list child `id`; `.none`
    /// when it has no thresholds (or is not in the stack).
    public func loadMoreThresholds(ofChild id: StackChildID) -> LoadMoreThresholds {
        childLoadMore[id]?.thresholds ?? .none
    }

    /// Whether the viewport was within the stack's threshold at `edge` after the last update.
    public func isWithinLoadMoreThreshold(at edge: ContentEdge) -> Bool {
        loadMore.isWithin(edge)
    }

    /// Whether the viewport was within the threshold at `edge` of the list child `id` after the last
    /// update.
    public func isWithinLoadMoreThreshold(at edge: ContentEdge, ofChild id: StackChildID) -> Bool {
        childLoadMore[id]?.isWithin(edge) ?? false
    }

    /// Sets where the viewport asks for more content at the edges of the whole stack (`.items` counts
    /// children), and reports an edge it is already within in the returned update's `loadMoreEvents`.
    ///
    /// The stack reports `entered` when the viewport comes within a threshold, again after each change
    /// that adds or removes children or items (of a list child or a nested stack) while it stays
    /// within, and `left` when it leaves; never per frame.
    ///
    /// - Complexity: O(log children) plus the work of an update.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a threshold that is
    ///   negative, NaN or infinite. Nothing changes when it throws.
    @discardableResult
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds) throws(LazyScrollError) -> StackUpdate {
        try thresholds.validate()
        loadMore.setThresholds(thresholds)
        return refresh()
    }

    /// Sets where the viewport asks for more content at the edges of the list child `index`, measured in
    /// the list's own content (`.items` counts its items). Its events come in the child's
    /// `StackChildChanges.loadMoreEvents`: `entered` when the stack's viewport comes within a threshold
    /// of the list's edge (the list's first or last items are on screen or about to be), again after each
    /// change that adds or removes the list's items while it stays within, and `left` when it leaves. A
    /// child beyond the stack's reach is never within.
    ///
    /// - Complexity: O(log children) plus the work of an update.
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a child that does not
    ///   exist, ``LazyScrollError/unsupportedOperation(operation:reason:)`` for a child that is not a
    ///   list, ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a threshold that is
    ///   negative, NaN or infinite. Nothing changes when it throws.
    @discardableResult
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, ofChild index: Int) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        guard case .list = children[index].content else {
            throw .unsupportedOperation(
                operation: "load-more thresholds for child \(index)",
                reason: "it is a \(children[index].content.kindName) child; set them on a list child or on the stack")
        }
        try thresholds.validate()
        let id = children[index].id
        var triggers = childLoadMore[id] ?? LoadMoreTriggers()
        triggers.setThresholds(thresholds)
        childLoadMore[id] = triggers
        return refresh(pending: StackChildChanges(index: index, id: id))
    }

    /// Checks the load-more thresholds of the list child `id` against `list`'s viewport (the stack's
    /// viewport in the list's coordinates) and returns what changed.
    mutating func checkLoadMore(ofChild id: StackChildID, list: Virtualizer) -> [LoadMoreEvent] {
        guard var triggers = childLoadMore[id], triggers.isActive else { return [] }
        let events = triggers.check(EdgeProximity(
            viewport: list.viewport, contentExtent: list.contentExtent, visible: list.windows.visible, count: list.count))
        childLoadMore[id] = triggers
        return events
    }

    /// The items of child `id` (or the child itself) were added or removed: the stack's triggers and
    /// the child's re-arm.
    mutating func rearmLoadMore(ofChild id: StackChildID) {
        loadMore.rearm()
        childLoadMore[id]?.rearm()
    }

    /// Where the viewport is relative to the stack's edges, its children counting as items.
    func edgeProximity() -> EdgeProximity {
        EdgeProximity(viewport: viewport, contentExtent: contentExtent, visible: shownChildren(), count: shownCount > 0 ? count : 0)
    }

    /// The first to the last shown child that overlaps the viewport (in their natural places).
    func shownChildren() -> Range<Int> {
        guard viewport.extent > 0, shownCount > 0 else { return 0..<0 }
        // A slot holds the spacing after its child: a slot meeting the viewport only with its spacing,
        // or an empty one (a hidden child), is not a child on screen.
        var range = slots.indices(intersecting: viewport.offset - insets.leading, viewport.end - insets.leading)
        while let first = range.first, children[first].isHidden || (try! naturalStart(ofChild: first)) + children[first].mainExtent <= viewport.offset {
            range = range.dropFirst()
        }
        while let last = range.last, children[last].isHidden { range = range.dropLast() }
        return range.isEmpty ? 0..<0 : range
    }

    /// Whether a nested stack's update added or removed items anywhere inside it.
    static func addsOrRemovesItems(_ update: StackUpdate) -> Bool {
        update.childChanges.contains { change in
            change.mapping?.addsOrRemovesItems == true || change.nested.map(addsOrRemovesItems) == true
        }
    }
}
