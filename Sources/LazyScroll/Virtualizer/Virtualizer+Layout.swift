import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The length of the whole content: insets plus items.
    public var contentExtent: CGFloat { insets.leading + items.totalExtent + insets.trailing }

    /// The largest offset at rest: content end at the viewport end (0 when content is shorter, unless
    /// the list is anchored at its end: then the content's end stays at the viewport's end, below 0);
    /// for a pager, where it rests on its last page.
    public var maxOffset: CGFloat { restingOffsets.upperBound }

    /// The offsets at which the content can rest: `0 ... maxOffset` for a list (below 0 for a list
    /// anchored at its end whose content is shorter than the viewport, see ``ContentAnchoring``), or for
    /// pages from where the first page rests to where the last one does (see ``PageGeometry``).
    ///
    /// - Complexity: O(1).
    public var restingOffsets: ClosedRange<CGFloat> {
        guard let pages = pageGeometry else {
            return anchoring.restingOffsets(contentExtent: contentExtent, viewportExtent: viewport.extent)
        }
        return pages.offset(ofPage: 0)...pages.offset(ofPage: max(0, items.count - 1))
    }

    /// `offset` limited to ``restingOffsets``.
    public func clampedOffset(_ offset: CGFloat) -> CGFloat {
        let resting = restingOffsets
        return min(max(offset, resting.lowerBound), resting.upperBound)
    }

    /// Where a pager's pages lie and where it rests on each, for the current viewport; nil for a list
    /// (no ``pageAlignment``).
    ///
    /// - Complexity: O(1).
    public var pageGeometry: PageGeometry? {
        PageGeometry(pages: items.base, alignment: pageAlignment, viewportLength: viewport.extent)
    }

    /// Where item `index` lies, in content coordinates.
    public func span(ofItem index: Int) throws(LazyScrollError) -> ItemSpan {
        let start = try items.offset(of: index)
        return ItemSpan(index: index, start: insets.leading + start, extent: try items.extent(of: index))
    }

    /// The frame of item `index` in content coordinates: across the whole viewport for a list, in its
    /// column for a grid; for sections, a pinned header or footer where it is pinned.
    public func frame(ofItem index: Int) throws(LazyScrollError) -> CGRect {
        let span = try span(ofItem: index)
        if case let .sections(model) = items.base, let frame = sectionFrame(ofElement: index, in: model) { return frame }
        guard let columns = items.base.columnGeometry else {
            return axis.rect(mainStart: span.start, mainExtent: span.extent, crossExtent: viewport.crossExtent)
        }
        let slot = columns.slot(items.base.column(ofItem: items.dataIndex(of: index)), in: viewport.crossExtent)
        return axis.rect(mainStart: span.start, mainExtent: span.extent, crossStart: slot.start, crossExtent: slot.extent)
    }

    /// Calls `body` with the placement of every loaded item, in index order, in O(log n + loaded); items
    /// held on screen outside the windows (``WorkingWindows/held``) included. Frames are in content
    /// coordinates (``ScrollController/placements()`` gives them relative to the viewport).
    public func forEachPlacement(_ body: (ItemPlacement) throws -> Void) rethrows {
        if placesHeldOrSectionedItems { return try forEachHeldOrSectionedPlacement(body) }
        let leading = insets.leading
        let cross = viewport.crossExtent
        let visible = windows.visible
        let axis = self.axis
        // Copied out so that the closure captures plain values rather than the whole virtualizer, and
        // so that a list that does not loop skips the two divisions per item of `dataIndex(of:)`.
        let dataCount = items.base.count
        let loops = items.repetitions > 1
        if let columns = items.base.columnGeometry {
            try items.forEachItemWithColumn(in: windows.display) { span, column in
                let slot = columns.slot(column, in: cross)
                try body(ItemPlacement(
                    index: span.index,
                    dataIndex: loops ? span.index % dataCount : span.index,
                    frame: axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossStart: slot.start, crossExtent: slot.extent),
                    state: visible.contains(span.index) ? .visible : .loaded))
            }
            return
        }
        try items.forEachItem(in: windows.display) { span in
            try body(ItemPlacement(
                index: span.index,
                dataIndex: loops ? span.index % dataCount : span.index,
                frame: axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossExtent: cross),
                state: visible.contains(span.index) ? .visible : .loaded))
        }
    }

    /// The placements of every loaded item, in index order, with frames in content coordinates
    /// (``ScrollController/placements()`` gives them relative to the viewport).
    public func placements() -> [ItemPlacement] {
        if case .sections = items.base { return sectionPlacements() }
        if placesHeldOrSectionedItems {
            var result: [ItemPlacement] = []
            result.reserveCapacity(windows.display.count + windows.held.count)
            forEachHeldOrSectionedPlacement { result.append($0) }
            return result
        }
        // The common case, a measured list that does not loop, skips the closures of
        // `forEachPlacement`, which cost more per frame than the tree walk itself.
        if items.repetitions == 1, case let .measured(model) = items.base {
            // The walk hands over exactly the items of `display` within the model, so the array is
            // allocated once at that size and filled in place, with no per-item capacity checks.
            let display = windows.display.clamped(to: 0..<model.count)
            // With a capacity of 0 that initializer writes the count into the standard library's one
            // shared empty array, which other threads read: a data race (found by the thread sanitizer).
            guard !display.isEmpty else { return [] }
            return [ItemPlacement](unsafeUninitializedCapacity: display.count) { buffer, initialized in
                var sink = PlacementSink(
                    output: buffer, leading: insets.leading, cross: viewport.crossExtent,
                    visible: windows.visible, axis: axis)
                model.forEachSpan(in: display, startingWith: layoutHints, into: &sink)
                initialized = sink.count
            }
        }
        // Lanes read the sections the update laid out, a section's items in one loop.
        if items.repetitions == 1, case let .lanes(model) = items.base {
            let display = windows.display.clamped(to: 0..<model.count)
            guard !display.isEmpty else { return [] }
            return [ItemPlacement](unsafeUninitializedCapacity: display.count) { buffer, initialized in
                initialized = placeLanes(of: model, in: display, into: buffer)
            }
        }
        // A grid that does not loop: filled in place too, through a sink rather than closures, from
        // where the update's search of the rows ended.
        if items.repetitions == 1, case let .grid(model) = items.base {
            let display = windows.display.clamped(to: 0..<model.count)
            guard !display.isEmpty else { return [] }
            return [ItemPlacement](unsafeUninitializedCapacity: display.count) { buffer, initialized in
                var sink = GridPlacementSink(
                    output: buffer, leading: insets.leading, columns: model.columnGeometry, cross: viewport.crossExtent,
                    visible: windows.visible, axis: axis)
                model.forEachItemSpan(in: display, startingWith: layoutHints.rows, into: &sink)
                initialized = sink.count
            }
        }
        var result: [ItemPlacement] = []
        result.reserveCapacity(windows.display.count)
        forEachPlacement { result.append($0) }
        return result
    }

    /// Writes the placements of the items of `display` of the masonry `model` into `buffer` (at least
    /// `display.count` long), as `forEachPlacement` makes them, and returns how many it wrote.
    private func placeLanes(of model: LaneExtents, in display: Range<Int>, into buffer: UnsafeMutableBufferPointer<ItemPlacement>) -> Int {
        let (leading, visible, axis) = (insets.leading, windows.visible, self.axis)
        let columns = model.columnGeometry
        let width = columns.columnWidth(in: viewport.crossExtent)
        // Where each lane starts across: the value `columns.slot(_:width:)` gives, computed once per lane.
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: columns.count) { laneStarts in
            for lane in 0..<columns.count { laneStarts[lane] = columns.slot(lane, width: width).start }
            var written = 0
            model.forEachLaidOutPart(of: display, cache: laneLayouts, hints: laneHints) { firstItem, starts, extents, lanes, shift in
                // Never false (the walk hands over exactly the items of `display`).
                precondition(written + starts.count <= buffer.count)
                let output = buffer.baseAddress! + written
                for k in 0..<starts.count {
                    let index = firstItem + k
                    (output + k).initialize(to: ItemPlacement(
                        index: index, dataIndex: index,
                        frame: axis.rect(mainStart: leading + CGFloat(starts[k] + shift), mainExtent: CGFloat(extents[k]),
                                         crossStart: laneStarts[lanes[k]], crossExtent: width),
                        state: visible.contains(index) ? .visible : .loaded))
                }
                written += starts.count
            }
            return written
        }
    }

    /// The offset that brings item `index` to `alignment`, limited to ``restingOffsets``. The item
    /// aligns within the part of the viewport its obscured insets leave (see ``ObscuredInsets``), and
    /// below its section's pinned header (see ``SectionPinning``).
    ///
    /// - Complexity: O(log n).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an item that does not exist.
    public func offset(toShow index: Int, at alignment: ScrollAlignment) throws(LazyScrollError) -> CGFloat {
        let span = try span(ofItem: index)
        return clampedOffset(alignment.offset(toShow: span.start, to: span.end, in: viewport, pinnedCover: pinnedCover(overItem: index)))
    }

    /// The lifecycle state of item `index`.
    public func state(ofItem index: Int) -> ItemState {
        windows.state(of: index)
    }
}

/// Turns spans into placements for `Virtualizer.placements()`, exactly as `forEachPlacement` does for
/// a list that does not loop, writing them into uninitialized memory.
private struct PlacementSink: SpanSink {
    let output: UnsafeMutableBufferPointer<ItemPlacement>
    let leading: CGFloat
    let cross: CGFloat
    let visible: Range<Int>
    let axis: ScrollAxis
    /// Placements written so far.
    var count = 0

    init(output: UnsafeMutableBufferPointer<ItemPlacement>, leading: CGFloat, cross: CGFloat, visible: Range<Int>, axis: ScrollAxis) {
        self.output = output
        self.leading = leading
        self.cross = cross
        self.visible = visible
        self.axis = axis
    }

    mutating func accept(_ span: ItemSpan) {
        // Never false (the caller sized `output` for the walk); it keeps a mistake from writing past it.
        precondition(count < output.count)
        output.baseAddress!.advanced(by: count).initialize(to: ItemPlacement(
            index: span.index,
            dataIndex: span.index,
            frame: axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossExtent: cross),
            state: visible.contains(span.index) ? .visible : .loaded))
        count += 1
    }
}

/// Turns a grid's spans into placements for `Virtualizer.placements()`, exactly as `forEachPlacement`
/// does for a grid that does not loop, writing them into uninitialized memory.
private struct GridPlacementSink: ColumnSpanSink {
    let output: UnsafeMutableBufferPointer<ItemPlacement>
    let leading: CGFloat
    let columns: ColumnGeometry
    /// Every column's width (`ColumnGeometry.columnWidth(in:)`), computed once.
    let width: CGFloat
    let visible: Range<Int>
    let axis: ScrollAxis
    /// Placements written so far.
    var count = 0

    init(output: UnsafeMutableBufferPointer<ItemPlacement>, leading: CGFloat, columns: ColumnGeometry, cross: CGFloat, visible: Range<Int>, axis: ScrollAxis) {
        self.output = output
        self.leading = leading
        self.columns = columns
        width = columns.columnWidth(in: cross)
        self.visible = visible
        self.axis = axis
    }

    mutating func accept(_ span: ItemSpan, column: Int) {
        // Never false (the caller sized `output` for the walk); it keeps a mistake from writing past it.
        precondition(count < output.count)
        let slot = columns.slot(column, width: width)
        output.baseAddress!.advanced(by: count).initialize(to: ItemPlacement(
            index: span.index,
            dataIndex: span.index,
            frame: axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossStart: slot.start, crossExtent: slot.extent),
            state: visible.contains(span.index) ? .visible : .loaded))
        count += 1
    }
}
