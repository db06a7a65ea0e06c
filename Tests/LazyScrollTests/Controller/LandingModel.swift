import Foundation
@testable import LazyScroll

/// A brute-force list for the scroll-to landing properties: each row's true extent (revealed only when
/// it is measured), what is known of it, and positions by summing from the first row.
struct LandingModel {
    /// Each row's real extent, which the list learns when it measures the row.
    var trueExtents: [Double]
    /// The extent the list knows: the measured one, or nil while only estimated.
    var known: [Double?]
    var estimate: Double
    var spacing: Double
    var leading: Double
    var trailing: Double

    var count: Int { known.count }

    func extent(of row: Int) -> Double { known[row] ?? estimate }

    /// Where `row` starts: the leading inset plus every row before it and its spacing, added one by one.
    func start(of row: Int) -> Double {
        var position = leading
        for index in 0..<row { position += extent(of: index) + spacing }
        return position
    }

    var contentExtent: Double {
        guard count > 0 else { return leading + trailing }
        return start(of: count - 1) + extent(of: count - 1) + trailing
    }

    func maxOffset(viewport: Double) -> Double { max(0, contentExtent - viewport) }

    /// The offset that puts `row` at `alignment` in a viewport `length` long whose edges `obscured`
    /// covers, limited to the content. `.nearest` means the row came in from the trailing edge: its end
    /// aligns, or its start when it is longer than the uncovered part.
    func alignedOffset(_ row: Int, _ alignment: ScrollAlignment, length: Double, obscured: ObscuredInsets) -> Double {
        let start = start(of: row)
        let extent = extent(of: row)
        let top = Double(obscured.leading)
        let bottom = Double(obscured.trailing)
        let target: Double
        switch alignment {
        case .start: target = start - top
        case .center: target = start + extent / 2 - (top + (length - top - bottom) / 2)
        case .end: target = start + extent - (length - bottom)
        case .nearest: target = extent > length - top - bottom ? start - top : start + extent - (length - bottom)
        }
        return min(max(target, 0), maxOffset(viewport: length))
    }

    /// How `.nearest` resolves for `row` with the viewport at `offset`: nil when the row is wholly in
    /// the uncovered part, `.start` when it starts before it, `.nearest` (from the trailing edge) else.
    func resolveNearest(_ row: Int, offset: Double, length: Double, obscured: ObscuredInsets) -> ScrollAlignment? {
        let start = start(of: row)
        let end = start + extent(of: row)
        let top = offset + Double(obscured.leading)
        let bottom = offset + length - Double(obscured.trailing)
        if start >= top && end <= bottom { return nil }
        return start < top ? .start : .nearest
    }
}
