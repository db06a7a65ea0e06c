import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// A front end that rounds content coordinates itself (a terminal: one cell a point, each edge rounded
// once so that rows tile the screen) needs where items are drawn before the offset is taken off: taking
// a fractional offset off and adding it back changes edges by rounding errors.
extension ScrollController {
    /// Where every loaded item is drawn now and how opaque, in content coordinates: the virtualizer's
    /// placements (``Virtualizer/placements()``), moved and faded by a running animation of a data change
    /// (see ``performBatchUpdates(_:reportedCount:animation:time:)``). ``placements()`` is the same, moved
    /// back by ``offset``.
    ///
    /// - Complexity: O(log n + loaded items).
    public func contentPlacements() -> [ItemPlacement] {
        let placements = virtualizer.placements()
        guard let transitions else { return placements }
        let progress = transitions.progress(at: motionTime)
        return placements.map { placement in
            var moved = placement
            (moved.frame, moved.opacity) = transitions.placed(placement.index, frame: placement.frame, progress: progress)
            return moved
        }
    }

    /// The items a running animation fades out where they were deleted, in content coordinates
    /// (``disappearingPlacements()`` before the offset is taken off); empty when nothing animates.
    ///
    /// - Complexity: O(disappearing items).
    public func disappearingContentPlacements() -> [DisappearingPlacement] {
        guard let transitions else { return [] }
        return transitions.disappearingPlacements(progress: transitions.progress(at: motionTime))
    }
}
