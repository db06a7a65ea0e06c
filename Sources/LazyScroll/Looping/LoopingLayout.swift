import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The virtual index space of looping content: the data laid out `repetitions` times, with the offset
/// kept in the middle copy by moving it whole cycles at a time.
///
/// There are `margin` copies on each side of the middle copy, enough to hold the viewport and every
/// working range, so the windows never reach either end and the move by whole cycles shows exactly
/// the same picture.
public struct LoopingLayout: Sendable, Hashable {
    /// The number of data items in one cycle.
    public let dataCount: Int
    /// The distance from the start of one copy to the start of the next.
    public let cycleExtent: CGFloat
    /// Copies on each side of the middle copy.
    public let margin: Int

    /// The layout for `dataCount` items over `cycleExtent`, wide enough for `reach` points on each side
    /// of the middle copy.
    public init(dataCount: Int, cycleExtent: CGFloat, reach: CGFloat) {
        self.dataCount = dataCount
        self.cycleExtent = cycleExtent
        let copies = cycleExtent > 0 ? Int((reach / cycleExtent).rounded(.up)) : 1
        self.margin = max(2, copies + 1)
    }

    /// A layout with exactly `margin` copies on each side of the middle.
    public init(dataCount: Int, cycleExtent: CGFloat, margin: Int) {
        self.dataCount = dataCount
        self.cycleExtent = cycleExtent
        self.margin = margin
    }

    /// The total number of copies: the middle one plus the margins.
    public var repetitions: Int { 2 * margin + 1 }

    /// The offset where the middle copy starts.
    public var middleStart: CGFloat { CGFloat(margin) * cycleExtent }

    /// The whole cycles to add to `offset` so that it lies in the middle copy (0 when it does).
    public func cyclesToRecentre(_ offset: CGFloat) -> Int {
        guard cycleExtent > 0, offset.isFinite else { return 0 }
        let cycles = ((offset - middleStart) / cycleExtent).rounded(.down)
        return -Int(cycles)
    }

    /// The virtual index in the middle copy of data item `dataIndex`.
    public func middleIndex(ofData dataIndex: Int) -> Int {
        margin * dataCount + dataIndex
    }
}
