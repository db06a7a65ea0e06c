/// What a subtree of a `MeasuredExtents` tree adds up to.
///
/// Unmeasured items are counted rather than summed, so that changing the estimate changes every
/// subtree's extent at once without touching the tree.
struct ExtentTotals: Sendable, Equatable {
    /// Items in the subtree.
    var count: Int = 0
    /// Items that have a real (measured or given) extent.
    var measuredCount: Int = 0
    /// The sum of the real extents.
    var measuredSum: Double = 0

    /// The subtree's length: real extents, the estimate for the rest, and `spacing` after every item.
    @inline(__always)
    func extent(estimate: Double, spacing: Double) -> Double {
        measuredSum + Double(count - measuredCount) * estimate + Double(count) * spacing
    }

    @inline(__always)
    static func += (lhs: inout ExtentTotals, rhs: ExtentTotals) {
        lhs.count += rhs.count
        lhs.measuredCount += rhs.measuredCount
        lhs.measuredSum += rhs.measuredSum
    }
}
