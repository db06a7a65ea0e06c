/// The masonry rule over one section: each item, in order, goes to the lane whose end is nearest (the
/// lowest-numbered such lane on a tie), unless its lane is kept from an earlier layout.
///
/// Every lane starts at 0 (the section's start). An item starts where its lane ends and the lane then
/// ends `extent + spacing` further on. The section is as long as its longest lane.
///
/// The lanes' state between two steps of a layout (`resume`) is `stateCount(lanes:)` values: `state[l]`
/// is where lane `l`'s next item starts, and `state[lanes]` where the longest lane ends (the end of the
/// item that ends last so far: a lane only grows, so no per-lane bottom needs to be kept), all 0 before
/// the first item.
enum SectionLayout {
    /// The number of values a layout's state takes for `lanes` lanes.
    @inline(__always)
    static func stateCount(lanes: Int) -> Int { lanes + 1 }

    /// Lays out `count` items (see `resume`) from an empty state into the buffers given, and returns the
    /// section's extent and the number of items laid out (fewer than `count` when every lane ends at or
    /// after `limit` first). O(count × lanes), nothing allocated on the heap.
    @inline(__always)
    static func lay(
        count: Int, lanes: Int, spacing: Double, kept: UnsafeBufferPointer<UInt8>, extent: (Int) -> Double,
        until limit: Double = .infinity, base: Double = 0,
        starts: UnsafeMutablePointer<Double>, extents: UnsafeMutablePointer<Double>, laneOf: UnsafeMutablePointer<Int>
    ) -> (extent: Double, laidOut: Int) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: stateCount(lanes: lanes)) { buffer in
            let state = buffer.baseAddress!
            state.initialize(repeating: 0, count: stateCount(lanes: lanes))
            let laidOut = resume(
                from: 0, count: count, lanes: lanes, spacing: spacing, kept: kept, extent: extent, until: limit, base: base,
                state: state, starts: starts, extents: extents, laneOf: laneOf)
            return (longestLane(state, lanes: lanes), laidOut)
        }
    }

    /// The rule from item `first` on, with the lanes as `state` describes them after the items before it
    /// (see the type's comment). Lays out items up to `count`, or fewer once every lane ends at or after
    /// `limit` (lane ends offset by `base`, added exactly as callers add it to starts: every later item
    /// would start there or later, since a lane only grows), updating `state`; writes each item's start,
    /// extent and lane at its index and returns the index after the last item laid out. A section laid
    /// out in several calls gets exactly the values of one call. `extent(k)` is item `k`'s extent and
    /// `kept[k]` its kept lane plus one (0, or an empty `kept`: the rule chooses).
    ///
    /// One loop that writes plain memory rather than a callback per item, with the lane count a
    /// constant for masonries of up to four lanes (the search for the nearest lane unrolled): a scroll
    /// update lays out a section of up to 128 items, and a build lays out every section once.
    @inline(__always)
    static func resume(
        from first: Int, count: Int, lanes: Int, spacing: Double, kept: UnsafeBufferPointer<UInt8>, extent: (Int) -> Double,
        until limit: Double, base: Double, state: UnsafeMutablePointer<Double>,
        starts: UnsafeMutablePointer<Double>, extents: UnsafeMutablePointer<Double>, laneOf: UnsafeMutablePointer<Int>
    ) -> Int {
        // One loop per lane count and per "some lanes are kept", each compiled with them as constants.
        @inline(__always) func run(_ lanes: Int, _ keeps: Bool) -> Int {
            resume(from: first, count: count, fixedLanes: lanes, keeps: keeps, spacing: spacing, kept: kept, extent: extent,
                   until: limit, base: base, state: state, starts: starts, extents: extents, laneOf: laneOf)
        }
        let keeps = !kept.isEmpty
        switch lanes {
        case 1: return keeps ? run(1, true) : run(1, false)
        case 2: return keeps ? run(2, true) : run(2, false)
        case 3: return keeps ? run(3, true) : run(3, false)
        case 4: return keeps ? run(4, true) : run(4, false)
        default: return keeps ? run(lanes, true) : run(lanes, false)
        }
    }

    /// `resume(from:…)` with `lanes` and `keeps` (whether `kept` is not empty) constants once inlined.
    @inline(__always)
    private static func resume(
        from first: Int, count: Int, fixedLanes lanes: Int, keeps: Bool, spacing: Double, kept: UnsafeBufferPointer<UInt8>,
        extent: (Int) -> Double, until limit: Double, base: Double, state ends: UnsafeMutablePointer<Double>,
        starts: UnsafeMutablePointer<Double>, extents: UnsafeMutablePointer<Double>, laneOf: UnsafeMutablePointer<Int>
    ) -> Int {
        var longest = ends[lanes]
        var k = first
        while k < count {
            // The nearest lane, the lowest-numbered on a tie, chosen without branches: which lane wins
            // is as good as random, and a mispredicted branch per item cost more than the choice itself.
            var lane = 0
            var nearest = ends[0]
            var l = 1
            while l < lanes {
                let end = ends[l]
                let closer = end < nearest
                lane = closer ? l : lane
                nearest = closer ? end : nearest
                l += 1
            }
            if nearest + base >= limit { break }
            var start = nearest
            if keeps, case let keptLane = Int(kept[k]), keptLane != 0 {
                lane = keptLane - 1
                start = ends[lane]
            }
            let length = extent(k)
            let bottom = start + length
            longest = bottom > longest ? bottom : longest
            ends[lane] = bottom + spacing
            starts[k] = start
            extents[k] = length
            laneOf[k] = lane
            k += 1
        }
        ends[lanes] = longest
        return k
    }

    /// The section's extent so far: where its longest lane ends, given the lanes' state (see `resume`).
    @inline(__always)
    static func longestLane(_ state: UnsafePointer<Double>, lanes: Int) -> Double {
        state[lanes]
    }

    /// The extent of a section of `count` items all `extent` long, none kept (the same as all kept in
    /// the lanes this rule gives them).
    static func uniformExtent(count: Int, extent: Double, lanes: Int, spacing: Double) -> Double {
        withScratch(count: count) { starts, extents, laneOf in
            lay(count: count, lanes: lanes, spacing: spacing, kept: UnsafeBufferPointer(start: nil, count: 0), extent: { _ in extent },
                starts: starts, extents: extents, laneOf: laneOf).extent
        }
    }

    /// Hands `body` buffers for the starts, extents and lanes of `count` items that nobody reads: for a
    /// layout whose extent alone is wanted.
    @inline(__always)
    static func withScratch<Result>(
        count: Int, _ body: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int>) -> Result
    ) -> Result {
        // At least one element, so that the buffers have addresses.
        let capacity = max(1, count)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * capacity) { doubles in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { lanes in
                body(doubles.baseAddress!, doubles.baseAddress! + capacity, lanes.baseAddress!)
            }
        }
    }
}
