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
    mutating func refreshHeldItems() {
        var held = heldForTransitions
        if viewport.extent > 0, case let .sections(model) = items.base {
            var pinned = IndexRanges()
            model.forEachPinnedElement(pinLines) { index, _, _ in pinned = pinned.union(IndexRanges(index..<(index + 1))) }
            held = held.union(pinned)
        }
        if !held.isEmpty, let last = held.last, last >= items.count {
            held = held.intersection(IndexRanges(0..<items.count))
        }
        windows.held = held.isEmpty ? held : held.subtracting(IndexRanges(windows.visible))
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
        if case .sections = items.base { return true }
        return !windows.held.isEmpty
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
        if case let .sections(model) = items.base {
            let pins = pinLines
            for range in shown.ranges {
                try model.forEachElement(in: range) { element, section in
                    let placed = sectionPlacement(of: element, in: section, model: model, pins: pins)
                    let index = element.span.index
                    try body(ItemPlacement(index: index, dataIndex: index, frame: placed.frame, state: state(index), isPinned: placed.isPinned))
                }
            }
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

    /// Where element `index` of sections is placed now: in its column, and at its pinned place when
    /// pinned.
    func sectionFrame(ofElement index: Int, in model: SectionedExtents) -> CGRect? {
        var frame: CGRect?
        let pins = pinLines
        model.forEachElement(in: index..<(index + 1)) { element, section in
            frame = sectionPlacement(of: element, in: section, model: model, pins: pins).frame
        }
        return frame
    }

    /// The frame of a section element in content coordinates (in its column; a pinned header or footer
    /// at its pinned place), and whether it is pinned away from its own place.
    private func sectionPlacement(
        of element: SectionElementSpan, in section: SectionedExtents.Located, model: SectionedExtents, pins: PinLines
    ) -> (frame: CGRect, isPinned: Bool) {
        var start = Double(element.span.start)
        switch element.kind {
        case .header: start = model.headerStart(in: section, pins: pins)
        case .footer: start = model.footerStart(in: section, pins: pins)
        case .item, .row: break
        }
        let mainStart = insets.leading + CGFloat(start)
        let cross = viewport.crossExtent
        guard let columns = element.columns else {
            return (axis.rect(mainStart: mainStart, mainExtent: element.span.extent, crossExtent: cross), CGFloat(start) != element.span.start)
        }
        let slot = columns.slot(element.column, in: cross)
        return (axis.rect(mainStart: mainStart, mainExtent: element.span.extent, crossStart: slot.start, crossExtent: slot.extent),
                CGFloat(start) != element.span.start)
    }
}
