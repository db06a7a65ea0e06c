import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The smallest offset at rest: 0, or for a list anchored at its end whose content is shorter than
    /// the viewport, the negative offset that puts the content's end at the viewport's end; for a
    /// pager, where it rests on its first page (below 0 for centred pages shorter than the viewport).
    public var minOffset: CGFloat { restingOffsets.lowerBound }

    /// How far the viewport can still scroll towards the end: `maxOffset - offset` (negative while a
    /// rubber band stretches past the end).
    public var distanceToEnd: CGFloat { maxOffset - viewport.offset }

    /// Whether the viewport is at the end: within the anchoring's `endTolerance` of it, or past it.
    public var isAtEnd: Bool { distanceToEnd <= anchoring.endTolerance }

    /// Changes what the list does with its offset when its content changes. A list that was at rest
    /// stays within the new resting offsets: content shorter than the viewport moves to the end when the
    /// list becomes anchored at its end, and back to the start when it stops being. Leaving end
    /// anchoring forgets the unseen items.
    ///
    /// - Complexity: O(log n) plus the items entering or leaving the windows.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for an end tolerance that is
    ///   negative, NaN or infinite; ``LazyScrollError/unsupportedOperation(operation:reason:)`` for end
    ///   anchoring of a looping list (it has no end). Nothing changes when it throws.
    public mutating func setAnchoring(_ new: ContentAnchoring) throws(LazyScrollError) -> ContentChange {
        try new.validate()
        if new.isEnd, items.repetitions > 1 {
            throw .unsupportedOperation(operation: "anchoring a looping list at its end", reason: "a looping list has no end")
        }
        let wasAtRest = restingOffsets.contains(viewport.offset)
        anchoring = new
        if !new.isEnd { unseenItems = IndexRanges() }
        return finishContentChange(from: windows, correction: 0, clamping: wasAtRest, mapping: nil, end: EndAnchoringState())
    }

    /// Whether anchoring keeps the end of the last item that ends on screen still, rather than the start
    /// of the first item that starts on screen: for a list anchored at its end, except at its start,
    /// where the first message stays at the top as it is measured (so that what grows pushes older
    /// content up, but never past the top the reader scrolled to).
    var anchorsItemEnds: Bool { anchoring.isEnd && viewport.offset > minOffset }

    /// The anchor of a list anchored at its end and the visible items before it, last first: the last
    /// visible item that ends at or before the viewport's trailing edge, else the last visible item.
    func endAnchorCandidates(visible: Range<Int>) -> StrideTo<Int> {
        var anchor = visible.upperBound - 1
        if anchor > visible.lowerBound, let last = try? span(ofItem: anchor), last.end > viewport.end {
            anchor -= 1
        }
        return stride(from: anchor, to: visible.lowerBound - 1, by: -1)
    }

    /// Drops the unseen items that are on screen, and all of them once the viewport is at the end.
    mutating func markShownItemsSeen() {
        if isAtEnd {
            unseenItems = IndexRanges()
        } else if !windows.visible.isEmpty {
            unseenItems = unseenItems.subtracting(IndexRanges(windows.visible))
        }
    }

    /// Brings the unseen items through a batch update or reload: they keep their items (deleted ones
    /// go), and the items added after every old item join them, unless the change followed the end.
    mutating func recordUnseenItems(through mapping: BatchUpdateMapping, end: EndAnchoringState) {
        guard end.tracksUnseenItems else { return }
        if mapping.reloadsEverything || end.followedDistance != nil {
            unseenItems = IndexRanges()
            return
        }
        let appended = mapping.appendedItems
        unseenItems = mapping.image(of: unseenItems).union(IndexRanges(appended))
    }
}

/// What end anchoring must know about a list before a content change.
struct EndAnchoringState {
    /// The distance to the end the change keeps (0, or the stretch past the end), when it keeps the end
    /// in place; nil when it keeps visible items still instead.
    var followedDistance: CGFloat?
    /// Whether the list counts items added at its end out of sight.
    var tracksUnseenItems = false

    /// A change that neither follows the end nor counts unseen items.
    init() {}

}

extension Virtualizer {
    /// The end anchoring state of this list before a content change; it follows the end, as `following`
    /// says, when it is at its end. A method rather than an initializer taking the list: a mutating
    /// caller would copy the whole virtualizer to pass it (a tenth of a measurement's time).
    func endAnchoringState(following: EndFollowing) -> EndAnchoringState {
        var state = EndAnchoringState()
        guard anchoring.isEnd else { return state }
        state.tracksUnseenItems = true
        guard isAtEnd else { return state }
        switch following {
        case .pinningTheEnd: state.followedDistance = min(0, distanceToEnd)
        case .keepingTheDistance: state.followedDistance = distanceToEnd
        }
        return state
    }
}

/// How a list anchored at its end and at its end follows the end through a content change.
enum EndFollowing {
    /// To the end exactly (a stretch past the end is kept): a list at rest shows all of a new item.
    case pinningTheEnd
    /// At the same distance from the end: while a finger or an animation moves the offset, following
    /// must not jump under it (an animation to the end closes the distance itself).
    case keepingTheDistance
}
