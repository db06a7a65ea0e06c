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

    /// The update that brings a front end with no views for the stack to its current state: every
    /// active child's placement, and everything its list (or nested stack) has loaded, as if from
    /// nothing.
    ///
    /// - Complexity: O(active children · log children) plus their loaded items' ranges.
    func updateFromNothing() -> StackUpdate {
        var reports: [StackChildChanges] = []
        for index in activeIndices {
            let id = children[index].id
            switch children[index].content {
            case .fixed:
                break
            case let .list(list):
                let changes = RangeChanges(from: .empty, to: list.windows)
                if !changes.isEmpty { reports.append(StackChildChanges(index: index, id: id, items: changes)) }
            case let .stack(nested):
                reports.append(StackChildChanges(index: index, id: id, nested: nested.updateFromNothing()))
            }
        }
        return StackUpdate(childChanges: reports, placements: placements())
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
        // A sticky child pinned over the viewport started before it, so it can only come first: the one
        // pinned at the pin line, and, when bars cover the viewport's leading edge, the one before it,
        // which that one may have pushed up under the bars but not yet off screen.
        let pinLine = self.pinLine
        for pass in 0..<2 {
            // (Two passes rather than an array of lines: no allocation on every move.)
            if pass == 0 && pinLine == viewport.offset { continue }
            let line = pass == 0 ? viewport.offset : pinLine
            guard let pinned = pinnableSticky(at: line), pinned < range.lowerBound || range.isEmpty,
                  (result.last ?? -1) < pinned else { continue }
            let natural = insets.leading + (try! slots.offset(of: pinned))
            let start = pinnedStart(ofSticky: pinned, natural: natural, at: pinLine)
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
        if child.isSticky && !child.isHidden { start = pinnedStart(ofSticky: index, natural: natural, at: pinLine) }
        let cross = crossSpan(of: child, crossExtent: viewport.crossExtent)
        // The bars cover a nested stack's viewport as they cover this one, so its sticky children pin
        // below them too.
        return Viewport(offset: viewport.offset - start, extent: active ? viewport.extent : 0, crossExtent: cross.extent,
                        obscuredInsets: viewport.obscuredInsets)
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
