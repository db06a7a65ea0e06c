import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// A finger touched the content at `position` (view coordinates); any animation stops where it is
    /// and auto-advance pauses.
    public mutating func dragBegan(at position: CGPoint, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try LazyScrollError.check(position.x, .finite, "drag position x")
        try LazyScrollError.check(position.y, .finite, "drag position y")
        resumeIfSuspended(time: time)
        now = time
        let along = configuration.axis.mainCoordinate(of: position)
        // A drag that starts inside a rubber band continues from the finger distance that made it.
        let bounds = restingRange
        var start = offset
        if looping == nil {
            if offset < bounds.lowerBound {
                start = bounds.lowerBound + RubberBand.overscroll(forDisplacement: offset - bounds.lowerBound, dimension: virtualizer.viewport.extent)
            } else if offset > bounds.upperBound {
                start = bounds.upperBound + RubberBand.overscroll(forDisplacement: offset - bounds.upperBound, dimension: virtualizer.viewport.extent)
            }
        }
        drag = DragTracking(startOffset: start, startPosition: along, startPage: currentVirtualPage, samples: [(time, start)])
        wheelPaging = nil
        motion = .dragging
        aim = nil
        autoAdvanceDue = nil
        return ScrollUpdate()
    }

    /// The finger moved to `position`: the content follows it, stretching past the edges.
    public mutating func dragMoved(to position: CGPoint, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try LazyScrollError.check(position.x, .finite, "drag position x")
        try LazyScrollError.check(position.y, .finite, "drag position y")
        guard var tracking = drag else { return ScrollUpdate() }
        now = time
        let along = configuration.axis.mainCoordinate(of: position)
        let unbanded = tracking.startOffset - (along - tracking.startPosition)
        tracking.record(time: time, offset: unbanded)
        drag = tracking
        return move(to: bandedOffset(unbanded))
    }

    /// The finger lifted. `velocity` is the offset's velocity in points per second along the axis
    /// (positive towards the end); nil uses the controller's estimate from the drag's last moves.
    /// A pager snaps to its target page; a list decelerates, springing back from any rubber band.
    public mutating func dragEnded(velocity: CGFloat? = nil, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        if let velocity { try LazyScrollError.check(velocity, .finite, "release velocity") }
        guard var tracking = drag else { return ScrollUpdate() }
        now = time
        drag = nil
        // The finger is still where it last moved: recording that at the release time drops samples
        // older than the velocity window, so a finger that rested before lifting flings nothing.
        if let last = tracking.samples.last, time > last.time { tracking.record(time: time, offset: last.offset) }
        let speed = velocity ?? tracking.estimatedVelocity
        if let paging = configuration.paging {
            let valid: ClosedRange<Int>? = looping == nil ? 0...max(0, dataCount - 1) : nil
            let geometry = pageGeometry
            let page = paging.targetPage(releasedAt: offset, velocity: speed, geometry: geometry, startPage: tracking.startPage, validPages: valid)
            snap(to: geometry.offset(ofPage: page), velocity: speed)
        } else if let snapping = configuration.snapping {
            snap(to: snappedLanding(velocity: speed, from: tracking.startOffset, snapping), velocity: speed)
        } else {
            release(velocity: speed)
        }
        return tick(time: time)
    }

    /// Wheel events closer together than this (0.2 s) are one gesture to a pager: a trackpad swipe or a
    /// quick spin of the wheel turns one page, not one page per event.
    public static let wheelGestureGap: Double = 0.2

    /// A wheel or trackpad moved the content by `delta` points (positive towards the end). Lists glide
    /// there with momentum, successive notches adding up.
    ///
    /// Pagers add up the deltas of one gesture (events less than ``wheelGestureGap`` apart) and turn
    /// one page as soon as the gesture moves, a further page only when the sum reaches it (rounded to
    /// the nearest page), at most `maxPagesPerFlick` pages, and back if the gesture reverses. So a
    /// mouse notch turns a page, and a burst of trackpad events turns one page, not one per event.
    public mutating func wheel(delta: CGFloat, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try LazyScrollError.check(delta, .finite, "wheel delta")
        resumeIfSuspended(time: time)
        now = time
        guard delta != 0, motion != .dragging else { return ScrollUpdate() }
        aim = nil
        if isPaged {
            // Every notch is input, also one that turns no page: auto-advance restarts its interval.
            autoAdvanceDue = nil
            let limit = configuration.paging?.maxPagesPerFlick ?? 1
            var gesture = wheelPaging.flatMap { time - $0.lastTime < Self.wheelGestureGap ? $0 : nil } ?? WheelPaging(lastTime: time)
            gesture.add(delta, time: time, stride: pageStride, limit: limit)
            let pages = gesture.pages(stride: pageStride, limit: limit)
            let turn = pages - gesture.pagesTurned
            gesture.pagesTurned = pages
            wheelPaging = gesture
            return turn == 0 ? ScrollUpdate() : try turnPage(by: turn, animated: true, time: time)
        }
        let rate = configuration.wheelDecelerationRate
        var landing = offset + delta
        if case let .decelerating(current, true) = motion { landing = current.landingOffset + delta }
        if looping == nil { landing = min(max(landing, restingRange.lowerBound), restingRange.upperBound) }
        if let snapping = configuration.snapping {
            // A spring lands exactly on the resting point; a glide lands where its rate rounds to.
            snap(to: wheelLanding(landing, delta: delta, snapping), velocity: currentVelocity)
            return tick(time: time)
        }
        let start = looping == nil ? min(max(offset, restingRange.lowerBound), restingRange.upperBound) : offset
        motion = .decelerating(Deceleration(from: start, velocity: rate.velocity(toLandAt: landing, from: start), rate: rate, at: time), fromWheel: true)
        return tick(time: time)
    }

    /// Advances every animation to `time` and, when resting with auto-advance, turns the page once due.
    public mutating func tick(time: Double) -> ScrollUpdate {
        guard time.isFinite, suspendedSince == nil else { return ScrollUpdate() }
        now = max(now, time)
        var update = ScrollUpdate()
        switch motion {
        case .idle, .dragging:
            break
        case let .decelerating(deceleration, fromWheel):
            var (position, velocity) = deceleration.state(at: now)
            let bounds = restingRange
            if looping == nil && (position < bounds.lowerBound || position > bounds.upperBound) {
                let edge = position < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
                if configuration.bounces && !fromWheel {
                    motion = .spring(ScrollSpring(from: position, velocity: velocity, to: edge, at: now))
                } else {
                    position = edge
                    velocity = 0
                    motion = .idle
                }
            } else if deceleration.isSettled(at: now) {
                position = deceleration.landingOffset
                if looping == nil { position = min(max(position, bounds.lowerBound), bounds.upperBound) }
                motion = .idle
            }
            update = move(to: position)
        case let .spring(spring):
            if spring.isSettled(at: now) {
                motion = .idle
                update = move(to: spring.target)
            } else {
                update = move(to: spring.state(at: now).offset)
            }
        }
        if motion == .idle { startAutoAdvanceIfDue() }
        if let ended = endTransitionsIfDone() { update = update.followed(by: ended) }
        return update
    }

    // MARK: - Helpers

    /// `unbanded` with the rubber band applied past the edges (or clamped without bouncing).
    func bandedOffset(_ unbanded: CGFloat) -> CGFloat {
        if looping != nil { return unbanded }
        let bounds = restingRange
        if configuration.bounces {
            return RubberBand.clamp(unbanded, to: bounds, dimension: virtualizer.viewport.extent)
        }
        return min(max(unbanded, bounds.lowerBound), bounds.upperBound)
    }

    /// Starts a list's release: back from a rubber band, or a fling.
    mutating func release(velocity: CGFloat) {
        let bounds = restingRange
        if looping == nil && (offset < bounds.lowerBound || offset > bounds.upperBound) {
            let edge = offset < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
            motion = .spring(ScrollSpring(from: offset, velocity: velocity, to: edge, at: now))
        } else if abs(velocity) > 0 {
            motion = .decelerating(Deceleration(from: offset, velocity: velocity, rate: configuration.decelerationRate, at: now), fromWheel: false)
        } else {
            motion = .idle
        }
    }

    /// Springs to `target`, never faster towards it than the critically damped spring can absorb, so a
    /// snap never overshoots into a page that is not loaded.
    mutating func snap(to target: CGFloat, velocity: CGFloat) {
        let distance = target - offset
        let limit = CGFloat(ScrollSpring.defaultAngularFrequency) * abs(distance)
        var speed = velocity
        if distance != 0 && (speed > 0) == (distance > 0) { speed = min(abs(speed), limit) * (distance > 0 ? 1 : -1) }
        if distance == 0 && abs(speed) > 0 { speed = 0 }
        motion = .spring(ScrollSpring(from: offset, velocity: speed, to: target, at: now))
    }
}
