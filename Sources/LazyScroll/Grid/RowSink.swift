import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Takes a grid's rows in order from `CellRows.forEachRow(in:startingWith:into:)`.
///
/// Laying out a frame's placements passes every row through the walk's callback and every item through
/// the caller's; as closures these cost more than the walk itself. A generic sink is specialized and
/// inlined instead, as `SpanSink` is for lists.
protocol RowSink {
    /// Takes row `row`, which starts at `start` and is `extent` long; returns false to stop the walk.
    mutating func accept(row: Int, start: Double, extent: Double) -> Bool
}

/// A closure as a `RowSink`, for the callers that walk rows through one.
struct ClosureRowSink: RowSink {
    let body: (_ row: Int, _ start: Double, _ extent: Double) -> Bool

    mutating func accept(row: Int, start: Double, extent: Double) -> Bool { body(row, start, extent) }
}

/// Takes a grid's items in order, each spanning its row, with its column.
protocol ColumnSpanSink {
    /// Takes the next item's span and column.
    mutating func accept(_ span: ItemSpan, column: Int)
}

/// Hands a `ColumnSpanSink` the items of each row it takes that lie in `items`.
struct RowItemsSink<Sink: ColumnSpanSink>: RowSink {
    var sink: Sink
    /// The items to hand over.
    let items: Range<Int>
    let columns: Int

    @inline(__always)
    mutating func accept(row: Int, start: Double, extent: Double) -> Bool {
        let first = row * columns
        let span = ItemSpan(index: row, start: CGFloat(start), extent: CGFloat(extent))
        for index in max(first, items.lowerBound)..<min(first + columns, items.upperBound) {
            sink.accept(ItemSpan(index: index, start: span.start, extent: span.extent), column: index - first)
        }
        return true
    }
}
