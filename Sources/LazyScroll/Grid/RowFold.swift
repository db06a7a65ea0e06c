/// What a stretch of consecutive grid items adds to the rows, for one column *phase* (the column of the
/// stretch's first item).
///
/// A grid of `k` columns puts item `i` in row `i / k`, and a row is as long as its longest item. Rows
/// begin at *boundaries*: before every item whose index is a multiple of `k`. A stretch of items can
/// begin and end anywhere, so it holds at most three kinds of items: a *head* that finishes a row begun
/// before it, the rows that begin and end inside it (its *body*), and a *tail* that begins a row that
/// continues after it. The stretch alone does not know which column it starts in; a tree node therefore
/// keeps one fold per phase, and inserting an item, which moves every later item one column on, changes
/// only which fold a later node is read at, never the folds themselves. That is what keeps an insertion
/// into a grid O(log n).
///
/// Folds combine left to right (`then`), which is how a search sums everything before a position.
struct RowFold: Sendable, Equatable {
    /// Marks an empty head or tail (extents are never negative, so `max` with it is harmless).
    static let none = -1.0

    /// The largest extent of the items before the first boundary (`none` if the stretch begins at one).
    var head: Double
    /// The sum of the extents (longest items) of the rows that begin and end inside the stretch, each
    /// rounded to a `PositionQuantum` step, so that sums are exact in any order.
    var body: Double
    /// The largest extent of the items after the last boundary (`none` if the stretch ends at one).
    var tail: Double
    /// Whether no boundary lies inside the stretch or at either end: every item is in one row, begun
    /// before the stretch and continuing after it, and `head` holds the largest extent.
    var isOpen: Bool

    /// The fold of no items, which is open: `empty.then(x) == x`.
    static let empty = RowFold(head: none, body: 0, tail: none, isOpen: true)

    /// This stretch followed by `next`, whose phase follows on from this one's.
    @inline(__always)
    func then(_ next: RowFold) -> RowFold {
        if isOpen {
            if next.isOpen { return RowFold(head: max(head, next.head), body: 0, tail: Self.none, isOpen: true) }
            return RowFold(head: max(head, next.head), body: next.body, tail: next.tail, isOpen: false)
        }
        if next.isOpen { return RowFold(head: head, body: body, tail: max(tail, next.head), isOpen: false) }
        // The row around the seam: this stretch's tail and the next one's head. Both are `none` exactly
        // when the seam is itself a boundary, and then there is no such row.
        let middle = max(tail, next.head)
        let joined = middle >= 0 ? body + PositionQuantum.quantized(middle) : body
        return RowFold(head: head, body: joined + next.body, tail: next.tail, isOpen: false)
    }

    /// The folds, for phases 0 ..< `columns`, of `count` items that are all `value` long.
    static func run(count: Int, value: Double, columns: Int) -> [RowFold] {
        (0..<columns).map { phase in
            if count == 0 { return .empty }
            let firstBoundary = (columns - phase) % columns
            if firstBoundary > count { return RowFold(head: value, body: 0, tail: none, isOpen: true) }
            let rows = (count - firstBoundary) / columns
            let rest = (count - firstBoundary) % columns
            return RowFold(
                head: firstBoundary > 0 ? value : none, body: Double(rows) * PositionQuantum.quantized(value),
                tail: rest > 0 ? value : none, isOpen: false)
        }
    }

    /// The folds, for phases 0 ..< `columns`, of the items of `values` (stored values: NaN for an
    /// unmeasured item, which is `estimate` long), in O(count × columns) without allocating per item.
    static func packed<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>, estimate: Double, columns: Int) -> [RowFold] {
        let count = values.count
        @inline(__always) func extent(_ k: Int) -> Double {
            let value = values[k]
            return value.isNaN ? estimate : Double(value)
        }
        @inline(__always) func maximum(_ range: Range<Int>) -> Double {
            var result = none
            for k in range { result = max(result, extent(k)) }
            return result
        }
        return (0..<columns).map { phase in
            if count == 0 { return .empty }
            let firstBoundary = (columns - phase) % columns
            if firstBoundary > count { return RowFold(head: maximum(0..<count), body: 0, tail: none, isOpen: true) }
            var body = 0.0
            var start = firstBoundary
            while start + columns <= count {
                body += PositionQuantum.quantized(maximum(start..<(start + columns)))
                start += columns
            }
            return RowFold(
                head: firstBoundary > 0 ? maximum(0..<firstBoundary) : none, body: body,
                tail: start < count ? maximum(start..<count) : none, isOpen: false)
        }
    }
}
