import Foundation
@testable import LazyScroll

/// The brute-force masonry: one optional extent and one optional kept lane per item, in sections of the
/// given sizes, each section laid out from scratch by comparing every lane for every item.
struct LaneReference {
    var values: [Double?]
    var estimate: Double
    var lanes: Int
    var spacing: Double
    /// The lane each item keeps, if it was shown.
    var kept: [Int?]
    /// How many items each section holds, in order (the engine's grouping, checked separately).
    var sections: [Int]

    var count: Int { values.count }

    func extent(_ index: Int) -> Double { values[index] ?? estimate }

    /// Every item's start, extent and lane, and where the content ends.
    var layout: (starts: [Double], extents: [Double], lanes: [Int], total: Double) {
        var starts = [Double](repeating: 0, count: count)
        var laneOf = [Int](repeating: 0, count: count)
        var sectionStart = 0.0
        var total = 0.0
        var first = 0
        for size in sections {
            var ends = [Double](repeating: 0, count: lanes)
            var bottoms = [Double](repeating: 0, count: lanes)
            for index in first..<(first + size) {
                var lane = 0
                if let keptLane = kept[index] {
                    lane = keptLane
                } else {
                    for candidate in 0..<lanes where ends[candidate] < ends[lane] { lane = candidate }
                }
                starts[index] = sectionStart + ends[lane]
                laneOf[index] = lane
                bottoms[lane] = ends[lane] + extent(index)
                ends[lane] = bottoms[lane] + spacing
            }
            let extent = bottoms.max() ?? 0
            total = sectionStart + extent
            sectionStart += extent + spacing
            first += size
        }
        return (starts, (0..<count).map(extent), laneOf, total)
    }
}
