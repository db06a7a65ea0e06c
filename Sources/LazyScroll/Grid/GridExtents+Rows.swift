import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GridExtents {
    /// Uniform rows as a list's size model: one "item" per row.
    private var uniformRows: UniformExtents? {
        guard case let .uniform(count, rowExtent) = rows else { return nil }
        // Validated when the grid was made or changed.
        return try? UniformExtents(count: (count + columnCount - 1) / columnCount, itemExtent: CGFloat(rowExtent), spacing: layout.rowSpacing)
    }

    /// The length of all rows and the gaps between them.
    public var totalExtent: CGFloat {
        switch rows {
        case .uniform: return uniformRows?.totalExtent ?? 0
        case let .cells(cells): return CGFloat(cells.totalExtent)
        }
    }

    /// Where row `row` starts and how long it is (its longest cell), in O(log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `row` is in `0 ..< rowCount`.
    public func span(ofRow row: Int) throws(LazyScrollError) -> ItemSpan {
        try LazyScrollError.check(index: row, in: 0..<rowCount, "row index")
        if let uniform = uniformRows { return ItemSpan(index: row, start: try uniform.offset(of: row), extent: try uniform.extent(of: row)) }
        guard case let .cells(cells) = rows else { return ItemSpan(index: row, start: 0, extent: 0) }
        let (start, extent) = cells.span(ofRow: row)
        return ItemSpan(index: row, start: CGFloat(start), extent: CGFloat(extent))
    }

    /// The last row starting at or before (`inclusive`) or strictly before `offset`, as a span of rows.
    func lastRow(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        if let uniform = uniformRows { return uniform.lastItem(startingBefore: offset, inclusive: inclusive) }
        guard case let .cells(cells) = rows else { return nil }
        let x = Double(offset)
        guard !x.isNaN, inclusive ? x >= 0 : x > 0 else { return nil }
        return cells.lastRow(startingAtOrBefore: inclusive ? x : x.nextDown).map {
            ItemSpan(index: $0.row, start: CGFloat($0.start), extent: CGFloat($0.extent))
        }
    }

    /// Calls `body` with every row of `rows` as a span of rows, in order; `body` returns false to stop.
    func forEachRow(in rows: Range<Int>, _ body: (ItemSpan) -> Bool) {
        if let uniform = uniformRows {
            for row in rows.clamped(to: 0..<uniform.count) {
                guard let start = try? uniform.offset(of: row), body(ItemSpan(index: row, start: start, extent: uniform.itemExtent)) else { return }
            }
            return
        }
        guard case let .cells(cells) = self.rows else { return }
        cells.forEachRow(in: rows) { row, start, extent in body(ItemSpan(index: row, start: CGFloat(start), extent: CGFloat(extent))) }
    }

    // MARK: - ItemExtents

    /// The start of item `index`: its row's start. `index == count` gives where an appended item would
    /// start: in the last row while it has room, else in a new row. O(log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ... count`.
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "item index")
        let row = index / columnCount
        if row < rowCount { return try span(ofRow: row).start }
        return count == 0 ? 0 : totalExtent + gapAfterRows
    }

    /// The gap a new row would leave after the last one, as positions add it.
    private var gapAfterRows: CGFloat {
        if case let .cells(cells) = rows { return CGFloat(cells.spacingStep) }
        return layout.rowSpacing
    }

    /// The extent of item `index`: its row's, the longest cell of the row. O(log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ..< count`.
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        return try span(ofRow: index / columnCount).extent
    }

    /// The last item of the last row that starts at or before (`inclusive`) or strictly before
    /// `offset`, spanning its row; nil if there is none. O(log n).
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        lastRow(startingBefore: offset, inclusive: inclusive).map {
            ItemSpan(index: items(inRow: $0.index).upperBound - 1, start: $0.start, extent: $0.extent)
        }
    }

    /// The items of every row that overlaps `lower ..< upper`: whole rows, since a row's cells share
    /// its span. O(log n).
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard count > 0, upper > lower, let last = lastRow(startingBefore: upper, inclusive: false) else { return 0..<0 }
        var first = 0
        if let candidate = lastRow(startingBefore: lower, inclusive: true) {
            first = candidate.end > lower ? candidate.index : candidate.index + 1
        }
        return first <= last.index ? (first * columnCount)..<items(inRow: last.index).upperBound : 0..<0
    }

    /// The same as `indices(intersecting:_:)`, with one descent and one scan of the rows instead of two
    /// whenever both ends fall in the same leaf along the same path (`CellRows.lastRows(startingAtOrBefore:_:)`),
    /// setting `hints.rows` to where the search ended so that a walk of the items found can start there
    /// (`forEachItemSpan(in:startingWith:into:)`).
    func indicesInOneDescent(intersecting lower: CGFloat, _ upper: CGFloat, hints: inout LeafHints) -> Range<Int> {
        hints = LeafHints()
        let (lo, up) = (Double(lower), Double(upper))
        // Uniform rows need no tree, and negative or NaN bounds are rare: the general version answers.
        guard case let .cells(cells) = rows, cells.count > 0, lo >= 0, up > lo else { return indices(intersecting: lower, upper) }
        // The limits `lastRow(startingBefore:inclusive:)` searches with: `start < up` is `start <= up.nextDown`.
        let found = cells.lastRows(startingAtOrBefore: lo, up.nextDown)
        hints.rows = found.hint
        let candidate = ItemSpan(index: found.lower.row, start: CGFloat(found.lower.start), extent: CGFloat(found.lower.extent))
        let first = candidate.end > lower ? candidate.index : candidate.index + 1
        return first <= found.upper.row ? (first * columnCount)..<items(inRow: found.upper.row).upperBound : 0..<0
    }

    /// Hands `sink` every item of `range` with its column, each spanning its row, in order: what
    /// `forEachItemWithColumn(in:_:)` hands its closure, without the closures and the rows gathered in
    /// between. With a `hint` from a search of these very rows, the walk starts where the search ended.
    func forEachItemSpan<Sink: ColumnSpanSink>(in range: Range<Int>, startingWith hint: GridRowHint?, into sink: inout Sink) {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        let columns = columnCount
        let rows = (clamped.lowerBound / columns)..<((clamped.upperBound - 1) / columns + 1)
        var items = RowItemsSink(sink: sink, items: clamped, columns: columns)
        if case let .cells(cells) = self.rows {
            cells.forEachRow(in: rows, startingWith: hint, into: &items)
        } else {
            forEachRow(in: rows) { items.accept(row: $0.index, start: Double($0.start), extent: Double($0.extent)) }
        }
        sink = items.sink
    }

    /// Calls `body` for every item in `range`, each spanning its row, in O(log n + range.count).
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        try forEachItemWithColumn(in: range) { span, _ in try body(span) }
    }

    /// `forEachItem(in:_:)`, with each item's column.
    func forEachItemWithColumn(in range: Range<Int>, _ body: (ItemSpan, Int) throws -> Void) rethrows {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        let columns = columnCount
        let rows = (clamped.lowerBound / columns)..<((clamped.upperBound - 1) / columns + 1)
        // Rows are gathered first: the walk of the tree cannot rethrow through its closures.
        var spans: [ItemSpan] = []
        spans.reserveCapacity(rows.count)
        forEachRow(in: rows) { spans.append($0); return true }
        for row in spans {
            for index in items(inRow: row.index).clamped(to: clamped) {
                try body(ItemSpan(index: index, start: row.start, extent: row.extent), index % columns)
            }
        }
    }

    /// Whether cell `index` has a real extent rather than the estimate: always true for uniform rows.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` unless `index` is in `0 ..< count`.
    public func isMeasured(_ index: Int) throws(LazyScrollError) -> Bool {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        guard case let .cells(cells) = rows else { return true }
        return !cells.storedValue(at: index).isNaN
    }
}
