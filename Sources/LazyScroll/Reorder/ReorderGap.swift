import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How far each item has moved out of the way of a lifted item, in places: the gap logic of a drag to
/// reorder, apart from any geometry so that an animation system can drive it too.
///
/// With the lifted item taken from `source` and to be dropped at `destination`, the items between
/// them move one place towards the source: −1 (one place towards the start) for `source < k ≤
/// destination`, +1 for `destination ≤ k < source`, 0 for the others. When the destination changes,
/// each item eases from the shift it has then to its new one over `duration` seconds.
struct ReorderGap: Sendable, Hashable {
    /// The lifted item.
    var source: Int
    /// Where it would be dropped now.
    private(set) var destination: Int
    /// How long an item takes to reach its new shift.
    let duration: Double
    /// When the destination last changed.
    private(set) var changedAt: Double = -.infinity
    /// The shift items had when the destination last changed, for the items that were loaded then and
    /// had another shift than their new one; every other item is at its new shift already.
    private(set) var startShifts: [Int: CGFloat] = [:]

    /// A gap at the lifted item's own place: nothing moves.
    init(source: Int, duration: Double) {
        self.source = source
        self.destination = source
        self.duration = duration
    }

    /// The shift of item `item` once every item has moved.
    func restingShift(of item: Int) -> CGFloat {
        Self.shift(of: item, source: source, destination: destination)
    }

    static func shift(of item: Int, source: Int, destination: Int) -> CGFloat {
        if source < item && item <= destination { return -1 }
        if destination <= item && item < source { return 1 }
        return 0
    }

    /// The shift of item `item` at `time`.
    func shift(of item: Int, at time: Double) -> CGFloat {
        let resting = restingShift(of: item)
        guard let start = startShifts[item] else { return resting }
        return start + (resting - start) * ReorderSettings.gapEasing(elapsed: time - changedAt, duration: duration)
    }

    /// Whether some item is still moving at `time`.
    func isMoving(at time: Double) -> Bool {
        !startShifts.isEmpty && time < changedAt + duration
    }

    /// Moves the destination at `time`; the items of `loaded` (those with views) start moving from
    /// where they are.
    mutating func retarget(to newDestination: Int, loaded: Range<Int>, at time: Double) {
        guard newDestination != destination else { return }
        var starts: [Int: CGFloat] = [:]
        let old = self
        destination = newDestination
        for item in loaded {
            let current = old.shift(of: item, at: time)
            if current != restingShift(of: item) { starts[item] = current }
        }
        startShifts = starts
        changedAt = time
    }

    /// The gap after a batch update renumbered the items: the source and destination follow their
    /// items (the destination stays where it was when its item is gone), and everything rests.
    mutating func follow(source newSource: Int, destination newDestination: Int) {
        source = newSource
        destination = newDestination
        startShifts = [:]
        changedAt = -.infinity
    }
}
