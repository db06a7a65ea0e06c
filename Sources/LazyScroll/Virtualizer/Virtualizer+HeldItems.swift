import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The lines pinned headers and footers go to for the current viewport, in the size model's
    /// coordinates.
    var pinLines: PinLines {
        let leading = Double(insets.leading)
        let start = Double(viewport.offset) - leading
        let end = Double(viewport.end) - leading
        return PinLines(viewportStart: start, viewportEnd: end,
                        top: start + Double(viewport.obscuredInsets.leading), bottom: end - Double(viewport.obscuredInsets.trailing))
    }

    /// Recomputes ``WorkingWindows/held``: the headers and footers pinned on screen away from their own
    /// places, and the items a running animation keeps, except those already visible.
    @inline(__always)
    mutating func refreshHeldItems() {
        // Nothing can be held without an animation or pinned sections (every frame of a plain list): no
        // array is made and `windows` is not written, which a list's frame paid for (issue 24).
        if heldForTransitionsStorage.isEmpty && !(viewport.extent > 0 && isSectioned) {
            if windows.holdsItems { windows.held = IndexRanges() }
            return
        }
        collectHeldItems()
    }

    /// `refreshHeldItems()` when items may be held.
    private mutating func collectHeldItems() {
        var collected = HeldItemCollector(visible: windows.visible, count: items.count)
        if !heldForTransitionsStorage.isEmpty {
            for index in heldForTransitions { collected.hold(index) }
        }
        if viewport.extent > 0, case let .sections(model) = items.base {
            model.forEachPinnedElement(pinLines) { index, _, _ in collected.hold(index) }
        }
        if let sole = collected.sole {
            // The same header as the last frame's (scrolling under it) keeps its set.
            if windows.soleHeldItem != sole { windows.held = IndexRanges(sole..<(sole + 1)) }
        } else {
            windows.held = IndexRanges(collected.several)
        }
    }

    /// How much of the viewport's leading edge a pinned section header covers when item `index` is
    /// aligned there: its section's header (0 for a list, for the header itself, or when headers do
    /// not pin).
    ///
    /// - Complexity: O(log S).
    func pinnedCover(overItem index: Int) -> CGFloat {
        guard case let .sections(model) = items.base else { return 0 }
        return model.pinnedCover(overElement: index)
    }

    /// Whether placements take the general path: sections, or items held outside the windows.
    var placesHeldOrSectionedItems: Bool {
        isSectioned || windows.holdsItems
    }

    /// Whether the size model is sectioned (without copying it, as `sections` does).
    var isSectioned: Bool {
        if case .sections = items.base { return true }
        return false
    }

    /// Calls `body` with the placement of every loaded item, held ones included, in index order: each
    /// section element in its column and, when pinned, at its pinned place.
    func forEachHeldOrSectionedPlacement(_ body: (ItemPlacement) throws -> Void) rethrows {
        let leading = insets.leading
        let cross = viewport.crossExtent
        let axis = self.axis
        let windows = self.windows
        func state(_ index: Int) -> ItemState {
            windows.visible.contains(index) || windows.held.contains(index) ? .visible : .loaded
        }
        let shown = windows.allDisplayed
        if case .sections = items.base {
            for placement in sectionPlacements() { try body(placement) }
            return
        }
        let dataCount = items.base.count
        let loops = items.repetitions > 1
        let columns = items.base.columnGeometry
        for range in shown.ranges {
            try items.forEachItemWithColumn(in: range) { span, column in
                let frame: CGRect
                if let columns {
                    let slot = columns.slot(column, in: cross)
                    frame = axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossStart: slot.start, crossExtent: slot.extent)
                } else {
                    frame = axis.rect(mainStart: leading + span.start, mainExtent: span.extent, crossExtent: cross)
                }
                try body(ItemPlacement(index: span.index, dataIndex: loops ? span.index % dataCount : span.index, frame: frame, state: state(span.index)))
            }
        }
    }

    /// The placements of every loaded element of sections, held ones included, in index order: each in
    /// its column and, when pinned, at its pinned place.
    ///
    /// One walk over the sections serves every range of loaded elements (a held header's and the display
    /// window's): it goes on from the section it is at, and reads each section in place. The
    /// items of a measured list section go straight from the tree walk into the array (a sink, as
    /// `placements()` does for a list), not through a chain of closures per item.
    func sectionPlacements() -> [ItemPlacement] {
        guard case let .sections(model) = items.base else { return [] }
        let (display, visible, held) = (windows.display, windows.visible, windows.held)
        var result: [ItemPlacement] = []
        result.reserveCapacity(display.count + held.count)
        let placer = SectionPlacer(model: model, pins: pinLines, leading: insets.leading, cross: viewport.crossExtent, axis: axis)
        // The section the walk is at: ranges in it or in the next go on from there.
        var at: SectionCursor?
        func place(_ elements: Range<Int>) {
            let range = elements.clamped(to: 0..<model.count)
            guard !range.isEmpty else { return }
            var cursor = model.cursor(atElement: range.lowerBound, after: at)
            while true {
                let first = cursor.firstElement
                let local = max(0, range.lowerBound - first)..<min(cursor.elementCount, range.upperBound - first)
                placer.appendPlacements(of: cursor, local, visible: visible, held: held, to: &result)
                guard cursor.endElement < range.upperBound, let next = cursor.next(in: model) else { break }
                cursor = next
            }
            at = cursor
        }
        // The held items before the display window, the window, the held items after it: every loaded
        // element in order, without making their union.
        for k in 0..<held.rangeCount { place(held.range(at: k).clamped(to: 0..<display.lowerBound)) }
        place(display)
        for k in 0..<held.rangeCount { place(held.range(at: k).clamped(to: display.upperBound..<Int.max)) }
        return result
    }

    /// Where element `index` of sections is placed now: in its column, and at its pinned place when
    /// pinned.
    func sectionFrame(ofElement index: Int, in model: SectionedExtents) -> CGRect? {
        var frame: CGRect?
        let placer = SectionPlacer(model: model, pins: pinLines, leading: insets.leading, cross: viewport.crossExtent, axis: axis)
        model.forEachElement(in: index..<(index + 1)) { element, section in
            frame = placer.placement(of: element, in: section).frame
        }
        return frame
    }
}

/// Places section elements for one viewport: the numbers a virtualizer's placements read, copied out
/// of it so that the closures a walk runs per element capture them rather than the virtualizer (which
/// they copied).
private struct SectionPlacer {
    let model: SectionedExtents
    let pins: PinLines
    let leading: CGFloat
    let cross: CGFloat
    let axis: ScrollAxis

    /// Appends the placements of the elements `local` (indices within the section) of the section at
    /// `cursor`, read in place: its cached numbers for the header, row and footer, its items' model for
    /// its items only.
    func appendPlacements(of cursor: SectionCursor, _ local: Range<Int>, visible: Range<Int>, held: IndexRanges, to result: inout [ItemPlacement]) {
        let (firstElement, sectionStart, elementCount) = (cursor.firstElement, cursor.start, cursor.elementCount)
        let (geometry, bounds) = (cursor.geometry, cursor.bounds)
        func append(_ element: SectionElementSpan) {
            let placed = placement(of: element, in: bounds)
            let index = element.span.index
            let state: ItemState = visible.contains(index) || held.contains(index) ? .visible : .loaded
            result.append(ItemPlacement(index: index, dataIndex: index, frame: placed.frame, state: state, isPinned: placed.isPinned))
        }
        guard !local.isEmpty else { return }
        if geometry.hasHeader, local.contains(0) { append(geometry.header(firstElement: firstElement, start: sectionStart)) }
        let items = geometry.items(in: local)
        if geometry.scrollsAcross, !items.isEmpty {
            append(geometry.row(firstElement: firstElement, start: sectionStart))
        } else if !items.isEmpty {
            cursor.withSlot { slot in
                guard case let .measured(list) = slot.pointee.section.items else {
                    return slot.pointee.forEachItemElement(firstElement: firstElement, start: sectionStart, items: items, append)
                }
                // A measured list's items through the sink.
                var sink = SectionItemSink(
                    base: firstElement + geometry.firstItemElement, sectionStart: sectionStart, itemsStart: geometry.itemsStart,
                    leading: leading, cross: cross, axis: axis, visible: visible, held: held)
                swap(&sink.output, &result)
                list.forEachSpan(in: items, into: &sink)
                swap(&sink.output, &result)
            }
        }
        if geometry.hasFooter, local.contains(elementCount - 1) {
            append(geometry.footer(lastElement: firstElement + elementCount - 1, start: sectionStart))
        }
    }

    /// The frame of a section element in content coordinates (in its column; a pinned header or footer
    /// at its pinned place), and whether it is pinned away from its own place.
    func placement(of element: SectionElementSpan, in section: SectionBounds) -> (frame: CGRect, isPinned: Bool) {
        var start = Double(element.span.start)
        switch element.kind {
        case .header: start = model.headerStart(in: section, pins: pins)
        case .footer: start = model.footerStart(in: section, pins: pins)
        case .item, .row: break
        }
        let mainStart = leading + CGFloat(start)
        guard let columns = element.columns else {
            return (axis.rect(mainStart: mainStart, mainExtent: element.span.extent, crossExtent: cross), CGFloat(start) != element.span.start)
        }
        let slot = columns.slot(element.column, in: cross)
        return (axis.rect(mainStart: mainStart, mainExtent: element.span.extent, crossStart: slot.start, crossExtent: slot.extent),
                CGFloat(start) != element.span.start)
    }
}

/// Turns the spans of a measured list section's items into placements, appending them to `output`.
private struct SectionItemSink: SpanSink {
    var output: [ItemPlacement] = []
    /// The element index of the section's first item.
    let base: Int
    let sectionStart: Double
    let itemsStart: Double
    let leading: CGFloat
    let cross: CGFloat
    let axis: ScrollAxis
    let visible: Range<Int>
    let held: IndexRanges

    init(base: Int, sectionStart: Double, itemsStart: Double, leading: CGFloat, cross: CGFloat, axis: ScrollAxis, visible: Range<Int>, held: IndexRanges) {
        self.base = base
        self.sectionStart = sectionStart
        self.itemsStart = itemsStart
        self.leading = leading
        self.cross = cross
        self.axis = axis
        self.visible = visible
        self.held = held
    }

    mutating func accept(_ span: ItemSpan) {
        let index = base + span.index
        // Added exactly as `SectionedExtents` adds an item's start, so that frames match its spans.
        let start = CGFloat(sectionStart + (itemsStart + Double(span.start)))
        let visible = self.visible.contains(index) || (!held.isEmpty && held.contains(index))
        output.append(ItemPlacement(
            index: index, dataIndex: index, frame: axis.rect(mainStart: leading + start, mainExtent: span.extent, crossExtent: cross),
            state: visible ? .visible : .loaded))
    }
}

/// The items a frame holds on screen outside the visible window, as they are found: the first in a
/// local, the others in a plain array (set operations on a few indices cost more than the search), so
/// that a pinned header alone, every frame under one, makes no array. A value the search's closure
/// changes in place (a nested function capturing locals made every access a checked one).
private struct HeldItemCollector {
    let visible: Range<Int>
    let count: Int
    /// The only item held so far, if exactly one is.
    private(set) var sole: Int?
    /// Every item held so far when there are several (duplicates allowed).
    private(set) var several: [Int] = []

    init(visible: Range<Int>, count: Int) {
        self.visible = visible
        self.count = count
    }

    /// Holds `index` unless it is visible already or past the end.
    mutating func hold(_ index: Int) {
        guard !visible.contains(index), index < count else { return }
        if sole == nil && several.isEmpty {
            sole = index
            return
        }
        if let first = sole {
            several.append(first)
            sole = nil
        }
        several.append(index)
    }
}
