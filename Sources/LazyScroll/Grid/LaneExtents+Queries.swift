import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LaneExtents {
    /// The start of item `index` along its lane. `index == count` gives where an appended item would
    /// start: at the nearest lane end of the last section while it has room, else past the end.
    /// O(log n + S × L).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ... count`.
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "item index")
        guard count > 0 else { return 0 }
        if index == count {
            let last = section(holding: count - 1)
            guard last.items.count < LaneSection.capacity else { return CGFloat(tree.summary.extent) }
            // Where the rule would put one more item: the nearest lane end.
            var ends = [Double](repeating: last.start, count: layout.lanes)
            layOut(last) { _, lane, start, extent in ends[lane] = start + extent + context.spacing }
            return CGFloat(ends.min() ?? last.start)
        }
        var start = 0.0
        layOut(section(holding: index)) { item, _, itemStart, _ in if item == index { start = itemStart } }
        return CGFloat(start)
    }

    /// The extent of item `index`. O(log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ..< count`.
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        let value = storedValue(at: index)
        return CGFloat(value.isNaN ? context.estimate : value)
    }

    /// The lane of item `index`. O(log n + S × L).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ..< count`.
    public func lane(ofItem index: Int) throws(LazyScrollError) -> Int {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        var found = 0
        layOut(section(holding: index)) { item, lane, _, _ in if item == index { found = lane } }
        return found
    }

    /// Whether item `index` has a real extent rather than the estimate. O(log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ..< count`.
    public func isMeasured(_ index: Int) throws(LazyScrollError) -> Bool {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        return !storedValue(at: index).isNaN
    }

    /// The stored value of item `index` (NaN: unmeasured).
    func storedValue(at index: Int) -> Double {
        var unused = 0
        let (leaf, base) = tree.leaf(holding: index, &unused) { _, _, _, _ in }
        return leaf.extents.value(at: index - base)
    }

    /// The item with the largest index whose start is at or before (`inclusive`) or strictly before
    /// `offset`; nil if there is none. O(log n + S × L).
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        let x = Double(offset)
        guard count > 0, !x.isNaN, inclusive ? x >= 0 : x > 0 else { return nil }
        let limit = inclusive ? x : x.nextDown
        // Later sections start after this one's start, and so do all their items.
        var found: ItemSpan?
        layOut(lastSection(startingAtOrBefore: limit)) { index, _, start, extent in
            if start <= limit { found = ItemSpan(index: index, start: CGFloat(start), extent: CGFloat(extent)) }
        }
        return found
    }

    /// The smallest range of items holding every item that overlaps `lower ..< upper`, in
    /// O(log n + S × L): the sections in between lie wholly inside, so only the sections at the two ends
    /// are laid out (and their neighbours, when an end falls in a gap).
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        let (low, high) = (Double(lower), Double(upper))
        guard count > 0, high > low else { return 0..<0 }
        func overlaps(_ start: Double, _ extent: Double) -> Bool { start < high && start + extent > low }
        var first: Int?
        var candidate: LaneSectionReference? = lastSection(startingAtOrBefore: low)
        while first == nil, let section = candidate, section.start < high {
            layOut(section) { index, _, start, extent in
                if first == nil && overlaps(start, extent) { first = index }
            }
            candidate = self.section(after: section)
        }
        guard let first else { return 0..<0 }
        var last: Int?
        candidate = lastSection(startingAtOrBefore: high.nextDown)
        while last == nil, let section = candidate, section.items.upperBound > first {
            layOut(section) { index, _, start, extent in
                if overlaps(start, extent) { last = index }
            }
            candidate = self.section(before: section)
        }
        return first..<((last ?? first) + 1)
    }

    /// Calls `body` with every item in `range`, in order, in O(log n + sections × S × L).
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        try forEachItemWithLane(in: range) { span, _ in try body(span) }
    }

    /// `forEachItem(in:_:)`, with each item's lane.
    func forEachItemWithLane(in range: Range<Int>, _ body: (ItemSpan, Int) throws -> Void) rethrows {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        try tree.forEachLeaf(overlapping: clamped, 0.0, add: { prefix, _, _, summary in prefix += summary.extent }) { leaf, base, prefix in
            let local = (max(clamped.lowerBound, base) - base)..<(min(clamped.upperBound, base + leaf.count) - base)
            for q in leaf.section(holding: local.lowerBound)...leaf.section(holding: local.upperBound - 1) {
                let section = LaneSectionReference(leaf: leaf, base: base, section: q, start: prefix + leaf.start(ofSection: q, in: context))
                try layOut(section) { index, lane, start, extent in
                    if clamped.contains(index) { try body(ItemSpan(index: index, start: CGFloat(start), extent: CGFloat(extent)), lane) }
                }
            }
            return true
        }
    }
}
