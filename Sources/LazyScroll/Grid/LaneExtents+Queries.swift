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
            withLayout(of: last) { starts, extents, lanes in
                for k in starts.indices { ends[lanes[k]] = starts[k] + extents[k] + context.spacing }
            }
            return CGFloat(ends.min() ?? last.start)
        }
        let section = section(holding: index)
        let k = index - section.items.lowerBound
        return CGFloat(withLayout(of: section, prefix: k + 1) { starts, _, _ in starts[k] })
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
        let section = section(holding: index)
        let k = index - section.items.lowerBound
        return withLayout(of: section, prefix: k + 1) { _, _, lanes in lanes[k] }
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
        let section = lastSection(startingAtOrBefore: limit)
        return withLayout(of: section, until: limit.nextUp) { starts, extents, _ in
            guard let k = starts.lastIndex(where: { $0 <= limit }) else { return nil }
            return ItemSpan(index: section.items.lowerBound + k, start: CGFloat(starts[k]), extent: CGFloat(extents[k]))
        }
    }

    /// The smallest range of items holding every item that overlaps `lower ..< upper`, in
    /// O(log n + S × L): the sections in between lie wholly inside, so only the sections at the two ends
    /// are laid out (and their neighbours, when an end falls in a gap).
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        let (low, high) = (Double(lower), Double(upper))
        guard count > 0, high > low else { return 0..<0 }
        // The first and last overlapping items of `section`, if any.
        func overlapping(_ section: LaneSectionReference) -> (first: Int, last: Int)? {
            withLayout(of: section, until: high) { starts, extents, _ in
                var found: (first: Int, last: Int)?
                for k in starts.indices where starts[k] < high && starts[k] + extents[k] > low {
                    let index = section.items.lowerBound + k
                    found = (found?.first ?? index, index)
                }
                return found
            }
        }
        var first: (section: LaneSectionReference, found: (first: Int, last: Int)?)?
        var candidate: LaneSectionReference? = lastSection(startingAtOrBefore: low)
        while first?.found == nil, let section = candidate, section.start < high {
            first = (section, overlapping(section))
            candidate = self.section(after: section)
        }
        guard let first, let firstFound = first.found else { return 0..<0 }
        let lastSection = self.lastSection(startingAtOrBefore: high.nextDown)
        // Most viewports end in the section they begin in, which is laid out already.
        var last = lastSection.items == first.section.items ? firstFound.last : overlapping(lastSection)?.last
        var candidateBefore = self.section(before: lastSection)
        while last == nil, let section = candidateBefore, section.items.upperBound > firstFound.first {
            last = section.items == first.section.items ? firstFound.last : overlapping(section)?.last
            candidateBefore = self.section(before: section)
        }
        return firstFound.first..<((last ?? firstFound.first) + 1)
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
                let items = section.items
                let end = min(clamped.upperBound, items.upperBound) - items.lowerBound
                try withLayout(of: section, prefix: end) { starts, extents, lanes in
                    for k in (max(clamped.lowerBound, items.lowerBound) - items.lowerBound)..<end {
                        try body(ItemSpan(index: items.lowerBound + k, start: CGFloat(starts[k]), extent: CGFloat(extents[k])), lanes[k])
                    }
                }
            }
            return true
        }
    }
}
