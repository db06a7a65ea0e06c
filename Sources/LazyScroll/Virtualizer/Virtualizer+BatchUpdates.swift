import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// Applies insertions, deletions, moves and reloads while items are loaded.
    ///
    /// Loaded items are remapped to their new indices and keep their views; only inserted, reloaded and
    /// newly exposed items load. The first visible item that survives keeps its place on screen. An
    /// update whose counts do not add up (`reportedCount` is the data's count afterwards) throws and
    /// changes nothing. A list anchored at its end keeps its end in place while it is at its end, and
    /// otherwise counts the items added at its end as unseen. Cost: O((changes + 1) · log n).
    public mutating func performBatchUpdates(
        _ update: BatchUpdate, reportedCount: Int? = nil
    ) throws(LazyScrollError) -> ContentChange {
        try performBatchUpdates(update, reportedCount: reportedCount, following: .pinningTheEnd, keepingOffsetWithinContent: true)
    }

    /// `performBatchUpdates(_:reportedCount:)`, following the end as `following` says;
    /// `keepingOffsetWithinContent: false` leaves an offset that the change puts past the content's end
    /// there, for a running animation to bring back.
    mutating func performBatchUpdates(
        _ update: BatchUpdate, reportedCount: Int?, following: EndFollowing, keepingOffsetWithinContent: Bool
    ) throws(LazyScrollError) -> ContentChange {
        let mapping = try BatchUpdateMapping(validating: update, oldCount: items.base.count, reportedCount: reportedCount)
        try items.base.checkInsertable(update.insertedExtents)
        return performMappedUpdate(mapping, following: following, keepingOffsetWithinContent: keepingOffsetWithinContent) { virtualizer in
            virtualizer.applyToExtents(mapping, insertedExtents: update.insertedExtents)
        }
    }

    /// Applies a validated change of the items, which `mapping` describes and `changeExtents` makes to
    /// the size model: windows are remapped, the surviving anchor keeps its place on screen, and the
    /// end is followed as `following` says. Inlined, so that `changeExtents` is not a closure that
    /// copies the mapping it captures (a list's batch update paid for that copy).
    @inline(__always)
    mutating func performMappedUpdate(
        _ mapping: BatchUpdateMapping, following: EndFollowing, keepingOffsetWithinContent: Bool,
        changeExtents: (inout Virtualizer) -> Void
    ) -> ContentChange {
        let byEnd = anchorsItemEnds
        let anchor = survivingAnchor(through: mapping, itemEnd: byEnd)
        let end = endAnchoringState(following: following)
        let wasAtRest = restingOffsets.contains(viewport.offset)
        let remapped = remap(windows, through: mapping)
        if !heldForTransitionsStorage.isEmpty { heldForTransitions = IndexRanges(heldForTransitions.compactMap(mapping.retainedVirtualIndex(ofOld:))) }
        layoutHints = LeafHints()
        changeExtents(&self)
        var correction: CGFloat = 0
        if anchoring.keepsVisibleItems, let anchor, let now = try? anchoredPoint(ofItem: anchor.newIndex, itemEnd: byEnd) {
            correction = now - anchor.oldPoint
        }
        return finishContentChange(
            from: remapped, correction: correction, clamping: wasAtRest && keepingOffsetWithinContent, mapping: mapping, end: end)
    }

    /// Replaces the whole data set: every loaded item is reloaded. The offset is kept within the new
    /// content (a list anchored at its end stays at its end if it was there). A grid with adaptive
    /// columns is fitted to the viewport.
    public mutating func reloadData(extents: ExtentModel) -> ContentChange {
        let mapping = BatchUpdateMapping.reloadingEverything(oldCount: items.base.count, newCount: extents.count)
        let end = endAnchoringState(following: .pinningTheEnd)
        dropLayoutHints()
        items.base = extents
        _ = try? items.base.fitColumns(toCrossExtent: viewport.crossExtent)
        let empty = RemappedWindows(visible: IndexRanges(), display: IndexRanges(), preload: IndexRanges())
        return finishContentChange(from: empty, correction: 0, clamping: true, mapping: mapping, end: end)
    }

    /// The first visible item from the anchor on that is neither deleted nor moved, with its anchored
    /// point (`anchoredPoint(ofItem:itemEnd:)`) before the update and its virtual index after it.
    private func survivingAnchor(through mapping: BatchUpdateMapping, itemEnd: Bool) -> (oldPoint: CGFloat, newIndex: Int)? {
        let n = items.base.count
        let newCount = mapping.newCount
        for virtual in anchorCandidates() {
            let data = virtual % n
            guard let new = mapping.newIndex(ofOld: data), mapping.vacated.binarySearch(data) == nil,
                  let point = try? anchoredPoint(ofItem: virtual, itemEnd: itemEnd) else { continue }
            return (point, (virtual / n) * newCount + new)
        }
        return nil
    }

    /// The windows' items that keep their views, at their new virtual indices.
    private func remap(_ windows: WorkingWindows, through mapping: BatchUpdateMapping) -> RemappedWindows {
        let n = items.base.count
        func image(_ range: Range<Int>) -> IndexRanges {
            guard n > 0, !range.isEmpty else { return IndexRanges() }
            var result = IndexRanges()
            var copy = range.lowerBound / n
            while copy * n < range.upperBound {
                let lower = max(range.lowerBound, copy * n) - copy * n
                let upper = min(range.upperBound, (copy + 1) * n) - copy * n
                result = result.union(mapping.retainedImage(of: lower..<upper).shifted(by: copy * mapping.newCount))
                copy += 1
            }
            return result
        }
        let (visible, display, preload) = (image(windows.visible), image(windows.display), image(windows.preload))
        // Nothing held (every list but sections and running animations): no set operations, which a
        // list's batch update paid for (issue 24).
        guard windows.holdsItems else { return RemappedWindows(visible: visible, display: display, preload: preload) }
        var held = IndexRanges()
        for range in windows.held.ranges { held = held.union(image(range)) }
        return RemappedWindows(visible: visible.union(held), display: display.union(held), preload: preload.union(held))
    }

    /// Removes vacated items and inserts filled ones, carrying moved items' extents along.
    private mutating func applyToExtents(_ mapping: BatchUpdateMapping, insertedExtents: [Int: CGFloat]) {
        dropLayoutHints()
        var carried: [Int: Double] = [:]
        for move in mapping.moves {
            carried[move.to] = items.base.storedValues(in: move.from..<(move.from + 1))[0]
        }
        // Vacated indices, last first, in runs of consecutive indices.
        var k = mapping.vacated.count - 1
        while k >= 0 {
            var low = k
            while low > 0 && mapping.vacated[low - 1] == mapping.vacated[low] - 1 { low -= 1 }
            try! items.base.removeItems(in: mapping.vacated[low]..<(mapping.vacated[k] + 1))
            k = low - 1
        }
        // Filled indices, first first, in runs of consecutive indices.
        let fills = mapping.fills
        var start = 0
        while start < fills.count {
            var end = start + 1
            while end < fills.count && fills[end].index == fills[end - 1].index + 1 { end += 1 }
            let values = fills[start..<end].map { fill -> Double in
                if fill.movedFrom != nil { return carried[fill.index] ?? .nan }
                return insertedExtents[fill.index].map(Double.init) ?? .nan
            }
            try! items.base.insertStoredValues(values, at: fills[start].index)
            start = end
        }
    }
}
