import Foundation

extension Virtualizer {
    /// The length of the whole content: insets plus items.
    public var contentExtent: CGFloat { insets.leading + items.totalExtent + insets.trailing }

    /// The largest offset at rest: content end at the viewport end (0 when content is shorter).
    public var maxOffset: CGFloat { max(0, contentExtent - viewport.extent) }

    /// `offset` limited to `0 ... maxOffset`.
    public func clampedOffset(_ offset: CGFloat) -> CGFloat {
        min(max(offset, 0), maxOffset)
    }

    /// Where item `index` lies, in content coordinates.
    public func span(ofItem index: Int) throws(LazyScrollError) -> ItemSpan {
        let start = try items.offset(of: index)
        return ItemSpan(index: index, start: insets.leading + start, extent: try items.extent(of: index))
    }

    /// The frame of item `index` in content coordinates.
    public func frame(ofItem index: Int) throws(LazyScrollError) -> CGRect {
        let span = try span(ofItem: index)
        return axis.rect(mainStart: span.start, mainExtent: span.extent, crossExtent: viewport.crossExtent)
    }

    /// Calls `body` with the placement of every loaded item, in index order, in O(log n + loaded).
    public func forEachPlacement(_ body: (ItemPlacement) throws -> Void) rethrows {
        let leading = insets.leading
        let cross = viewport.crossExtent
        let visible = windows.visible
        let axis = self.axis
        // Copied out so that the closure captures plain values rather than the whole virtualizer, and
        // so that a list that does not loop skips the two divisions per item of `dataIndex(of:)`.
        let dataCount = items.base.count
        let loops = items.repetitions > 1
        try items.forEachItem(in: windows.display) { span in
            try body(ItemPlacement(
                index: span.index,
                dataIndex: loops ? span.index % dataCount : span.index,
                frame: axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossExtent: cross),
                state: visible.contains(span.index) ? .visible : .loaded))
        }
    }

    /// The placements of every loaded item, in index order.
    public func placements() -> [ItemPlacement] {
        var result: [ItemPlacement] = []
        result.reserveCapacity(windows.display.count)
        forEachPlacement { result.append($0) }
        return result
    }

    /// The offset that brings item `index` to `alignment`, limited to `0 ... maxOffset`.
    public func offset(toShow index: Int, at alignment: ScrollAlignment) throws(LazyScrollError) -> CGFloat {
        let span = try span(ofItem: index)
        let extent = viewport.extent
        let target: CGFloat
        switch alignment {
        case .start:
            target = span.start
        case .center:
            target = span.start + span.extent / 2 - extent / 2
        case .end:
            target = span.end - extent
        case .nearest:
            if span.start >= viewport.offset && span.end <= viewport.end {
                target = viewport.offset
            } else if span.start < viewport.offset || span.extent > extent {
                target = span.start
            } else {
                target = span.end - extent
            }
        }
        return clampedOffset(target)
    }

    /// The lifecycle state of item `index`.
    public func state(ofItem index: Int) -> ItemState {
        windows.state(of: index)
    }
}
