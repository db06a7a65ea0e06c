import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// Records the real extent of data item `index` (self-sizing). When the item lies before the first
    /// item that starts in the viewport, the offset moves by the change so that nothing on screen moves.
    public mutating func setExtent(_ extent: CGFloat, ofItem index: Int) throws(LazyScrollError) -> ContentChange {
        let anchor = anchorItem()
        let anchorStart = anchor.flatMap { try? items.offset(of: $0) }
        let wasAtRest = restingOffsets.contains(viewport.offset)
        layoutHints = LeafHints()
        try items.base.setExtent(extent, of: index)
        var correction: CGFloat = 0
        if anchoring == .keepVisibleItems, let anchor, let anchorStart, let now = try? items.offset(of: anchor) {
            correction = now - anchorStart
        }
        return finishContentChange(from: windows, correction: correction, clamping: wasAtRest, mapping: nil)
    }

    /// The item whose position on screen anchoring preserves: the first visible item that starts at or
    /// after the viewport's leading edge, else the first visible item. A viewport with no length shows
    /// nothing, so it anchors on the item at its leading edge: the row the list shows first once it has
    /// a length again.
    func anchorItem() -> Int? {
        anchorCandidates().first
    }

    /// The anchor and the visible items after it, in order (a batch update anchors on the first of
    /// them that it keeps).
    func anchorCandidates() -> Range<Int> {
        if viewport.extent == 0 {
            guard let edge = items.item(at: viewport.offset - insets.leading) else { return 0..<0 }
            return edge.index..<(edge.index + 1)
        }
        let visible = windows.visible
        guard !visible.isEmpty else { return visible }
        if let before = items.lastItem(startingBefore: viewport.offset - insets.leading, inclusive: false),
           before.index + 1 < visible.upperBound, before.index + 1 >= visible.lowerBound {
            return (before.index + 1)..<visible.upperBound
        }
        return visible
    }

    /// Applies an offset correction, recomputes every window, and reports the change against `old`.
    mutating func finishContentChange(
        from old: WorkingWindows, correction: CGFloat, clamping: Bool, mapping: BatchUpdateMapping?
    ) -> ContentChange {
        finishContentChange(
            from: RemappedWindows(visible: IndexRanges(old.visible), display: IndexRanges(old.display), preload: IndexRanges(old.preload)),
            correction: correction, clamping: clamping, mapping: mapping)
    }

    /// Applies an offset correction, recomputes every window, and reports the change against `old`.
    mutating func finishContentChange(
        from old: RemappedWindows, correction: CGFloat, clamping: Bool, mapping: BatchUpdateMapping?
    ) -> ContentChange {
        let before = viewport.offset
        var offset = before + correction
        if clamping { offset = clampedOffset(offset) }
        setViewportOffsetKeepingDirection(offset)
        invalidateWindowBasis()
        refreshWindows(allowingHysteresis: false)
        return ContentChange(changes: RangeChanges(from: old, to: windows), offsetAdjustment: offset - before, mapping: mapping)
    }
}
