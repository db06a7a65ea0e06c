import Foundation
@testable import LazyScroll

/// The brute-force reference for `ScrollStack`: it lays every child (and every list item) out at full
/// size with linear scans, then intersects the result with the viewport.
struct StackReference {
    indirect enum Content {
        case fixed(Double)
        case list(ReferenceLayout)
        case stack(StackReference)
    }

    struct Child {
        var content: Content
        var crossSize: StackCrossSize = .fill
        var alignment: StackCrossAlignment = .leading
        var isHidden = false
        var isSticky = false
    }

    struct Placement: Equatable {
        var fullFrame: CGRect
        var frame: CGRect
        var innerOffset: Double
        var isPinned: Bool
    }

    var axis: ScrollAxis
    var spacing: Double
    var insets: StackInsets
    var children: [Child] = []

    func extent(of index: Int) -> Double {
        let child = children[index]
        if child.isHidden { return 0 }
        switch child.content {
        case let .fixed(extent): return extent
        case let .list(layout): return layout.contentExtent
        case let .stack(nested): return nested.contentExtent
        }
    }

    /// Natural starts, summed from the leading inset.
    var naturalStarts: [Double] {
        var position = Double(insets.leading)
        return children.indices.map { index in
            let start = position
            if !children[index].isHidden { position += extent(of: index) + spacing }
            return start
        }
    }

    /// Where the last shown child ends (the leading inset without shown children).
    var childrenEnd: Double {
        let starts = naturalStarts
        guard let last = children.indices.last(where: { !children[$0].isHidden }) else { return Double(insets.leading) }
        return starts[last] + extent(of: last)
    }

    var contentExtent: Double { childrenEnd + Double(insets.trailing) }

    func maxOffset(viewportExtent: Double) -> Double { max(0, contentExtent - viewportExtent) }

    /// Every child's start when sticky children pin at `offset` (the viewport's leading edge below its
    /// obscured inset): pinned there once passed, pushed up by the next sticky child, or by the end of
    /// the children.
    func starts(at offset: Double) -> [Double] {
        let natural = naturalStarts
        let end = childrenEnd
        return children.indices.map { index in
            let child = children[index]
            guard child.isSticky, !child.isHidden else { return natural[index] }
            var limit = end
            if let next = children.indices.first(where: { $0 > index && children[$0].isSticky && !children[$0].isHidden }) {
                limit = natural[next] - spacing
            }
            return min(max(natural[index], offset), max(natural[index], limit - extent(of: index)))
        }
    }

    func cross(of child: Child, crossExtent: Double) -> (start: Double, extent: Double) {
        let available = max(0, crossExtent - Double(insets.crossLeading) - Double(insets.crossTrailing))
        switch child.crossSize {
        case .fill: return (Double(insets.crossLeading), available)
        case let .fixed(length):
            let share: Double = child.alignment == .leading ? 0 : child.alignment == .center ? 0.5 : 1
            return (Double(insets.crossLeading) + (available - Double(length)) * share, Double(length))
        }
    }

    func placements(viewport: Viewport) -> [Placement] {
        let offset = Double(viewport.offset)
        let end = offset + Double(viewport.extent)
        let natural = naturalStarts
        let starts = self.starts(at: offset + Double(viewport.obscuredInsets.leading))
        return children.indices.map { index in
            let start = starts[index]
            let extent = self.extent(of: index)
            let lower = min(max(offset, start), start + extent)
            let upper = min(max(end, lower), start + extent)
            let cross = self.cross(of: children[index], crossExtent: Double(viewport.crossExtent))
            return Placement(
                fullFrame: axis.rect(mainStart: start, mainExtent: extent, crossStart: cross.start, crossExtent: cross.extent),
                frame: axis.rect(mainStart: lower, mainExtent: upper - lower, crossStart: cross.start, crossExtent: cross.extent),
                innerOffset: lower - start, isPinned: start != natural[index])
        }
    }

    /// The viewport in child `index`'s own coordinates.
    func childViewport(_ index: Int, viewport: Viewport) -> Viewport {
        let start = starts(at: Double(viewport.offset + viewport.obscuredInsets.leading))[index]
        let cross = self.cross(of: children[index], crossExtent: Double(viewport.crossExtent))
        return Viewport(offset: viewport.offset - start, extent: viewport.extent, crossExtent: cross.extent,
                        obscuredInsets: viewport.obscuredInsets)
    }

    /// Where `location` starts when sticky children pin at `offset`, and how far down the sticky
    /// children above it that lie over that line reach (`offset` when none does), at every level down
    /// to the location.
    func startAndCover(of location: StackLocation, at offset: Double) -> (start: Double, cover: Double) {
        let starts = self.starts(at: offset)
        let holder = location.childIndex
        var cover = offset
        for index in 0..<holder where children[index].isSticky && !children[index].isHidden
            && starts[index] <= offset && offset < starts[index] + extent(of: index) {
            cover = max(cover, starts[index] + extent(of: index))
        }
        switch (location, children[holder].content) {
        case let (.item(item, _), .list(layout)):
            return (starts[holder] + layout.starts[item], cover)
        case let (.nested(_, inner), .stack(nested)):
            let within = nested.startAndCover(of: inner, at: offset - starts[holder])
            return (starts[holder] + within.start, max(cover, starts[holder] + within.cover))
        default:
            return (starts[holder], cover)
        }
    }

    /// The items of list child `index` that intersect the stack's viewport, found by checking each.
    func visibleItems(ofChild index: Int, viewport: Viewport) -> Range<Int> {
        guard case let .list(layout) = children[index].content, !children[index].isHidden, viewport.extent > 0 else { return 0..<0 }
        let inner = childViewport(index, viewport: viewport)
        return layout.intersecting(Double(inner.offset), Double(inner.end), starts: layout.starts)
    }
}
