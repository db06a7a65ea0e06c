import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a list does with its offset when its content changes, and which end it rests against.
public enum ContentAnchoring: Sendable, Hashable {
    /// Move the offset so that the first item starting in the viewport stays where it is on screen.
    case keepVisibleItems
    /// Keep the offset; content on screen moves.
    case none
    /// Anchored at the end, as a chat: the list starts at its last item, content shorter than the
    /// viewport sits at the end (the resting offsets go below zero), and a change of the content while
    /// the viewport is within `tolerance` points of the end keeps the end where it is (new items and a
    /// growing last item are followed). Away from the end, the last item that ends in the viewport
    /// stays where it is on screen, and items added at the end are counted as unseen
    /// (`Virtualizer.unseenItems`) until they come on screen or the viewport reaches the end.
    ///
    /// A list with ends only: pagers and looping lists refuse it. In a `ScrollStack`, which scrolls as
    /// a whole, it keeps visible items still as ``keepVisibleItems`` does.
    case end(tolerance: CGFloat)

    /// The distance from the end, in points, within which a list counts as at its end unless it says
    /// otherwise: 16, about one line of body text, so that a rounding remainder or a small rubber band
    /// still follows new items, while a reader who scrolled back one message does not.
    public static let defaultEndTolerance: CGFloat = 16

    /// Anchored at the end with the default tolerance (``defaultEndTolerance``).
    public static var end: ContentAnchoring { .end(tolerance: defaultEndTolerance) }

    /// Whether the list is anchored at its end.
    public var isEnd: Bool {
        if case .end = self { return true }
        return false
    }

    /// The distance from the end within which the list counts as at its end: the end anchoring's
    /// tolerance, or ``defaultEndTolerance`` for the other anchorings.
    public var endTolerance: CGFloat {
        if case let .end(tolerance) = self { return tolerance }
        return Self.defaultEndTolerance
    }

    /// The offsets at rest for content `content` points long in a viewport `length` points long: from 0
    /// to where the content's end meets the viewport's end (at the end, for content shorter than the
    /// viewport, when anchored at the end; at 0 otherwise).
    func restingOffsets(contentExtent content: CGFloat, viewportExtent length: CGFloat) -> ClosedRange<CGFloat> {
        isEnd ? min(0, content - length)...(content - length) : 0...max(0, content - length)
    }

    /// Whether content changes move the offset to keep visible items still.
    var keepsVisibleItems: Bool { self != .none }

    /// Throws unless the end tolerance is finite and not negative.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the tolerance.
    public func validate() throws(LazyScrollError) {
        if case let .end(tolerance) = self {
            try LazyScrollError.check(tolerance, .finiteAndNotNegative, "end anchoring tolerance")
        }
    }
}
