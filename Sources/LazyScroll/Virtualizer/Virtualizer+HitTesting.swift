import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The item whose frame holds `point` (content coordinates), with that frame; nil over a gap, an
    /// inset or no item. A click or a touch finds its item this way.
    ///
    /// - Complexity: O(log n) for a list, O(log n + k) for a grid of k columns, O(log n + S × L) for
    ///   lanes.
    public func item(at point: CGPoint) -> ItemPlacement? {
        let main = axis.mainCoordinate(of: point) - insets.leading
        let cross = axis.cross.mainCoordinate(of: point)
        guard main.isFinite, cross.isFinite else { return nil }
        let columns = items.base.columnGeometry
        let width = columns?.columnWidth(in: viewport.crossExtent) ?? viewport.crossExtent
        var found: ItemPlacement?
        items.forEachItemWithColumn(in: items.indices(intersecting: main, main.nextUp)) { span, column in
            guard found == nil, span.start <= main, main < span.end else { return }
            let slot = columns?.slot(column, width: width) ?? (start: 0, extent: width)
            guard slot.start <= cross, cross < slot.start + slot.extent else { return }
            found = ItemPlacement(
                index: span.index, dataIndex: items.dataIndex(of: span.index),
                frame: axis.rect(mainStart: insets.leading + span.start, mainExtent: span.extent, crossStart: slot.start, crossExtent: slot.extent),
                state: windows.state(of: span.index))
        }
        return found
    }
}

extension ScrollController {
    /// The item under `point` in viewport coordinates, with its frame in viewport coordinates (as
    /// ``placements()`` gives them); nil over a gap, an inset, no item, or stack content. A click on a
    /// terminal list, or a touch on a cell, finds its item this way.
    ///
    /// - Complexity: as ``Virtualizer/item(at:)``.
    public func placement(at point: CGPoint) -> ItemPlacement? {
        guard stack == nil else { return nil }
        let shift = configuration.axis.point(main: offset, cross: 0)
        guard var found = virtualizer.item(at: CGPoint(x: point.x + shift.x, y: point.y + shift.y)) else { return nil }
        found.frame = found.frame.offsetBy(dx: -shift.x, dy: -shift.y)
        return found
    }
}
