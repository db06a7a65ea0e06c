import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Stack content: the controller moves a ``ScrollStack``'s viewport with the same physics, scroll-to,
/// anchoring and suspension as items and pages, and each update carries the stack's.
extension ScrollController {
    /// Scrolls so that `location` in the stack sits at `alignment`, within the part of the viewport its
    /// obscured insets leave; `.start` (and `.nearest` from above) puts it just below the sticky
    /// children that will be pinned over the leading edge there, as
    /// `UITableView.scrollToRow(at:at:animated:)` does with `.top`.
    ///
    /// It lands exactly: while the scroll runs, every change made through ``updateStack(time:_:)`` (rows
    /// measured, children inserted above, a child resized), a resize or an inset change aims it again at
    /// where the location is then, from where the offset is and at the speed it has. After it lands,
    /// changes through ``updateStack(time:_:)`` (rows measured as they load there) keep it aligned until
    /// the next scroll, gesture, resize or inset change. The location is followed by its child's
    /// identity, and an item through its list's batch updates.
    ///
    /// - Complexity: O(log children + log items) per level of nesting.
    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the content is not a stack
    ///   or the location is not inside the kind of child it names, ``LazyScrollError/indexOutOfRange(quantity:index:valid:)``
    ///   for a child or item that does not exist, ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a
    ///   time that is not finite. Nothing changes when it throws.
    public mutating func scroll(to location: StackLocation, at alignment: ScrollAlignment, animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        guard let stack else {
            throw .unsupportedOperation(operation: "scrolling to \(location)", reason: "the content is items or pages; use scroll(toItem:at:animated:time:)")
        }
        let span = try stack.span(of: location)
        let aim = ScrollAim(
            .stack(StackTarget(location, in: stack)), at: alignment, start: span.lowerBound, end: span.upperBound,
            in: stack.viewport, pinnedCover: stack.pinnedExtent(over: location))
        guard let aim else {
            // `.nearest` and already in view: stop any motion where it is, as a scroll to here would.
            return scroll(to: offset, aiming: nil, animated: animated, time: time)
        }
        return scroll(to: aimedOffset(aim) ?? offset, aiming: aim, animated: animated, time: time)
    }

    /// Makes any change to the stack — inserting, removing, hiding or resizing children, measuring or
    /// batch-updating a list child's items, changing a nested stack — and brings the controller in step:
    /// the stack's anchoring moves the offset so that nothing on screen moves, running motion moves
    /// with it, and a scroll-to, running or landed, is aimed again at its location (the stack cannot tell
    /// a row measured as it loaded from other changes, so a landed scroll-to stays aligned through all of
    /// them; it ends at the next scroll, gesture, resize or inset change). While a spring runs,
    /// a change that leaves the viewport past the content's end does not pull it back at once; the
    /// spring's target is limited instead.
    ///
    /// `body` returns the stack's update for its change (several changes: combine them with
    /// ``StackUpdate/followed(by:)``). The controller owns the viewport: move it through the
    /// controller, not in `body`.
    ///
    /// This is the hook for everything that changes a stack's content (load-more appends through it too).
    ///
    /// - Complexity: O(children) for the copy kept in case `body` throws, plus `body`'s own.
    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the content is not a stack,
    ///   ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not finite, and whatever
    ///   `body` throws. Nothing changes when it throws.
    public mutating func updateStack(time: Double, _ body: (inout ScrollStack) throws(LazyScrollError) -> StackUpdate) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        guard var changed = stack else {
            throw .unsupportedOperation(operation: "changing the stack", reason: "the content is items or pages")
        }
        let viewport = virtualizer.viewport
        changed.keepsOffsetWithinContent = !isSpringing
        var change = try body(&changed)
        changed.keepsOffsetWithinContent = true
        if changed.viewport.extent != viewport.extent || changed.viewport.crossExtent != viewport.crossExtent
            || changed.viewport.obscuredInsets != viewport.obscuredInsets {
            // `body` moved the viewport: keep only its offset.
            var kept = viewport
            kept.offset = changed.viewport.offset
            change = change.followed(by: try changed.update(viewport: kept))
        }

        // Commit.
        now = time
        let adjustment = changed.viewport.offset - viewport.offset
        stack = changed
        virtualizer.setViewportOffsetKeepingDirection(changed.viewport.offset)
        motion = motion.shifted(by: adjustment)
        drag?.shift(by: adjustment)
        aim = aim?.following(change)
        let update = ScrollUpdate(stack: change)
        return reaim().map(update.followed(by:)) ?? update
    }

    /// Moves the stack's viewport (and the virtualizer's, which holds the controller's) to `newOffset`.
    mutating func moveStack(to newOffset: CGFloat) -> ScrollUpdate {
        var viewport = virtualizer.viewport
        viewport.offset = newOffset
        // The offset is finite here: every input is validated and physics is closed-form.
        _ = try? virtualizer.update(viewport: viewport)
        return ScrollUpdate(stack: try? stack?.update(viewport: viewport))
    }

    /// `resize(to:time:)` for stack content (size and time validated): the offset stays, within the
    /// content; a fling keeps going, and so does a scroll-to, aimed again for the new size.
    mutating func resizeStack(to size: CGSize, time: Double) -> ScrollUpdate {
        now = time
        let axis = configuration.axis
        var viewport = virtualizer.viewport
        viewport.extent = axis.mainExtent(of: size)
        viewport.crossExtent = axis.crossExtent(of: size)
        let contentExtent = stack?.contentExtent ?? 0
        viewport.offset = min(max(offset, 0), max(0, contentExtent - viewport.extent))
        switch motion {
        case .decelerating:
            motion = motion.shifted(by: viewport.offset - offset)
        case .spring where aim != nil:
            motion = motion.shifted(by: viewport.offset - offset)
        default:
            motion = .idle
        }
        if !isSpringing { aim = nil }
        drag = nil
        _ = try? virtualizer.update(viewport: viewport)
        let update = ScrollUpdate(stack: try? stack?.update(viewport: viewport))
        return reaim().map(update.followed(by:)) ?? update
    }

    /// `setContentInsets(_:time:)` for stack content (validated): the stack's insets along the axis.
    mutating func setStackContentInsets(_ insets: ContentInsets, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        guard let old = stack?.insets, insets.leading != old.leading || insets.trailing != old.trailing else {
            now = time
            return ScrollUpdate()
        }
        if motion == .idle { aim = nil }
        // Content resting at its start stays there: the first child moves clear of the new inset.
        let atStart = offset <= 0
        let new = StackInsets(leading: insets.leading, trailing: insets.trailing, crossLeading: old.crossLeading, crossTrailing: old.crossTrailing)
        return try updateStack(time: time) { (stack) throws(LazyScrollError) in
            let anchoring = stack.anchoring
            if atStart { stack.anchoring = .none }
            defer { stack.anchoring = anchoring }
            return try stack.setInsets(new)
        }
    }

    /// Throws unless the content is items or pages: `operation` works on the virtualizer's items.
    func requireItems(_ operation: String) throws(LazyScrollError) {
        if stack != nil {
            throw .unsupportedOperation(operation: operation, reason: "the content is a stack; change it through updateStack(time:_:)")
        }
    }
}
