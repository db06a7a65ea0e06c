import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The focus over sectioned content: it goes from item to item (a row scrolling across counts as one),
// never to a header or a footer, and crosses from one section's items to the next one's as a grid's
// rows cross: ↓ from a section's last row goes to the next section's first row, in the column that
// overlaps most (the nearest cell of a shorter row), as `UICollectionView`'s focus engine moves between
// sections.
extension Virtualizer {
    /// `focusTarget(of:from:)` over `model`; `index` is a valid element or nil.
    func sectionFocusTarget(of move: FocusMove, from index: Int?, in model: SectionedExtents) -> Int? {
        let count = model.count
        let first = focusableElement(in: model, from: 0, forward: true)
        let last = focusableElement(in: model, from: count - 1, forward: false)
        guard let index else {
            switch move {
            case .first: return first
            case .last: return last
            default: return firstSectionItemInView(of: model) ?? first
            }
        }
        switch move {
        case .first: return first ?? index
        case .last: return last ?? index
        case .next: return index + 1 < count ? focusableElement(in: model, from: index + 1, forward: true) ?? index : index
        case .previous: return index > 0 ? focusableElement(in: model, from: index - 1, forward: false) ?? index : index
        case .pageUp, .pageDown:
            return sectionPageTarget(from: sectionFocusBoxes(in: index..<(index + 1), of: model)[0], forward: move == .pageDown, in: model)
        case .up, .down, .left, .right:
            let focused = sectionFocusBoxes(in: index..<(index + 1), of: model)[0]
            return sectionStep(AxisMove(move, on: axis)!, from: focused, in: model)?.index ?? index
        }
    }

    /// The first focusable element from `start` on (back to the start, going back), or nil.
    private func focusableElement(in model: SectionedExtents, from start: Int, forward: Bool) -> Int? {
        guard start >= 0, start < model.count else { return nil }
        let range = forward ? start..<model.count : 0..<(start + 1)
        return firstBox(in: range, forward: forward, boxes: { sectionFocusBoxes(in: $0, of: model, focusableOnly: true) }) { _ in true }?.index
    }

    /// The item `move` reaches from `focused` (whose box may carry another column's place across, so
    /// that a run of moves keeps its column), or nil.
    ///
    /// Along the axis the candidates are the focusable elements of the next row beyond `focused`: the
    /// walk stops at the first element that starts beyond the first candidate's end (ends before its
    /// start, going back), which in a grid is the row after; so a step costs the elements of two rows.
    private func sectionStep(_ move: AxisMove, from focused: FocusBox, in model: SectionedExtents) -> FocusBox? {
        let boxes = { (range: Range<Int>) in self.sectionFocusBoxes(in: range, of: model, focusableOnly: true) }
        var pool: [FocusBox] = []
        switch move {
        case .mainForward:
            var rowEnd: CGFloat?
            _ = firstBox(in: (focused.index + 1)..<model.count, forward: true, boxes: boxes) { box in
                guard box.mainStart >= focused.mainEnd else { return false }
                if let rowEnd, box.mainStart >= rowEnd { return true }
                if rowEnd == nil { rowEnd = box.mainEnd }
                pool.append(box)
                return false
            }
        case .mainBackward:
            var rowStart: CGFloat?
            _ = firstBox(in: 0..<focused.index, forward: false, boxes: boxes) { box in
                guard box.mainEnd <= focused.mainStart else { return false }
                if let rowStart, box.mainEnd <= rowStart { return true }
                if rowStart == nil { rowStart = box.mainStart }
                pool.append(box)
                return false
            }
        case .crossForward, .crossBackward:
            pool = boxes(model.indices(intersecting: focused.mainStart, focused.mainEnd))
        }
        return FocusBox.target(of: move, from: focused, among: pool)
    }

    /// The item a page before or after `focused` in its column: as in a grid (see
    /// `focusTarget(of:from:)`), the page being the viewport less its obscured insets and the pinned
    /// header, plus the spacing between the section's rows; the rows are stepped through one by one,
    /// across sections, keeping the focused column.
    private func sectionPageTarget(from focused: FocusBox, forward: Bool, in model: SectionedExtents) -> Int {
        let covered = viewport.obscuredInsets
        let rowSpacing = model.locate(element: focused.index).slot.section.items.spacing
        let page = max(0, viewport.extent - covered.leading - covered.trailing - model.pinnedCover(overElement: focused.index)) + rowSpacing
        let limit = forward ? focused.mainStart + page : focused.mainStart - page
        let move: AxisMove = forward ? .mainForward : .mainBackward
        var current = focused
        while true {
            // Stepping from the current row in the focused column, so that a shorter row on the way
            // does not pull the focus to its side.
            let probe = FocusBox(index: current.index, column: focused.column, mainStart: current.mainStart, mainEnd: current.mainEnd,
                                 crossStart: focused.crossStart, crossEnd: focused.crossEnd)
            guard let next = sectionStep(move, from: probe, in: model),
                  forward ? next.mainStart <= limit : next.mainStart >= limit else { break }
            current = next
        }
        if current.index != focused.index { return current.index }
        return sectionStep(move, from: focused, in: model)?.index ?? focused.index
    }

    /// The first item wholly inside the part of the viewport that the obscured insets and a pinned
    /// header leave, else the first item in it.
    private func firstSectionItemInView(of model: SectionedExtents) -> Int? {
        let covered = viewport.obscuredInsets
        let top = viewport.offset + covered.leading - insets.leading
        let bottom = viewport.end - covered.trailing - insets.leading
        var whole: Int?
        var partial: Int?
        for box in sectionFocusBoxes(in: model.indices(intersecting: top, bottom), of: model, focusableOnly: true) {
            let uncoveredTop = top + model.pinnedCover(overElement: box.index)
            if whole == nil, box.mainStart >= uncoveredTop && box.mainEnd <= bottom { whole = box.index }
            if partial == nil, box.mainStart < bottom && box.mainEnd > uncoveredTop { partial = box.index }
        }
        return whole ?? partial
    }

    /// Where the elements of `range` lie (only the items and rows with `focusableOnly`), in index
    /// order, as `focusBoxes(in:)` says: an item of a grid or masonry section in its column, any other
    /// element across the whole viewport.
    func sectionFocusBoxes(in range: Range<Int>, of model: SectionedExtents, focusableOnly: Bool = false) -> [FocusBox] {
        var boxes: [FocusBox] = []
        let cross = viewport.crossExtent
        model.forEachElement(in: range) { element, _ in
            switch element.kind {
            case .header, .footer: if focusableOnly { return }
            case .item, .row: break
            }
            let span = element.span
            let slot = element.columns.map { $0.slot(element.column, in: cross) } ?? (start: 0, extent: cross)
            boxes.append(FocusBox(index: span.index, column: element.column, mainStart: span.start, mainEnd: span.end,
                                  crossStart: slot.start, crossEnd: slot.start + slot.extent))
        }
        return boxes
    }
}
