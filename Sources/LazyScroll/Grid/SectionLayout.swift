/// The masonry rule over one section: each item, in order, goes to the lane whose end is nearest (the
/// lowest-numbered such lane on a tie), unless its lane is kept from an earlier layout.
///
/// Every lane starts at 0 (the section's start). An item starts where its lane ends and the lane then
/// ends `extent + spacing` further on. The section is as long as its longest lane.
enum SectionLayout {
    /// Lays out `count` items: `extent(k)` is item `k`'s extent, `keptLane(k)` its kept lane or nil.
    /// Calls `place(k, lane, start)` for each item in order and returns the section's extent.
    /// O(count × lanes), no allocation.
    @inline(__always)
    static func lay(
        count: Int, lanes: Int, spacing: Double, extent: (Int) -> Double, keptLane: (Int) -> Int?,
        place: (_ k: Int, _ lane: Int, _ start: Double) throws -> Void
    ) rethrows -> Double {
        try withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * lanes) { buffer in
            // ends[l]: where lane l's next item starts; bottoms[l]: where its last item ends.
            let ends = buffer.baseAddress!
            let bottoms = ends + lanes
            for l in 0..<lanes {
                (ends + l).initialize(to: 0)
                (bottoms + l).initialize(to: 0)
            }
            for k in 0..<count {
                var lane = 0
                if let kept = keptLane(k) {
                    lane = kept
                } else {
                    for l in 1..<max(1, lanes) where ends[l] < ends[lane] { lane = l }
                }
                let start = ends[lane]
                let bottom = start + extent(k)
                bottoms[lane] = bottom
                ends[lane] = bottom + spacing
                try place(k, lane, start)
            }
            var longest = 0.0
            for l in 0..<lanes { longest = max(longest, bottoms[l]) }
            return longest
        }
    }

    /// The extent of a section of `count` items all `extent` long, none kept (the same as all kept in
    /// the lanes this rule gives them).
    static func uniformExtent(count: Int, extent: Double, lanes: Int, spacing: Double) -> Double {
        lay(count: count, lanes: lanes, spacing: spacing, extent: { _ in extent }, keptLane: { _ in nil }, place: { _, _, _ in })
    }
}
