import Foundation
@testable import LazyScroll

/// The brute-force reference for the size model and the virtualizer: it stores one optional extent per
/// item and recomputes every answer with linear scans from scratch.
struct ReferenceLayout {
    var values: [Double?]
    var estimate: Double
    var spacing: Double
    var leading: Double = 0
    var trailing: Double = 0
    var repetitions = 1

    var dataCount: Int { values.count }
    var count: Int { dataCount * repetitions }

    func extent(ofData index: Int) -> Double { values[index] ?? estimate }
    func extent(of index: Int) -> Double { extent(ofData: index % dataCount) }

    /// Item starts in content coordinates (leading inset included), summed left to right.
    var starts: [Double] {
        var result: [Double] = []
        result.reserveCapacity(count)
        var position = leading
        for index in 0..<count {
            result.append(position)
            position += extent(of: index) + spacing
        }
        return result
    }

    /// Item starts relative to the first item (no inset), as `ItemExtents.offset(of:)` reports them.
    var relativeStarts: [Double] { starts.map { $0 - leading } }

    var itemsExtent: Double {
        count == 0 ? 0 : (0..<count).reduce(0) { $0 + extent(of: $1) } + Double(count - 1) * spacing
    }

    var contentExtent: Double { leading + itemsExtent + trailing }

    func maxOffset(viewportExtent: Double) -> Double { max(0, contentExtent - viewportExtent) }

    /// Indices whose [start, end) meets [lower, upper), by checking every item.
    func intersecting(_ lower: Double, _ upper: Double, starts: [Double]) -> Range<Int> {
        Self.hull(starts: starts, extents: (0..<count).map(extent(of:)), lower, upper)
    }

    /// The windows for a viewport, computed from scratch.
    func windows(viewport: Viewport, direction: ScrollDirection, settings: WorkingRangeSettings) -> WorkingWindows {
        Self.windows(starts: starts, extents: (0..<count).map(extent(of:)), viewport: viewport, direction: direction, settings: settings)
    }

    // MARK: - Brute force over any layout (lists, grids, lanes)

    /// The smallest range holding every item whose [start, start + extent) meets [lower, upper), by
    /// checking every item (for a list or a grid the items in it are exactly those).
    static func hull(starts: [Double], extents: [Double], _ lower: Double, _ upper: Double) -> Range<Int> {
        guard upper > lower else { return 0..<0 }
        var first: Int?
        var last: Int?
        for index in starts.indices where starts[index] < upper && starts[index] + extents[index] > lower {
            if first == nil { first = index }
            last = index
        }
        guard let first, let last else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The item whose slot contains content offset `offset`: the last item starting at or before it,
    /// else the first.
    static func slotItem(at offset: Double, starts: [Double]) -> Int {
        var answer = 0
        for index in starts.indices where starts[index] <= offset { answer = index }
        return answer
    }

    static func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b.isEmpty ? 0..<0 : b }
        if b.isEmpty { return a }
        return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }

    /// The windows for a viewport over items at `starts` (content coordinates) of `extents`, from scratch.
    static func windows(
        starts: [Double], extents: [Double], viewport: Viewport, direction: ScrollDirection, settings: WorkingRangeSettings
    ) -> WorkingWindows {
        let extent = Double(viewport.extent)
        let count = starts.count
        guard extent > 0, count > 0 else { return .empty }
        let offset = Double(viewport.offset)
        let visible = hull(starts: starts, extents: extents, offset, offset + extent)
        func window(_ buffer: RangeBuffer) -> Range<Int> {
            let before = Double(direction == .forward ? buffer.trailing : buffer.leading)
            let after = Double(direction == .forward ? buffer.leading : buffer.trailing)
            switch buffer.unit {
            case .screens:
                return hull(starts: starts, extents: extents, offset - before * extent, offset + extent + after * extent)
            case .items:
                var base = visible
                if settings.itemBufferAnchor == .centerItem || visible.isEmpty {
                    let center = slotItem(at: offset + extent / 2, starts: starts)
                    base = center..<(center + 1)
                }
                return max(0, base.lowerBound - Int(before))..<min(count, base.upperBound + Int(after))
            }
        }
        let display = hull(window(settings.display), visible)
        let preload = hull(window(settings.preload), display)
        return WorkingWindows(visible: visible, display: display, preload: preload)
    }

    /// The offset that brings item `index` to `alignment` within the part of the viewport its obscured
    /// insets leave (a stack passes the sticky children pinned over the leading edge as `pinnedCover`),
    /// not limited to the content.
    static func offset(toShow start: Double, extent: Double, at alignment: ScrollAlignment, viewport: Viewport, pinnedCover: Double = 0) -> Double {
        let length = Double(viewport.extent)
        let offset = Double(viewport.offset)
        let leading = Double(viewport.obscuredInsets.leading)
        let trailing = Double(viewport.obscuredInsets.trailing)
        let top = offset + leading + pinnedCover
        let bottom = offset + length - trailing
        switch alignment {
        case .start: return start - (leading + pinnedCover)
        case .center: return start + extent / 2 - (leading + (length - leading - trailing) / 2)
        case .end: return start + extent - (length - trailing)
        case .nearest:
            if start >= top && start + extent <= bottom { return offset }
            if start < top || extent > length - leading - pinnedCover - trailing { return start - (leading + pinnedCover) }
            return start + extent - (length - trailing)
        }
    }

    /// The offset that brings item `index` to `alignment`, clamped.
    func offset(toShow index: Int, at alignment: ScrollAlignment, viewport: Viewport) -> Double {
        let target = Self.offset(toShow: starts[index], extent: extent(of: index), at: alignment, viewport: viewport)
        return min(max(target, 0), maxOffset(viewportExtent: Double(viewport.extent)))
    }

    /// Applies a batch update with UIKit's conventions; returns old data index → new data index for
    /// every item that is not deleted.
    mutating func apply(_ update: BatchUpdate) -> [Int: Int] {
        let (result, newIndices) = update.applied(to: values) { update.insertedExtents[$0].map(Double.init) }
        values = result
        return newIndices
    }
}
