import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// How far the viewport can still scroll towards the end of the content (negative while a rubber
    /// band stretches past it); infinite for a looping layout, which has no end.
    ///
    /// - Complexity: O(1).
    public var distanceToEnd: CGFloat {
        looping == nil ? virtualizer.distanceToEnd : .infinity
    }

    /// Whether the viewport is at the end of the content: within the anchoring's `endTolerance` of it,
    /// or past it. Never for a looping layout.
    ///
    /// - Complexity: O(1).
    public var isAtEnd: Bool {
        looping == nil && virtualizer.isAtEnd
    }

    /// The items a list anchored at its end added at its end while the viewport was away from it, and
    /// that have not been on screen since (data indices, ascending): a badge's count and what it
    /// counts. Empty again once the viewport reaches the end.
    public var unseenItems: IndexRanges { virtualizer.unseenItems }

    /// Changes what the list does with its offset when its content changes, for example to make it a
    /// chat anchored at its end (`.end`). Content resting shorter than the viewport moves to the new
    /// resting offsets; nothing else moves. Leaving end anchoring forgets the unseen items. For stack
    /// content it is the stack's ``ScrollStack/anchoring`` (keeping what is on screen still, or not).
    ///
    /// - Complexity: O(log n) plus the items entering or leaving the windows.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for an end tolerance that is
    ///   negative, NaN or infinite; ``LazyScrollError/unsupportedOperation(operation:reason:)`` for end
    ///   anchoring of a pager, a looping list or a stack; `invalidNumber` for a time that is not finite.
    ///   Nothing changes when it throws.
    public mutating func setAnchoring(_ anchoring: ContentAnchoring, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        var configuration = self.configuration
        configuration.anchoring = anchoring
        try configuration.validate()
        if stack != nil {
            // The controller's virtualizer only holds a stack's viewport: anchoring it would move the
            // viewport away from the stack's.
            if anchoring.isEnd {
                throw .unsupportedOperation(operation: "anchoring a stack at its end",
                                            reason: "a stack keeps what is on screen by its own anchoring; anchor a list at its end instead")
            }
            stack?.anchoring = anchoring
            now = time
            return ScrollUpdate()
        }
        let change = try virtualizer.setAnchoring(anchoring)
        now = time
        return finish(change, headingToEnd: false)
    }

    /// Scrolls to the end of the content, gliding there when `animated`. An animation keeps heading to
    /// the end while rows are measured or added on the way, so it lands exactly at the end.
    ///
    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` for a looping layout (it
    ///   has no end); ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not
    ///   finite. Nothing changes when it throws.
    public mutating func scrollToEnd(animated: Bool, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        if looping != nil {
            throw .unsupportedOperation(operation: "scrolling a looping layout to its end", reason: "it has no end")
        }
        return try scroll(toOffset: restingRange.upperBound, animated: animated, time: time)
    }

    /// How a list at its end follows the end through a content change: to the end exactly at rest,
    /// at the same distance while a finger or an animation moves the offset.
    var endFollowing: EndFollowing { motion == .idle ? .pinningTheEnd : .keepingTheDistance }

    /// Whether a running animation of a list with ends is heading to the end of the content.
    var springHeadsToEnd: Bool {
        guard looping == nil, !isPaged, case let .spring(spring) = motion else { return false }
        let end = restingRange.upperBound
        // Offsets reached by different sums of the same extents differ only by rounding.
        return abs(spring.target - end) <= 1e-9 * max(1, abs(end))
    }
}
