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
        return scroll(to: target, aiming: nil, animated: animated, time: time)
    }

    /// Scrolls by `delta` points from where the viewport is heading (the target of a running animation,
    /// so that repeated key presses add up).
    public mutating func scroll(by delta: CGFloat, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try LazyScrollError.check(delta, .finite, "scroll distance")
        return try scroll(toOffset: heading + delta, animated: animated, time: time)
    }

    /// Scrolls so that data item `dataIndex` sits at `alignment`; with looping, the nearest copy of it.
    ///
    /// A pager rests on its pages only, at its own ``PagingSettings/alignment``: it scrolls to page
    /// `dataIndex` as ``scroll(toPage:animated:time:)`` does, whatever `alignment` says.
    ///
    /// The item aligns within the part of the viewport that its obscured insets leave (see
    /// ``setObscuredInsets(_:time:)``), and it lands there exactly: while the scroll runs, every
    /// measurement, batch update, resize or inset change aims it again at where the item is then, from
    /// where the offset is and at the speed it has, so nothing on screen jumps. After it lands, rows
    /// measured as they load there keep it aligned, until any other change, scroll or gesture.
    /// `.nearest` decides once, when called, from which edge the item comes in (no scroll when it is
    /// already in view).
    ///
    /// - Complexity: O(log n).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an item that does not exist,
    ///   ``LazyScrollError/unsupportedOperation(operation:reason:)`` for stack content (use
    ///   ``scroll(to:at:animated:time:)``), ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a
    ///   time that is not finite. Nothing changes when it throws.
    public mutating func scroll(toItem dataIndex: Int, at alignment: ScrollAlignment, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try requireItems("scrolling to item \(dataIndex)")
        try LazyScrollError.check(index: dataIndex, in: 0..<dataCount, "item index")
        if isPaged { return try scroll(toPage: dataIndex, animated: animated, time: time) }
        let virtual = nearestVirtualIndex(ofData: dataIndex)
        let span = try virtualizer.span(ofItem: virtual)
        guard let aim = ScrollAim(.item(virtual), at: alignment, start: span.start, end: span.end, in: virtualizer.viewport,
                                  pinnedCover: virtualizer.pinnedCover(overItem: virtual)) else {
            // `.nearest` and already in view: stop any motion where it is, as a scroll to here would.
            return scroll(to: offset, aiming: nil, animated: animated, time: time)
        }
        return scroll(to: aimedOffset(aim) ?? offset, aiming: aim, animated: animated, time: time)
    }

    /// Scrolls a pager to rest on data page `page` (the nearest copy when looping), at its alignment,
    /// landing on it even when pages are inserted or removed on the way.
    public mutating func scroll(toPage page: Int, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try LazyScrollError.check(index: page, in: 0..<dataCount, "page index")
        return scroll(toVirtualPage: nearestVirtualIndex(ofData: page), animated: animated, time: time)
    }

    /// Turns `pages` pages from the page the pager is heading to (so that repeated requests add up);
    /// a pager with ends stops at them.
    public mutating func turnPage(by pages: Int, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        let geometry = pageGeometry
        guard isPaged, dataCount > 0, geometry.stride > 0 else { return ScrollUpdate() }
        var page = geometry.nearestPage(toOffset: heading) + pages
        if looping == nil { page = min(max(page, 0), dataCount - 1) }
        return scroll(toVirtualPage: page, animated: animated, time: time)
    }

    /// Scrolls to virtual page `page` (validated), aiming at it.
    private mutating func scroll(toVirtualPage page: Int, animated: Bool, time: Double) -> ScrollUpdate {
        let aim = ScrollAim(target: .item(page), alignment: .start)
        return scroll(to: aimedOffset(aim) ?? pageGeometry.offset(ofPage: page), aiming: aim, animated: animated, time: time)
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
        aim = nil
        var page = currentVirtualPage + (settings.forwards ? 1 : -1)
        if looping == nil {
            // A pager with ends goes back to its first page after the last one.
            if page >= dataCount { page = 0 }
            if page < 0 { page = dataCount - 1 }
        }
        motion = .spring(ScrollSpring(from: offset, velocity: 0, to: pageGeometry.offset(ofPage: page), at: now))
    }
}
