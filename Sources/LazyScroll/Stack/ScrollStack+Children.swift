import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollStack {
    /// Inserts a child before `index` (`nil`: at the end) and returns what changed; the new child's
    /// identity is `children[index].id`.
    ///
    /// A list child takes the stack's axis. A nested stack must share the stack's axis. When the child
    /// lands above the viewport, the offset moves by its extent so that nothing on screen moves.
    /// Cost: O(children), for the array of children.
    @discardableResult
    public mutating func insertChild(
        _ content: StackChildContent, at index: Int? = nil, crossSize: StackCrossSize = .fill,
        alignment: StackCrossAlignment = .leading, isHidden: Bool = false, isSticky: Bool = false
    ) throws(LazyScrollError) -> StackUpdate {
        let position = index ?? count
        try LazyScrollError.check(index: position, in: 0..<(count + 1), "child insertion index")
        try validate(content)
        try crossSize.validate()
        var content = content
        if case var .list(virtualizer) = content {
            virtualizer.axis = axis
            content = .list(virtualizer)
        }
        let child = StackChild(
            id: StackChildID(rawValue: nextID), content: content, crossSize: crossSize,
            alignment: alignment, isHidden: isHidden, isSticky: isSticky)
        return changingChildren(changed: nil) { stack in
            stack.nextID += 1
            stack.children.insert(child, at: position)
            try! stack.slots.insertItems(extents: [stack.slotExtent(of: child)], at: position)
            stack.activeIndices = stack.activeIndices.map { $0 >= position ? $0 + 1 : $0 }
            stack.rebuildIndexes()
            stack.loadMore.rearm()
            return 0
        }
    }

    /// Removes child `index`; its items are reported unloaded and its identity deactivated.
    /// Cost: O(children).
    @discardableResult
    public mutating func removeChild(at index: Int) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        var farewell = driveChild(index, active: false)
        if farewell == nil, activeIndices.contains(index) {
            farewell = StackChildChanges(index: index, id: children[index].id)
        }
        return changingChildren(changed: nil, removed: farewell.map { [$0] } ?? []) { stack in
            stack.childLoadMore[stack.children[index].id] = nil
            stack.children.remove(at: index)
            try! stack.slots.removeItems(in: index..<(index + 1))
            stack.activeIndices = stack.activeIndices.compactMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) }
            stack.rebuildIndexes()
            stack.loadMore.rearm()
            return 0
        }
    }

    /// Hides or shows child `index`. A hidden child takes no space and no spacing and loads nothing.
    @discardableResult
    public mutating func setHidden(_ isHidden: Bool, ofChild index: Int) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        return changingChildren(changed: nil) { stack in
            stack.children[index].isHidden = isHidden
            stack.refreshSlot(of: index)
            stack.rebuildIndexes()
            stack.loadMore.rearm()
            return 0
        }
    }

    /// Makes child `index` sticky (pinned at the leading edge once scrolled past) or not.
    @discardableResult
    public mutating func setSticky(_ isSticky: Bool, ofChild index: Int) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        return changingChildren(changed: nil) { stack in
            stack.children[index].isSticky = isSticky
            stack.rebuildIndexes()
            return 0
        }
    }

    /// Changes how wide child `index` is across the axis and where it sits.
    @discardableResult
    public mutating func setCrossSize(
        _ crossSize: StackCrossSize, alignment: StackCrossAlignment, ofChild index: Int
    ) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        try crossSize.validate()
        return changingChildren(changed: nil) { stack in
            stack.children[index].crossSize = crossSize
            stack.children[index].alignment = alignment
            return 0
        }
    }

    /// Changes the gap between shown children. Cost: O(children), as every slot changes.
    @discardableResult
    public mutating func setSpacing(_ spacing: CGFloat) throws(LazyScrollError) -> StackUpdate {
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "stack spacing")
        return changingChildren(changed: nil) { stack in
            stack.spacing = spacing
            stack.rebuildSlots()
            return 0
        }
    }

    /// Changes the space around the children.
    @discardableResult
    public mutating func setInsets(_ insets: StackInsets) throws(LazyScrollError) -> StackUpdate {
        try insets.validate()
        return changingChildren(changed: nil) { stack in
            stack.insets = insets
            return 0
        }
    }

    /// Changes how far beyond the viewport children stay active.
    @discardableResult
    public mutating func setReach(_ reach: RangeBuffer) throws(LazyScrollError) -> StackUpdate {
        try reach.validate("stack reach")
        self.reach = reach
        return refresh()
    }

    // MARK: - Bookkeeping

    func validate(_ content: StackChildContent) throws(LazyScrollError) {
        switch content {
        case let .fixed(extent):
            try LazyScrollError.check(extent, .finiteAndNotNegative, "fixed child extent")
        case .list:
            break
        case let .stack(nested):
            if nested.axis != axis {
                throw .unsupportedOperation(
                    operation: "nesting a \(nested.axis) stack in a \(axis) stack",
                    reason: "a nested stack scrolls with its parent, so it must share the parent's axis; put a cross-axis stack in a fixed child and scroll it on its own")
            }
        }
    }

    /// The slot a child occupies: its extent and the spacing after it, or nothing when hidden.
    func slotExtent(of child: StackChild) -> CGFloat {
        child.isHidden ? 0 : child.content.mainExtent + spacing
    }

    /// Brings slot `index` in step with its child, in O(log children).
    mutating func refreshSlot(of index: Int) {
        try! slots.setExtent(slotExtent(of: children[index]), of: index)
    }

    mutating func rebuildSlots() {
        slots = try! MeasuredExtents(extents: children.map(slotExtent(of:)), estimatedExtent: 1)
    }

    /// Rebuilds the sticky list, the shown count and the identity index from `children`.
    mutating func rebuildIndexes() {
        stickyIndices = children.indices.filter { children[$0].isSticky && !children[$0].isHidden }
        shownCount = children.reduce(0) { $0 + ($1.isHidden ? 0 : 1) }
        indexByID = Dictionary(uniqueKeysWithValues: children.enumerated().map { ($1.id, $0) })
    }
}
