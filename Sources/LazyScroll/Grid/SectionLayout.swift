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
            // ends[l]: where lane l's next item starts; bottoms[l]: where its last item ends.
            let ends = buffer.baseAddress!
            let bottoms = ends + lanes
            ends.initialize(repeating: 0, count: 2 * lanes)
            let keeps = !kept.isEmpty
            laidOut = count
            for k in 0..<count {
                var lane = 0
                var nearest = ends[0]
                for l in 1..<max(1, lanes) where ends[l] < nearest {
                    lane = l
                    nearest = ends[l]
                }
                if nearest + base >= limit {
                    laidOut = k
                    break
                }
                if keeps && kept[k] != 0 { lane = Int(kept[k]) - 1 }
                let start = ends[lane]
                let length = extent(k)
                let bottom = start + length
                bottoms[lane] = bottom
                ends[lane] = bottom + spacing
                starts?[k] = start
                extents?[k] = length
                laneOf?[k] = lane
            }
            var longest = 0.0
            for l in 0..<lanes { longest = max(longest, bottoms[l]) }
            return longest
        }
    }

    /// The extent of a section of `count` items all `extent` long, none kept (the same as all kept in
    /// the lanes this rule gives them).
    static func uniformExtent(count: Int, extent: Double, lanes: Int, spacing: Double) -> Double {
        lay(count: count, lanes: lanes, spacing: spacing, kept: UnsafeBufferPointer(start: nil, count: 0), extent: { _ in extent },
            starts: nil, extents: nil, laneOf: nil)
    }
}
