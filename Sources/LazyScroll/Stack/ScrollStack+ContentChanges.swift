import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollStack {
    /// Changes the extent of the fixed child `index` and returns what changed. When the child lies
    /// above the viewport, the offset moves by the change so that nothing on screen moves.
    @discardableResult
    public mutating func setExtent(_ extent: CGFloat, ofChild index: Int) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        guard case .fixed = children[index].content else {
            throw .unsupportedOperation(
                operation: "setting the extent of child \(index)",
                reason: "it is a \(children[index].content.kindName) child, whose extent is its content's; change its content instead")
        }
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of child \(index)")
        return changingChildren(changed: index) { stack in
            stack.children[index].content = .fixed(extent: extent)
            stack.refreshSlot(of: index)
            return 0
        }
    }

    /// Records the measured extent of item `item` of the list child `index` (self-sizing).
    @discardableResult
    public mutating func setItemExtent(_ extent: CGFloat, ofItem item: Int, inChild index: Int) throws(LazyScrollError) -> StackUpdate {
        try updateList(inChild: index) { (list) throws(LazyScrollError) in try list.setExtent(extent, ofItem: item) }
    }

    /// Applies a batch update (insertions, deletions, moves, reloads) to the list child `index`.
    @discardableResult
    public mutating func performBatchUpdates(
        _ update: BatchUpdate, inChild index: Int, reportedCount: Int? = nil
    ) throws(LazyScrollError) -> StackUpdate {
        try updateList(inChild: index) { (list) throws(LazyScrollError) in
            try list.performBatchUpdates(update, reportedCount: reportedCount)
        }
    }

    /// Runs any content change on the list child `index` — measuring, batch updates, reloading — and
    /// brings the stack in step: the child's extent, anchoring (a list straddling the viewport's
    /// leading edge keeps its own anchor item still), and every window. If `body` throws, nothing
    /// changes.
    @discardableResult
    public mutating func updateList(
        inChild index: Int, _ body: (inout Virtualizer) throws(LazyScrollError) -> ContentChange
    ) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        guard case var .list(list) = children[index].content else {
            throw .unsupportedOperation(
                operation: "changing the list of child \(index)",
                reason: "it is a \(children[index].content.kindName) child")
        }
        let anchor = self.anchor()
        let listAnchor = list.anchorItem().flatMap { item in (try? list.span(ofItem: item)).map { (item, $0.start) } }
        let original = list
        let id = children[index].id
        children[index].content = .fixed(extent: 0)
        let change: ContentChange
        do {
            change = try body(&list)
        } catch {
            children[index].content = .list(original)
            throw error
        }
        list.axis = axis
        children[index].content = .list(list)
        if change.mapping?.addsOrRemovesItems == true { rearmLoadMore(ofChild: id) }
        let report = StackChildChanges(index: index, id: id, items: change.changes, mapping: change.mapping)
        let innerCorrection = ScrollStack.innerCorrection(of: list, anchoredAt: listAnchor, change: change)
        return changingChildren(changed: index, pending: report, preparedAnchor: anchor) { stack in
            stack.refreshSlot(of: index)
            return innerCorrection
        }
    }

    /// Runs any change on the nested stack in child `index` and brings this stack in step, as
    /// `updateList(inChild:_:)` does for lists.
    @discardableResult
    public mutating func updateNestedStack(
        inChild index: Int, _ body: (inout ScrollStack) throws(LazyScrollError) -> StackUpdate
    ) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        guard case var .stack(nested) = children[index].content else {
            throw .unsupportedOperation(
                operation: "changing the nested stack of child \(index)",
                reason: "it is a \(children[index].content.kindName) child")
        }
        let anchor = self.anchor()
        let original = nested
        let id = children[index].id
        children[index].content = .fixed(extent: 0)
        let update: StackUpdate
        do {
            update = try body(&nested)
        } catch {
            children[index].content = .stack(original)
            throw error
        }
        if nested.axis != axis {
            children[index].content = .stack(original)
            throw .unsupportedOperation(operation: "changing the axis of the nested stack in child \(index)", reason: "it must stay \(axis)")
        }
        children[index].content = .stack(nested)
        if nested.count != original.count || Self.addsOrRemovesItems(update) { rearmLoadMore(ofChild: id) }
        let report = StackChildChanges(index: index, id: id, nested: update)
        return changingChildren(changed: index, pending: report, preparedAnchor: anchor) { stack in
            stack.refreshSlot(of: index)
            return update.offsetAdjustment
        }
    }

    // MARK: - Anchoring

    /// How far a list's anchor item moved within the list. The list's own correction is clamped to the
    /// list's content, which is right for a list that scrolls alone but not for one inside a stack,
    /// where the stack's offset may move further; so the anchor item's move is measured directly, and
    /// the list's correction is used only when that item was deleted, moved, or everything reloaded.
    static func innerCorrection(
        of list: Virtualizer, anchoredAt anchor: (item: Int, start: CGFloat)?, change: ContentChange
    ) -> CGFloat {
        guard list.anchoring == .keepVisibleItems else { return 0 }
        guard let anchor else { return change.offsetAdjustment }
        var item: Int? = anchor.item
        if let mapping = change.mapping {
            item = mapping.moves.contains(where: { $0.from == anchor.item }) ? nil : mapping.newIndex(ofOld: anchor.item)
            if mapping.reloadsEverything { item = nil }
        }
        guard let item, let span = try? list.span(ofItem: item) else { return change.offsetAdjustment }
        return span.start - anchor.start
    }

    /// What anchoring keeps still: the first unpinned child that is visible, where it started, and
    /// whether it straddles the viewport's leading edge (then its own content anchors instead).
    struct Anchor {
        var id: StackChildID
        var start: CGFloat
        var straddles: Bool
    }

    func anchor() -> Anchor? {
        for index in activeIndices {
            let natural = insets.leading + (try! slots.offset(of: index))
            let placement = placement(ofChild: index, natural: natural)
            if placement.isPinned || !placement.isVisible { continue }
            return Anchor(id: children[index].id, start: natural, straddles: natural < viewport.offset)
        }
        return nil
    }

    /// Makes a change to the children, then moves the offset so that the anchor stays where it was on
    /// screen, keeps the offset within the content if it was, and refreshes every window.
    ///
    /// `change` returns how far the changed child itself moved its content's offset (its own
    /// anchoring), which applies when that child is the anchor and straddles the leading edge.
    mutating func changingChildren(
        changed: Int?, pending: StackChildChanges? = nil, preparedAnchor: Anchor?? = nil,
        removed: [StackChildChanges] = [],
        _ change: (inout ScrollStack) -> CGFloat
    ) -> StackUpdate {
        let anchor = preparedAnchor ?? self.anchor()
        let wasAtRest = keepsOffsetWithinContent && viewport.offset >= 0 && viewport.offset <= maxOffset
        let changedID = changed.map { children[$0].id }
        let innerCorrection = change(&self)
        var correction: CGFloat = 0
        if anchoring == .keepVisibleItems, let anchor, let now = indexByID[anchor.id], !children[now].isHidden {
            correction = insets.leading + (try! slots.offset(of: now)) - anchor.start
            if anchor.straddles && anchor.id == changedID { correction += innerCorrection }
        }
        let before = viewport.offset
        var offset = before + correction
        if wasAtRest { offset = clampedOffset(offset) }
        viewport.offset = offset
        var update = refresh(pending: pending, removed: removed)
        update.offsetAdjustment = offset - before
        return update
    }
}
