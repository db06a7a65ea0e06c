import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll-to aims at: a target and an alignment rather than an offset, so that the controller
/// can aim again when the content moves under the scroll (rows measured on the way, a batch update, a
/// resize) and land exactly where the target is then.
struct ScrollAim: Sendable, Hashable {
    /// What the scroll brings into view.
    enum Target: Sendable, Hashable {
        /// An item or page, by virtual index.
        case item(Int)
        /// A place in the controller's stack.
        case stack(StackTarget)
    }

    /// What the scroll brings into view.
    var target: Target
    /// Where it goes. `.nearest` here means the target lay past the trailing edge when the scroll
    /// began: its end aligns, or its start when it is longer than the viewport's uncovered part. (A
    /// `.nearest` target that lay before the leading edge aims at `.start`; one already in view makes
    /// no scroll.) Deciding once keeps the meaning while the viewport moves towards the target.
    var alignment: ScrollAlignment

    /// An aim at `target` at `alignment` (`.nearest` meaning: from the trailing edge).
    init(target: Target, alignment: ScrollAlignment) {
        self.target = target
        self.alignment = alignment
    }

    /// An aim at `target` for a request at `alignment`, with `.nearest` decided against where the
    /// target is in `viewport` now; nil when `.nearest` finds it already in view.
    init?(_ target: Target, at alignment: ScrollAlignment, start: CGFloat, end: CGFloat, in viewport: Viewport, pinnedCover: CGFloat = 0) {
        self.target = target
        guard alignment == .nearest else {
            self.alignment = alignment
            return
        }
        switch ScrollAlignment.nearestEdge(start: start, end: end, in: viewport, pinnedCover: pinnedCover) {
        case nil: return nil
        case .leading?: self.alignment = .start
        case .trailing?: self.alignment = .nearest
        }
    }

    /// The offset that puts the span from `start` to `end` at the aim's alignment in `viewport`, not
    /// limited to the content.
    func offset(showing start: CGFloat, to end: CGFloat, in viewport: Viewport, pinnedCover: CGFloat = 0) -> CGFloat {
        guard alignment == .nearest else {
            return alignment.offset(toShow: start, to: end, in: viewport, pinnedCover: pinnedCover)
        }
        return ScrollAlignment.offsetFromTrailingEdge(showing: start, to: end, in: viewport, pinnedCover: pinnedCover)
    }

    /// Moves an item target by `delta` virtual indices (a looping layout moved by whole cycles).
    mutating func shift(byIndices delta: Int) {
        if delta != 0, case let .item(index) = target { target = .item(index + delta) }
    }

    /// The aim after a batch update renumbered the items (copies of a looping layout stay in their
    /// copy); nil when its item was deleted.
    func following(_ mapping: BatchUpdateMapping) -> ScrollAim? {
        guard case let .item(index) = target else { return self }
        let cycle = max(mapping.oldCount, 1)
        guard let new = mapping.newIndex(ofOld: index % cycle) else { return nil }
        var copy = self
        copy.target = .item(index / cycle * mapping.newCount + new)
        return copy
    }

    /// The aim after a change to the stack's children; nil when its place is gone.
    func following(_ update: StackUpdate) -> ScrollAim? {
        guard case let .stack(place) = target else { return self }
        guard let moved = place.following(update) else { return nil }
        var copy = self
        copy.target = .stack(moved)
        return copy
    }
}
