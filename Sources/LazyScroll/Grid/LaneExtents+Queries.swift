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
        indices(intersecting: lower, upper) { section, low, high in
            let found = withLayout(of: section, until: high) { starts, extents, _ in
                Self.overlap(starts: starts, extents: extents, shift: 0, firstItem: section.items.lowerBound, low, high)
            }
            return (found, nil)
        }.range
    }

    /// `indices(intersecting:_:)`, reading the sections it looks at from `cache` and keeping there those
    /// it lays out: a viewport that stays within kept sections lays nothing out, and one that does not
    /// usually needs a single descent of the tree (the first section's length tells whether the
    /// viewport ends in it).
    ///
    /// The sections of the range's first and last items are recorded in `hints`.
    func indices(intersecting lower: CGFloat, _ upper: CGFloat, cache: inout LaneLayoutCache, hints: inout LaneSectionHints) -> Range<Int> {
        let context = self.context
        let (range, sections) = indices(intersecting: lower, upper) { section, low, high in
            // Laid out only as far as the viewport reaches: later items start after it.
            // From the last checkpoint whose items all end before the viewport: none of them overlaps it.
            let laidOut = cache.laidOut(section, in: context, from: section.checkpoint(clearing: low, in: context), until: high)
            let found = Self.overlap(
                starts: laidOut.starts, extents: laidOut.extents, shift: section.start, firstItem: section.items.lowerBound + laidOut.first,
                low, high)
            // Where the next section starts: this one's share of the sums the tree keeps (exact, see
            // `PositionQuantum`), so the same value a descent would find. A section whose layout stopped
            // at `high` goes on past it, so the next one starts at `high` or later.
            guard laidOut.isComplete else { return (found, high) }
            return (found, section.start + (PositionQuantum.quantized(laidOut.extent) + context.spacingStep))
        }
        if let (first, last) = sections {
            hints.append(first, in: tree.root)
            hints.append(last, in: tree.root)
        }
        return range
    }

    /// The first and last items that overlap `low ..< high` among items laid out at `starts` (plus
    /// `shift`) with `extents`, the first of them being item `firstItem`. Forward to the first and back
    /// from the end to the last: the items between them need no look.
    @inline(__always)
    private static func overlap(
        starts: UnsafeBufferPointer<Double>, extents: UnsafeBufferPointer<Double>, shift: Double, firstItem: Int, _ low: Double, _ high: Double
    ) -> (first: Int, last: Int)? {
        @inline(__always) func overlaps(_ k: Int) -> Bool {
            let start = starts[k] + shift
            return start < high && start + extents[k] > low
        }
        var first = 0
        while first < starts.count && !overlaps(first) { first += 1 }
        guard first < starts.count else { return nil }
        var last = starts.count - 1
        while last > first && !overlaps(last) { last -= 1 }
        return (firstItem + first, firstItem + last)
    }

    /// The search behind both `indices(intersecting:_:)`: `overlapping` gives the first and last items of
    /// a section that overlap `low ..< high`, and where the next section starts when it knows. Returns
    /// the range and, when it is not empty, the sections of its first and last items.
    @inline(__always)
    private func indices(
        intersecting lower: CGFloat, _ upper: CGFloat,
        overlapping: (LaneSectionReference, _ low: Double, _ high: Double) -> (found: (first: Int, last: Int)?, nextStart: Double?)
    ) -> (range: Range<Int>, sections: (first: LaneSectionReference, last: LaneSectionReference)?) {
        let (low, high) = (Double(lower), Double(upper))
        guard count > 0, high > low else { return (0..<0, nil) }
        var first: (section: LaneSectionReference, found: (first: Int, last: Int)?, nextStart: Double?)?
        var candidate: LaneSectionReference? = lastSection(startingAtOrBefore: low)
        while first?.found == nil, let section = candidate, section.start < high {
            let (found, nextStart) = overlapping(section, low, high)
            first = (section, found, nextStart)
            candidate = found == nil ? self.section(after: section) : nil
        }
        guard let first, let firstFound = first.found else { return (0..<0, nil) }
        // Most viewports end in the section they begin in, which is laid out already: then no later
        // section starts at or before the viewport's end, and there is nothing to search for.
        let limit = high.nextDown
        let lastSection: LaneSectionReference
        if first.section.items.upperBound == count || (first.nextStart.map { $0 > limit } ?? false) {
            lastSection = first.section
        } else {
            lastSection = self.lastSection(startingAtOrBefore: limit)
        }
        var last = lastSection.items == first.section.items ? firstFound.last : overlapping(lastSection, low, high).found?.last
        var lastFound = lastSection
        var before = last == nil ? self.section(before: lastSection) : nil
        while last == nil, let section = before, section.items.upperBound > firstFound.first {
            last = section.items == first.section.items ? firstFound.last : overlapping(section, low, high).found?.last
            lastFound = section
            before = last == nil ? self.section(before: section) : nil
        }
        guard let last else { return (firstFound.first..<(firstFound.first + 1), (first.section, first.section)) }
        return (firstFound.first..<(last + 1), (first.section, lastFound))
    }

    /// Calls `body` with every item in `range`, in order, in O(log n + sections × S × L).
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        try forEachItemWithLane(in: range) { span, _ in try body(span) }
    }

    /// `forEachItem(in:_:)`, with each item's lane; sections kept in `cache` are read rather than laid
    /// out again.
    func forEachItemWithLane(in range: Range<Int>, cache: LaneLayoutCache? = nil, _ body: (ItemSpan, Int) throws -> Void) rethrows {
        try forEachLaidOutPart(of: range, cache: cache) { firstItem, starts, extents, lanes, shift in
            for k in starts.indices {
                try body(ItemSpan(index: firstItem + k, start: CGFloat(starts[k] + shift), extent: CGFloat(extents[k])), lanes[k])
            }
        }
    }

    /// Calls `body` with the items of `range` section by section, in order: the index of the first,
    /// and their starts (from `shift`, which the caller adds to each: the section's start), extents
    /// and lanes. Sections kept in `cache` are read, the rest laid out in temporary memory. A part
    /// per section rather than a call per item, so that a caller's loop over the items is its own
    /// (a frame places a hundred items or more).
    /// Sections are taken from `hints` where they are (see `section(holding:hints:)`).
    @inline(__always)
    func forEachLaidOutPart(
        of range: Range<Int>, cache: LaneLayoutCache?, hints: LaneSectionHints? = nil,
        _ body: (_ firstItem: Int, _ starts: UnsafeBufferPointer<Double>, _ extents: UnsafeBufferPointer<Double>,
                 _ lanes: UnsafeBufferPointer<Int>, _ shift: Double) throws -> Void
    ) rethrows {
        let clamped = range.clamped(to: 0..<count)
        let context = self.context
        try forEachSection(holding: clamped, hints: hints) { section in
            let items = section.items
            let first = max(clamped.lowerBound, items.lowerBound) - items.lowerBound
            let end = min(clamped.upperBound, items.upperBound) - items.lowerBound
            // Items `wanted` of buffers whose first element is item `offset` of the section.
            func part(
                _ wanted: Range<Int>, offset: Int, _ starts: UnsafeBufferPointer<Double>, _ extents: UnsafeBufferPointer<Double>,
                _ lanes: UnsafeBufferPointer<Int>, shift: Double
            ) throws {
                guard !wanted.isEmpty else { return }
                let slice = (wanted.lowerBound - offset)..<(wanted.upperBound - offset)
                try body(items.lowerBound + wanted.lowerBound, UnsafeBufferPointer(rebasing: starts[slice]),
                         UnsafeBufferPointer(rebasing: extents[slice]), UnsafeBufferPointer(rebasing: lanes[slice]), shift)
            }
            if let laidOut = cache?.lookUp(section, in: context), laidOut.first <= first {
                let kept = laidOut.count
                try part(first..<max(first, min(end, kept)), offset: laidOut.first, laidOut.starts, laidOut.extents, laidOut.lanes,
                         shift: section.start)
                if end > kept {
                    try laidOut.withItems(of: section, upTo: end) { starts, extents, lanes in
                        try part(max(first, kept)..<end, offset: kept, starts, extents, lanes, shift: section.start)
                    }
                }
            } else {
                // `withLayout` adds the section's start itself.
                try withLayout(of: section, prefix: end) { starts, extents, lanes in
                    try part(first..<end, offset: 0, starts, extents, lanes, shift: 0)
                }
            }
            return true
        }
    }

    /// Lays out into `cache` the sections holding items `range`, each through the last item of `range`
    /// in it, and records them in `hints` (replacing what they held), so that
    /// `forEachLaidOutPart(of: range, cache:hints:)` then reads them all without a search: what a
    /// virtualizer does for its display window once per update, so that placing its items lays nothing
    /// out. Sections already in `hints` are not searched for again. At most half the cache's sections
    /// (a window wider than that is read partly from temporary layouts), so that the sections the
    /// viewport's search kept are not pushed out.
    func layOutSections(holding range: Range<Int>, into cache: inout LaneLayoutCache, hints: inout LaneSectionHints) {
        let clamped = range.clamped(to: 0..<count)
        let context = self.context
        hints.rebuild(in: tree.root) { known, sections in
            forEachSection(holding: clamped, hints: known) { section in
                let items = section.items
                let first = max(clamped.lowerBound, items.lowerBound) - items.lowerBound
                cache.laidOut(
                    section, in: context, from: section.checkpoint(atOrBefore: first, in: context), until: -.infinity,
                    atLeast: min(clamped.upperBound, items.upperBound) - items.lowerBound)
                sections.append(section)
                return sections.count < LaneLayoutCache.capacity / 2
            }
        }
    }
}
