import Foundation
@testable import LazyScroll

/// The brute-force model of a list anchored at its end: every item with an identity and an optional
/// measured extent, the viewport's offset and length, and the unseen items by identity. Every answer is
/// recomputed from scratch with `ReferenceLayout`'s linear scans, from the rules `ContentAnchoring.end`
/// states rather than from the engine's code.
struct EndAnchoringModel {
    struct Item {
        var id: Int
        var extent: Double?
    }

    var items: [Item]
    var estimate: Double
    var spacing: Double
    var leading: Double
    var trailing: Double
    var tolerance: Double
    var viewportExtent: Double
    var offset: Double = 0
    /// Identities of the unseen items.
    var unseen: Set<Int> = []
    var nextID: Int

    init(extents: [Double?], estimate: Double, spacing: Double, insets: ContentInsets, tolerance: Double, viewportExtent: Double) {
        items = extents.enumerated().map { Item(id: $0.offset, extent: $0.element) }
        nextID = extents.count
        self.estimate = estimate
        self.spacing = spacing
        leading = Double(insets.leading)
        trailing = Double(insets.trailing)
        self.tolerance = tolerance
        self.viewportExtent = viewportExtent
        offset = resting.upperBound
    }

    var layout: ReferenceLayout {
        ReferenceLayout(values: items.map(\.extent), estimate: estimate, spacing: spacing, leading: leading, trailing: trailing)
    }

    /// From the start of the content to the viewport's end meeting the content's end, which for
    /// content shorter than the viewport lies below zero.
    var resting: ClosedRange<Double> {
        let end = layout.contentExtent - viewportExtent
        return min(0, end)...end
    }

    var distanceToEnd: Double { resting.upperBound - offset }
    var isAtEnd: Bool { distanceToEnd <= tolerance }

    func clamped(_ value: Double) -> Double { min(max(value, resting.lowerBound), resting.upperBound) }

    /// The items that intersect the viewport.
    var visible: Range<Int> {
        let layout = self.layout
        return layout.intersecting(offset, offset + viewportExtent, starts: layout.starts)
    }

    /// The end of item `index` in content coordinates.
    func end(of index: Int) -> Double {
        let layout = self.layout
        return layout.starts[index] + layout.extent(of: index)
    }

    /// Whether anchoring keeps the end of an item still (away from the start) or its start (at the
    /// start, where the first message stays at the top).
    var anchorsItemEnds: Bool { offset > resting.lowerBound }

    /// The anchors in order of preference: the last visible item that ends in the viewport (else the
    /// last visible item), then the visible items before it; at the start, the first visible item that
    /// starts in the viewport (else the first visible item) and the visible items after it; with no
    /// length, the item at the offset.
    var anchorCandidates: [Int] {
        guard !items.isEmpty else { return [] }
        let layout = self.layout
        let starts = layout.starts
        if viewportExtent == 0 { return [ReferenceLayout.slotItem(at: offset, starts: starts)] }
        let visible = self.visible
        guard var anchor = visible.last else { return [] }
        guard anchorsItemEnds else {
            let first = visible.first { starts[$0] >= offset } ?? visible.lowerBound
            return Array(first..<visible.upperBound)
        }
        if anchor > visible.lowerBound && end(of: anchor) > offset + viewportExtent { anchor -= 1 }
        return Array((visible.lowerBound...anchor).reversed())
    }

    /// The point of item `index` that anchoring keeps still.
    func anchoredPoint(of index: Int, itemEnd: Bool) -> Double {
        itemEnd ? end(of: index) : layout.starts[index]
    }

    /// Unseen items on screen are seen; at the end, all of them are.
    mutating func markSeen() {
        if isAtEnd {
            unseen = []
        } else {
            for index in visible { unseen.remove(items[index].id) }
        }
    }

    mutating func scroll(to target: Double) {
        offset = clamped(target)
        markSeen()
    }

    /// At the end, the end stays at the end; at the start, the start; elsewhere the viewport's end keeps
    /// its place in the content.
    mutating func resize(to extent: Double) {
        if isAtEnd {
            viewportExtent = extent
            offset = resting.upperBound
        } else {
            let shift = anchorCandidates.isEmpty || !anchorsItemEnds ? 0 : viewportExtent - extent
            viewportExtent = extent
            offset = clamped(offset + shift)
        }
        markSeen()
    }

    /// At the end, the end stays at the end; at the start, the start; elsewhere the screen stays still.
    mutating func setInsets(_ insets: ContentInsets) {
        let new = (Double(insets.leading), Double(insets.trailing))
        guard new != (leading, trailing) else { return }
        let endDistance = isAtEnd ? min(0, distanceToEnd) : nil
        let atStart = offset <= resting.lowerBound
        let shift = atStart ? 0 : new.0 - leading
        (leading, trailing) = new
        offset = clamped(endDistance.map { resting.upperBound - $0 } ?? offset + shift)
        markSeen()
    }

    /// A change of the items: `body` changes them and returns old index → new index for every item that
    /// keeps its place in the order (neither deleted nor moved). At the end the end stays at the end;
    /// elsewhere the first surviving anchor keeps its anchored point where it was on screen, and items
    /// added after every old item become unseen.
    mutating func change(_ body: (inout [Item]) -> [Int: Int]) {
        let wasAtEnd = isAtEnd
        let distance = distanceToEnd
        let wasAtRest = resting.contains(offset)
        let candidates = anchorCandidates
        let byEnd = anchorsItemEnds
        let oldPoints = candidates.map { anchoredPoint(of: $0, itemEnd: byEnd) }
        let oldIDs = Set(items.map(\.id))
        let kept = body(&items)
        if wasAtEnd {
            offset = resting.upperBound - min(0, distance)
            unseen = []
        } else {
            if let k = candidates.firstIndex(where: { kept[$0] != nil }) {
                offset += anchoredPoint(of: kept[candidates[k]]!, itemEnd: byEnd) - oldPoints[k]
            }
            let ids = items.map(\.id)
            unseen.formIntersection(ids)
            if let lastOld = ids.lastIndex(where: oldIDs.contains) {
                unseen.formUnion(ids[(lastOld + 1)...])
            } else {
                unseen.formUnion(ids)
            }
        }
        if wasAtRest { offset = clamped(offset) }
        markSeen()
    }

    mutating func newItems(_ extents: [Double?]) -> [Item] {
        defer { nextID += extents.count }
        return extents.enumerated().map { Item(id: nextID + $0.offset, extent: $0.element) }
    }

    /// The unseen items' indices, ascending.
    var unseenIndices: [Int] {
        items.indices.filter { unseen.contains(items[$0].id) }
    }
}
