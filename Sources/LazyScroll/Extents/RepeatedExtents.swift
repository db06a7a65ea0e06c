import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model laid end to end `repetitions` times, with the model's spacing between copies: the
/// virtual index space of a looping list.
///
/// Virtual item `v` is data item `v % base.count` in copy `v / base.count`. With one repetition this
/// is the base model itself.
public struct RepeatedExtents: ItemExtents {
    /// The data's size model.
    public var base: ExtentModel
    /// How many copies of the data are laid out (at least 1).
    public private(set) var repetitions: Int

    /// `base` repeated `repetitions` times.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for fewer than one repetition;
    ///   `LazyScrollError.unsupportedOperation` for more than one repetition of lanes or sections, which
    ///   do not loop.
    public init(base: ExtentModel, repetitions: Int = 1) throws(LazyScrollError) {
        try Self.check(repetitions, of: base)
        self.base = base
        self.repetitions = repetitions
    }

    /// Changes the number of copies.
    public mutating func setRepetitions(_ repetitions: Int) throws(LazyScrollError) {
        try Self.check(repetitions, of: base)
        self.repetitions = repetitions
    }

    private static func check(_ repetitions: Int, of base: ExtentModel) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(repetitions), .wholeAndPositive, "repetitions")
        if repetitions > 1, case .lanes = base {
            throw .unsupportedOperation(
                operation: "looping lanes", reason: "each copy would start with an even seam; lanes have two ends")
        }
        if repetitions > 1, case .sections = base {
            throw .unsupportedOperation(operation: "looping sections", reason: "a section's pinned header has one place; sections have two ends")
        }
    }

    /// The number of virtual items.
    @inline(__always)
    public var count: Int { base.count * repetitions }

    /// The gap between consecutive items, copies included.
    public var spacing: CGFloat { base.spacing }

    /// The distance from the start of one copy to the start of the next.
    public var cycleExtent: CGFloat {
        base.count == 0 ? 0 : base.totalExtent + base.spacing
    }

    /// The distance from the first virtual item's start to the last one's end.
    public var totalExtent: CGFloat {
        // One copy is the model itself, whose sections may take space without holding an element.
        if repetitions == 1 { return base.totalExtent }
        return base.count == 0 ? 0 : CGFloat(repetitions) * cycleExtent - base.spacing
    }

    /// The data index of virtual item `index`.
    @inline(__always)
    public func dataIndex(of index: Int) -> Int {
        let n = base.count
        return n == 0 ? index : ((index % n) + n) % n
    }

    /// The start of virtual item `index` (`index == count` allowed).
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        if repetitions == 1 { return try base.offset(of: index) }
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "item index")
        let n = base.count
        return CGFloat(index / n) * cycleExtent + (try base.offset(of: index % n))
    }

    /// The extent of virtual item `index`.
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        if repetitions == 1 { return try base.extent(of: index) }
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        return try base.extent(of: index % base.count)
    }

    /// The last virtual item starting at or before (or strictly before) `offset`.
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        if repetitions == 1 { return base.lastItem(startingBefore: offset, inclusive: inclusive) }
        let cycle = cycleExtent
        guard count > 0, !offset.isNaN else { return nil }
        guard cycle > 0 else { return base.lastItem(startingBefore: offset, inclusive: inclusive).map { last(in: repetitions - 1, $0) } }
        var copy = Int(min(Double(repetitions - 1), max(0, (Double(offset) / Double(cycle)).rounded(.down))))
        // Rounding may put the offset just before its copy's first item; the previous copy answers then.
        while copy >= 0 {
            let local = offset - CGFloat(copy) * cycle
            if let item = base.lastItem(startingBefore: local, inclusive: inclusive) { return last(in: copy, item) }
            copy -= 1
        }
        return nil
    }

    private func last(in copy: Int, _ item: ItemSpan) -> ItemSpan {
        ItemSpan(index: copy * base.count + item.index, start: item.start + CGFloat(copy) * cycleExtent, extent: item.extent)
    }

    /// The virtual items that overlap `lower ..< upper`, as `indices(intersecting:_:)` gives them; a
    /// list that does not loop takes the base model's faster search.
    func indicesInOneDescent(intersecting lower: CGFloat, _ upper: CGFloat, hints: inout LeafHints) -> Range<Int> {
        if repetitions == 1 { return base.indicesInOneDescent(intersecting: lower, upper, hints: &hints) }
        hints = LeafHints()
        return indices(intersecting: lower, upper)
    }

    /// The virtual items that overlap `lower ..< upper`: the base model's answer in the first and the
    /// last copy that hold any, so that each copy keeps the base model's own rule (whole rows of a
    /// grid, for instance).
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        if repetitions == 1 { return base.indices(intersecting: lower, upper) }
        let n = base.count
        let cycle = cycleExtent
        guard n > 0, upper > lower else { return 0..<0 }
        // Without length every copy lies at 0: the generic search over the copies answers.
        guard cycle > 0 else { return defaultIndices(intersecting: lower, upper) }
        func copy(near offset: CGFloat) -> Int {
            Int(min(Double(repetitions - 1), max(0, (Double(offset) / Double(cycle)).rounded(.down))))
        }
        func local(_ copy: Int) -> Range<Int> {
            let shift = CGFloat(copy) * cycle
            return base.indices(intersecting: lower - shift, upper - shift)
        }
        // One copy before the estimate too, in case division rounded the offset into the next copy.
        var first: Int?
        var c = max(0, copy(near: lower) - 1)
        while c < repetitions && first == nil && CGFloat(c) * cycle < upper {
            let found = local(c)
            if !found.isEmpty { first = c * n + found.lowerBound }
            c += 1
        }
        guard let first else { return 0..<0 }
        var c2 = min(repetitions - 1, copy(near: upper) + 1)
        while c2 >= 0 {
            let found = local(c2)
            if !found.isEmpty { return first..<(c2 * n + found.upperBound) }
            c2 -= 1
        }
        return 0..<0
    }

    /// Calls `body` for every virtual item in `range` with its column (0 for a list).
    func forEachItemWithColumn(in range: Range<Int>, _ body: (ItemSpan, Int) throws -> Void) rethrows {
        if repetitions == 1 { return try base.forEachItemWithColumn(in: range, body) }
        try forEachItem(in: range) { try body($0, base.column(ofItem: dataIndex(of: $0.index))) }
    }

    /// Calls `body` for every virtual item in `range`.
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        if repetitions == 1 { return try base.forEachItem(in: range, body) }
        let n = base.count
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        var copy = clamped.lowerBound / n
        while copy * n < clamped.upperBound {
            let lower = max(clamped.lowerBound, copy * n) - copy * n
            let upper = min(clamped.upperBound, (copy + 1) * n) - copy * n
            let shift = CGFloat(copy) * cycleExtent
            let first = copy * n
            try base.forEachItem(in: lower..<upper) { item in
                try body(ItemSpan(index: first + item.index, start: item.start + shift, extent: item.extent))
            }
            copy += 1
        }
    }
}
