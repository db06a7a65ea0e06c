import Foundation

extension ScrollStack {
    /// Moves the viewport and returns what changed: the placements of the active children, the item
    /// changes of every list child whose window moved, and the children that left the reach.
    ///
    /// Cost: O(log children) to find the children in reach, plus O(log items + changed items) for each
    /// child that is or was in reach; children far from the viewport are never touched.
    public mutating func update(viewport new: Viewport) throws(LazyScrollError) -> StackUpdate {
        try new.validate()
        direction = .of(from: Double(viewport.offset), to: Double(new.offset), otherwise: direction)
        viewport = new
        return refresh()
    }

    /// The shown children within `reach` of the viewport, plus the pinned sticky child, ascending.
    func childrenInReach() -> [Int] {
        guard viewport.extent > 0, shownCount > 0 else { return [] }
        let length = viewport.extent
        let leading = insets.leading
        let (before, after) = reach.reach(for: direction)
        let range: Range<Int>
        switch reach.unit {
        case .screens:
            range = slots.indices(intersecting: viewport.offset - before * length - leading, viewport.end + after * length - leading)
        case .items:
            let visible = slots.indices(intersecting: viewport.offset - leading, viewport.end - leading)
            range = visible.isEmpty ? visible : max(0, visible.lowerBound - Int(before))..<min(count, visible.upperBound + Int(after))
        }
        var result: [Int] = []
        result.reserveCapacity(range.count + 1)
        // A sticky child pinned over the viewport started before it, so it can only come first.
        if let pinned = pinnableSticky(at: viewport.offset), pinned < range.lowerBound || range.isEmpty {
            let natural = insets.leading + (try! slots.offset(of: pinned))
            let start = pinnedStart(ofSticky: pinned, natural: natural, at: viewport.offset)
            if start + children[pinned].mainExtent > viewport.offset { result.append(pinned) }
        }
        for index in range where !children[index].isHidden && (result.last ?? -1) < index { result.append(index) }
        return result
    }

    /// Recomputes the active children, drives every list and nested stack that is or was active, and
    /// reports what changed. `pending` is a change already made inside one child, merged into its
    /// report; `removed` are reports about children no longer in the stack.
    mutating func refresh(pending: StackChildChanges? = nil, removed: [StackChildChanges] = []) -> StackUpdate {
        let old = activeIndices
        let new = childrenInReach()
        activeIndices = new
        var touched = ScrollStack.mergedAscending(old, new)
        if let pending, !touched.contains(pending.index) {
            touched = ScrollStack.mergedAscending(touched, [pending.index])
        }
        var reports: [StackChildChanges] = []
        var k = 0
        for index in touched {
            while k < new.count && new[k] < index { k += 1 }
            let isActive = k < new.count && new[k] == index
            var report = driveChild(index, active: isActive)
            if let pending, pending.index == index {
                report = pending.followed(by: report ?? StackChildChanges(index: index, id: children[index].id))
            }
            if let report, !report.isEmpty { reports.append(report) }
        }
        reports.append(contentsOf: removed)
        let placements = new.map { placement(ofChild: $0, natural: insets.leading + (try! slots.offset(of: $0))) }
        var deactivated: [StackChildID] = []
        k = 0
        for index in old {
            while k < new.count && new[k] < index { k += 1 }
            if !(k < new.count && new[k] == index) { deactivated.append(children[index].id) }
        }
        deactivated.append(contentsOf: removed.map(\.id))
        var update = StackUpdate(offsetAdjustment: 0, childChanges: reports, placements: placements, deactivated: deactivated)
        if loadMore.isActive { update.loadMoreEvents = loadMore.check(edgeProximity()) }
        return update
    }

    /// Hands child `index` its part of the viewport: the whole viewport in the child's coordinates
    /// while it is active (so its own buffers reach beyond its visible part, into the stack's
    /// viewport), an empty one otherwise (so it unloads everything).
    mutating func driveChild(_ index: Int, active: Bool) -> StackChildChanges? {
        let child = children[index]
        switch child.content {
        case .fixed:
            return nil
        case var .list(virtualizer):
            let viewport = childViewport(index, active: active)
            // Taking the list out first keeps its storage uniquely referenced, so it updates in place.
            children[index].content = .fixed(extent: 0)
            let changes = try! virtualizer.update(viewport: viewport)
            children[index].content = .list(virtualizer)
            let events = childLoadMore.isEmpty ? [] : checkLoadMore(ofChild: child.id, list: virtualizer)
            if changes.isEmpty && events.isEmpty { return nil }
            var report = StackChildChanges(index: index, id: child.id, items: changes)
            report.loadMoreEvents = events
            return report
        case var .stack(nested):
            let viewport = childViewport(index, active: active)
            children[index].content = .fixed(extent: 0)
            let update = try! nested.update(viewport: viewport)
            children[index].content = .stack(nested)
            guard active || !update.deactivated.isEmpty || !update.childChanges.isEmpty || !update.loadMoreEvents.isEmpty else { return nil }
            return StackChildChanges(index: index, id: child.id, nested: update)
        }
    }

    /// The viewport in child `index`'s content coordinates; zero-length when it is not active.
    func childViewport(_ index: Int, active: Bool) -> Viewport {
        let child = children[index]
        let natural = insets.leading + (try! slots.offset(of: index))
        var start = natural
        if child.isSticky && !child.isHidden { start = pinnedStart(ofSticky: index, natural: natural, at: viewport.offset) }
        let cross = crossSpan(of: child, crossExtent: viewport.crossExtent)
        return Viewport(offset: viewport.offset - start, extent: active ? viewport.extent : 0, crossExtent: cross.extent)
    }

    /// The union of two ascending arrays without duplicates, ascending.
    static func mergedAscending(_ a: [Int], _ b: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i]); i += 1
            } else if i == a.count || b[j] < a[i] {
                result.append(b[j]); j += 1
            } else {
                result.append(a[i]); i += 1; j += 1
            }
        }
        return result
    }
}
