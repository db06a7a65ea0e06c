import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// The data item the focus goes to from data item `index` by `move`: the item itself when the
    /// move leads nowhere (the first item and ``FocusMove/up``), nil only when there are no items.
    ///
    /// - ``FocusMove/up``, ``FocusMove/down``, ``FocusMove/left`` and ``FocusMove/right`` move on
    ///   screen (see ``FocusMove`` for the axis). Along the axis, the focus goes to the nearest item
    ///   wholly beyond the focused one that overlaps it across the axis (in a grid, the cell of the
    ///   next row whose column overlaps most; in lanes, the next item of the same lane), or, when none
    ///   overlaps, to the nearest one, nearest across (the last cell of a shorter last row). Across
    ///   the axis, it goes to the nearest item beside the focused one that overlaps it along the axis,
    ///   the one that overlaps most first; nothing in a list.
    /// - ``FocusMove/pageDown`` goes, in the same column or lane, to the last item that starts at most
    ///   a page after the focused one's start, a page being the viewport's length less its obscured
    ///   insets, plus the spacing between rows (so in a list or grid of equal rows, as many rows as
    ///   fit); ``FocusMove/pageUp`` to the first that starts at most a page before. When that is the focused item itself (a row longer than a
    ///   page), they move as ``FocusMove/down`` and ``FocusMove/up`` do.
    /// - ``FocusMove/first`` and ``FocusMove/last`` go to the ends, ``FocusMove/next`` and
    ///   ``FocusMove/previous`` to the neighbours in index order.
    ///
    /// Without a focused item (`index` nil), ``FocusMove/first`` and ``FocusMove/last`` go to the
    /// ends, and any other move to the first item wholly inside the part of the viewport its obscured
    /// insets leave (else the first item in it): the focus appears where the reader looks.
    ///
    /// Looping content moves among its data items as content with ends does (no move wraps around).
    ///
    /// Over sections (``ExtentModel/sections(_:)``) the focus goes to items only (a row of items
    /// scrolling across counts as one), never to a header or footer, and the rows of one section lead
    /// on to the next one's: ↓ from a section's last row goes to the next section's first row, in the
    /// column that overlaps most; a page is the viewport less the pinned header too.
    ///
    /// - Complexity: O(log n) for a list; O(log n + k) in a grid of k columns; O(log n + S × L) in
    ///   lanes (S = 128 items per section, L lanes) when the lane goes on in the next sections; over
    ///   sections, O(log n + k) per row stepped (k elements in two rows; a page steps its rows), plus
    ///   the empty sections passed.
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` when `index` is not a data
    ///   item.
    public func focusTarget(of move: FocusMove, from index: Int?) throws(LazyScrollError) -> Int? {
        let count = items.base.count
        if let index { try LazyScrollError.check(index: index, in: 0..<count, "focused item") }
        guard count > 0 else { return nil }
        if case let .sections(model) = items.base { return sectionFocusTarget(of: move, from: index, in: model) }
        guard let index else {
            switch move {
            case .first: return 0
            case .last: return count - 1
            default: return firstItemInView()
            }
        }
        switch move {
        case .first: return 0
        case .last: return count - 1
        case .next: return min(index + 1, count - 1)
        case .previous: return max(index - 1, 0)
        case .pageUp, .pageDown: return pageTarget(from: focusBox(index), forward: move == .pageDown)
        case .up, .down, .left, .right:
            let axisMove = AxisMove(move, on: axis)!
            return step(axisMove, from: focusBox(index))
        }
    }

    /// The item `move` reaches from `focused`, or `focused` itself.
    private func step(_ move: AxisMove, from focused: FocusBox) -> Int {
        FocusBox.target(of: move, from: focused, among: focusCandidates(move, from: focused))?.index ?? focused.index
    }

    /// A superset of the items `move` can reach from `focused`: few, found in O(log n).
    private func focusCandidates(_ move: AxisMove, from focused: FocusBox) -> [FocusBox] {
        let model = items.base
        let count = model.count
        let index = focused.index
        switch model {
        case let .grid(grid):
            let row = grid.row(ofItem: index)
            switch move {
            case .mainForward: return row + 1 < grid.rowCount ? focusBoxes(in: grid.items(inRow: row + 1)) : []
            case .mainBackward: return row > 0 ? focusBoxes(in: grid.items(inRow: row - 1)) : []
            case .crossForward, .crossBackward: return focusBoxes(in: grid.items(inRow: row))
            }
        case .lanes:
            // Lanes do not overlap one another, so the items that overlap the focused one across the axis
            // are those of its lane, and along a lane starts grow with the index: its neighbour in the
            // lane wins whenever it overlaps (a lane with width). Failing that, two sections' worth of
            // items on its side hold the rest of its section and all of the next one, where the
            // nearest of the other items are.
            switch move {
            case .mainForward:
                if let next = firstBox(in: (index + 1)..<count, forward: true, where: { $0.column == focused.column }),
                   next.crossOverlap(with: focused) > 0 {
                    return [next]
                }
                return focusBoxes(in: (index + 1)..<min(count, index + 1 + Self.laneReach))
            case .mainBackward:
                if let previous = firstBox(in: 0..<index, forward: false, where: { $0.column == focused.column }),
                   previous.crossOverlap(with: focused) > 0 {
                    return [previous]
                }
                return focusBoxes(in: max(0, index - Self.laneReach)..<index)
            case .crossForward, .crossBackward:
                return focusBoxes(in: model.indices(intersecting: focused.mainStart, focused.mainEnd))
            }
        default:
            switch move {
            case .mainForward: return index + 1 < count ? focusBoxes(in: (index + 1)..<(index + 2)) : []
            case .mainBackward: return index > 0 ? focusBoxes(in: (index - 1)..<index) : []
            case .crossForward, .crossBackward: return []
            }
        }
    }

    /// The item a page before or after `focused` in its column or lane (see `focusTarget(of:from:)`).
    ///
    /// One helper per kind of model: Swift 6.3.1's optimizer (-O, CopyPropagation) crashed on the
    /// single function that switched over a copy of the model and captured a variable in a closure.
    private func pageTarget(from focused: FocusBox, forward: Bool) -> Int {
        let covered = viewport.obscuredInsets
        // The spacing after the last row that fits counts as part of the page: rows of 5 with gaps of 1
        // in a page of 11 are two rows that fit, and the second of them starts 12 after the first.
        let page = max(0, viewport.extent - covered.leading - covered.trailing) + items.base.spacing
        let limit = forward ? focused.mainStart + page : focused.mainStart - page
        let target: Int?
        if case let .grid(grid) = items.base {
            target = gridPageTarget(in: grid, from: focused, forward: forward, limit: limit)
        } else if case .lanes = items.base {
            target = lanePageTarget(from: focused, forward: forward, limit: limit)
        } else {
            target = listPageTarget(from: focused, forward: forward, limit: limit)
        }
        return target ?? step(forward ? .mainForward : .mainBackward, from: focused)
    }

    /// `pageTarget(from:forward:)` in a grid.
    private func gridPageTarget(in grid: GridExtents, from focused: FocusBox, forward: Bool, limit: CGFloat) -> Int? {
        let columns = grid.columnCount
        let row = grid.row(ofItem: focused.index)
        if forward {
            // The last row starting within the page that has a cell in the focused column.
            var last = items.base.lastItem(startingBefore: limit, inclusive: true).map { grid.row(ofItem: $0.index) } ?? row
            while last > row, last * columns + focused.column >= grid.count { last -= 1 }
            return last > row ? last * columns + focused.column : nil
        }
        // The first row starting at or after the limit (every row before the last is full).
        let first = (items.base.lastItem(startingBefore: limit, inclusive: false).map { grid.row(ofItem: $0.index) } ?? -1) + 1
        return first < row ? first * columns + focused.column : nil
    }

    /// `pageTarget(from:forward:)` in a masonry.
    private func lanePageTarget(from focused: FocusBox, forward: Bool, limit: CGFloat) -> Int? {
        let lane = focused.column
        let index = focused.index
        if forward {
            // Starts grow along a lane, so going back from the last item starting within the page,
            // the first item of the lane that starts within it is the one.
            let last = items.base.lastItem(startingBefore: limit, inclusive: true)?.index ?? index
            return firstBox(in: (index + 1)..<max(index + 1, last + 1), forward: false) { $0.column == lane && $0.mainStart <= limit }?.index
        }
        // Every item after `before` starts at or after the limit; of the lane's items that do,
        // the first in index order starts first.
        let before = items.base.lastItem(startingBefore: limit, inclusive: false)?.index ?? -1
        var first = firstBox(in: min(before + 1, index)..<index, forward: true) { $0.column == lane }?.index
        _ = firstBox(in: 0..<min(before + 1, index), forward: false) { box in
            guard box.column == lane else { return false }
            if box.mainStart < limit { return true }
            first = box.index
            return false
        }
        return first
    }

    /// `pageTarget(from:forward:)` in a list.
    private func listPageTarget(from focused: FocusBox, forward: Bool, limit: CGFloat) -> Int? {
        let index = focused.index
        if forward {
            let last = items.base.lastItem(startingBefore: limit, inclusive: true)?.index ?? index
            return last > index ? last : nil
        }
        let first = (items.base.lastItem(startingBefore: limit, inclusive: false)?.index ?? -1) + 1
        return first < index ? first : nil
    }

    /// The first data item wholly inside the uncovered part of the viewport, else the first in it,
    /// else the last one starting before it.
    private func firstItemInView() -> Int {
        let covered = viewport.obscuredInsets
        let top = viewport.offset + covered.leading - insets.leading
        let bottom = viewport.end - covered.trailing - insets.leading
        var whole: Int?
        var partial: Int?
        items.forEachItem(in: items.indices(intersecting: top, bottom)) { span in
            let data = items.dataIndex(of: span.index)
            if span.start >= top && span.end <= bottom, whole.map({ data < $0 }) ?? true { whole = data }
            if span.start < bottom && span.end > top, partial.map({ data < $0 }) ?? true { partial = data }
        }
        return whole ?? partial ?? items.lastItem(startingBefore: top, inclusive: true).map { items.dataIndex(of: $0.index) } ?? 0
    }

    // MARK: - Boxes

    /// The items of two lane sections (`LaneSection.capacity` each).
    static var laneReach: Int { 2 * LaneSection.capacity }

    /// Where data item `index` lies.
    func focusBox(_ index: Int) -> FocusBox {
        focusBoxes(in: index..<(index + 1))[0]
    }

    /// Where the data items of `range` lie, in index order: along the axis in the data's own
    /// coordinates (without insets; every item is measured the same way), across it in their column
    /// or lane (the whole viewport in a list).
    func focusBoxes(in range: Range<Int>) -> [FocusBox] {
        var boxes: [FocusBox] = []
        let model = items.base
        let cross = viewport.crossExtent
        if let columns = model.columnGeometry {
            let width = columns.columnWidth(in: cross)
            model.forEachItemWithColumn(in: range) { span, column in
                let slot = columns.slot(column, width: width)
                boxes.append(FocusBox(index: span.index, column: column, mainStart: span.start, mainEnd: span.end,
                                      crossStart: slot.start, crossEnd: slot.start + slot.extent))
            }
        } else {
            model.forEachItem(in: range) { span in
                boxes.append(FocusBox(index: span.index, column: 0, mainStart: span.start, mainEnd: span.end, crossStart: 0, crossEnd: cross))
            }
        }
        return boxes
    }

    /// Goes through the items of `range` from its start (or its end, backwards) a window at a time, and
    /// returns the first for which `found` is true. The windows start small and grow to two lane
    /// sections, so a neighbour close by costs the layout of one section at most.
    /// `boxes` gives the boxes of a window (``focusBoxes(in:)`` unless told).
    func firstBox(
        in range: Range<Int>, forward: Bool, boxes: ((Range<Int>) -> [FocusBox])? = nil, where found: (FocusBox) -> Bool
    ) -> FocusBox? {
        guard !range.isEmpty else { return nil }
        var reach = 16
        var window = forward ? range.lowerBound..<min(range.upperBound, range.lowerBound + reach)
                             : max(range.lowerBound, range.upperBound - reach)..<range.upperBound
        while !window.isEmpty {
            let inWindow = boxes?(window) ?? focusBoxes(in: window)
            if let box = forward ? inWindow.first(where: found) : inWindow.last(where: found) { return box }
            reach = min(reach * 2, Self.laneReach)
            window = forward ? window.upperBound..<min(range.upperBound, window.upperBound + reach)
                             : max(range.lowerBound, window.lowerBound - reach)..<window.lowerBound
        }
        return nil
    }
}
