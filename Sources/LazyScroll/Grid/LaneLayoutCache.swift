/// Sections of a masonry laid out recently, kept so that a frame that stays in them reads positions
/// instead of laying the section out again, and a jump lays out at most the sections it lands in.
///
/// A virtualizer keeps one between updates (a few sections, whatever the number of items: memory stays
/// bounded). An entry holds the tree node of its section's leaf, which makes it sound: a node that is
/// referenced twice is copied before it is changed (copy on write), so while an entry lives, a tree
/// that holds this very node holds exactly the items the entry was laid out from. A change to the
/// section's items puts a new node in the tree, and the entry no longer matches: it is never wrong,
/// only unused until it is replaced. Positions are kept from the section's start, which is read from
/// the tree on every query, so a change in an earlier section does not invalidate a later one.
///
/// Starts are those `SectionLayout` computes for the whole section; a query that would have laid out
/// fewer items (up to a limit) reads the same values for the items it looks at, because an item's
/// place depends only on the items before it.
struct LaneLayoutCache: Sendable {
    /// The most sections kept: enough for the sections a frame's windows touch, with `.screens` buffers
    /// too.
    static let capacity = 8

    private var entries: [LaidOutSection] = []
    /// The entry replaced next once the cache is full (oldest first).
    private var nextVictim = 0

    /// The laid-out section `section` if it is kept, in O(capacity).
    @inline(__always)
    func lookUp(_ section: LaneSectionReference, in context: LaneSection.Context) -> LaidOutSection? {
        for entry in entries where entry.matches(section, in: context) { return entry }
        return nil
    }

    /// The section `section`, laid out from its checkpoint `checkpoint` (see `LaneSection`) or an
    /// earlier one, at least until every lane ends at or after `limit` (or to its end) and at least
    /// through its first `minimum` items, and kept: only what was not laid out before is laid out now.
    @discardableResult
    mutating func laidOut(
        _ section: LaneSectionReference, in context: LaneSection.Context, from checkpoint: Int = 0, until limit: Double,
        atLeast minimum: Int = 0
    ) -> LaidOutSection {
        let slot: Int
        if let kept = entries.firstIndex(where: { $0.matches(section, in: context) }) {
            slot = kept
            if entries[slot].first <= checkpoint * LaneSection.checkpointInterval {
                // Another copy of this cache may be reading the entry: extend a copy of it instead.
                // A hit that needs nothing more (the usual frame) is read as it is.
                if entries[slot].isComplete || (entries[slot].count >= minimum && entries[slot].reaches(limit, from: section.start)) {
                    return entries[slot]
                }
                if !isKnownUniquelyReferenced(&entries[slot]) { entries[slot] = entries[slot].copy() }
            } else {
                // Laid out from a later checkpoint than this query needs: again from its own.
                if !isKnownUniquelyReferenced(&entries[slot]) { entries[slot] = LaidOutSection() }
                entries[slot].start(section, in: context, from: checkpoint)
            }
        } else {
            if entries.count < Self.capacity {
                entries.append(LaidOutSection())
                slot = entries.count - 1
            } else {
                slot = nextVictim
                nextVictim = (nextVictim + 1) % Self.capacity
                // The victim's memory is reused unless a copy of this cache still reads it.
                if !isKnownUniquelyReferenced(&entries[slot]) { entries[slot] = LaidOutSection() }
            }
            entries[slot].start(section, in: context, from: checkpoint)
        }
        entries[slot].extend(section, until: limit)
        entries[slot].extend(section, through: minimum)
        return entries[slot]
    }
}

/// One section of a masonry laid out from one of its checkpoints (its first item, or a later one: see
/// `LaneSection`) on, as far as queries needed: each item's start (from the section's start), extent and
/// lane, and the lanes' state to go on from. Written only
/// while uniquely referenced (by `LaneLayoutCache`), read-only once shared: hence `@unchecked Sendable`.
final class LaidOutSection: @unchecked Sendable {
    /// The leaf node the section was laid out from, held so that it cannot change in place.
    private var node: SummaryNode<LaneSection>?
    /// The section's number within the leaf.
    private var section = 0
    /// The context it was laid out in.
    private var context = LaneSection.Context(lanes: 0, estimate: 0, spacing: 0, spacingStep: 0)
    /// The first item laid out (a checkpoint's), counted from the section's first.
    private(set) var first = 0
    /// The end of the items laid out, counted from the section's first.
    private(set) var count = 0
    /// The number of items in the section.
    private var itemCount = 0

    private let storage = UnsafeMutablePointer<Double>.allocate(capacity: 2 * LaneSection.capacity)
    private let laneStorage = UnsafeMutablePointer<Int>.allocate(capacity: LaneSection.capacity)
    /// The lanes' state after the items laid out (see `SectionLayout`).
    private var ends: UnsafeMutablePointer<Double>
    private var endsCapacity = SectionLayout.stateCount(lanes: 3)

    init() {
        ends = .allocate(capacity: endsCapacity)
    }

    deinit {
        storage.deallocate()
        laneStorage.deallocate()
        ends.deallocate()
    }

    /// Whether every item of the section is laid out.
    var isComplete: Bool { count == itemCount }
    /// The start, from the section's start, of each item laid out (items `first ..< count`; storage keeps
    /// item `k` at offset `k`).
    var starts: UnsafeBufferPointer<Double> { UnsafeBufferPointer(start: storage + first, count: count - first) }
    /// The extent of each item laid out.
    var extents: UnsafeBufferPointer<Double> { UnsafeBufferPointer(start: storage + LaneSection.capacity + first, count: count - first) }
    /// The lane of each item laid out.
    var lanes: UnsafeBufferPointer<Int> { UnsafeBufferPointer(start: laneStorage + first, count: count - first) }
    /// The section's extent once it is complete (the end of its longest lane, from its start); before,
    /// that of the items laid out.
    var extent: Double { SectionLayout.longestLane(ends, lanes: context.lanes) }

    /// Whether this is `section` of the same leaf node, laid out in `context`.
    @inline(__always)
    func matches(_ reference: LaneSectionReference, in context: LaneSection.Context) -> Bool {
        guard let node, reference.section == section else { return false }
        return reference.node.toOpaque() == Unmanaged.passUnretained(node).toOpaque() && self.context == context
    }

    /// A copy of this entry, to extend while another copy of the cache reads this one.
    func copy() -> LaidOutSection {
        let copy = LaidOutSection()
        copy.node = node
        copy.section = section
        copy.context = context
        copy.first = first
        copy.count = count
        copy.itemCount = itemCount
        copy.storage.update(from: storage, count: 2 * LaneSection.capacity)
        copy.laneStorage.update(from: laneStorage, count: LaneSection.capacity)
        copy.reserveEnds(SectionLayout.stateCount(lanes: context.lanes))
        copy.ends.update(from: ends, count: SectionLayout.stateCount(lanes: context.lanes))
        return copy
    }

    private func reserveEnds(_ capacity: Int) {
        guard capacity > endsCapacity else { return }
        ends.deallocate()
        ends = .allocate(capacity: capacity)
        endsCapacity = capacity
    }

    /// Starts over with `reference` (its node must be in the caller's tree) at its checkpoint
    /// `checkpoint`, nothing laid out yet.
    func start(_ reference: LaneSectionReference, in context: LaneSection.Context, from checkpoint: Int) {
        node = reference.node.takeUnretainedValue()
        section = reference.section
        self.context = context
        first = checkpoint * LaneSection.checkpointInterval
        count = first
        itemCount = reference.items.count
        reserveEnds(SectionLayout.stateCount(lanes: context.lanes))
        reference.loadCheckpoint(checkpoint, into: ends, in: context)
    }

    /// Whether every lane ends at or after `limit` (lane ends offset by `base`, the section's start):
    /// then a layout until `limit` stops where this one is (see `SectionLayout.resume`).
    @inline(__always)
    func reaches(_ limit: Double, from base: Double) -> Bool {
        for l in 0..<context.lanes where !(ends[l] + base >= limit) { return false }
        return true
    }

    /// Lays out more of `reference` (the section this entry matches), until every lane ends at or after
    /// `limit` or to the end.
    func extend(_ reference: LaneSectionReference, until limit: Double) {
        guard count < itemCount else { return }
        count = reference.resumeLayout(
            in: context, from: count, until: limit, state: ends, starts: storage, extents: storage + LaneSection.capacity, lanes: laneStorage)
    }

    /// Lays out more of `reference` (the section this entry matches), through its first `end` items.
    func extend(_ reference: LaneSectionReference, through end: Int) {
        guard count < min(end, itemCount) else { return }
        count = reference.resumeLayout(
            in: context, from: count, prefix: end, until: .infinity, state: ends, starts: storage,
            extents: storage + LaneSection.capacity, lanes: laneStorage)
    }

    /// Hands `body` the starts (from the section's start), extents and lanes of items `count ..< end` of
    /// `reference` (the section this entry matches), laid out in temporary memory from this entry's
    /// state: what a reader that may not change the entry does for items past those laid out.
    func withItems<Result>(
        of reference: LaneSectionReference, upTo end: Int,
        _ body: (_ starts: UnsafeBufferPointer<Double>, _ extents: UnsafeBufferPointer<Double>, _ lanes: UnsafeBufferPointer<Int>) throws -> Result
    ) rethrows -> Result {
        let more = max(1, end - count)
        let stateCount = SectionLayout.stateCount(lanes: context.lanes)
        return try withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * more + stateCount) { doubles in
            try withUnsafeTemporaryAllocation(of: Int.self, capacity: more) { laneBuffer in
                // Written at the items' own offsets, so the buffers start `count` items early.
                let state = doubles.baseAddress!
                state.update(from: ends, count: stateCount)
                let starts = state + stateCount - count
                let extents = starts + more
                let laneOf = laneBuffer.baseAddress! - count
                let laidOut = reference.resumeLayout(
                    in: context, from: count, prefix: end, until: .infinity, state: state, starts: starts, extents: extents,
                    lanes: laneOf) - count
                return try body(UnsafeBufferPointer(start: starts + count, count: laidOut),
                                UnsafeBufferPointer(start: extents + count, count: laidOut),
                                UnsafeBufferPointer(start: laneOf + count, count: laidOut))
            }
        }
    }
}
