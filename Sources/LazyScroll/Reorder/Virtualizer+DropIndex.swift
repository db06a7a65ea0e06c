import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The data index a lifted item would take if dropped with the finger at `point` (content
    /// coordinates): the index of the item under the finger, the items keeping the places they had
    /// before the lift.
    ///
    /// - In a list, the item whose span holds the finger along the axis; over a gap, the item before
    ///   it; before the first item, the first; past the last, the last.
    /// - In a grid, the cell of the row under the finger (as in a list) and the column nearest to the
    ///   finger across the axis (over a gap between columns, the nearer one; the lower on a tie); past
    ///   the last cell of a shorter last row, the last item.
    /// - In lanes, in the lane nearest to the finger, the last item that starts at or before the
    ///   finger; before the lane's first item, that item.
    ///
    /// nil when there are no items.
    ///
    /// - Complexity: O(log n) for a list and a grid, O(log n + S × L) for lanes.
    public func dropIndex(at point: CGPoint) -> Int? {
        let model = items.base
        let count = model.count
        guard count > 0 else { return nil }
        let main = axis.mainCoordinate(of: point) - insets.leading
        let cross = axis.cross.mainCoordinate(of: point)
        guard main.isFinite, cross.isFinite else { return nil }
        let under = model.lastItem(startingBefore: main, inclusive: true)?.index
        switch model {
        case let .grid(grid):
            let row = under.map { grid.row(ofItem: $0) } ?? 0
            return min(count - 1, row * grid.columnCount + nearestColumn(to: cross))
        case .lanes:
            let lane = nearestColumn(to: cross)
            // Starts grow along a lane: going back from the last item starting at or before the
            // finger, the lane's first item that starts there too is the last such item of the lane.
            if let under, let found = firstBox(in: 0..<(under + 1), forward: false, where: { $0.column == lane && $0.mainStart <= main }) {
                return found.index
            }
            return firstBox(in: 0..<count, forward: true) { $0.column == lane }?.index ?? under ?? 0
        default:
            return under ?? 0
        }
    }

    /// The column or lane nearest to `cross` across the axis (the lower one on a tie).
    func nearestColumn(to cross: CGFloat) -> Int {
        guard let columns = items.base.columnGeometry else { return 0 }
        let width = columns.columnWidth(in: viewport.crossExtent)
        let stride = width + columns.spacing
        guard stride > 0 else { return 0 }
        let column = ((cross - columns.insets.leading) / stride).rounded(.down)
        let guess = Int(min(max(column, 0), CGFloat(columns.count - 1)))
        func distance(_ column: Int) -> CGFloat {
            let slot = columns.slot(column, width: width)
            return max(0, slot.start - cross, cross - (slot.start + slot.extent))
        }
        var best = guess
        for column in [guess - 1, guess + 1] where column >= 0 && column < columns.count {
            if distance(column) < distance(best) || (distance(column) == distance(best) && column < best) { best = column }
        }
        return best
    }
}
