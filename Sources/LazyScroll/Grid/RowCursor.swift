/// A position in a grid's sequence of cells, with what the rows before it add up to: the state a
/// search or a walk of the rows carries from item to item.
///
/// A row starts at `body + rowsBefore × spacing`: the extents of the rows before it (each rounded to a
/// `PositionQuantum` step) plus a gap after each. The sums are exact, so a cursor reached through a
/// tree's folds and one moved item by item agree exactly.
struct RowCursor: Sendable {
    /// Complete rows before the current one.
    var rowsBefore: Int
    /// The sum of their rounded extents.
    var body: Double
    /// The largest extent so far of the current row (`RowFold.none` before its first item).
    var rowMax: Double
    /// The column of the next item.
    var column: Int

    /// The cursor at item `items`, given the fold of every item before it read at phase 0.
    init(after prefix: RowFold, items: Int, columns: Int) {
        rowsBefore = items / columns
        column = items % columns
        // Item 0 is at a boundary, so a prefix from it has no head; only the empty prefix is open.
        body = prefix.isOpen ? 0 : prefix.body
        rowMax = column == 0 ? RowFold.none : prefix.tail
    }

    /// `RowCursor(after: prefix, items: items, columns: columns).start(spacing: spacing)`, without the
    /// rest of the cursor: what a descent compares for every child it passes.
    @inline(__always)
    static func start(after prefix: RowFold, items: Int, columns: Int, spacing: Double) -> Double {
        (prefix.isOpen ? 0 : prefix.body) + Double(items / columns) * spacing
    }

    /// Where the current row starts, with `spacing` already rounded to a step.
    @inline(__always)
    func start(spacing: Double) -> Double {
        body + Double(rowsBefore) * spacing
    }

    /// Adds the next item; returns the extent of the row it completes, if it completes one.
    @inline(__always)
    mutating func append(_ extent: Double, columns: Int) -> Double? {
        rowMax = max(rowMax, extent)
        column += 1
        guard column == columns else { return nil }
        let completed = rowMax
        body += PositionQuantum.quantized(completed)
        rowsBefore += 1
        rowMax = RowFold.none
        column = 0
        return completed
    }

    /// Adds the items of `values` (stored values: NaN is `estimate` long) from `k` to the end of the
    /// current row or to `end`, whichever comes first; returns where it stopped and the extent of the row
    /// it completed, if it did. A row at a time rather than an item at a time: a search scans up to a
    /// whole leaf, and the work per item is then one comparison.
    @inline(__always)
    mutating func appendRow<Value: BinaryFloatingPoint>(
        of values: UnsafeBufferPointer<Value>, from k: Int, upTo end: Int, estimate: Double, columns: Int
    ) -> (next: Int, completed: Double?) {
        if column == 0 && end &- k >= columns {
            // A whole row from a boundary, most rows of a scan or a walk: none of the bookkeeping of a
            // row begun before `k` or cut off at `end`.
            let stop = k &+ columns
            let longest = Self.longest(of: values, in: k..<stop, estimate: estimate, atLeast: rowMax)
            body += PositionQuantum.quantized(longest)
            rowsBefore &+= 1
            rowMax = RowFold.none
            return (stop, longest)
        }
        let stop = min(end, k + columns - column)
        let longest = Self.longest(of: values, in: k..<stop, estimate: estimate, atLeast: rowMax)
        column += stop - k
        guard column == columns else {
            rowMax = longest
            return (stop, nil)
        }
        body += PositionQuantum.quantized(longest)
        rowsBefore += 1
        rowMax = RowFold.none
        column = 0
        return (stop, longest)
    }

    /// The longest of the items `range` of `values` (stored values: NaN is `estimate` long) and `floor`.
    @inline(__always)
    static func longest<Value: BinaryFloatingPoint>(
        of values: UnsafeBufferPointer<Value>, in range: Range<Int>, estimate: Double, atLeast floor: Double
    ) -> Double {
        var longest = floor
        var i = range.lowerBound
        while i < range.upperBound {
            let value = values[i]
            longest = max(longest, value.isNaN ? estimate : Double(value))
            i &+= 1
        }
        return longest
    }

    /// Below this `body`, `retreat(overRowOf:)` is exact: every sum of `PositionQuantum` steps up to
    /// 2^37 points is, so taking a row away gives the very sum that adding up to it gave.
    static let exactlyRetreatable = 0x1p36

    /// Moves back over the row before the current one, which is `extent` long (its longest cell): the
    /// cursor at that row's first item. Only at a boundary (`column == 0`), and exact only while `body`
    /// is below `exactlyRetreatable`; a walk can then start a few rows before where a search stopped
    /// without adding up the rows before them again.
    @inline(__always)
    mutating func retreat(overRowOf extent: Double) {
        body -= PositionQuantum.quantized(extent)
        rowsBefore -= 1
    }

    /// Adds `count` items that are all `extent` long, in O(columns).
    mutating func append(count: Int, of extent: Double, columns: Int) {
        var left = count
        while left > 0 && column != 0 {
            _ = append(extent, columns: columns)
            left -= 1
        }
        let rows = left / columns
        body += Double(rows) * PositionQuantum.quantized(extent)
        rowsBefore += rows
        for _ in 0..<(left % columns) { _ = append(extent, columns: columns) }
    }
}
