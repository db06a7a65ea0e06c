/// A leaf of a masonry's tree: one section of up to `capacity` items stored one by one, or a run of
/// identical items that forms whole sections of `capacity` items from its start (its last section may be
/// shorter).
///
/// A section is laid out on its own (`SectionLayout`), from a flat start; the next section starts
/// where its longest lane ends. Leaves never split or join a section except when items are inserted
/// or removed in it, so measuring, scrolling and jumping never regroup items.
///
/// Invariants: a run has no kept lanes array; a packed section has at most `capacity` items and
/// `keptLanes` is empty or has one entry per item.
struct LaneSection: SummaryLeaf {
    /// The most items in a section.
    static let capacity = LeafExtents.capacity

    /// The stored extents (NaN: not measured yet).
    var extents: LeafExtents
    /// In a packed section, each item's kept lane plus one (0: the rule chooses); empty when no item
    /// keeps its lane.
    var keptLanes: [UInt8]
    /// In a run, whether every item keeps its lane (the rule's, which is the same for alike items).
    var keepsRunLanes: Bool
    /// In a packed section of a masonry of up to `checkpointedLanes` lanes, the lanes' state
    /// (`SectionLayout`, `lanes + 1` values) after each `checkpointInterval` items, for every whole
    /// interval before the last item: a query that needs only items past a checkpoint lays out from
    /// there, with the very values a layout from the first item reaches there. Empty in a run. Kept
    /// up to date by `prepare(in:)`.
    private(set) var checkpoints: [Double]
    /// A packed section's extent (where its longest lane ends), found by `prepare(in:)` with the
    /// checkpoints; NaN until then.
    private var preparedExtent: Double

    /// The number of items between two checkpoints: a jump lays out at most this many items before the
    /// first it needs, where a layout from the section's first item lays out half a section on average.
    static let checkpointInterval = 32
    /// The most lanes for which sections keep checkpoints: each costs `lanes + 1` values per
    /// `checkpointInterval` items (1 byte per item for 3 lanes), and with more lanes a section holds
    /// few rows anyway.
    static let checkpointedLanes = 4

    /// What section layouts depend on.
    struct Context: Equatable {
        var lanes: Int
        var estimate: Double
        var spacing: Double
        /// `spacing` rounded to a `PositionQuantum` step: the gap after each section in sums.
        var spacingStep: Double
    }

    /// What a subtree adds up to.
    struct Summary: Sendable, Equatable {
        /// The sum of its sections' extents (rounded to steps) and of a gap after each.
        var extent: Double
        /// Items whose lanes are kept.
        var kept: Int
    }

    init() {
        extents = LeafExtents()
        keptLanes = []
        keepsRunLanes = false
        checkpoints = []
        preparedExtent = .nan
    }

    init(_ extents: LeafExtents, keptLanes: [UInt8] = [], keepsRunLanes: Bool = false) {
        self.extents = extents
        self.keptLanes = keptLanes
        self.keepsRunLanes = extents.isRun && keepsRunLanes
        checkpoints = []
        preparedExtent = .nan
    }

    var count: Int { extents.count }

    /// The number of sections in the leaf.
    var sectionCount: Int { extents.isRun ? (count + Self.capacity - 1) / Self.capacity : (count > 0 ? 1 : 0) }

    /// The items (counted from the leaf's first) of section `q`.
    func items(ofSection q: Int) -> Range<Int> {
        extents.isRun ? (q * Self.capacity)..<min(count, (q + 1) * Self.capacity) : 0..<count
    }

    /// The section holding item `k`.
    func section(holding k: Int) -> Int { extents.isRun ? k / Self.capacity : 0 }

    /// Whether item `k` keeps its lane.
    func keepsLane(_ k: Int) -> Bool {
        extents.isRun ? keepsRunLanes : (!keptLanes.isEmpty && keptLanes[k] != 0)
    }

    /// Lays out the first `prefix` items of section `q` (all by default), or fewer when every lane ends
    /// at or after `limit` first (lane ends offset by `base`; `SectionLayout`), writing each item's
    /// start (from the section's start), extent and lane where the pointers are given (item `k` of the
    /// section at offset `k`). Returns the section's extent (meaningful for a whole section) and the
    /// number of items laid out.
    @inline(__always)
    func layOut(
        section q: Int, in context: Context, prefix: Int? = nil, until limit: Double = .infinity, base: Double = 0,
        starts: UnsafeMutablePointer<Double>? = nil, extents lengths: UnsafeMutablePointer<Double>? = nil,
        lanes: UnsafeMutablePointer<Int>? = nil
    ) -> (extent: Double, laidOut: Int) {
        SectionLayout.withScratch(count: starts == nil || lengths == nil || lanes == nil ? Self.capacity : 0) { scratchStarts, scratchExtents, scratchLanes in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: SectionLayout.stateCount(lanes: context.lanes)) { buffer in
                let state = buffer.baseAddress!
                state.initialize(repeating: 0, count: SectionLayout.stateCount(lanes: context.lanes))
                let laidOut = resumeLayout(
                    section: q, in: context, from: 0, prefix: prefix, until: limit, base: base, state: state,
                    starts: starts ?? scratchStarts, extents: lengths ?? scratchExtents, lanes: lanes ?? scratchLanes)
                return (SectionLayout.longestLane(state, lanes: context.lanes), laidOut)
            }
        }
    }

    /// `layOut(section:…)` from item `first` of the section on, with the lanes' state after the items
    /// before it in `state` (see `SectionLayout`), which it updates; returns the index after the last
    /// item laid out. A section laid out in steps gets the values of one layout. Not inlined: it holds
    /// a loop per lane count and storage kind, and runs once per section.
    func resumeLayout(
        section q: Int, in context: Context, from first: Int, prefix: Int? = nil, until limit: Double, base: Double,
        state: UnsafeMutablePointer<Double>, starts: UnsafeMutablePointer<Double>, extents lengths: UnsafeMutablePointer<Double>,
        lanes: UnsafeMutablePointer<Int>
    ) -> Int {
        let items = self.items(ofSection: q)
        let count = min(items.count, prefix ?? items.count)
        let estimate = context.estimate
        if extents.isRun {
            let value = extents.runValue.isNaN ? estimate : extents.runValue
            return SectionLayout.resume(
                from: first, count: count, lanes: context.lanes, spacing: context.spacing, kept: UnsafeBufferPointer(start: nil, count: 0),
                extent: { _ in value }, until: limit, base: base, state: state, starts: starts, extents: lengths, laneOf: lanes)
        }
        return keptLanes.withUnsafeBufferPointer { kept in
            extents.withPackedValues(
                narrow: { values in
                    SectionLayout.resume(
                        from: first, count: count, lanes: context.lanes, spacing: context.spacing, kept: kept,
                        extent: { k in values[k].isNaN ? estimate : Double(values[k]) }, until: limit, base: base,
                        state: state, starts: starts, extents: lengths, laneOf: lanes)
                },
                wide: { values in
                    SectionLayout.resume(
                        from: first, count: count, lanes: context.lanes, spacing: context.spacing, kept: kept,
                        extent: { k in values[k].isNaN ? estimate : values[k] }, until: limit, base: base,
                        state: state, starts: starts, extents: lengths, laneOf: lanes)
                })
        }
    }

    /// The lanes of the items of section `q`, in order.
    func lanes(ofSection q: Int, in context: Context) -> [Int] {
        [Int](unsafeUninitializedCapacity: items(ofSection: q).count) { buffer, initialized in
            _ = layOut(section: q, in: context, lanes: buffer.baseAddress)
            initialized = buffer.count
        }
    }

    // MARK: - Checkpoints

    /// The number of checkpoints a packed section of `count` items keeps with `lanes` lanes.
    static func checkpointCount(items count: Int, lanes: Int) -> Int {
        lanes <= checkpointedLanes && count > 0 ? (count - 1) / checkpointInterval : 0
    }

    /// Lays the packed section out once, keeping its extent and its checkpoints (in place when their
    /// number is unchanged); clears them in a run.
    mutating func prepare(in context: Context) {
        guard !extents.isRun, count > 0 else {
            if !checkpoints.isEmpty { checkpoints = [] }
            preparedExtent = .nan
            return
        }
        let stride = SectionLayout.stateCount(lanes: context.lanes)
        let marks = Self.checkpointCount(items: count, lanes: context.lanes)
        // Out of `self` while it is written, so that the layout below may read `self`.
        var kept = checkpoints
        checkpoints = []
        if kept.count != marks * stride { kept = [Double](repeating: 0, count: marks * stride) }
        preparedExtent = SectionLayout.withScratch(count: Self.capacity) { starts, extents, lanes in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: stride) { buffer in
                let state = buffer.baseAddress!
                state.initialize(repeating: 0, count: stride)
                var done = 0
                kept.withUnsafeMutableBufferPointer { marksBuffer in
                    for j in 0..<marks {
                        done = resumeLayout(
                            section: 0, in: context, from: done, prefix: (j + 1) * Self.checkpointInterval, until: .infinity, base: 0,
                            state: state, starts: starts, extents: extents, lanes: lanes)
                        (marksBuffer.baseAddress! + j * stride).update(from: state, count: stride)
                    }
                }
                _ = resumeLayout(
                    section: 0, in: context, from: done, until: .infinity, base: 0, state: state, starts: starts, extents: extents, lanes: lanes)
                return SectionLayout.longestLane(state, lanes: context.lanes)
            }
        }
        checkpoints = kept
    }

    /// The last of `checkpoints` (0: the section's first item) before which every item ends clearly
    /// before `low` (the section starting at `base`), so that none of them overlaps an interval from
    /// `low`. The margin covers the rounding of a start and an extent added in another order.
    @inline(__always)
    static func checkpoint(in checkpoints: UnsafeBufferPointer<Double>, clearing low: Double, base: Double, lanes: Int) -> Int {
        let stride = SectionLayout.stateCount(lanes: lanes)
        let margin = Swift.max(1, Swift.abs(low)) * 0x1p-40
        var j = checkpoints.count / stride
        while j > 0 && !(checkpoints[(j - 1) * stride + lanes] + base < low - margin) { j -= 1 }
        return j
    }

    /// The last of `checkpoints` at or before the section's item `k` (0: its first item).
    @inline(__always)
    static func checkpoint(in checkpoints: UnsafeBufferPointer<Double>, atOrBefore k: Int, lanes: Int) -> Int {
        Swift.min(k / checkpointInterval, checkpoints.count / SectionLayout.stateCount(lanes: lanes))
    }

    /// Writes into `state` the lanes' state at checkpoint `j` of `checkpoints` (zeros for 0).
    @inline(__always)
    static func loadCheckpoint(_ j: Int, of checkpoints: UnsafeBufferPointer<Double>, into state: UnsafeMutablePointer<Double>, lanes: Int) {
        let stride = SectionLayout.stateCount(lanes: lanes)
        if j == 0 {
            state.update(repeating: 0, count: stride)
        } else {
            state.update(from: checkpoints.baseAddress! + (j - 1) * stride, count: stride)
        }
    }

    /// Whether the checkpoints and the extent are those `prepare(in:)` finds now (for invariant checks).
    func isPrepared(in context: Context) -> Bool {
        var fresh = self
        fresh.checkpoints = []
        fresh.prepare(in: context)
        let extentAgrees = extents.isRun || count == 0 ? preparedExtent.isNaN : preparedExtent == fresh.preparedExtent
        return extentAgrees && checkpoints == fresh.checkpoints
    }

    /// The distance from the start of one of this run's full sections to the next.
    func runPitch(in context: Context) -> Double {
        let value = extents.runValue.isNaN ? context.estimate : extents.runValue
        let full = SectionLayout.uniformExtent(count: Self.capacity, extent: value, lanes: context.lanes, spacing: context.spacing)
        return PositionQuantum.quantized(full) + context.spacingStep
    }

    /// The offset, from the leaf's start, of section `q`.
    func start(ofSection q: Int, in context: Context) -> Double {
        q == 0 ? 0 : Double(q) * runPitch(in: context)
    }

    // MARK: - SummaryLeaf

    func summary(in context: Context) -> Summary {
        guard count > 0 else { return Summary(extent: 0, kept: 0) }
        if extents.isRun {
            let value = extents.runValue.isNaN ? context.estimate : extents.runValue
            let full = count / Self.capacity
            let rest = count % Self.capacity
            var extent = full > 0 ? Double(full) * runPitch(in: context) : 0
            if rest > 0 {
                let last = SectionLayout.uniformExtent(count: rest, extent: value, lanes: context.lanes, spacing: context.spacing)
                extent += PositionQuantum.quantized(last) + context.spacingStep
            }
            return Summary(extent: extent, kept: keepsRunLanes ? count : 0)
        }
        // Found by `prepare(in:)`, which a node calls before asking.
        let extent = preparedExtent.isNaN ? layOut(section: 0, in: context).extent : preparedExtent
        return Summary(extent: PositionQuantum.quantized(extent) + context.spacingStep, kept: keptLanes.reduce(0) { $0 + ($1 == 0 ? 0 : 1) })
    }

    static func combine(counts: [Int], summaries: [Summary], in context: Context) -> Summary {
        var total = Summary(extent: 0, kept: 0)
        for summary in summaries {
            total.extent += summary.extent
            total.kept += summary.kept
        }
        return total
    }

    /// Runs that are alike join when the first is whole sections (the grouping stays as it was); after
    /// items were inserted or removed, neighbouring stored sections join while they fit in one (their
    /// items keep any kept lanes; the others are laid out again). A run never joins a stored section:
    /// the runs a change splits off are sections it did not touch, and they keep their grouping.
    static func merge(_ first: LaneSection, _ second: LaneSection, afterDataChange: Bool, in context: Context) -> LaneSection? {
        let (a, b) = (first.extents, second.extents)
        if a.isRun && b.isRun && LeafExtents.sameValue(a.runValue, b.runValue)
            && first.keepsRunLanes == second.keepsRunLanes && a.runLength % capacity == 0 {
            return LaneSection(LeafExtents(run: a.runLength + b.runLength, value: a.runValue), keepsRunLanes: first.keepsRunLanes)
        }
        guard afterDataChange, !a.isRun, !b.isRun, first.count + second.count <= capacity else { return nil }
        return packed(values: a.values + b.values, kept: first.allKeptLanes(in: context) + second.allKeptLanes(in: context))
    }

    /// A packed section of `values` with `kept` lanes (plus one; 0: free), dropping the kept array when
    /// nothing is kept.
    static func packed(values: [Double], kept: [UInt8]) -> LaneSection {
        LaneSection(LeafExtents(packed: values), keptLanes: kept.contains { $0 != 0 } ? kept : [])
    }

    /// Every item's kept lane plus one (0: free), for a packed section or a run of one section.
    private func allKeptLanes(in context: Context) -> [UInt8] {
        if extents.isRun { return runLanes(0..<count, ruleLanes: false, in: context) }
        return keptLanes.isEmpty ? Array(repeating: 0, count: count) : keptLanes
    }

    /// The lanes (plus one) of items `range` of a run: the rule's when the run keeps its lanes or
    /// `ruleLanes` asks for them, else 0 (free). O(sections touched × capacity × lanes).
    private func runLanes(_ range: Range<Int>, ruleLanes: Bool, in context: Context) -> [UInt8] {
        var lanes = [UInt8](repeating: 0, count: range.count)
        guard (ruleLanes || keepsRunLanes), !range.isEmpty else { return lanes }
        for q in section(holding: range.lowerBound)...section(holding: range.upperBound - 1) {
            let items = self.items(ofSection: q)
            for (offset, lane) in self.lanes(ofSection: q, in: context).enumerated() where range.contains(items.lowerBound + offset) {
                lanes[items.lowerBound + offset - range.lowerBound] = UInt8(lane + 1)
            }
        }
        return lanes
    }

    /// Items `range` of a run as a packed section.
    private func packedSlice(_ range: Range<Int>, in context: Context) -> LaneSection {
        Self.packed(values: Array(repeating: extents.runValue, count: range.count), kept: runLanes(range, ruleLanes: false, in: context))
    }

    /// Items `range` of a run as a run of their own (`range` starts at a section boundary).
    private func runSlice(_ range: Range<Int>) -> LaneSection? {
        range.isEmpty ? nil : LaneSection(LeafExtents(run: range.count, value: extents.runValue), keepsRunLanes: keepsRunLanes)
    }

    // MARK: - Changes (for `SummaryTree.modify`)

    /// The run split into whole sections before section `q`, section `q` as a packed section changed by
    /// `body`, and the sections after.
    private func carving(section q: Int, in context: Context, _ body: (inout LaneSection) -> [LaneSection]) -> [LaneSection] {
        let items = self.items(ofSection: q)
        var middle = packedSlice(items, in: context)
        var pieces: [LaneSection] = []
        if let before = runSlice(0..<items.lowerBound) { pieces.append(before) }
        pieces.append(contentsOf: body(&middle))
        if let after = runSlice(items.upperBound..<count) { pieces.append(after) }
        return pieces
    }

    /// Sets the stored value of item `k` (a measurement): kept lanes stay, the others follow the rule.
    mutating func setValue(_ value: Double, at k: Int, in context: Context) -> LeafChange<LaneSection> {
        if !extents.isRun {
            extents.set(value, at: k)
            return .changed
        }
        if LeafExtents.sameValue(extents.runValue, value) { return .unchanged }
        let q = section(holding: k)
        let local = k - items(ofSection: q).lowerBound
        return .replaced(carving(section: q, in: context) { section in
            section.extents.set(value, at: local)
            return [section]
        })
    }

    /// Inserts `items` before item `k` (a data change): they join the section holding item `k` (the
    /// last one at the end), which splits into sections of at most `capacity` items when it overflows.
    mutating func insert(_ items: InsertedExtents, at k: Int, in context: Context) -> LeafChange<LaneSection> {
        if extents.isRun {
            let q = k == count ? sectionCount - 1 : section(holding: k)
            let local = k - self.items(ofSection: q).lowerBound
            return .replaced(carving(section: q, in: context) { section in
                section.insertPacked(items, at: local)
            })
        }
        return .replaced(insertPacked(items, at: k))
    }

    /// Inserts into a packed section; returns the sections it becomes.
    private func insertPacked(_ items: InsertedExtents, at k: Int) -> [LaneSection] {
        if case let .repeated(inserted, value) = items, inserted >= Self.capacity {
            // Many alike items: a run of their own between the two parts of this section.
            let values = extents.values
            let kept = keptLanes.isEmpty ? Array(repeating: UInt8(0), count: count) : keptLanes
            var pieces: [LaneSection] = []
            if k > 0 { pieces.append(Self.packed(values: Array(values[..<k]), kept: Array(kept[..<k]))) }
            pieces.append(LaneSection(LeafExtents(run: inserted, value: value)))
            if k < count { pieces.append(Self.packed(values: Array(values[k...]), kept: Array(kept[k...]))) }
            return pieces
        }
        var values = extents.values
        values.insert(contentsOf: items.values, at: k)
        var kept = keptLanes.isEmpty ? Array(repeating: UInt8(0), count: count) : keptLanes
        kept.insert(contentsOf: repeatElement(0, count: items.count), at: k)
        // As few sections as hold them, as even as possible.
        let pieces = (values.count + Self.capacity - 1) / Self.capacity
        return (0..<pieces).map { p in
            let range = (values.count * p / pieces)..<(values.count * (p + 1) / pieces)
            return Self.packed(values: Array(values[range]), kept: Array(kept[range]))
        }
    }

    /// Removes items `range` (a data change); what remains of the sections it touched becomes one
    /// section when it fits.
    mutating func remove(_ range: Range<Int>, in context: Context) -> LeafChange<LaneSection> {
        if !extents.isRun {
            extents.remove(range)
            if !keptLanes.isEmpty { keptLanes.removeSubrange(range) }
            if count == 0 { return .replaced([]) }
            if !keptLanes.contains(where: { $0 != 0 }) { keptLanes = [] }
            return .changed
        }
        let first = self.items(ofSection: section(holding: range.lowerBound))
        let last = self.items(ofSection: section(holding: range.upperBound - 1))
        var pieces: [LaneSection] = []
        if let before = runSlice(0..<first.lowerBound) { pieces.append(before) }
        // What remains of the first and last sections touched: one section when it fits, else two.
        let remnants = [first.lowerBound..<range.lowerBound, range.upperBound..<last.upperBound].filter { !$0.isEmpty }
        if remnants.reduce(0, { $0 + $1.count }) <= Self.capacity {
            let kept = remnants.flatMap { runLanes($0, ruleLanes: false, in: context) }
            if !kept.isEmpty { pieces.append(Self.packed(values: Array(repeating: extents.runValue, count: kept.count), kept: kept)) }
        } else {
            pieces.append(contentsOf: remnants.map { packedSlice($0, in: context) })
        }
        if let after = runSlice(last.upperBound..<count) { pieces.append(after) }
        return .replaced(pieces)
    }

    /// Keeps the current lanes of items `range` from now on (they were shown). A packed section whose
    /// items all keep the lanes the rule gives alike items becomes a run again, so that scrolling through
    /// unmeasured items leaves a few runs rather than a section per screen.
    mutating func keepLanes(_ range: Range<Int>, in context: Context) -> LeafChange<LaneSection> {
        if extents.isRun {
            if keepsRunLanes { return .unchanged }
            let sections = section(holding: range.lowerBound)...section(holding: range.upperBound - 1)
            var pieces: [LaneSection] = []
            if let before = runSlice(0..<items(ofSection: sections.lowerBound).lowerBound) { pieces.append(before) }
            for q in sections {
                let items = self.items(ofSection: q)
                if range.lowerBound <= items.lowerBound && items.upperBound <= range.upperBound {
                    pieces.append(LaneSection(LeafExtents(run: items.count, value: extents.runValue), keepsRunLanes: true))
                } else {
                    let lanes = runLanes(items, ruleLanes: true, in: context)
                    let kept = items.map { range.contains($0) ? lanes[$0 - items.lowerBound] : 0 }
                    pieces.append(Self.packed(values: Array(repeating: extents.runValue, count: items.count), kept: kept))
                }
            }
            if let after = runSlice(items(ofSection: sections.upperBound).upperBound..<count) { pieces.append(after) }
            return .replaced(pieces)
        }
        if !keptLanes.isEmpty && range.allSatisfy({ keptLanes[$0] != 0 }) { return .unchanged }
        var kept = keptLanes.isEmpty ? Array(repeating: UInt8(0), count: count) : keptLanes
        for (k, lane) in lanes(ofSection: 0, in: context).enumerated() where range.contains(k) && kept[k] == 0 {
            kept[k] = UInt8(lane + 1)
        }
        keptLanes = kept
        if let value = extents.uniformValue, !kept.contains(0), kept == Self.ruleLanes(count: count, value: value, in: context) {
            return .replaced([LaneSection(LeafExtents(run: count, value: value), keepsRunLanes: true)])
        }
        return .changed
    }

    /// The lanes (plus one) the rule gives a section of `count` alike items.
    private static func ruleLanes(count: Int, value: Double, in context: Context) -> [UInt8] {
        LaneSection(LeafExtents(run: count, value: value)).runLanes(0..<count, ruleLanes: true, in: context)
    }
}
