import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// The space before the first item and after the last (a list's or a stack's; pagers have none).
    public var contentInsets: ContentInsets {
        guard let stack else { return virtualizer.insets }
        return ContentInsets(leading: stack.insets.leading, trailing: stack.insets.trailing)
    }

    /// The parts of the viewport that bars cover (see ``ObscuredInsets``).
    public var obscuredInsets: ObscuredInsets { virtualizer.viewport.obscuredInsets }

    /// Replaces the space before the first item and after the last, as when bars or the keyboard
    /// change the safe area. Content resting at its start stays at its start (the first item moves
    /// clear of the new leading inset), and a list anchored at its end that is at its end stays at its
    /// end (the last item moves clear of the new trailing inset); anywhere else, what is on screen stays
    /// where it is and the offset absorbs the change. A running animation moves with the content, and a
    /// running scroll-to is aimed again at its target (one that has landed ends: the screen stays still).
    /// A stack keeps its insets across the axis.
    ///
    /// - Complexity: O(log n) plus the items entering or leaving the windows.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for an inset that is negative,
    ///   NaN or infinite, ``LazyScrollError/unsupportedOperation(operation:reason:)`` for a pager (its
    ///   pages rest at their ``PagingSettings/alignment``), or a time that is not finite. Nothing
    ///   changes when it throws.
    public mutating func setContentInsets(_ insets: ContentInsets, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try insets.validate()
        try Self.validate(time: time)
        if isPaged {
            throw .unsupportedOperation(operation: "content insets on a pager", reason: "a pager rests its pages at PagingSettings.alignment; use a leading alignment inset or inset the page views")
        }
        if stack != nil { return try setStackContentInsets(insets, time: time) }
        let old = virtualizer.insets
        guard insets != old else {
            now = time
            return ScrollUpdate()
        }
        let atStart = looping == nil && offset <= restingRange.lowerBound
        let endDistance = virtualizer.anchoring.isEnd && virtualizer.isAtEnd ? min(0, virtualizer.distanceToEnd) : nil
        var shift = atStart ? 0 : insets.leading - old.leading
        let insetChanges = try virtualizer.setInsets(insets)
        now = time
        if motion == .idle { aim = nil }
        // A list anchored at its end that was at its end stays there (above a keyboard that appears).
        if let endDistance { shift = virtualizer.maxOffset - endDistance - offset }
        motion = motion.shifted(by: shift)
        drag?.shift(by: shift)
        var target = offset + shift
        if looping == nil, motion == .idle { target = min(max(target, restingRange.lowerBound), restingRange.upperBound) }
        // The windows moved twice, with the insets and with the offset: the front end applies both.
        var update = move(to: target)
        update.changes = insetChanges.shifted(by: update.indexShift).followed(by: update.changes)
        return reaim().map(update.followed(by:)) ?? update
    }

    /// Replaces the parts of the viewport that bars cover, as when a translucent navigation bar,
    /// a toolbar or the home indicator change the safe area: content stays where it is (it scrolls
    /// under the bars), but scroll-to aligns within the rest, and a stack's sticky children pin below
    /// the leading bar. A running scroll-to is aimed again within the new part (one that has landed
    /// ends: the screen stays still).
    ///
    /// A UIKit view usually sets both these and ``setContentInsets(_:time:)`` from its safe area, as
    /// `UITableView` uses its adjusted content inset for both.
    ///
    /// - Complexity: O(log n), or O(log children) plus the active children for a stack.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for an inset that is negative,
    ///   NaN or infinite, or a time that is not finite; ``LazyScrollError/unsupportedOperation(operation:reason:)``
    ///   for a pager (its pages fill the viewport). Nothing changes when it throws.
    public mutating func setObscuredInsets(_ insets: ObscuredInsets, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try insets.validate()
        try Self.validate(time: time)
        if isPaged {
            throw .unsupportedOperation(operation: "obscured insets on a pager", reason: "pages fill the viewport and snap to it")
        }
        guard insets != obscuredInsets else {
            now = time
            return ScrollUpdate()
        }
        var viewport = virtualizer.viewport
        viewport.obscuredInsets = insets
        // The stack's first, on a copy: the virtualizer takes any viewport the stack takes.
        var changedStack = stack
        let stackUpdate = try changedStack?.update(viewport: viewport)
        let update = ScrollUpdate(changes: try virtualizer.update(viewport: viewport), stack: stackUpdate)
        stack = changedStack
        now = time
        if motion == .idle { aim = nil }
        return reaim().map(update.followed(by:)) ?? update
    }
}
