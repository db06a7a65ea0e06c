/// The masonry rule over one section: each item, in order, goes to the lane whose end is nearest (the
/// lowest-numbered such lane on a tie), unless its lane is kept from an earlier layout.
///
/// Every lane starts at 0 (the section's start). An item starts where its lane ends and the lane then
/// ends `extent + spacing` further on. The section is as long as its longest lane.
enum SectionLayout {
    /// Lays out `count` items: `extent(k)` is item `k`'s extent and `kept[k]` its kept lane plus one
    /// (0, or an empty `kept`: the rule chooses). Writes each item's start, extent and lane where the
    /// pointers are given, and returns the section's extent. O(count × lanes), nothing allocated.
    ///
    /// One loop that writes plain memory, rather than a callback per item: a scroll update lays out a
    /// few sections of up to 128 items, and calls per item were most of its time.
    @inline(__always)
    static func lay(
        count: Int, lanes: Int, spacing: Double, kept: UnsafeBufferPointer<UInt8>, extent: (Int) -> Double,
        starts: UnsafeMutablePointer<Double>?, extents: UnsafeMutablePointer<Double>?, laneOf: UnsafeMutablePointer<Int>?
    ) -> Double {
        var laidOut = 0
        return lay(count: count, lanes: lanes, spacing: spacing, kept: kept, extent: extent, until: .infinity,
                   starts: starts, extents: extents, laneOf: laneOf, laidOut: &laidOut)
    }

    /// `lay(count:…)`, stopping early once every lane ends at or after `limit` (lane ends offset by
    /// `base`, added exactly as callers add it to starts): every later item would start there or later,
    /// since a lane only grows. `laidOut` is the number of items written.
    @inline(__always)
    static func lay(
        count: Int, lanes: Int, spacing: Double, kept: UnsafeBufferPointer<UInt8>, extent: (Int) -> Double,
        until limit: Double, base: Double = 0, starts: UnsafeMutablePointer<Double>?, extents: UnsafeMutablePointer<Double>?, laneOf: UnsafeMutablePointer<Int>?,
        laidOut: inout Int
    ) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * lanes) { buffer in
            let ends = buffer.baseAddress!
            ends.initialize(repeating: 0, count: 2 * lanes)
            laidOut = resume(
                from: 0, count: count, lanes: lanes, spacing: spacing, kept: kept, extent: extent, until: limit, base: base,
                ends: ends, starts: starts, extents: extents, laneOf: laneOf)
            return longestLane(ends, lanes: lanes)
        }
    }

    /// The rule from item `first` on, with the lanes as `ends` describes them after the items before it:
    /// `ends[l]` is where lane `l`'s next item starts and `ends[lanes + l]` where its last item ends (all
    /// 0 before the first item). Lays out items up to `count`, or fewer once every lane ends at or after
    /// `limit` (as `lay` stops), updating `ends`; returns the index after the last item laid out. A
    /// section laid out in several calls gets exactly the values of one call.
    @inline(__always)
    static func resume(
        from first: Int, count: Int, lanes: Int, spacing: Double, kept: UnsafeBufferPointer<UInt8>, extent: (Int) -> Double,
        until limit: Double, base: Double, ends: UnsafeMutablePointer<Double>,
        starts: UnsafeMutablePointer<Double>?, extents: UnsafeMutablePointer<Double>?, laneOf: UnsafeMutablePointer<Int>?
    ) -> Int {
        // ends[l]: where lane l's next item starts; bottoms[l]: where its last item ends.
        let bottoms = ends + lanes
        let keeps = !kept.isEmpty
        var k = first
        while k < count {
            var lane = 0
            var nearest = ends[0]
            var l = 1
            while l < lanes {
                let end = ends[l]
                if end < nearest {
                    lane = l
                    nearest = end
                }
                l += 1
            }
            if nearest + base >= limit { break }
            if keeps, case let keptLane = Int(kept[k]), keptLane != 0 { lane = keptLane - 1 }
            let start = ends[lane]
            let length = extent(k)
            let bottom = start + length
            bottoms[lane] = bottom
            ends[lane] = bottom + spacing
            starts?[k] = start
            extents?[k] = length
            laneOf?[k] = lane
            k += 1
        }
        return k
    }

    /// The section's extent so far: where its longest lane ends, given the lanes' state (see `resume`).
    @inline(__always)
    static func longestLane(_ ends: UnsafePointer<Double>, lanes: Int) -> Double {
        var longest = 0.0
        for l in 0..<lanes { longest = max(longest, ends[lanes + l]) }
        return longest
    }

    /// The extent of a section of `count` items all `extent` long, none kept (the same as all kept in
    /// the lanes this rule gives them).
    static func uniformExtent(count: Int, extent: Double, lanes: Int, spacing: Double) -> Double {
        lay(count: count, lanes: lanes, spacing: spacing, kept: UnsafeBufferPointer(start: nil, count: 0), extent: { _ in extent },
            starts: nil, extents: nil, laneOf: nil)
    }
}
