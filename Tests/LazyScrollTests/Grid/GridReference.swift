import Foundation
@testable import LazyScroll

/// The brute-force grid: one optional extent per cell, rows recomputed from scratch by scanning every
/// cell.
struct GridReference {
    var values: [Double?]
    var estimate: Double
    /// The extent of every row when rows are uniform.
    var uniformRowExtent: Double?
    var columns: Int
    var rowSpacing: Double

    var count: Int { values.count }
    var rowCount: Int { (count + columns - 1) / columns }

    func cellExtent(_ index: Int) -> Double { values[index] ?? estimate }

    /// Each row's extent: its longest cell, or the uniform extent.
    var rowExtents: [Double] {
        (0..<rowCount).map { row in
            if let uniformRowExtent { return uniformRowExtent }
            return (row * columns..<min(count, (row + 1) * columns)).map(cellExtent).max()!
        }
    }

    /// Each row's start, summed row by row.
    var rowStarts: [Double] {
        var starts: [Double] = []
        var position = 0.0
        for extent in rowExtents {
            starts.append(position)
            position += extent + rowSpacing
        }
        return starts
    }

    /// Every item's start and extent (its row's) and its column.
    var items: (starts: [Double], extents: [Double], columns: [Int]) {
        let starts = rowStarts
        let extents = rowExtents
        return ((0..<count).map { starts[$0 / columns] }, (0..<count).map { extents[$0 / columns] }, (0..<count).map { $0 % columns })
    }

    var totalExtent: Double {
        guard rowCount > 0 else { return 0 }
        return rowStarts[rowCount - 1] + rowExtents[rowCount - 1]
    }
}
