import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The outcome of moving a stack's viewport or changing its children.
///
/// Apply `childChanges` first (recycle and configure item views), then set every view in `placements`,
/// then remove the views of `deactivated` children.
public struct StackUpdate: Sendable {
    /// How far the stack moved its own offset to keep what is on screen still (anchoring) or within
    /// the content. Add it to the scroll view's offset.
    public var offsetAdjustment: CGFloat
    /// The children whose items (or nested children) changed, in index order.
    public var childChanges: [StackChildChanges]
    /// The placements of every active child (those within the stack's reach of the viewport), in
    /// index order.
    public var placements: [StackChildPlacement]
    /// Children that were active and no longer are (or were removed): hide or recycle their views.
    public var deactivated: [StackChildID]
    /// The whole stack's load-more thresholds that the viewport entered or left (see
    /// `ScrollStack.setLoadMoreThresholds(_:)`); a list child's own are in its `childChanges`.
    public var loadMoreEvents: [LoadMoreEvent] = []

    /// Creates an update.
    public init(
        offsetAdjustment: CGFloat = 0, childChanges: [StackChildChanges] = [],
        placements: [StackChildPlacement] = [], deactivated: [StackChildID] = []
    ) {
        self.offsetAdjustment = offsetAdjustment
        self.childChanges = childChanges
        self.placements = placements
        self.deactivated = deactivated
    }

    /// The report for the child with identity `id`, if it changed.
    public func changes(ofChild id: StackChildID) -> StackChildChanges? {
        childChanges.first { $0.id == id }
    }

    /// This update and then `later`, as one update: offsets add up, per-child changes are combined,
    /// and placements are `later`'s. Use it to report several changes made in one
    /// ``ScrollController/updateStack(time:_:)`` as one.
    ///
    /// - Complexity: O(changed children²) to match the children's reports, plus their item changes.
    public func followed(by later: StackUpdate) -> StackUpdate {
        var merged = childChanges
        for change in later.childChanges {
            if let k = merged.firstIndex(where: { $0.id == change.id }) {
                merged[k] = merged[k].followed(by: change)
            } else {
                merged.append(change)
            }
        }
        merged.sort { $0.index < $1.index }
        let active = Set(later.placements.map(\.id))
        var gone: [StackChildID] = []
        for id in deactivated + later.deactivated where !active.contains(id) && !gone.contains(id) { gone.append(id) }
        var result = StackUpdate(
            offsetAdjustment: offsetAdjustment + later.offsetAdjustment, childChanges: merged,
            placements: later.placements, deactivated: gone)
        result.loadMoreEvents = loadMoreEvents + later.loadMoreEvents
        return result
    }
}
