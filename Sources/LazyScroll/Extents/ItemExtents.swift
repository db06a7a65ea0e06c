import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model: how long each item is along the main axis, and where it starts.
///
/// In a list, item `i` starts at the sum of the extents of items `0 ..< i` plus `i × spacing`. In a
/// grid every item spans its row, so the items of a row share their start and extent. Either way
/// starts never decrease, which is what lets every query below run as a search rather than a scan.
/// Lanes (masonry) are the exception: their starts only increase from one section to the next, and
/// they answer `indices(intersecting:_:)` themselves.
///
/// Conforming types answer every query in O(log n) or better.
public protocol ItemExtents: Sendable {
    /// The number of items.
    var count: Int { get }

    /// The gap between consecutive items.
    var spacing: CGFloat { get }

    /// The distance from the start of the first item to the end of the last (0 without items).
    var totalExtent: CGFloat { get }

    /// The start of item `index`; `index == count` gives where an appended item would start.
    func offset(of index: Int) throws(LazyScrollError) -> CGFloat

    /// The length of item `index`.
    func extent(of index: Int) throws(LazyScrollError) -> CGFloat

    /// The item with the largest index whose start is at or before `offset` (`inclusive`) or strictly
    /// before it; nil if there is none.
    func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan?

    /// Calls `body` with the index, start and extent of every item in `range`, in order, in
    /// O(log n + range.count).
    func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows

    /// The smallest range of items holding every item that overlaps `lower ..< upper` (whose start is
    /// before `upper` and whose end is after `lower`); `0..<0` when none does. Empty when
    /// `upper <= lower`.
    func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int>
}

extension ItemExtents {
    /// The items that overlap `lower ..< upper`, found with two `lastItem` searches: right for any model
    /// whose starts never decrease and whose items each have their own span (a list).
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        defaultIndices(intersecting: lower, upper)
    }

    /// The generic search behind `indices(intersecting:_:)`, for models that refine it in some cases only.
    func defaultIndices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        guard count > 0, upper > lower,
              let last = lastItem(startingBefore: upper, inclusive: false) else { return 0..<0 }
        var first = 0
        if let candidate = lastItem(startingBefore: lower, inclusive: true) {
            first = candidate.end > lower ? candidate.index : candidate.index + 1
        }
        // Empty results are canonical (0..<0) so that equal windows compare equal.
        return first <= last.index ? first..<(last.index + 1) : 0..<0
    }

    /// The item whose slot (its extent plus the spacing after it) contains `offset`, clamped to the
    /// first and last item; nil without items.
    public func item(at offset: CGFloat) -> ItemSpan? {
        if let item = lastItem(startingBefore: offset, inclusive: true) { return item }
        guard count > 0 else { return nil }
        // Before the first item: clamp to item 0 itself. "The last item starting at 0" would be a later
        // item when the leading items have zero extent and there is no spacing (found by fuzzing).
        var first: ItemSpan?
        forEachItem(in: 0..<1) { first = $0 }
        return first
    }

    /// The spans of the items in `range`, in order.
    public func spans(in range: Range<Int>) -> [ItemSpan] {
        var result: [ItemSpan] = []
        result.reserveCapacity(range.count)
        forEachItem(in: range) { result.append($0) }
        return result
    }
}
