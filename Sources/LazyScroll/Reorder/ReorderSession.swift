import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One drag to reorder: the item lifted, where the finger is, where the item would be dropped, and
/// how the other items stand aside.
///
/// Start one with ``ScrollController/beginReorder(at:settings:time:)``, feed it the finger's moves
/// (``ScrollController/moveReorder(_:to:time:)``) and the clock (``ScrollController/tickReorder(_:time:)``,
/// every frame while ``nextTickTime`` says so), lay the items out at
/// ``ScrollController/placements(during:)`` with the lifted item at ``liftedFrame``, and end it with
/// ``ScrollController/endReorder(_:time:)`` (a move for the app to apply) or
/// ``ScrollController/cancelReorder(_:animated:time:)``.
///
/// It corresponds to `UICollectionView`'s interactive movement (`beginInteractiveMovementForItem(at:)`,
/// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()`,
/// `cancelInteractiveMovement()`), with the auto-scroll at the edges that `UITableView` adds.
public struct ReorderSession: Sendable {
    /// The data index of the lifted item.
    public private(set) var source: Int
    /// The data index the lifted item would have if dropped now (the drop index): the index of the
    /// item under the finger (see ``Virtualizer/dropIndex(at:)``).
    public var destination: Int { gap.destination }
    /// Where the finger is, in viewport coordinates.
    public internal(set) var fingerPosition: CGPoint
    /// The auto-scroll velocity, in points per second (negative towards the start; 0 when the finger
    /// is away from the edges).
    public internal(set) var autoScrollSpeed: CGFloat
    /// The settings the drag started with.
    public let settings: ReorderSettings
    /// The offset when the item was lifted, which a cancel goes back to.
    public let liftOffset: CGFloat
    /// The distance from the lifted item's origin to the finger, so that the item stays where it was
    /// taken.
    let grabOffset: CGPoint
    /// The lifted item's size.
    let liftedSize: CGSize
    /// The latest time the session was given.
    var time: Double
    /// How far the other items stand aside.
    var gap: ReorderGap

    init(source: Int, frame: CGRect, finger: CGPoint, liftOffset: CGFloat, settings: ReorderSettings, time: Double) {
        self.source = source
        fingerPosition = finger
        autoScrollSpeed = 0
        self.settings = settings
        self.liftOffset = liftOffset
        grabOffset = CGPoint(x: finger.x - frame.minX, y: finger.y - frame.minY)
        liftedSize = frame.size
        self.time = time
        gap = ReorderGap(source: source, duration: settings.gapDuration)
    }

    /// Where the lifted item is drawn, in viewport coordinates: under the finger, held where it was
    /// taken.
    public var liftedFrame: CGRect {
        CGRect(origin: CGPoint(x: fingerPosition.x - grabOffset.x, y: fingerPosition.y - grabOffset.y), size: liftedSize)
    }

    /// The move dropping the item now would make; nil when it would go back to its own place.
    public var move: BatchUpdate.Move? {
        source == destination ? nil : BatchUpdate.Move(from: source, to: destination)
    }

    /// When the front end must call ``ScrollController/tickReorder(_:time:)`` next: at once while the
    /// content scrolls on its own or items are still moving aside, nil when nothing moves until the
    /// finger does.
    public var nextTickTime: Double? {
        autoScrollSpeed != 0 || gap.isMoving(at: time) ? time : nil
    }

    /// How far data item `item` stands aside at the session's time, in places: −1 for one place
    /// towards the start, +1 towards the end, fractions while it moves (see ``settings``).
    ///
    /// - Complexity: O(1) expected.
    public func shift(ofItem item: Int) -> CGFloat {
        gap.shift(of: item, at: time)
    }

    /// Follows the data through a batch update made during the drag (new data arriving): the lifted
    /// item and the drop index follow their items, and the items that stood aside rest in their new
    /// places. Returns false when the lifted item was deleted: the drag must end, with nothing to move.
    ///
    /// - Complexity: O(log changes).
    public mutating func follow(_ mapping: BatchUpdateMapping) -> Bool {
        guard let newSource = mapping.newIndex(ofOld: source) else { return false }
        let newDestination = mapping.newIndex(ofOld: destination) ?? min(destination, max(0, mapping.newCount - 1))
        source = newSource
        gap.follow(source: newSource, destination: newDestination)
        return true
    }
}
