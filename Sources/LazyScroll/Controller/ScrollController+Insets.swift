import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// The space before the first item and after the last (a list's; pagers have none).
    public var contentInsets: ContentInsets { virtualizer.insets }

    /// Replaces the space before the first item and after the last, as when bars or the keyboard
    /// change the safe area. Content resting at its start stays at its start (the first item moves
    /// clear of the new leading inset), and a list anchored at its end that is at its end stays at its
    /// end (the last item moves clear of the new trailing inset); anywhere else, what is on screen stays
    /// where it is and the offset absorbs the change. A running animation moves with the content.
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
        now = time
        let old = virtualizer.insets
        guard insets != old else { return ScrollUpdate() }
        let atStart = looping == nil && offset <= restingRange.lowerBound
        let endDistance = virtualizer.anchoring.isEnd && virtualizer.isAtEnd ? min(0, virtualizer.distanceToEnd) : nil
        var shift = atStart ? 0 : insets.leading - old.leading
        let insetChanges = try virtualizer.setInsets(insets)
        // A list anchored at its end that was at its end stays there (above a keyboard that appears).
        if let endDistance { shift = virtualizer.maxOffset - endDistance - offset }
        motion = motion.shifted(by: shift)
        drag?.shift(by: shift)
        var target = offset + shift
        if looping == nil, motion == .idle { target = min(max(target, restingRange.lowerBound), restingRange.upperBound) }
        // The windows moved twice, with the insets and with the offset: the front end applies both.
        var update = move(to: target)
        update.changes = insetChanges.shifted(by: update.indexShift).followed(by: update.changes)
        return update
    }
}
