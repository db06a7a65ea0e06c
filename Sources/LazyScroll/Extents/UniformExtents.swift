import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model in which every item has the same extent: O(1) for every query, no memory per item.
public struct UniformExtents: ItemExtents, Hashable {
    /// The number of items.
    public private(set) var count: Int
    /// The extent shared by every item.
    public private(set) var itemExtent: CGFloat
    /// The gap between consecutive items.
    public private(set) var spacing: CGFloat

    /// A model of `count` items of `itemExtent` each, `spacing` apart.
    public init(count: Int, itemExtent: CGFloat, spacing: CGFloat = 0) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "item count")
        try LazyScrollError.check(itemExtent, .finiteAndNotNegative, "item extent")
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "spacing")
        self.count = count
        self.itemExtent = itemExtent
        self.spacing = spacing
    }

    private var pitch: Double { Double(itemExtent) + Double(spacing) }

    /// The distance from the start of the first item to the end of the last.
    public var totalExtent: CGFloat {
        count == 0 ? 0 : CGFloat(Double(count) * pitch - Double(spacing))
    }

    /// The start of item `index` (`index == count` allowed).
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "item index")
        return CGFloat(Double(index) * pitch)
    }

    /// The extent of item `index`.
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        return itemExtent
    }

    /// The last item starting at or before (or strictly before) `offset`.
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        let x = Double(offset)
        guard count > 0, !x.isNaN, inclusive ? x >= 0 : x > 0 else { return nil }
        let pitch = self.pitch
        var index: Int
        if pitch == 0 || x / pitch >= Double(count) {
            index = count - 1
        } else {
            index = Int((x / pitch).rounded(.down))
        }
        // Division can round across an item boundary; settle on the exact answer by comparing starts.
        func admits(_ i: Int) -> Bool { inclusive ? Double(i) * pitch <= x : Double(i) * pitch < x }
        while index > 0 && !admits(index) { index -= 1 }
        while index + 1 < count && admits(index + 1) { index += 1 }
        return ItemSpan(index: index, start: CGFloat(Double(index) * pitch), extent: itemExtent)
    }

    /// Calls `body` for every item in `range`.
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        let pitch = self.pitch
        for index in range.clamped(to: 0..<count) {
            try body(ItemSpan(index: index, start: CGFloat(Double(index) * pitch), extent: itemExtent))
        }
    }

    /// Changes the extent shared by every item, in O(1).
    public mutating func setItemExtent(_ extent: CGFloat) throws(LazyScrollError) {
        try LazyScrollError.check(extent, .finiteAndNotNegative, "item extent")
        itemExtent = extent
    }

    /// Changes the gap between items, in O(1).
    public mutating func setSpacing(_ spacing: CGFloat) throws(LazyScrollError) {
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "spacing")
        self.spacing = spacing
    }

    /// Adds `count` items before `index`.
    public mutating func insertItems(count inserted: Int, at index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(inserted), .wholeAndNotNegative, "inserted item count")
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        count += inserted
    }

    /// Removes the items in `range`.
    public mutating func removeItems(in range: Range<Int>) throws(LazyScrollError) {
        try LazyScrollError.check(index: range.lowerBound, in: 0..<(count + 1), "first removed index")
        try LazyScrollError.check(index: range.upperBound, in: 0..<(count + 1), "end of removed range")
        count -= range.count
    }
}
