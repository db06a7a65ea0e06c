import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// Lifts the item under `point` (viewport coordinates) to reorder it, as a long press does; nil
    /// when no item is there. Any scroll stops where it is.
    ///
    /// Corresponds to `UICollectionView.beginInteractiveMovementForItem(at:)`.
    ///
    /// - Complexity: as ``placement(at:)``.
    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` for pages, looping items
    ///   and stack content; ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a point, a time
    ///   or settings that are not finite (or negative). Nothing changes when it throws.
    public mutating func beginReorder(at point: CGPoint, settings: ReorderSettings = ReorderSettings(), time: Double) throws(LazyScrollError) -> ReorderSession? {
        try Self.validate(time: time)
        try Self.validate(reorderPoint: point)
        try settings.validate()
        try requireItems("reordering items")
        if isPaged {
            throw .unsupportedOperation(operation: "reordering pages", reason: "a pager turns its pages; reorder the items of a list, a grid or lanes")
        }
        if looping != nil {
            throw .unsupportedOperation(operation: "reordering looping items", reason: "each item shows in several copies, so none of its places is its own")
        }
        guard let lifted = placement(at: point) else { return nil }
        resumeIfSuspended(time: time)
        now = max(now, time)
        motion = .idle
        drag = nil
        aim = nil
        autoAdvanceDue = nil
        wheelPaging = nil
        var session = ReorderSession(source: lifted.dataIndex, frame: lifted.frame, finger: point, liftOffset: offset, settings: settings, time: time)
        followFinger(&session)
        return session
    }

    /// The finger moved to `point` (viewport coordinates): the lifted item follows it, the drop index
    /// is the item under it, and the items between the lifted one and the drop index start moving
    /// aside. Near an edge, the content scrolls on its own from now on (see
    /// ``ReorderSettings/autoScrollSpeed(fingerAt:in:)``); the scroll up to `time` is made first, at
    /// the speed the finger's last position gave.
    ///
    /// Corresponds to `UICollectionView.updateInteractiveMovementTargetPosition(_:)`.
    ///
    /// - Complexity: O(log n) plus the loaded items (as ``Virtualizer/dropIndex(at:)`` for lanes).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` when the lifted item is no
    ///   longer a data item (the session missed a batch update, see ``ReorderSession/follow(_:)``);
    ///   ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a point or a time that is not
    ///   finite. Nothing changes when it throws.
    public mutating func moveReorder(_ session: inout ReorderSession, to point: CGPoint, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try Self.validate(reorderPoint: point)
        try check(session)
        let update = autoScroll(&session, to: time)
        session.fingerPosition = point
        followFinger(&session)
        return update
    }

    /// Advances the drag to `time`: the auto-scroll moves the content by its speed times the time
    /// since the last call (never past the content's ends), the drop index follows the content under
    /// the still finger, and the items standing aside move on. Call it every frame while
    /// ``ReorderSession/nextTickTime`` is not nil, instead of ``tick(time:)``.
    ///
    /// - Complexity: as ``moveReorder(_:to:time:)``.
    public mutating func tickReorder(_ session: inout ReorderSession, time: Double) -> ScrollUpdate {
        guard time.isFinite, (try? check(session)) != nil else { return ScrollUpdate() }
        let update = autoScroll(&session, to: time)
        followFinger(&session)
        return update
    }

    /// Ends the drag with the item dropped at the drop index: the move for the app to make in its
    /// data and then give to ``performBatchUpdates(_:reportedCount:time:)`` (and to a selection and a
    /// focus, which keep the item); nil when the item goes back to its own place.
    ///
    /// Corresponds to `UICollectionView.endInteractiveMovement()` and the data source's
    /// `collectionView(_:moveItemAt:to:)`.
    ///
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` when the lifted item or the
    ///   drop index is no longer a data item; ``LazyScrollError/invalidNumber(quantity:value:rule:)``
    ///   for a time that is not finite.
    public mutating func endReorder(_ session: ReorderSession, time: Double) throws(LazyScrollError) -> BatchUpdate? {
        try Self.validate(time: time)
        try check(session)
        now = max(now, time)
        return session.move.map { BatchUpdate(moves: [$0]) }
    }

    /// Cancels the drag: nothing moves in the data, the items go back to their places (lay them out
    /// at ``placements()`` again) and the content scrolls back to where it was when the item was
    /// lifted, on a spring when `animated`.
    ///
    /// Corresponds to `UICollectionView.cancelInteractiveMovement()`.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not finite.
    public mutating func cancelReorder(_ session: ReorderSession, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try scroll(toOffset: session.liftOffset, animated: animated, time: time)
    }

    /// The placements of the loaded items during `session`, in viewport coordinates: the lifted item
    /// left out (draw it at ``ReorderSession/liftedFrame``), and each item between it and the drop
    /// index moved towards its neighbour's place by its ``ReorderSession/shift(ofItem:)``.
    ///
    /// In a list the items move by the lifted item's extent (and the spacing), which is exactly the
    /// layout the move makes; in a grid or lanes each item moves to its neighbour's place.
    ///
    /// - Complexity: O(loaded items), plus O(log n) for each neighbour that is not loaded.
    public func placements(during session: ReorderSession) -> [ItemPlacement] {
        let loaded = placements()
        let axis = configuration.axis
        let shift = axis.point(main: offset, cross: 0)
        var frames: [Int: CGRect] = [:]
        for placement in loaded { frames[placement.dataIndex] = placement.frame }
        let isList = virtualizer.items.base.columnGeometry == nil
        let liftedExtent = (try? virtualizer.items.base.extent(of: session.source)) ?? axis.mainExtent(of: session.liftedSize)
        let listStep = liftedExtent + virtualizer.items.base.spacing
        var result: [ItemPlacement] = []
        result.reserveCapacity(loaded.count)
        for var placement in loaded where placement.dataIndex != session.source {
            let places = session.shift(ofItem: placement.dataIndex)
            if places != 0 {
                let origin = placement.frame.origin
                if isList {
                    let step = axis.point(main: places * listStep, cross: 0)
                    placement.frame.origin = CGPoint(x: origin.x + step.x, y: origin.y + step.y)
                } else {
                    let neighbour = placement.dataIndex + (places < 0 ? -1 : 1)
                    let target = frames[neighbour]?.origin
                        ?? (try? virtualizer.frame(ofItem: neighbour)).map { CGPoint(x: $0.minX - shift.x, y: $0.minY - shift.y) }
                        ?? origin
                    let fraction = abs(places)
                    placement.frame.origin = CGPoint(x: origin.x + (target.x - origin.x) * fraction, y: origin.y + (target.y - origin.y) * fraction)
                }
            }
            result.append(placement)
        }
        return result
    }

    // MARK: - Helpers

    /// Scrolls by the auto-scroll speed times the time since the session's last time, within the
    /// resting range.
    private mutating func autoScroll(_ session: inout ReorderSession, to time: Double) -> ScrollUpdate {
        let elapsed = time - session.time
        guard elapsed > 0 else { return ScrollUpdate() }
        session.time = time
        now = max(now, time)
        guard session.autoScrollSpeed != 0 else { return ScrollUpdate() }
        let bounds = restingRange
        let target = min(max(offset + session.autoScrollSpeed * CGFloat(elapsed), bounds.lowerBound), bounds.upperBound)
        return target == offset ? ScrollUpdate() : move(to: target)
    }

    /// Sets the session's auto-scroll speed and drop index for where the finger is now.
    private func followFinger(_ session: inout ReorderSession) {
        let axis = configuration.axis
        session.autoScrollSpeed = session.settings.autoScrollSpeed(fingerAt: axis.mainCoordinate(of: session.fingerPosition), in: virtualizer.viewport)
        let shift = axis.point(main: offset, cross: 0)
        let finger = session.fingerPosition
        guard let drop = virtualizer.dropIndex(at: CGPoint(x: finger.x + shift.x, y: finger.y + shift.y)) else { return }
        let loaded = virtualizer.windows.display.clamped(to: 0..<dataCount)
        session.gap.retarget(to: drop, loaded: loaded, at: session.time)
    }

    /// Throws unless the session's items are data items.
    private func check(_ session: ReorderSession) throws(LazyScrollError) {
        try LazyScrollError.check(index: session.source, in: 0..<dataCount, "lifted item")
        try LazyScrollError.check(index: session.destination, in: 0..<dataCount, "drop index")
    }

    private static func validate(reorderPoint point: CGPoint) throws(LazyScrollError) {
        try LazyScrollError.check(point.x, .finite, "reorder position x")
        try LazyScrollError.check(point.y, .finite, "reorder position y")
    }
}
