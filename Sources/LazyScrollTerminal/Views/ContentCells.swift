import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// How one frame turns content coordinates into screen cells: one cell is one point, the viewport's
/// offset is rounded once, and every item edge is rounded once, in content coordinates.
///
/// An item's trailing edge and the next item's leading edge are the same content coordinate, so they
/// land on the same cell boundary whatever the offset: items tile the view, with no blank and no doubled
/// row between them. (Rounding each item's position *relative to* a fractional offset instead gives
/// neighbours different rounding errors: at an offset of 15.000000000000002, `31 - offset` rounds down
/// to 15 but `32 - offset` rounds to exactly 17, and row 16 stays blank.)
///
/// Along the scrolling axis edges round to the nearest cell, as a resting list rounds its offset (see
/// `ScrolledItems`), so a list at rest draws exactly what its offset says. Across it nothing scrolls
/// and edges round down, so a grid column starts at its slot's position rounded down and never reaches
/// past it.
struct ContentCells {
    /// The scrolling axis.
    let axis: ScrollAxis
    /// The offset in whole cells along `axis`.
    let offsetCells: Int
    /// The screen cell of the viewport's top-left corner.
    let origin: CellRect

    /// The cells of a viewport at `offset` along `axis` whose top-left corner is `origin`'s.
    init(axis: ScrollAxis, offset: CGFloat, origin: CellRect) {
        self.axis = axis
        self.offsetCells = Self.nearest(offset)
        self.origin = origin
    }

    /// The screen cells that the content rectangle `frame` covers.
    func rect(ofContentFrame frame: CGRect) -> CellRect {
        let mainStart = Self.nearest(axis.minMain(of: frame)) - offsetCells
        let mainEnd = Self.nearest(axis.maxMain(of: frame)) - offsetCells
        let cross = axis.cross
        let crossStart = Self.down(cross.minMain(of: frame))
        let crossEnd = Self.down(cross.maxMain(of: frame))
        switch axis {
        case .vertical:
            return CellRect(column: origin.column + crossStart, row: origin.row + mainStart,
                            width: crossEnd - crossStart, height: mainEnd - mainStart)
        case .horizontal:
            return CellRect(column: origin.column + mainStart, row: origin.row + crossStart,
                            width: mainEnd - mainStart, height: crossEnd - crossStart)
        }
    }

    /// Content coordinates are finite but may be far beyond any screen; limiting them first keeps the
    /// conversion to `Int` from trapping.
    static let limit: CGFloat = 1e15

    /// `value` rounded to the nearest whole cell (halves away from zero).
    static func nearest(_ value: CGFloat) -> Int {
        Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
    }

    /// `value` rounded down to a whole cell.
    static func down(_ value: CGFloat) -> Int {
        Int(min(max(value, -limit), limit).rounded(.down))
    }
}
