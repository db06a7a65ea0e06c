import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// Records the real extent of data item `index` (self-sizing). When the item lies before the first
    /// item that starts in the viewport, the offset moves by the change so that nothing on screen moves;
    /// a list anchored at its end keeps its end in place instead while it is at its end (a growing last
    /// item stays in view), and otherwise keeps the last item that ends in the viewport still.
    public mutating func setExtent(_ extent: CGFloat, ofItem index: Int) throws(LazyScrollError) -> ContentChange {
        try setExtent(extent, ofItem: index, following: .pinningTheEnd, keepingOffsetWithinContent: true)
    }

    /// `setExtent(_:ofItem:)`, following the end as `following` says; `keepingOffsetWithinContent: false`
    /// leaves an offset that the change puts past the content's end there, for a running animation to
    /// bring back without a jump.
    mutating func setExtent(
        _ extent: CGFloat, ofItem index: Int, following: EndFollowing, keepingOffsetWithinContent: Bool
    ) throws(LazyScrollError) -> ContentChange {
        // Every model checks these first too; checking them before the hints are dropped keeps a refused
        // call from changing anything. (Only measured models keep hints, and they throw nothing else.)
        // Sections name their elements (headers, items, footers) as their model does.
        let noun = isSectioned ? "element" : "item"
        try LazyScrollError.check(index: index, in: 0..<items.base.count, "\(noun) index")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of \(noun) \(index)")
        let anchor = anchorItem()
        let byEnd = anchorsItemEnds
        let anchorPoint = anchor.flatMap { try? anchoredPoint(ofItem: $0, itemEnd: byEnd) }
        let end = endAnchoringState(following: following)
        let wasAtRest = restingOffsets.contains(viewport.offset)
        dropLayoutHints()
        try items.base.setExtent(extent, of: index)
        var correction: CGFloat = 0
        if anchoring.keepsVisibleItems, let anchor, let anchorPoint, let now = try? anchoredPoint(ofItem: anchor, itemEnd: byEnd) {
            correction = now - anchorPoint
        }
        return finishContentChange(
            from: windows, correction: correction, clamping: wasAtRest && keepingOffsetWithinContent, mapping: nil, end: end)
    }

    /// The item whose position on screen anchoring preserves: the first visible item that starts at or
    /// after the viewport's leading edge, else the first visible item (for a list anchored at its end and
    /// away from its start, the last visible item that ends at or before the trailing edge, else the
    /// last visible item). A
    /// viewport with no length shows nothing, so it anchors on the item at its leading edge: the row the
    /// list shows first once it has a length again.
    func anchorItem() -> Int? {
        var candidates = anchorCandidates().makeIterator()
        return candidates.next()
    }

    /// The anchor and the visible items after it (before it, for a list anchored at its end), in order
    /// of preference: a batch update anchors on the first of them that it keeps.
    func anchorCandidates() -> StrideTo<Int> {
        let none = stride(from: 0, to: 0, by: 1)
        if viewport.extent == 0 {
            guard let edge = items.item(at: viewport.offset - insets.leading) else { return none }
            return stride(from: edge.index, to: edge.index + 1, by: 1)
        }
        let visible = windows.visible
        guard !visible.isEmpty else { return none }
        if anchorsItemEnds { return endAnchorCandidates(visible: visible) }
        if let before = items.lastItem(startingBefore: viewport.offset - insets.leading, inclusive: false),
           before.index + 1 < visible.upperBound, before.index + 1 >= visible.lowerBound {
            return stride(from: before.index + 1, to: visible.upperBound, by: 1)
        }
        return stride(from: visible.lowerBound, to: visible.upperBound, by: 1)
    }

    /// The point of item `index` that anchoring keeps still: its start, or its end (`itemEnd`, see
    /// `anchorsItemEnds`).
    func anchoredPoint(ofItem index: Int, itemEnd: Bool) throws(LazyScrollError) -> CGFloat {
        let start = try items.offset(of: index)
        return itemEnd ? start + (try items.extent(of: index)) : start
    }

    /// Applies an offset correction, recomputes every window, and reports the change against `old`.
    mutating func finishContentChange(
        from old: WorkingWindows, correction: CGFloat, clamping: Bool, mapping: BatchUpdateMapping?, end: EndAnchoringState
    ) -> ContentChange {
        // The windows' own difference, rather than sets of ranges built from them: the same sets, for a
        // fraction of the work on every measurement.
        let adjustment = settleAfterContentChange(correction: correction, clamping: clamping, mapping: mapping, end: end)
        return ContentChange(changes: RangeChanges(from: old, to: windows), offsetAdjustment: adjustment, mapping: mapping)
    }

    /// Applies an offset correction (or, for a list that was at its end, keeps the end in place),
    /// recomputes every window, counts the items added at the end out of sight, and reports the change
    /// against `old`.
    mutating func finishContentChange(
        from old: RemappedWindows, correction: CGFloat, clamping: Bool, mapping: BatchUpdateMapping?, end: EndAnchoringState
    ) -> ContentChange {
        let adjustment = settleAfterContentChange(correction: correction, clamping: clamping, mapping: mapping, end: end)
        return ContentChange(changes: RangeChanges(from: old, to: windows), offsetAdjustment: adjustment, mapping: mapping)
    }

    /// The part of `finishContentChange` before the report: moves the offset, recomputes the windows,
    /// counts unseen items; returns how far the offset moved.
    private mutating func settleAfterContentChange(
        correction: CGFloat, clamping: Bool, mapping: BatchUpdateMapping?, end: EndAnchoringState
    ) -> CGFloat {
        let before = viewport.offset
        var offset = before + correction
        if let distance = end.followedDistance { offset = maxOffset - distance }
        if clamping { offset = clampedOffset(offset) }
        setViewportOffsetKeepingDirection(offset)
        invalidateWindowBasis()
        if let mapping { recordUnseenItems(through: mapping, end: end) }
        refreshWindows(allowingHysteresis: false)
        return offset - before
    }
}
