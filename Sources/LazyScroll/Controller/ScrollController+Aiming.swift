import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// Scrolls to `target` (validated, limited here to the resting range unless looping), gliding on a
    /// spring when `animated`, and remembers `aim`, the place the offset was computed from, to aim again
    /// when the content moves under the scroll (see `reaim()`).
    mutating func scroll(to target: CGFloat, aiming aim: ScrollAim?, animated: Bool, time: Double) -> ScrollUpdate {
        resumeIfSuspended(time: time)
        now = time
        guard motion != .dragging else { return ScrollUpdate() }
        // A scroll is input: auto-advance waits a whole interval from where it comes to rest, rather than
        // turning again at once when a turn was due meanwhile.
        autoAdvanceDue = nil
        // Limiting a looping target to the copies' end would leave a pager off its pages: that end is
        // the last copy's end minus the viewport, a whole number of pages only by chance.
        let bounds = restingRange
        let clamped = looping != nil ? target : min(max(target, bounds.lowerBound), bounds.upperBound)
        if animated {
            snap(to: clamped, velocity: currentVelocity)
            self.aim = aim
            return tick(time: time)
        }
        motion = .idle
        self.aim = aim
        return move(to: clamped)
    }

    /// Where `aim` points now: its target at its alignment, limited to the resting range (a looping
    /// layout has none); nil when the target no longer exists.
    func aimedOffset(_ aim: ScrollAim) -> CGFloat? {
        let bounds = restingRange
        switch aim.target {
        case let .item(index):
            if isPaged {
                let target = pageGeometry.offset(ofPage: index)
                return looping != nil ? target : min(max(target, bounds.lowerBound), bounds.upperBound)
            }
            guard let span = try? virtualizer.span(ofItem: index) else { return nil }
            let target = aim.offset(showing: span.start, to: span.end, in: virtualizer.viewport, pinnedCover: virtualizer.pinnedCover(overItem: index))
            return looping != nil ? target : min(max(target, bounds.lowerBound), bounds.upperBound)
        case let .stack(place):
            guard let stack, let location = place.location(in: stack), let span = try? stack.span(of: location) else { return nil }
            let target = aim.offset(showing: span.lowerBound, to: span.upperBound, in: stack.viewport,
                                    pinnedCover: stack.pinnedExtent(over: location))
            return stack.clampedOffset(target)
        }
    }

    /// Aims the scroll-to again at where its target is now, after the content moved under it (rows
    /// measured, items inserted, a resize, new insets).
    ///
    /// A running spring turns towards the new target from where it is, at the speed it has, so nothing
    /// on screen jumps and the spring still lands exactly on it; a landed scroll moves the offset so
    /// that the target stays aligned. Without an aim, a spring (a bounce-back, a page snap) is only
    /// kept within the content. Returns the update of a move, if it made one.
    mutating func reaim(headingToEnd: Bool = false) -> ScrollUpdate? {
        guard let aim else {
            limitUnaimedSpring(headingToEnd: headingToEnd)
            return nil
        }
        guard let target = aimedOffset(aim) else {
            // Its target is gone (deleted, or its child removed): the scroll finishes as a plain one.
            self.aim = nil
            limitUnaimedSpring(headingToEnd: headingToEnd)
            return nil
        }
        switch motion {
        case let .spring(spring):
            if target != spring.target { motion = .spring(spring.retargeted(to: target, at: motionTime)) }
            return nil
        case .idle:
            return target == offset ? nil : move(to: target)
        case .dragging, .decelerating:
            // Never with an aim (a drag or a fling ends it); dropped rather than trusted.
            self.aim = nil
            return nil
        }
    }

    /// Keeps a spring that has no aim within the content after it changed length: it lands on a valid
    /// offset, on a page for a pager, and at the new end when it was `headingToEnd`.
    mutating func limitUnaimedSpring(headingToEnd: Bool = false) {
        guard case let .spring(spring) = motion, looping == nil else { return }
        let resting = restingRange
        var target = headingToEnd ? resting.upperBound : min(max(spring.target, resting.lowerBound), resting.upperBound)
        if isPaged {
            let geometry = pageGeometry
            target = geometry.offset(ofPage: min(max(geometry.nearestPage(toOffset: target), 0), max(0, dataCount - 1)))
        }
        if target != spring.target { motion = .spring(spring.retargeted(to: target, at: motionTime)) }
    }

    /// The time motion is at: now, or when the clock was frozen while suspended (resuming delays the
    /// motion by the time spent suspended, so it must be evaluated where it stopped).
    var motionTime: Double { suspendedSince ?? now }
}
