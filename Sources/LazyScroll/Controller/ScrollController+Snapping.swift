import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// The resting points of a snapping list next to `offset`: the nearest one at or before it, and the
    /// nearest one after it (nil at the end), within the resting range.
    ///
    /// - Complexity: O(log n).
    func snapPoints(around offset: CGFloat, _ snapping: ScrollSnapping) -> (before: CGFloat, after: CGFloat?) {
        let resting = restingRange
        let clamped = min(max(offset, resting.lowerBound), resting.upperBound)
        var before: CGFloat
        var after: CGFloat?
        switch snapping {
        case .viewportPages:
            let stride = virtualizer.viewport.extent
            guard stride > 0 else { return (clamped, nil) }
            let page = ((clamped - resting.lowerBound) / stride).rounded(.down)
            before = resting.lowerBound + page * stride
            after = before + stride
        case let .itemGroups(count):
            let leading = virtualizer.insets.leading
            guard let item = virtualizer.items.item(at: clamped - leading) else { return (clamped, nil) }
            let group = item.index / count * count
            before = leading + ((try? virtualizer.items.offset(of: group)) ?? 0)
            if before > clamped { before = resting.lowerBound }
            if group + count < virtualizer.count { after = leading + ((try? virtualizer.items.offset(of: group + count)) ?? 0) }
        }
        before = min(max(before, resting.lowerBound), resting.upperBound)
        // The end rests too, so that the last items can always be reached.
        if let next = after, next < resting.upperBound { after = next } else { after = before < resting.upperBound ? resting.upperBound : nil }
        return (before, after)
    }

    /// The resting point nearest to `offset` (the later one on a tie).
    func nearestSnapPoint(to offset: CGFloat, _ snapping: ScrollSnapping) -> CGFloat {
        let (before, after) = snapPoints(around: offset, snapping)
        guard let after else { return before }
        return offset - before < after - offset ? before : after
    }

    /// Where a snapping list released at `velocity` comes to rest: the resting point nearest to where it
    /// would land, at most one step from the one nearest to `start`.
    func snappedLanding(velocity: CGFloat, from start: CGFloat, _ snapping: ScrollSnapping) -> CGFloat {
        let projected = Deceleration(from: offset, velocity: velocity, rate: configuration.decelerationRate, at: now).landingOffset
        var target = nearestSnapPoint(to: projected, snapping)
        let home = nearestSnapPoint(to: start, snapping)
        let (previous, _) = snapPoints(around: home - 0.5, snapping)
        let (_, next) = snapPoints(around: home, snapping)
        target = min(max(target, min(previous, home)), next ?? home)
        return target
    }

    /// Where a wheel glide towards `landing` (moved `delta` by the last event) rests on a snapping list:
    /// the resting point nearest to it, or, when that is where the glide is heading already, the next
    /// one in the wheel's direction, so that every notch moves.
    func wheelLanding(_ landing: CGFloat, delta: CGFloat, _ snapping: ScrollSnapping) -> CGFloat {
        let target = nearestSnapPoint(to: landing, snapping)
        let current = nearestSnapPoint(to: heading, snapping)
        guard target == current else { return target }
        if delta > 0 { return snapPoints(around: current, snapping).after ?? current }
        return snapPoints(around: current - 0.5, snapping).before
    }
}
