import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model for items of different extents, most of them possibly not yet measured.
///
/// Items start out at `estimatedExtent` until they are measured (`setExtent(_:of:)`) or given an extent
/// up front. Storage is a counted B+tree of runs and packed chunks, so:
/// - every query and every update is O(log n);
/// - memory grows with the number of distinct runs, not items: ten million unmeasured items are one
///   run of a few dozen bytes, and explicitly sized items cost 4 bytes each (8 when an extent is not
///   exactly representable as a `Float`), plus about one percent for the tree;
/// - changing the estimate is O(1), because unmeasured items are counted, not summed.
public struct MeasuredExtents: ItemExtents {
    private(set) var root: ExtentNode
    private var estimate: Double
    private var gap: Double

    /// `count` items, all unmeasured, in O(1) time and memory.
    public init(count: Int, estimatedExtent: CGFloat, spacing: CGFloat = 0) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "item count")
        try LazyScrollError.check(estimatedExtent, .finiteAndPositive, "estimated extent")
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "spacing")
        estimate = Double(estimatedExtent)
        gap = Double(spacing)
        root = count == 0 ? ExtentNode(leaf: LeafExtents()) : ExtentNode(leaf: LeafExtents(run: count, value: .nan))
    }

    /// Items whose extents are known up front, one per element of `extents`.
    ///
    /// `estimatedExtent` is used for items inserted later without an extent. Builds the same tree as
    /// `init(count:estimatedExtent:spacing:extentOf:)` returning these values, faster: with no call per
    /// item, each leaf's values are checked, converted and stored in loops that run on whole vectors.
    public init(extents: [CGFloat], estimatedExtent: CGFloat = 44, spacing: CGFloat = 0) throws(LazyScrollError) {
        guard CGFloat.NativeType.self == Double.self else {
            // Where `CGFloat` is a `Float` (32-bit platforms), the values cannot be read as `Double`s.
            try self.init(count: extents.count, estimatedExtent: estimatedExtent, spacing: spacing) { extents[$0] }
            return
        }
        try self.init(count: 0, estimatedExtent: estimatedExtent, spacing: spacing)
        root = try extents.withUnsafeBufferPointer { (given) throws(LazyScrollError) in
            try given.withMemoryRebound(to: Double.self) { (given) throws(LazyScrollError) in
                try MeasuredExtents.tree(count: given.count) { (chunk) throws(LazyScrollError) in
                    try LeafExtents.filled(given: UnsafeBufferPointer(rebasing: given[chunk]), firstIndex: chunk.lowerBound)
                }
            }
        }
    }

    /// `count` items whose extents come from `extentOf`; nil means "not measured yet".
    ///
    /// Calls `extentOf` once per item, in order, in O(n) total, and stops at the first extent that is
    /// negative or not finite. Inlinable, so that `extentOf` is compiled into the loop that calls it
    /// (rather than called through a function value per item): that loop only checks each value and
    /// stages a leaf's worth, which is then converted and stored in bulk as
    /// `init(extents:estimatedExtent:spacing:)` stores an array.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a negative count, an estimate that is not finite
    ///   and positive, a spacing that is negative or not finite, or the first extent that is negative or
    ///   not finite (naming its item).
    @inlinable
    public init(
        count: Int, estimatedExtent: CGFloat, spacing: CGFloat = 0, extentOf: (Int) -> CGFloat?
    ) throws(LazyScrollError) {
        try self.init(count: count, estimatedExtent: estimatedExtent, spacing: spacing) { (chunk, staging) throws(LazyScrollError) in
            var slot = staging
            var index = chunk.lowerBound
            while index < chunk.upperBound {
                if let extent = extentOf(index) {
                    let value = Double(extent)
                    // `NumberRule.finiteAndNotNegative` as one integer comparison: the bit pattern of a
                    // finite value from +0 up is below that of +infinity; `== 0` lets -0 through. NaNs
                    // and negatives fail both.
                    guard value.bitPattern < Double.infinity.bitPattern || value == 0 else {
                        throw MeasuredExtents.invalidExtent(extent, ofItem: index)
                    }
                    slot.initialize(to: value)
                } else {
                    slot.initialize(to: .nan)
                }
                slot += 1
                index &+= 1
            }
        }
    }

    /// The build behind `init(count:estimatedExtent:spacing:extentOf:)`: `stage` writes the extents of
    /// a chunk of up to `LeafExtents.capacity` items (NaN: not measured; every other value already
    /// checked) into the buffer it is given, chunk after chunk in order.
    @usableFromInline
    init(
        count: Int, estimatedExtent: CGFloat, spacing: CGFloat,
        staging stage: (_ chunk: Range<Int>, _ into: UnsafeMutablePointer<Double>) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) {
        try self.init(count: 0, estimatedExtent: estimatedExtent, spacing: spacing)
        try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "item count")
        let staging = UnsafeMutablePointer<Double>.allocate(capacity: LeafExtents.capacity)
        defer { staging.deallocate() }
        root = try MeasuredExtents.tree(count: count) { (chunk) throws(LazyScrollError) in
            try stage(chunk, staging)
            return LeafExtents.filled(staged: UnsafeBufferPointer(start: staging, count: chunk.count))
        }
    }

    /// The error for item `index`'s extent, which is negative or not finite.
    @usableFromInline
    static func invalidExtent(_ extent: CGFloat, ofItem index: Int) -> LazyScrollError {
        do {
            try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of item \(index)")
        } catch {
            return error
        }
        preconditionFailure("extent \(extent) of item \(index) is valid")
    }

    /// The tree of `count` items whose leaves `fill` makes, one chunk of up to `LeafExtents.capacity`
    /// items at a time, in order.
    ///
    /// Leaf by leaf rather than item by item: building ten million items is dominated by per-item
    /// work, so each value is checked, converted, stored and summed once, straight into its leaf.
    private static func tree(
        count: Int, fill: (Range<Int>) throws(LazyScrollError) -> (leaf: LeafExtents, totals: ExtentTotals)
    ) throws(LazyScrollError) -> ExtentNode {
        // Not reserved up front: when all the leaves fit under one parent, that parent keeps this very
        // array, and a capacity sized for packed leaves would be wasted wherever runs took their place.
        var leaves: [ExtentNode] = []
        // Leaves from `pendingFrom` on still lack their `measuredSum` (see `LeafExtents.filled`); they
        // are summed four at a time while their values are still in the cache.
        var pendingFrom = 0
        var start = 0
        while start < count {
            let end = min(count, start + LeafExtents.capacity)
            let (leaf, totals) = try fill(start..<end)
            let appendedAsIs = MeasuredExtents.appendChunk(leaf, totals: totals, to: &leaves)
            // Four pending leaves in a row are summed together; a leaf that is not pending (it has its
            // sum, or it became or joined a run) ends the group early.
            if !(appendedAsIs && totals.measuredSum.isNaN) || leaves.count - pendingFrom == 4 {
                LeafExtents.addPendingSums(leaves[pendingFrom...])
                pendingFrom = leaves.count
            }
            start = end
        }
        LeafExtents.addPendingSums(leaves[pendingFrom...])
        return MeasuredExtents.tree(from: leaves)
    }

    /// Adds one chunk of up to `LeafExtents.capacity` items to `leaves`, exactly as `LeafBuilder` does:
    /// a chunk of one repeated value joins a preceding run of that value, or becomes a run when full.
    /// Returns whether it appended `leaf` with `totals` as they are.
    /// `consuming`: the leaf's arrays move into the new node rather than being retained there and released
    /// by the caller (two atomic reference-count pairs per leaf, about 2 % of a ten-million-item build).
    private static func appendChunk(_ leaf: consuming LeafExtents, totals: ExtentTotals, to leaves: inout [ExtentNode]) -> Bool {
        if let value = leaf.uniformValue {
            if let last = leaves.last, last.leaf.isRun, LeafExtents.sameValue(last.leaf.runValue, value) {
                last.leaf.extendRun(by: leaf.count)
                last.recomputeTotals()
                return false
            }
            if leaf.count == LeafExtents.capacity {
                leaves.append(ExtentNode(leaf: LeafExtents(run: leaf.count, value: value)))
                return false
            }
        }
        leaves.append(ExtentNode(leaf: leaf, totals: totals))
        return true
    }

    private static func tree(from leaves: [ExtentNode]) -> ExtentNode {
        guard !leaves.isEmpty else { return ExtentNode(leaf: LeafExtents()) }
        var level = leaves
        while level.count > 1 { level = ExtentNode.group(level) }
        return level[0]
    }

    // MARK: - Queries

    /// The number of items.
    public var count: Int { root.totals.count }

    /// The number of items with a real (measured or given) extent.
    public var measuredCount: Int { root.totals.measuredCount }

    /// The extent assumed for items not measured yet.
    public var estimatedExtent: CGFloat { CGFloat(estimate) }

    /// The gap between consecutive items.
    public var spacing: CGFloat { CGFloat(gap) }

    /// The distance from the start of the first item to the end of the last.
    public var totalExtent: CGFloat {
        let totals = root.totals
        return totals.count == 0 ? 0 : CGFloat(totals.extent(estimate: estimate, spacing: gap) - gap)
    }

    /// The start of item `index` (`index == count` allowed), in O(log n).
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "item index")
        return CGFloat(prefixTotals(before: index).extent(estimate: estimate, spacing: gap))
    }

    /// The extent of item `index`, in O(log n).
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        let value = storedValue(at: index)
        return CGFloat(value.isNaN ? estimate : value)
    }

    /// Whether item `index` has a real extent rather than the estimate, in O(log n).
    public func isMeasured(_ index: Int) throws(LazyScrollError) -> Bool {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        return !storedValue(at: index).isNaN
    }

    private func prefixTotals(before index: Int) -> ExtentTotals {
        var node = root
        var local = index
        var totals = ExtentTotals()
        while !node.isLeaf {
            let (j, before) = node.child(containing: local)
            for k in 0..<j { totals += node.childTotals[k] }
            local -= before
            node = node.children[j]
        }
        totals += node.leaf.totals(upTo: local)
        return totals
    }

    private func storedValue(at index: Int) -> Double {
        var node = root
        var local = index
        while !node.isLeaf {
            let (j, before) = node.child(containing: local)
            local -= before
            node = node.children[j]
        }
        return node.leaf.value(at: local)
    }

    /// The leaf holding the last item that starts at or before `limit` (the first leaf when none
    /// does), the index of its first item and where that item starts; `divergence` is lowered to the
    /// start of every later sibling passed on the way (see `indicesInOneDescent`).
    ///
    /// Nodes are not retained on the way down: `self` holds the tree for the whole search. A retain
    /// is an atomic write to the node; deep in a large tree the node is not in the cache yet, and the
    /// atomic operation waits for it with nothing else in flight. For the same reason a leaf of `Float`
    /// values is read through its parent's reference to them (`ExtentNode.childValues`), not through
    /// the leaf's own node.
    @inline(__always)
    private func leaf(toward limit: Double, divergence: inout Double) -> (leaf: LeafExtents, base: Int, position: Double) {
        var node = Unmanaged.passUnretained(root)
        var position = 0.0
        var base = 0
        while let child = node._withUnsafeGuaranteedRef({ node in
            node.height > 1 ? node.child(
                toward: limit, position: &position, base: &base, divergence: &divergence, estimate: estimate, spacing: gap) : nil
        }) {
            node = child
        }
        return node._withUnsafeGuaranteedRef { node in
            guard !node.isLeaf else { return (node.leaf, 0, 0) }
            let j = node.childIndex(
                toward: limit, position: &position, base: &base, divergence: &divergence, estimate: estimate, spacing: gap)
            let values = node.childValues[j]
            if values.isEmpty { return (node.children[j].leaf, base, position) }
            return (LeafExtents(narrowValues: values), base, position)
        }
    }

    /// The last item starting at or before (`inclusive`) or strictly before `offset`, in O(log n).
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        var unused: LeafHint?
        return lastItem(startingBefore: offset, inclusive: inclusive, hint: &unused)
    }

    /// `lastItem(startingBefore:inclusive:)`, setting `hint` to the packed leaf the search ended in
    /// (leaving it alone for a run).
    @inline(__always)
    private func lastItem(startingBefore offset: CGFloat, inclusive: Bool, hint: inout LeafHint?) -> ItemSpan? {
        let x = Double(offset)
        guard count > 0, !x.isNaN, inclusive ? x >= 0 : x > 0 else { return nil }
        @inline(__always) func admits(_ start: Double) -> Bool { inclusive ? start <= x : start < x }
        // For starts, which are not NaN, `start < x` is `start <= x.nextDown`: one comparison serves both.
        let limit = inclusive ? x : x.nextDown
        var divergence = Double.infinity // Not needed for a single end.
        let (leaf, base, position) = self.leaf(toward: limit, divergence: &divergence)
        var k = 0
        if leaf.isRun {
            let pitch = (leaf.runValue.isNaN ? estimate : leaf.runValue) + gap
            if pitch > 0 {
                let steps = (x - position) / pitch
                k = steps >= Double(leaf.runLength) ? leaf.runLength - 1 : max(0, Int(steps.rounded(.down)))
                while k > 0 && !admits(position + Double(k) * pitch) { k -= 1 }
                while k + 1 < leaf.runLength && admits(position + Double(k + 1) * pitch) { k += 1 }
            } else {
                k = leaf.runLength - 1
            }
            let extent = leaf.runValue.isNaN ? estimate : leaf.runValue
            return ItemSpan(index: base + k, start: CGFloat(position + Double(k) * pitch), extent: CGFloat(extent))
        }
        let found = leaf.lastPackedItem(startingAtOrBefore: limit, from: position, estimate: estimate, spacing: gap)
        hint = self.hint(leaf, base: base, position: position, resume: (0, position))
        let extent = found.value.isNaN ? estimate : found.value
        return ItemSpan(index: base + found.k, start: CGFloat(found.start), extent: CGFloat(extent))
    }

    /// A hint for `leaf` of this tree, whose first item is `base` and starts at `position`.
    @inline(__always)
    private func hint(_ leaf: LeafExtents, base: Int, position: Double, resume: (k: Int, start: Double)) -> LeafHint {
        LeafHint(root: root, leaf: leaf, base: base, position: position, resume: resume, estimate: estimate, spacing: gap)
    }

    /// The same as `indices(intersecting:_:)`, with one descent of the tree instead of two whenever both
    /// ends of the range fall in the same leaf along the same path, the usual case for a viewport.
    ///
    /// `indices(intersecting:_:)` runs two `lastItem` searches, and on a scroll update they are most
    /// of the work. Both descend along the same children until some child's end passes `lower` or
    /// `upper`; that end is computed identically in both descents, so where it does not pass `upper`
    /// the search for `upper` would take the same child. The search for `lower` remembers the least
    /// such end: if `upper` does not pass it either, the search for `upper` can resume in the leaf from
    /// the item found for `lower`, summing starts in the same order, so both answers are bit-identical.
    ///
    /// `hints` is set to the packed leaves the searches ended in (`LeafHints`; none for runs), so that
    /// a walk of the items found can skip the descent (`forEachSpan(in:startingWith:into:)`).
    func indicesInOneDescent(intersecting lower: CGFloat, _ upper: CGFloat, hints: inout LeafHints) -> Range<Int> {
        hints = LeafHints()
        let lo = Double(lower)
        let up = Double(upper)
        // Negative or NaN bounds are rare (and cheap) and handled by the general version.
        guard count > 0, lo >= 0, up > lo else { return indices(intersecting: lower, upper) }
        // The least start of a later sibling on the path: `upper` below it keeps the same path.
        var divergence = Double.infinity
        let (leaf, base, position) = self.leaf(toward: lo, divergence: &divergence)
        guard !leaf.isRun else { return indices(intersecting: lower, upper) }
        let found = leaf.lastPackedItem(startingAtOrBefore: lo, from: position, estimate: estimate, spacing: gap)
        // The search sums `start + extent + spacing` and a walk `start + (extent + spacing)`: the same
        // only without spacing, so only then can a walk resume where the search passed.
        hints.lower = hint(leaf, base: base, position: position, resume: gap == 0 ? found.lag : (0, position))
        let extent = found.value.isNaN ? estimate : found.value
        let candidate = ItemSpan(index: base + found.k, start: CGFloat(found.start), extent: CGFloat(extent))
        let first = candidate.end > lower ? candidate.index : candidate.index + 1
        let lastIndex: Int
        if up <= divergence {
            // `start < up` is `start <= up.nextDown` for starts, which are not NaN (as in `lastItem`).
            lastIndex = base + leaf.lastPackedItem(
                startingAtOrBefore: up.nextDown, resumingAt: found, estimate: estimate, spacing: gap).k
        } else {
            // The range crosses into a later subtree: a second descent, for `upper` only, whose leaf
            // becomes the upper hint. `up > 0`, so there is such an item.
            lastIndex = lastItem(startingBefore: upper, inclusive: false, hint: &hints.upper)?.index ?? -1
        }
        return first <= lastIndex ? first..<(lastIndex + 1) : 0..<0
    }

    /// Calls `body` for every item in `range`, in O(log n + range.count).
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        try visit(root, base: 0, position: 0, range: clamped, body)
    }

    /// `visitSpans` with a closure; keep the two in step.
    private func visit(
        _ node: ExtentNode, base: Int, position: Double, range: Range<Int>, _ body: (ItemSpan) throws -> Void
    ) rethrows {
        if node.isLeaf {
            let leaf = node.leaf
            let lower = max(0, range.lowerBound - base)
            let upper = min(leaf.count, range.upperBound - base)
            if leaf.isRun {
                let extent = leaf.runValue.isNaN ? estimate : leaf.runValue
                let pitch = extent + gap
                for k in lower..<upper {
                    try body(ItemSpan(index: base + k, start: CGFloat(position + Double(k) * pitch), extent: CGFloat(extent)))
                }
                return
            }
            // Items before `lower` only move the start; skipping them in a tight loop matters because a
            // leaf holds up to `LeafExtents.capacity` items and a window needs a few dozen.
            var start = leaf.packedStart(of: lower, from: position, estimate: estimate, spacing: gap)
            for k in lower..<max(lower, upper) {
                let value = leaf.value(at: k)
                let extent = value.isNaN ? estimate : value
                try body(ItemSpan(index: base + k, start: CGFloat(start), extent: CGFloat(extent)))
                start += extent + gap
            }
            return
        }
        var childBase = base
        var childPosition = position
        for j in node.children.indices {
            let totals = node.childTotals[j]
            if childBase >= range.upperBound { return }
            if childBase + totals.count > range.lowerBound {
                try visit(node.children[j], base: childBase, position: childPosition, range: range, body)
            }
            childBase += totals.count
            childPosition += totals.extent(estimate: estimate, spacing: gap)
        }
    }

    /// Hands `sink` the span of every item in `range`, in order: `forEachItem(in:_:)` without the
    /// closures.
    ///
    /// Laying out a frame's placements passes each item through a chain of closures (the tree walk's,
    /// the virtualizer's, the caller's), which cost more than the walk itself; a generic sink is
    /// specialized and inlined instead. Starts are summed exactly as `forEachItem` sums them, so the
    /// spans are bit-identical.
    ///
    /// With `hints` from a search of this very tree whose lower leaf holds the first item of `range`,
    /// the walk starts in that leaf instead of descending to it, and from the hint's resume point when
    /// that is not after the range's first item; when the range runs on into the upper hint's leaf,
    /// the walk continues there. The starts are the ones a walk from the root sums, so the spans are the
    /// same. Anything else is walked from the root as usual.
    func forEachSpan<Sink: SpanSink>(in range: Range<Int>, startingWith hints: LeafHints = LeafHints(), into sink: inout Sink) {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        guard let lower = hints.lower, lower.applies(to: root, estimate: estimate, spacing: gap),
              lower.holds(clamped.lowerBound) else {
            visitSpans(root, base: 0, position: 0, range: clamped, into: &sink)
            return
        }
        let leafEnd = min(clamped.upperBound, lower.base + lower.leaf.count)
        let inLeaf = (clamped.lowerBound - lower.base)..<(leafEnd - lower.base)
        lower.leaf.packedSpans(
            inLeaf, base: lower.base, resumingAt: lower.resume.k <= inLeaf.lowerBound ? lower.resume : (0, lower.position),
            estimate: estimate, spacing: gap, into: &sink)
        guard leafEnd < clamped.upperBound else { return }
        if let upper = hints.upper, upper.applies(to: root, estimate: estimate, spacing: gap),
           upper.base == leafEnd, upper.holds(clamped.upperBound - 1) {
            upper.leaf.packedSpans(
                0..<(clamped.upperBound - upper.base), base: upper.base, from: upper.position,
                estimate: estimate, spacing: gap, into: &sink)
        } else {
            visitSpans(root, base: 0, position: 0, range: leafEnd..<clamped.upperBound, into: &sink)
        }
    }

    /// `visit` with a sink; keep the two in step.
    private func visitSpans<Sink: SpanSink>(
        _ node: ExtentNode, base: Int, position: Double, range: Range<Int>, into sink: inout Sink
    ) {
        if node.isLeaf {
            let leaf = node.leaf
            let lower = max(0, range.lowerBound - base)
            let upper = min(leaf.count, range.upperBound - base)
            if leaf.isRun {
                let extent = leaf.runValue.isNaN ? estimate : leaf.runValue
                let pitch = extent + gap
                for k in lower..<upper {
                    sink.accept(ItemSpan(index: base + k, start: CGFloat(position + Double(k) * pitch), extent: CGFloat(extent)))
                }
                return
            }
            leaf.packedSpans(lower..<max(lower, upper), base: base, from: position, estimate: estimate, spacing: gap, into: &sink)
            return
        }
        var childBase = base
        var childPosition = position
        for j in node.children.indices {
            let totals = node.childTotals[j]
            if childBase >= range.upperBound { return }
            if childBase + totals.count > range.lowerBound {
                visitSpans(node.children[j], base: childBase, position: childPosition, range: range, into: &sink)
            }
            childBase += totals.count
            childPosition += totals.extent(estimate: estimate, spacing: gap)
        }
    }

    // MARK: - Updates

    private mutating func mutateRoot(_ body: (ExtentNode) -> [ExtentNode]?) {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        if let replacement = body(root) {
            root = MeasuredExtents.tree(from: replacement)
        }
        while !root.isLeaf && root.children.count == 1 { root = root.children[0] }
    }

    /// Records the real extent of item `index`, in O(log n).
    public mutating func setExtent(_ extent: CGFloat, of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of item \(index)")
        mutateRoot { $0.setValue(Double(extent), at: index, base: 0) }
    }

    /// Forgets the measured extent of item `index`, so that it uses the estimate again, in O(log n).
    public mutating func clearMeasurement(of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        mutateRoot { $0.setValue(.nan, at: index, base: 0) }
    }

    /// Changes the extent assumed for unmeasured items, in O(1).
    public mutating func setEstimatedExtent(_ extent: CGFloat) throws(LazyScrollError) {
        try LazyScrollError.check(extent, .finiteAndPositive, "estimated extent")
        estimate = Double(extent)
    }

    /// Changes the gap between items, in O(1).
    public mutating func setSpacing(_ spacing: CGFloat) throws(LazyScrollError) {
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "spacing")
        gap = Double(spacing)
    }

    /// Inserts `count` items before `index`, all of `extent`, or unmeasured when `extent` is nil, in
    /// O(log n) (plus O(count) when `count` is small enough to be packed).
    public mutating func insertItems(count inserted: Int, at index: Int, extent: CGFloat? = nil) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(inserted), .wholeAndNotNegative, "inserted item count")
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        if let extent { try LazyScrollError.check(extent, .finiteAndNotNegative, "inserted extent") }
        guard inserted > 0 else { return }
        insert(.repeated(count: inserted, value: extent.map(Double.init) ?? .nan), at: index)
    }

    /// Inserts items with the given extents before `index`, in O(log n + extents.count).
    public mutating func insertItems(extents: [CGFloat], at index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        for (k, extent) in extents.enumerated() {
            try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of inserted item \(k)")
        }
        guard !extents.isEmpty else { return }
        insert(.list(extents.map(Double.init)), at: index)
    }

    private mutating func insert(_ items: InsertedExtents, at index: Int) {
        if count == 0 {
            root = MeasuredExtents.tree(from: items.makeLeaves())
            return
        }
        mutateRoot { $0.insert(items, at: index) }
    }

    /// Removes the items in `range`, in O(log n) however long the range.
    public mutating func removeItems(in range: Range<Int>) throws(LazyScrollError) {
        try LazyScrollError.check(index: range.lowerBound, in: 0..<(count + 1), "first removed index")
        try LazyScrollError.check(index: range.upperBound, in: 0..<(count + 1), "end of removed range")
        guard !range.isEmpty else { return }
        mutateRoot { $0.remove(range) }
    }

    /// Moves item `source` so that it ends up at index `destination`, keeping its extent, in O(log n).
    public mutating func moveItem(from source: Int, to destination: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: source, in: 0..<count, "move source")
        try LazyScrollError.check(index: destination, in: 0..<count, "move destination")
        guard source != destination else { return }
        let value = storedValue(at: source)
        mutateRoot { $0.remove(source..<(source + 1)) }
        insert(.repeated(count: 1, value: value), at: destination)
    }

    /// The stored values (NaN: unmeasured) of items `range`, for moving items between models.
    func storedValues(in range: Range<Int>) -> [Double] {
        range.map(storedValue(at:))
    }

    /// Inserts stored values (NaN: unmeasured) before `index`; the caller has validated both.
    mutating func insertStoredValues(_ values: [Double], at index: Int) {
        guard !values.isEmpty else { return }
        insert(.list(values), at: index)
    }

    /// Calls `body` with every leaf in order: a grid or lanes built from given extents take the leaves
    /// of this bulk build.
    func forEachLeaf(_ body: (LeafExtents) -> Void) {
        func walk(_ node: ExtentNode) {
            if node.isLeaf { body(node.leaf) } else { node.children.forEach(walk) }
        }
        if count > 0 { walk(root) }
    }

    // MARK: - Storage accounting

    /// The number of tree nodes: 1 for any number of unmeasured items, growing with distinct runs.
    public var storageNodeCount: Int {
        func nodes(_ node: ExtentNode) -> Int { node.isLeaf ? 1 : 1 + node.children.reduce(0) { $0 + nodes($1) } }
        return nodes(root)
    }

    /// The bytes held by the tree's arrays of per-item extents and child links (object headers excluded).
    public var storageBytes: Int {
        func bytes(_ node: ExtentNode) -> Int {
            if node.isLeaf { return node.leaf.storageBytes }
            return node.children.capacity * MemoryLayout<ExtentNode>.stride
                + node.childTotals.capacity * MemoryLayout<ExtentTotals>.stride
                + node.childValues.capacity * MemoryLayout<[Float]>.stride
                + node.children.reduce(0) { $0 + bytes($1) }
        }
        return bytes(root)
    }

    /// Every leaf in order, with how it stores its items and its totals' bit patterns: two models whose
    /// layouts are equal hold the same tree, value for value (tests compare builds with it).
    var leafLayout: [String] {
        var layout: [String] = []
        func walk(_ node: ExtentNode) {
            guard node.isLeaf else { return node.children.forEach(walk) }
            let leaf = node.leaf
            let storage = leaf.isRun ? "run \(leaf.runValue.bitPattern)" : leaf.storageKind
            let values = leaf.values.map { String($0.bitPattern, radix: 16) }.joined(separator: ",")
            layout.append("\(storage) \(node.totals.count) \(node.totals.measuredCount) \(node.totals.measuredSum.bitPattern) [\(values)]")
        }
        walk(root)
        return layout
    }

    /// The height of the tree (0 when the root is a leaf).
    public var treeHeight: Int { root.height }

    /// Checks every structural invariant of the tree; returns a description of the first broken one.
    public func invariantViolation() -> String? {
        func check(_ node: ExtentNode, isRoot: Bool) -> String? {
            if node.isLeaf {
                if node.leaf.count == 0 && !isRoot { return "empty non-root leaf" }
                if node.leaf.isRun == false && node.leaf.count > LeafExtents.capacity { return "overfull leaf" }
                if node.totals != node.leaf.totals { return "leaf totals out of date" }
                return nil
            }
            if node.children.isEmpty || node.children.count > ExtentNode.maxFanout {
                return "internal node with \(node.children.count) children"
            }
            if node.children.count != node.childTotals.count { return "children and totals differ in count" }
            if node.childValues.count != (node.height == 1 ? node.children.count : 0) { return "leaf values missing" }
            for (j, values) in node.childValues.enumerated() where !node.children[j].leaf.holdsNarrowValues(values) {
                return "leaf values out of date"
            }
            var sum = ExtentTotals()
            for (j, child) in node.children.enumerated() {
                if child.height != node.height - 1 { return "child height \(child.height) under height \(node.height)" }
                if child.totals != node.childTotals[j] { return "cached child totals out of date" }
                sum += child.totals
                if let problem = check(child, isRoot: false) { return problem }
            }
            if sum.count != node.totals.count || sum.measuredCount != node.totals.measuredCount { return "node totals out of date" }
            return nil
        }
        if !root.isLeaf && root.children.count == 1 { return "root with a single child" }
        return check(root, isRoot: true)
    }
}

/// Receives spans one at a time, in index order, from `MeasuredExtents.forEachSpan(in:into:)`.
protocol SpanSink {
    /// Takes the next span.
    mutating func accept(_ span: ItemSpan)
}
