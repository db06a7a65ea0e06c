import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// Scrolls so that the viewport starts at `target`, gliding there on a spring when `animated`.
    /// Content with ends limits `target` to the resting range; looping content has no ends, so the
    /// viewport goes to `target` and is moved there by whole cycles like any other offset.
    public mutating func scroll(toOffset target: CGFloat, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try LazyScrollError.check(target, .finite, "target offset")
        resumeIfSuspended(time: time)
        now = time
        guard motion != .dragging else { return ScrollUpdate() }
        // Limiting a looping target to the copies' end would leave a pager off its pages: that end is
        // the last copy's end minus the viewport, a whole number of pages only by chance.
        let bounds = restingRange
        let clamped = looping != nil ? target : min(max(target, bounds.lowerBound), bounds.upperBound)
        if animated {
            snap(to: clamped, velocity: currentVelocity)
            return tick(time: time)
        }
        motion = .idle
        autoAdvanceDue = nil
        return move(to: clamped)
    }

    /// Scrolls by `delta` points from where the viewport is heading (the target of a running animation,
    /// so that repeated key presses add up).
    public mutating func scroll(by delta: CGFloat, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try LazyScrollError.check(delta, .finite, "scroll distance")
        return try scroll(toOffset: heading + delta, animated: animated, time: time)
    }

    /// Scrolls so that data item `dataIndex` sits at `alignment`; with looping, the nearest copy of it.
    /// A pager rests on its pages only, at its own ``PagingSettings/alignment``: it scrolls to page
    /// `dataIndex` as ``scroll(toPage:animated:time:)`` does, whatever `alignment` says.
    public mutating func scroll(toItem dataIndex: Int, at alignment: ScrollAlignment, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try LazyScrollError.check(index: dataIndex, in: 0..<dataCount, "item index")
        if isPaged { return try scroll(toPage: dataIndex, animated: animated, time: time) }
        let virtual = nearestVirtualIndex(ofData: dataIndex)
        let target: CGFloat
        if looping != nil {
            // The resting range of a looping layout has no ends to clamp against.
            let span = try virtualizer.span(ofItem: virtual)
            let extent = virtualizer.viewport.extent
            switch alignment {
            case .start, .nearest: target = span.start
            case .center: target = span.start + span.extent / 2 - extent / 2
            case .end: target = span.end - extent
            }
        } else {
            target = try virtualizer.offset(toShow: virtual, at: alignment)
        }
        return try scroll(toOffset: target, animated: animated, time: time)
    }

    /// Scrolls a pager to rest on data page `page` (the nearest copy when looping), at its alignment.
    public mutating func scroll(toPage page: Int, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try LazyScrollError.check(index: page, in: 0..<dataCount, "page index")
        return try scroll(toOffset: pageGeometry.offset(ofPage: nearestVirtualIndex(ofData: page)), animated: animated, time: time)
    }

    /// Turns `pages` pages from the page the pager is heading to (so that repeated requests add up);
    /// a pager with ends stops at them.
    public mutating func turnPage(by pages: Int, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        let geometry = pageGeometry
        guard isPaged, dataCount > 0, geometry.stride > 0 else { return ScrollUpdate() }
        var page = geometry.nearestPage(toOffset: heading) + pages
        if looping == nil { page = min(max(page, 0), dataCount - 1) }
        return try scroll(toOffset: geometry.offset(ofPage: page), animated: animated, time: time)
    }

    /// Where the viewport is heading: the target of a spring or fling, else the offset.
    public var heading: CGFloat {
        switch motion {
        case let .spring(spring): return spring.target
        case let .decelerating(deceleration, _): return deceleration.landingOffset
        case .idle, .dragging: return offset
        }
    }

    /// The offset's current velocity in points per second.
    var currentVelocity: CGFloat {
        switch motion {
        case let .spring(spring): return spring.state(at: now).velocity
        case let .decelerating(deceleration, _): return deceleration.state(at: now).velocity
        case .idle, .dragging: return 0
        }
    }

    /// The virtual index of data item `dataIndex` closest to the viewport.
    func nearestVirtualIndex(ofData dataIndex: Int) -> Int {
        guard let looping else { return dataIndex }
        let n = looping.dataCount
        let center = virtualizer.centerItem
        let base = center - virtualizer.items.dataIndex(of: center) + dataIndex
        let candidates = [base - n, base, base + n].filter { $0 >= 0 && $0 < virtualizer.count }
        return candidates.min { abs($0 - center) < abs($1 - center) } ?? looping.middleIndex(ofData: dataIndex)
    }

    /// Turns the page when auto-advance is due, and schedules the next turn when it is not yet.
    mutating func startAutoAdvanceIfDue() {
        guard let settings = configuration.autoAdvance, motion == .idle, pageCountAllowsTurning else { return }
        guard let due = autoAdvanceDue else {
            autoAdvanceDue = now + settings.interval
            return
        }
        guard now >= due else { return }
        autoAdvanceDue = nil
        var page = currentVirtualPage + (settings.forwards ? 1 : -1)
        if looping == nil {
            // A pager with ends goes back to its first page after the last one.
            if page >= dataCount { page = 0 }
            if page < 0 { page = dataCount - 1 }
        }
        motion = .spring(Spring(from: offset, velocity: 0, to: pageGeometry.offset(ofPage: page), at: now))
    }
}
