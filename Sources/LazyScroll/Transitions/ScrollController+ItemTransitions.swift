import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// ``performBatchUpdates(_:reportedCount:time:)``, animated: every item whose place changed slides
    /// from where it was drawn to its new place, inserted items fade in where they go, and deleted items
    /// that were on screen fade out where they were (``ScrollUpdate/disappearing``), all on `animation`'s
    /// curve from `time` (`UITableView.performBatchUpdates` inside an animation).
    ///
    /// The offset moves at once, as anchoring says, so the first visible item that stays ends where it
    /// was; items only slide to their places. Items on screen stay loaded (``WorkingWindows/held``) until
    /// the animation ends, even if their new places are far away; items that come into the windows load
    /// at once and start where they were. A change arriving while the animation runs (animated or not)
    /// starts every item from where it is drawn then, so nothing jumps. Call ``tick(time:)`` every frame
    /// while ``isAnimating``; the tick at the end releases the held items and lists the disappeared ones.
    ///
    /// - Complexity: O((changes + 1) · log n + loaded items · log n).
    /// - Throws: what ``performBatchUpdates(_:reportedCount:time:)`` throws,
    ///   ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for an animation length that is not
    ///   finite and positive, ``LazyScrollError/unsupportedOperation(operation:reason:)`` for looping
    ///   content. Nothing changes when it throws.
    public mutating func performBatchUpdates(_ batch: BatchUpdate, reportedCount: Int? = nil, animation: ItemAnimation, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try animation.validate()
        let before = try DrawnItems(of: self)
        let update = try performBatchUpdates(batch, reportedCount: reportedCount, time: time)
        return beginTransitions(from: before, after: update, animation: animation, time: time)
    }

    /// ``performBatchUpdates(_:time:)`` for an identity difference, animated as
    /// ``performBatchUpdates(_:reportedCount:animation:time:)`` animates a batch update
    /// (`UICollectionViewDiffableDataSource.apply(_:animatingDifferences: true)`).
    ///
    /// - Throws: as ``performBatchUpdates(_:time:)`` and for an animation that is not finite and positive.
    ///   Nothing changes when it throws.
    public mutating func performBatchUpdates(_ difference: IdentityDifference, animation: ItemAnimation, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try animation.validate()
        let before = try DrawnItems(of: self)
        let update = try performBatchUpdates(difference, time: time)
        return beginTransitions(from: before, after: update, animation: animation, time: time)
    }

    /// ``performSectionUpdates(_:reportedItemCounts:time:)``, animated as
    /// ``performBatchUpdates(_:reportedCount:animation:time:)`` animates a list's batch update: headers,
    /// footers and items slide, appear and disappear alike.
    ///
    /// - Throws: as ``performSectionUpdates(_:reportedItemCounts:time:)`` and for an animation that is not
    ///   finite and positive. Nothing changes when it throws.
    public mutating func performSectionUpdates(
        _ update: SectionBatchUpdate, reportedItemCounts: [Int]? = nil, animation: ItemAnimation, time: Double
    ) throws(LazyScrollError) -> ScrollUpdate {
        try animation.validate()
        let before = try DrawnItems(of: self)
        var applied = try performSectionUpdates(update, reportedItemCounts: reportedItemCounts, time: time)
        applied.acrossItemChanges?.animation = animation
        return beginTransitions(from: before, after: applied, animation: animation, time: time)
    }

    /// ``performSectionUpdates(_:insertedSection:time:)``, animated.
    ///
    /// - Throws: as ``performSectionUpdates(_:insertedSection:time:)`` and for an animation that is not
    ///   finite and positive. Nothing changes when it throws.
    public mutating func performSectionUpdates(
        _ difference: SectionedIdentityDifference, insertedSection: (Int) throws(LazyScrollError) -> ContentSection,
        animation: ItemAnimation, time: Double
    ) throws(LazyScrollError) -> ScrollUpdate {
        try animation.validate()
        let before = try DrawnItems(of: self)
        var applied = try performSectionUpdates(difference, insertedSection: insertedSection, time: time)
        applied.acrossItemChanges?.animation = animation
        return beginTransitions(from: before, after: applied, animation: animation, time: time)
    }

    /// The items a running animation fades out where they were deleted, with frames relative to the
    /// viewport's origin; empty when nothing animates.
    ///
    /// - Complexity: O(disappearing items).
    public func disappearingPlacements() -> [DisappearingPlacement] {
        guard let transitions else { return [] }
        let shift = configuration.axis.point(main: -offset, cross: 0)
        return transitions.disappearingPlacements(progress: transitions.progress(at: motionTime)).map {
            var placement = $0
            placement.frame = placement.frame.offsetBy(dx: shift.x, dy: shift.y)
            return placement
        }
    }

    /// Starts the animation of the change `update` made, from the items as `before` drew them.
    mutating func beginTransitions(from before: DrawnItems, after update: ScrollUpdate, animation: ItemAnimation, time: Double) -> ScrollUpdate {
        guard let mapping = update.mapping else { return update }
        let axis = configuration.axis
        // The change already moved the offset (anchoring); everything drawn before moves with it.
        let adjustment = offset - before.offset
        let shift = axis.point(main: adjustment, cross: 0)
        var next = ItemTransitions(startTime: motionTime, animation: animation, nextID: before.transitions?.nextID ?? 0)
        next.disappearing = before.disappearing.map {
            ItemTransitions.Disappearing(id: $0.id, frame: $0.frame.offsetBy(dx: shift.x, dy: shift.y), startOpacity: $0.opacity)
        }
        var update = update
        // Items on screen stay loaded until the end; those deleted fade out where they were.
        var held: [Int] = []
        for (old, drawn) in before.items.sorted(by: { $0.key < $1.key }) where drawn.isVisible {
            if let new = mapping.newIndex(ofOld: old) {
                held.append(new)
            } else {
                update.disappearing.append(DisappearingItem(id: next.nextID, oldIndex: old))
                next.disappearing.append(ItemTransitions.Disappearing(
                    id: next.nextID, frame: drawn.frame.offsetBy(dx: shift.x, dy: shift.y), startOpacity: drawn.opacity))
                next.nextID += 1
            }
        }
        let oldWindows = virtualizer.windows
        virtualizer.heldForTransitions = IndexRanges(held)
        virtualizer.refreshHeldItems()
        update = update.followed(by: ScrollUpdate(changes: RangeChanges(from: oldWindows, to: virtualizer.windows)))
        // Every loaded item starts where it was drawn (or where the old layout had it): the difference is
        // its displacement; inserted ones fade in where they go.
        virtualizer.forEachPlacement { placement in
            guard let old = mapping.oldIndex(ofNew: placement.index) else {
                next.appearing[placement.index] = 0
                return
            }
            var start: CGRect
            var opacity: CGFloat = 1
            if let drawn = before.items[old] {
                start = drawn.frame
                opacity = drawn.opacity
            } else if let laidOut = try? before.virtualizer.frame(ofItem: old) {
                start = laidOut
            } else {
                return
            }
            start = start.offsetBy(dx: shift.x, dy: shift.y)
            let displacement = CGPoint(x: start.minX - placement.frame.minX, y: start.minY - placement.frame.minY)
            if displacement != .zero { next.displacements[placement.index] = displacement }
            if opacity < 1 { next.appearing[placement.index] = opacity }
        }
        transitions = next
        return update
    }

    /// Ends the running animation once its time has come: releases the items it held and lists the
    /// disappeared ones; nil while it runs or when none does.
    mutating func endTransitionsIfDone() -> ScrollUpdate? {
        guard let transitions, transitions.hasEnded(at: motionTime) else { return nil }
        self.transitions = nil
        let oldWindows = virtualizer.windows
        virtualizer.heldForTransitions = IndexRanges()
        virtualizer.refreshHeldItems()
        var update = ScrollUpdate(changes: RangeChanges(from: oldWindows, to: virtualizer.windows))
        update.disappeared = transitions.disappearing.map(\.id)
        return update
    }
}

/// What a controller draws at one moment, in content coordinates: every loaded item's frame and opacity
/// (a running animation's included), the disappearing items, and the layout they come from.
struct DrawnItems {
    struct Item {
        var frame: CGRect
        var opacity: CGFloat
        var isVisible: Bool
    }

    var items: [Int: Item] = [:]
    var disappearing: [DisappearingPlacement] = []
    var offset: CGFloat
    var virtualizer: Virtualizer
    var transitions: ItemTransitions?

    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` for a looping controller,
    ///   whose copies of an item would all animate as one.
    init(of controller: ScrollController) throws(LazyScrollError) {
        if controller.looping != nil {
            throw .unsupportedOperation(operation: "animating a change of looping content", reason: "its copies of an item cannot each slide; change it without animation")
        }
        offset = controller.offset
        virtualizer = controller.virtualizer
        transitions = controller.transitions
        let progress = controller.transitions?.progress(at: controller.motionTime) ?? 1
        let transitions = controller.transitions
        var items: [Int: Item] = [:]
        controller.virtualizer.forEachPlacement { placement in
            var drawn = (frame: placement.frame, opacity: CGFloat(1))
            if let transitions { drawn = transitions.placed(placement.index, frame: placement.frame, progress: progress) }
            items[placement.index] = Item(frame: drawn.frame, opacity: drawn.opacity, isVisible: placement.state == .visible)
        }
        self.items = items
        disappearing = transitions?.disappearingPlacements(progress: progress) ?? []
    }
}
